import Foundation

/// Which run a results file belongs to. Processes of one run add to its
/// results; a process of a new run removes the files of earlier runs whose
/// processes are gone (never those of a run still writing), so a results
/// folder never grows without bound, and a reader takes its latest run
/// (``SnapshotResults``): the folder describes the last run.
///
/// The run is, first of all, `BEZEL_SNAPSHOT_RUN` when set (CI sets it so
/// that every process of a job, or every shard of a matrix, is one run).
/// Otherwise a test process takes its parent's identity: the processes
/// `swift test` starts (XCTest and Swift Testing, parallel workers) share a
/// parent, and each `swift test` is a new parent. The `bezel` command is
/// its own run (``ownProcess()``).
public enum RunIdentity {
    /// The environment variable that names the run.
    public static let environmentVariable = "BEZEL_SNAPSHOT_RUN"

    /// The run of a test process: the variable, else the parent process (its pid and start time).
    public static func testProcess(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> String {
        if let named = environment(environmentVariable).flatMap(sanitized), !named.isEmpty { return named }
        let parent = getppid()
        return "p\(parent)-\(startTime(of: parent) ?? "0")"
    }

    /// The run of this process alone (its pid and start time), unless the variable names one.
    public static func ownProcess(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> String {
        if let named = environment(environmentVariable).flatMap(sanitized), !named.isEmpty { return named }
        let me = getpid()
        return "p\(me)-\(startTime(of: me) ?? "0")"
    }

    /// A run name usable in a file name: letters, digits, `-`, `_` and `.`, at most 64 of them.
    static func sanitized(_ name: String) -> String? {
        let kept = name.unicodeScalars.map { scalar -> Character in
            let allowed = (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)))
            return allowed ? Character(scalar) : "_"
        }
        let text = String(kept.prefix(64))
        return text.allSatisfy { $0 == "_" || $0 == "." } ? nil : text
    }

    /// The start time of process `pid` in clock ticks since boot (field 22 of
    /// `/proc/<pid>/stat`): with the pid, it names a process uniquely even
    /// when pids are reused. Nil where there is no `/proc`.
    static func startTime(of pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces), starting at field 3.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let index = 22 - 3
        return fields.count > index ? String(fields[index]) : nil
    }
}
