import BezelGraphics
import BezelReports
import Foundation

/// The command's ``StagingGuard``: a folder it guards is removed when the
/// process is interrupted or terminated (``StagingCleanup``) or killed
/// outright, alone or with its process group (a ``StagingWatchdog`` per
/// folder, which outlives the process).
final class ProcessStagingGuard: StagingGuard, @unchecked Sendable {
    /// The process's guard (its signal handlers are the process's).
    static let shared = ProcessStagingGuard()

    private let watchdogs = PthreadLocked<[String: StagingWatchdog]>([:])

    private init() {}

    func guardFolder(_ folder: URL) {
        StagingCleanup.shared.register(folder)
        let watchdog = StagingWatchdog(removing: folder)
        watchdogs.withLock { $0[folder.path] = watchdog }
    }

    func release(_ folder: URL) {
        StagingCleanup.shared.unregister(folder)
        // Ending the watchdog closes its pipe: it removes the folder if it is still there, and exits.
        _ = watchdogs.withLock { $0.removeValue(forKey: folder.path) }
    }
}
