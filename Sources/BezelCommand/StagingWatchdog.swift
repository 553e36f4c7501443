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
        // The shell enters the parent folder at once and removes the staging folder by its name there: its
        // working folder is held like a descriptor, so a parent renamed or exchanged for a link meanwhile
        // does not lead the removal elsewhere (and `rm -rf` removes a link at the name itself, not its target).
        let script = ["-c", "cd -P -- \"$0\" || exit 0; cat >/dev/null; rm -rf -- \"./$1\"",
                      folder.deletingLastPathComponent().path, folder.lastPathComponent]
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
