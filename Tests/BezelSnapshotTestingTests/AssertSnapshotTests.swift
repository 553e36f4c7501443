import BezelGraphics
import Synchronization
import Testing
@testable import BezelSnapshotTesting

/// The asserting API must raise Swift Testing issues; `withKnownIssue` checks
/// that it does without failing this suite.
@Suite struct AssertSnapshotTests {
    /// Counts the issues `body` raises whose comment contains `fragment`.
    private func issues(containing fragment: String, _ body: () -> Void) -> Int {
        let count = Mutex(0)
        withKnownIssue {
            body()
        } matching: { issue in
            let matches = issue.comments.contains { $0.rawValue.contains(fragment) }
            if matches { count.withLock { $0 += 1 } }
            return matches
        }
        return count.withLock { $0 }
    }

    @Test func matchingSnapshotRaisesNoIssue() throws {
        let folder = try TemporaryFolder()
        let image = try makeImage()
        _ = try folder.run { try verifySnapshot(of: image, as: .image, named: "quiet") }
        folder.run { assertSnapshot(of: image, as: .image, named: "quiet") }
    }

    @Test func recordingAndMismatchRaiseIssues() throws {
        let folder = try TemporaryFolder()
        let plain = try makeImage(), changed = try makeImage(changes: [(1, 1, grey(0))])
        let failing: Snapshotting<Int, Image> = Snapshotting.image.pullback { _ in throw RenderFailure() }
        let recorded = issues(containing: "was recorded to") {
            folder.run { assertSnapshot(of: plain, as: .image, named: "loud") }
        }
        let mismatched = issues(containing: "1 of 64 pixels differ") {
            folder.run { assertSnapshot(of: changed, as: .image, named: "loud") }
        }
        let invalid = issues(containing: "is not valid") {
            folder.run { assertSnapshot(of: plain, as: .image, named: "x/y") }
        }
        let thrown = issues(containing: "the render blew up") {
            folder.run { assertSnapshot(of: 1, as: failing, named: "boom") }
        }
        #expect([recorded, mismatched, invalid, thrown] == [1, 1, 1, 1])
    }

    @Test func matrixAssertionsReportEachFailure() throws {
        let folder = try TemporaryFolder()
        let flag = StateDimension.bool("on"), level = StateDimension("level", [1, 2, 3])
        let matrix = StateMatrix(flag, level)
        let count = issues(containing: "recorded") {
            folder.run {
                assertSnapshots(matrix: matrix, prefix: "m", scales: [1, 2]) { combination in
                    try combination.value(of: level)
                } as: { scale in
                    Snapshotting.image.pullback { level in try makeImage(width: 4, height: 4, scale: scale, fill: grey(UInt32(level))) }
                }
            }
        }
        #expect(count == 12)
    }
}
