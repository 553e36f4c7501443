import Foundation

/// The hidden names a write goes through before it is renamed into place:
/// `.<name>.tmp-<pid>-<random>`. The pid tells a file of a live writer from
/// one a killed writer left (``isAbandoned(_:)``), so the next run can sweep
/// it and `bezel snapshots prune` can list it.
public enum TemporaryName {
    /// `.<name>.tmp-<pid>-<random hex>` for this process.
    public static func make(for name: String) -> String {
        ".\(name).tmp-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
    }

    /// True when `name` is a temporary name of this form (or the older
    /// `.<name>.tmp-<random>`, which carries no pid).
    public static func matches(_ name: String) -> Bool { writer(of: name) != nil }

    /// The pid that wrote `name`: nil when it is not a temporary name, 0 for the older form without a pid.
    public static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards),
              marker.lowerBound > name.index(after: name.startIndex) else { return nil }
        let tail = name[marker.upperBound...]
        let fields = tail.split(separator: "-", omittingEmptySubsequences: false)
        if fields.count == 2, let pid = pid_t(fields[0]), pid > 0, UInt64(fields[1], radix: 16) != nil { return pid }
        if fields.count == 1, UInt64(fields[0]) != nil { return 0 }
        return nil
    }

    /// `name` of the temporary name `.name.tmp-…`; nil when `temporary` is not one.
    public static func baseName(of temporary: String) -> String? {
        guard matches(temporary), let marker = temporary.range(of: ".tmp-", options: .backwards) else { return nil }
        let base = temporary[temporary.index(after: temporary.startIndex)..<marker.lowerBound]
        return base.isEmpty ? nil : String(base)
    }

    /// True when `name` is a temporary name whose writer is gone (or unknown, for the older form).
    public static func isAbandoned(_ name: String) -> Bool {
        guard let pid = writer(of: name) else { return false }
        if pid == 0 { return true }
        return isGone(pid)
    }

    /// True when `entry` is a staging folder name for `name` whose writer
    /// is gone: a temporary name of `name` (``isAbandoned(_:)``), or the form
    /// older replays used, `.<name>.tmp-<pid>-<UUID>`.
    public static func isAbandonedStaging(_ entry: String, for name: String) -> Bool {
        let prefix = ".\(name).tmp-"
        guard entry.hasPrefix(prefix) else { return false }
        if baseName(of: entry) == name { return isAbandoned(entry) }
        let rest = entry.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]),
              UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil else { return false }
        return isGone(pid)
    }

    /// True when no process `pid` exists here (`kill(pid, 0)` fails with
    /// `ESRCH`); a process of another user counts as running.
    public static func isGone(_ pid: pid_t) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}
