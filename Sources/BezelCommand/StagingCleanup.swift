import BezelGraphics
import Foundation

/// Removes the staging folders of runs in progress when the process is
/// interrupted or terminated (SIGINT, SIGTERM, SIGHUP), then exits with 128
/// + the signal's number. The handlers are installed when ``shared`` is
/// first used.
final class StagingCleanup: @unchecked Sendable {
    static let shared = StagingCleanup()

    private let folders = PthreadLocked<Set<String>>([])
    private var sources: [DispatchSourceSignal] = []

    private init() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [folders] in
                for _ in 0..<3 {   // the run may add a file while the folder is being removed
                    let remaining = folders.withLock { $0 }
                    if remaining.isEmpty { break }
                    for path in remaining where (try? FileManager.default.removeItem(atPath: path)) != nil
                        || !FileManager.default.fileExists(atPath: path) {
                        folders.withLock { _ = $0.remove(path) }
                    }
                }
                _exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    func register(_ folder: URL) { folders.withLock { _ = $0.insert(folder.path) } }

    func unregister(_ folder: URL) { folders.withLock { _ = $0.remove(folder.path) } }
}
