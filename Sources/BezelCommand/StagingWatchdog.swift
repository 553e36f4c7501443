import Foundation

/// A small process that removes a staging folder when this process ends
/// without having moved it into place: it waits for the end of a pipe only
/// this process can write to, which the kernel closes however the process
/// ends (SIGKILL included), then removes the folder if it is still there. It
/// runs in a session of its own (`setsid`), so killing this process's group
/// leaves it running. If it cannot be started, the next replay's sweep
/// remains (see `ReplayFolder`).
final class StagingWatchdog {
    private let process = Process()
    private let pipe = Pipe()

    init?(removing folder: URL) {
        let shell = "/bin/sh", setsid = "/usr/bin/setsid"
        guard FileManager.default.isExecutableFile(atPath: shell) else { return nil }
        let script = ["-c", "cat >/dev/null; rm -rf -- \"$0\"", folder.path]
        if FileManager.default.isExecutableFile(atPath: setsid) {
            process.executableURL = URL(fileURLWithPath: setsid)
            process.arguments = [shell] + script
        } else {
            process.executableURL = URL(fileURLWithPath: shell)
            process.arguments = script
        }
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
    }

    deinit {
        // The run is over (the folder moved into place or removed): let the watchdog go.
        try? pipe.fileHandleForWriting.close()
    }
}
