import Foundation

/// Whether the work Bezel does only in part (drawing the damaged region of
/// a frame, comparing only the damaged pixels of two frames) is checked
/// against the same work done whole, failing on any difference; and how
/// many such checks passed.
///
/// `BEZEL_CHECK_DAMAGE=1` in the environment turns the checks on for the
/// whole process and the processes it starts; otherwise they are off, so a
/// package that depends on Bezel does not pay twice for every frame unless
/// it asks. Bezel's own test and fuzz scripts (`scripts/test`,
/// `scripts/fuzz`) turn them on.
///
/// With `BEZEL_CHECK_DAMAGE_LOG=FILE` as well, each process appends a line
/// to FILE as it exits, `frames=N regions=M`: the frames rendered both ways
/// and the damage-only comparisons checked against whole ones, all equal.
/// `scripts/test` adds them up, so a run says how much the checks covered.
public enum IncrementalChecks {
    /// What was checked.
    public enum Kind: Sendable {
        /// A frame drawn only where damaged, against a full render.
        case frame
        /// A changed rectangle found in the damage alone, against one found comparing whole frames.
        case changedRegion
    }

    /// Whether the checks are on unless a caller says otherwise.
    public static let areOnByDefault: Bool = ProcessInfo.processInfo.environment["BEZEL_CHECK_DAMAGE"] == "1"

    /// How many checks of each kind passed in this process.
    public static func passedCount(_ kind: Kind) -> Int {
        counts.withLock { kind == .frame ? $0.frames : $0.regions }
    }

    /// Counts a check that passed (called by the checks themselves).
    public static func countPassed(_ kind: Kind) {
        let first = counts.withLock { counts -> Bool in
            if kind == .frame { counts.frames += 1 } else { counts.regions += 1 }
            defer { counts.logging = true }
            return !counts.logging
        }
        if first, logPath != nil { atexit { IncrementalChecks.appendToLog() } }
    }

    private static let counts = PthreadLocked((frames: 0, regions: 0, logging: false))
    private static let logPath = ProcessInfo.processInfo.environment["BEZEL_CHECK_DAMAGE_LOG"].flatMap { $0.isEmpty ? nil : $0 }

    private static func appendToLog() {
        guard let logPath else { return }
        let (frames, regions) = counts.withLock { ($0.frames, $0.regions) }
        let line = "frames=\(frames) regions=\(regions)\n"
        let fd = open(logPath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        _ = line.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
    }
}
