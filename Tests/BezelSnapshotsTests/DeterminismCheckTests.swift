import Bezel
import BezelGraphics
import Foundation
import Synchronization
import Testing
@testable import BezelSnapshots

/// A failing snapshot is rendered a second time, so a view that draws
/// differently each time is named as such instead of blaming the reference.
@Suite struct DeterminismCheckTests {
    /// A view that draws a darker square every time it is drawn.
    final class Flicker: View {
        let draws = Mutex(0)
        override func draw(in canvas: Canvas) {
            let count = draws.withLock { value -> Int in value += 1; return value }
            canvas.fill(bounds, with: Color(white: 1 - Double(count % 10) / 10))
        }
    }

    /// Counts how often the strategy renders.
    final class Counter: Sendable {
        let renders = Mutex(0)
    }

    private func counting(_ counter: Counter) -> Snapshotting<Image, Image> {
        Snapshotting.image.pullback { (image: Image) in
            counter.renders.withLock { $0 += 1 }
            return image
        }
    }

    @Test func nondeterministicViewIsNamedAndItsSecondRenderKept() throws {
        let folder = try TemporaryFolder()
        let view = Flicker(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        let recorded = try folder.run { try check(of: view, as: .image(), named: "flicker") }
        guard case let .recorded(recording) = recorded, case .unstable? = recording.determinism else {
            Issue.record("recording should have noticed the second render differs: \(recorded)")
            return
        }
        #expect(recording.message.hasPrefix("The view is NONDETERMINISTIC"))

        let result = try folder.run { try check(of: view, as: .image(), named: "flicker") }
        let mismatch = try #require(result.mismatch)
        guard case let .unstable(difference, secondPath?)? = mismatch.determinism else {
            Issue.record("expected an unstable determinism check, got \(String(describing: mismatch.determinism))")
            return
        }
        #expect(secondPath == folder.artifact("flicker", "rerender", suite: "DeterminismCheck"))
        #expect(difference.image?.pixels?.differingPixelCount == 16)
        let second = try Image(contentsOfPNG: secondPath), first = try Image(contentsOfPNG: try #require(mismatch.actualPath))
        #expect(second.premultipliedARGB() != first.premultipliedARGB())
        #expect(mismatch.artifactPaths.contains(secondPath))
        let message = try #require(result.failureMessage)
        #expect(message.hasPrefix("The view is NONDETERMINISTIC: rendering it twice in this run gave different results (16 of 16 pixels differ"))
        #expect(message.contains("  second render:  \(secondPath)"))
    }

    @Test func deterministicMismatchSaysTheSecondRenderWasIdentical() throws {
        let folder = try TemporaryFolder()
        let counter = Counter()
        _ = try folder.run { try check(of: try makeImage(), as: counting(counter), named: "steady") }
        counter.renders.withLock { $0 = 0 }
        let result = try folder.run {
            try check(of: try makeImage(changes: [(1, 1, grey(0))]), as: counting(counter), named: "steady")
        }
        #expect(result.mismatch?.determinism == .stable)
        #expect(counter.renders.withLock { $0 } == 2)
        #expect(result.failureMessage?.contains("A second render in this run was identical") == true)
        #expect(!folder.exists(folder.artifact("steady", "rerender", suite: "DeterminismCheck")))
    }

    @Test func matchesRenderOnceAndTheCheckCanBeTurnedOff() throws {
        let folder = try TemporaryFolder()
        let counter = Counter()
        _ = try folder.run { try check(of: try makeImage(), as: counting(counter), named: "once") }
        counter.renders.withLock { $0 = 0 }
        _ = try folder.run { try check(of: try makeImage(), as: counting(counter), named: "once") }
        #expect(counter.renders.withLock { $0 } == 1)

        counter.renders.withLock { $0 = 0 }
        let result = try withSnapshotTesting(checksDeterminism: false) {
            try folder.run { try check(of: try makeImage(changes: [(0, 0, grey(3))]), as: counting(counter), named: "once") }
        }
        #expect(counter.renders.withLock { $0 } == 1)
        #expect(result.mismatch != nil && result.mismatch?.determinism == nil)
    }

    @Test func aSecondRenderThatThrowsCountsAsUnstable() throws {
        let folder = try TemporaryFolder()
        let counter = Counter()
        let failingSecondTime: Snapshotting<Image, Image> = Snapshotting.image.pullback { (image: Image) in
            let count = counter.renders.withLock { value -> Int in value += 1; return value }
            if count > 1 { throw RenderFailure() }
            return image
        }
        let result = try folder.run { try check(of: try makeImage(), as: failingSecondTime, named: "once-only") }
        guard case let .recorded(recording) = result, case let .unstable(difference, path)? = recording.determinism else {
            Issue.record("expected an unstable check, got \(result)")
            return
        }
        #expect(difference.summary == "the second render failed: the render blew up" && path == nil)
    }
}
