import BezelGraphics
import BezelSnapshotResults
import Foundation
import Synchronization
import Testing
@testable import BezelSnapshotTesting

/// Issue 37, item 6: an artifacts folder refused under the rules of `-o`
/// fails the assertion with the reason, and nothing is written there.
@Suite struct ArtifactsFolderAssertionTests {
    @Test(arguments: ["/", "Snapshots", "."])
    func aRefusedArtifactsFolderFailsTheAssertion(named: String) throws {
        let folder = try TemporaryFolder()
        let image = try makeImage()
        let count = Mutex(0)
        withKnownIssue {
            withSnapshotTesting(snapshotDirectory: folder.snapshots,
                                environment: [ArtifactsFolder.environmentVariable: named == "Snapshots" ? folder.snapshots : named]) {
                assertSnapshot(of: image, as: .image, named: "refused")
            }
        } matching: { issue in
            let matches = issue.comments.contains { $0.rawValue.contains("as the snapshot artifacts folder") }
            if matches { count.withLock { $0 += 1 } }
            return matches
        }
        #expect(count.withLock { $0 } == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.snapshots + "/.bezel-output"))
        #expect(!FileManager.default.fileExists(atPath: "/.bezel-output"))
    }
}
