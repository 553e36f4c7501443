import BezelGraphics
import Foundation
import Testing
@testable import BezelReports

/// A replay folder's staging folder is guarded by whatever the caller gives
/// (the `bezel` command's signal handlers and watchdog), from its creation
/// until it is moved into place or removed; the library itself installs nothing.
@Suite struct ReplayFolderTests {
    /// Records what it was asked to guard and release.
    final class RecordingGuard: StagingGuard, @unchecked Sendable {
        let events = PthreadLocked<[String]>([])
        func guardFolder(_ folder: URL) { events.withLock { $0.append("guard " + folder.lastPathComponent) } }
        func release(_ folder: URL) { events.withLock { $0.append("release " + folder.lastPathComponent) } }
    }

    @Test func theStagingFolderIsGuardedUntilItIsDiscarded() throws {
        let parent = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("bezel-replay-folder-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: parent) }
        let stagingGuard = RecordingGuard()
        let folder = try ReplayFolder(target: parent.appendingPathComponent("run").path, guardedBy: stagingGuard)
        let name = folder.staging.lastPathComponent
        #expect(name.hasPrefix(".run.tmp-\(getpid())-"))
        #expect(stagingGuard.events.withLock { $0 } == ["guard " + name])
        #expect(FileManager.default.fileExists(atPath: folder.staging.path))
        folder.discard()
        #expect(stagingGuard.events.withLock { $0 } == ["guard " + name, "release " + name])
        #expect(!FileManager.default.fileExists(atPath: folder.staging.path))
    }
}
