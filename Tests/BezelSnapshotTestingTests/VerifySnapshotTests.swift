import BezelGraphics
import Foundation
import Testing
@testable import BezelSnapshotTesting

@Suite struct VerifySnapshotTests {
    @Test func missingReferenceIsRecordedThenMatches() throws {
        let folder = try TemporaryFolder()
        let image = try makeImage(changes: [(2, 2, grey(9))])
        let first = try folder.run { try verifySnapshot(of: image, as: .image, named: "badge") }
        #expect(first == .recorded(SnapshotRecording(name: "badge", path: folder.reference("badge"), reason: .missing, determinism: .stable)))
        #expect(first.failureMessage?.contains("recorded to \(folder.reference("badge"))") == true)
        let stored = try Image(contentsOfPNG: folder.reference("badge"))
        #expect(stored.premultipliedARGB() == image.premultipliedARGB())

        let second = try folder.run { try verifySnapshot(of: image, as: .image, named: "badge") }
        #expect(second == .matched(referencePath: folder.reference("badge")))
        #expect(second.passed && second.failureMessage == nil)
    }

    /// References go through PNG (straight alpha); partly transparent pixels
    /// must come back as the same premultiplied words or exact matching breaks.
    @Test func partlyTransparentPixelsSurviveThePNGRoundTrip() throws {
        let folder = try TemporaryFolder()
        let image = try makeImage(width: 256, height: 64) { x, y in
            let alpha = UInt32(x), level = alpha * UInt32(y) / 63
            return alpha << 24 | level << 16 | (alpha - level) << 8 | (level / 2)
        }
        _ = try folder.run { try verifySnapshot(of: image, as: .image, named: "alpha") }
        #expect(try folder.run { try verifySnapshot(of: image, as: .image, named: "alpha") }.passed)
    }

    @Test func neverDoesNotWrite() throws {
        let folder = try TemporaryFolder()
        let result = try folder.run(record: .never) { try verifySnapshot(of: try makeImage(), as: .image, named: "none") }
        #expect(result == .missing(referencePath: folder.reference("none")))
        #expect(!folder.exists(folder.reference("none")))
        #expect(result.failureMessage?.contains("BEZEL_SNAPSHOT_RECORD=missing") == true)
    }

    @Test(arguments: ["true", "1", "TRUE"])
    func continuousIntegrationDefaultsToNever(ci: String) throws {
        let folder = try TemporaryFolder()
        let result = try folder.run(environment: ["CI": ci]) { try verifySnapshot(of: try makeImage(), as: .image, named: "ci") }
        #expect(result == .missing(referencePath: folder.reference("ci")))
        #expect(!folder.exists(folder.reference("ci")))
    }

    @Test func explicitEnvironmentVariableWinsOnCI() throws {
        let folder = try TemporaryFolder()
        let environment = ["CI": "true", "BEZEL_SNAPSHOT_RECORD": "missing"]
        let result = try folder.run(environment: environment) { try verifySnapshot(of: try makeImage(), as: .image, named: "ci") }
        guard case .recorded = result else {
            Issue.record("expected a recording, got \(result)")
            return
        }
        #expect(folder.exists(folder.reference("ci")))
    }

    @Test func allOverwritesEvenMatchingReferences() throws {
        let folder = try TemporaryFolder()
        let old = try makeImage(), new = try makeImage(changes: [(0, 0, grey(0))])
        _ = try folder.run { try verifySnapshot(of: old, as: .image, named: "all") }
        let same = try folder.run(record: .all) { try verifySnapshot(of: old, as: .image, named: "all") }
        #expect(same == .recorded(SnapshotRecording(name: "all", path: folder.reference("all"), reason: .recordAll, determinism: .stable)))
        #expect(!same.passed)
        _ = try folder.run(record: .all) { try verifySnapshot(of: new, as: .image, named: "all") }
        #expect(try Image(contentsOfPNG: folder.reference("all")).premultipliedARGB() == new.premultipliedARGB())
    }

    @Test func failedOverwritesOnlyOnMismatch() throws {
        let folder = try TemporaryFolder()
        let old = try makeImage(), new = try makeImage(changes: [(7, 7, grey(0))])
        _ = try folder.run { try verifySnapshot(of: old, as: .image, named: "f") }
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.reference("f")))
        let matching = try folder.run(record: .failed) { try verifySnapshot(of: old, as: .image, named: "f") }
        #expect(matching.passed)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.reference("f"))) == before)

        let changed = try folder.run(record: .failed) { try verifySnapshot(of: new, as: .image, named: "f") }
        guard case let .recorded(recording) = changed, case let .mismatch(mismatch) = recording.reason else {
            Issue.record("expected a re-recording, got \(changed)")
            return
        }
        #expect(mismatch.difference.image?.pixels?.differingPixelCount == 1)
        #expect(try Image(contentsOfPNG: folder.reference("f")).premultipliedARGB() == new.premultipliedARGB())
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.artifact("f", "reference"))) == before)
        #expect(changed.failureMessage?.contains("overwritten") == true)
    }

    @Test func mismatchWritesDecodableArtifactsAndExplainsItself() throws {
        let folder = try TemporaryFolder()
        let reference = try makeImage(width: 10, height: 10)
        let actual = try makeImage(width: 10, height: 10, changes: [(3, 5, grey(0))])
        _ = try folder.run { try verifySnapshot(of: reference, as: .image, named: "one.pixel=true@1x") }
        let result = try folder.run { try verifySnapshot(of: actual, as: .image, named: "one.pixel=true@1x") }
        let mismatch = try #require(result.mismatch)
        guard case .mismatch = result else {
            Issue.record("mode missing must not re-record a mismatch")
            return
        }
        let name = "one.pixel=true@1x"
        #expect(mismatch.actualPath == folder.artifact(name, "actual"))
        #expect(mismatch.referenceCopyPath == folder.artifact(name, "reference"))
        #expect(mismatch.diffPath == folder.artifact(name, "diff"))
        #expect(mismatch.artifactsProblem == nil)
        let pixels = try #require(mismatch.difference.image?.pixels)
        #expect(pixels.differingPixelCount == 1 && pixels.bounds == PixelBounds(x: 3, y: 5, width: 1, height: 1))

        #expect(try Image(contentsOfPNG: folder.artifact(name, "actual")).premultipliedARGB() == actual.premultipliedARGB())
        #expect(try Image(contentsOfPNG: folder.artifact(name, "reference")).premultipliedARGB() == reference.premultipliedARGB())
        let diff = try Image(contentsOfPNG: folder.artifact(name, "diff"))
        #expect(word(diff, 3, 5) == opaqueRed && word(diff, 0, 0) == grey(255))
        #expect(try Image(contentsOfPNG: folder.reference(name)).premultipliedARGB() == reference.premultipliedARGB())

        let message = try #require(result.failureMessage)
        for fragment in [folder.artifact(name, "actual"), folder.artifact(name, "reference"), folder.artifact(name, "diff"),
                         folder.reference(name), "1 of 100 pixels differ (1.000%)", "max distance 0.966",
                         "x=3 y=5 w=1 h=1", "BEZEL_SNAPSHOT_RECORD=failed"] {
            #expect(message.contains(fragment), "missing \(fragment) in \(message)")
        }

        // A later match removes the stale artifacts.
        _ = try folder.run { try verifySnapshot(of: reference, as: .image, named: name) }
        #expect(!folder.exists(folder.artifact(name, "actual")) && !folder.exists(folder.artifact(name, "diff")))
    }

    @Test func sizeMismatchFailsWithoutDiffImage() throws {
        let folder = try TemporaryFolder()
        _ = try folder.run { try verifySnapshot(of: try makeImage(width: 4, height: 4), as: .image, named: "size") }
        let result = try folder.run { try verifySnapshot(of: try makeImage(width: 8, height: 8), as: .image, named: "size") }
        let mismatch = try #require(result.mismatch)
        #expect(mismatch.diffPath == nil && mismatch.actualPath != nil)
        #expect(result.failureMessage?.contains("differ in size: the reference is 4×4 px @1x, the snapshot is 8×8 px @1x") == true)
    }

    @Test(arguments: ["a/b", "../up", "..", "", "  ", ".hidden", "back\\slash", "tab\there"])
    func invalidNamesAreRejected(name: String) throws {
        let folder = try TemporaryFolder()
        #expect(throws: SnapshotError.self) {
            try folder.run { try verifySnapshot(of: try makeImage(), as: .image, named: name) }
        }
        #expect(!folder.exists(folder.snapshots))
    }

    @Test func slashNamesExplainThemselves() throws {
        let folder = try TemporaryFolder()
        do {
            _ = try folder.run { try verifySnapshot(of: try makeImage(), as: .image, named: "a/b") }
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("snapshot name \"a/b\" is not valid: it contains \"/\""))
        }
        #expect(throws: SnapshotError.self) {
            try folder.run { try verifySnapshot(of: try makeImage(), as: .image, named: "ok", suite: "x/y") }
        }
    }

    @Test func errorsFromTheValueAndTheReferenceAreReported() throws {
        let folder = try TemporaryFolder()
        #expect(throws: SnapshotError.snapshotFailed(name: "boom", reason: "the render blew up")) {
            try folder.run { try verifySnapshot(of: try { () throws -> Image in throw RenderFailure() }(), as: .image, named: "boom") }
        }
        try FileManager.default.createDirectory(atPath: folder.snapshots + "/VerifySnapshot", withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder.reference("corrupt")))
        do {
            _ = try folder.run { try verifySnapshot(of: try makeImage(), as: .image, named: "corrupt") }
            Issue.record("expected an error")
        } catch let error as SnapshotError {
            guard case .unreadableReference(let path, _) = error else { throw error }
            #expect(path == folder.reference("corrupt"))
        }
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try folder.run(environment: ["BEZEL_SNAPSHOT_RECORD": "sometimes"]) {
                try verifySnapshot(of: try makeImage(), as: .image, named: "mode")
            }
        }
    }

    @Test func pullbackAndOtherStrategies() throws {
        let folder = try TemporaryFolder()
        let bars: Snapshotting<Int, Image> = Snapshotting.image.pullback { count in
            try makeImage(width: 6, height: 2) { x, _ in x < count ? grey(0) : grey(255) }
        }
        _ = try folder.run { try verifySnapshot(of: 3, as: bars, named: "bars") }
        #expect(try folder.run { try verifySnapshot(of: 3, as: bars, named: "bars") }.passed)
        let four = try folder.run { try verifySnapshot(of: 4, as: bars, named: "bars") }
        #expect(four.mismatch?.difference.image?.pixels?.bounds == PixelBounds(x: 3, y: 0, width: 1, height: 2))

        let square: (Canvas) throws -> Void = { $0.fill(Rect(x: 1, y: 1, width: 2, height: 2), with: .black) }
        let drawing = Snapshotting.drawing(size: Size(width: 4, height: 4), scale: 2)
        _ = try folder.run { try verifySnapshot(of: square, as: drawing, named: "square@2x") }
        let recorded = try Image(contentsOfPNG: folder.reference("square@2x"))
        #expect(recorded.pixelWidth == 8 && word(recorded, 3, 3) == grey(0) && word(recorded, 0, 0) == 0)
        #expect(try folder.run { try verifySnapshot(of: square, as: drawing, named: "square@2x") }.passed)

        _ = try folder.run { try verifySnapshot(of: "a\nb\nc", as: .lines, named: "trace") }
        #expect(folder.exists(folder.reference("trace", ext: "txt")))
        let text = try folder.run { try verifySnapshot(of: "a\nB\nc", as: .lines, named: "trace") }
        #expect(text.failureMessage?.contains("the text differs from line 2") == true)
        #expect(text.mismatch?.actualPath == folder.artifact("trace", "actual", ext: "txt"))
    }
}
