/// What rendering a failing snapshot a second time showed.
///
/// A snapshot that does not match its reference (or is being recorded) is
/// made again from the same value. When the two renders differ, the view
/// itself is nondeterministic (it reads the time, random numbers, unordered
/// collections, or state its own drawing changed), and no reference can
/// hold: the failure says so instead of blaming the reference.
///
/// Turn the check off with `withSnapshotTesting(checksDeterminism: false)`
/// or `.snapshots(checksDeterminism: false)`.
///
/// See also: ``SnapshotMismatch/determinism``, ``SnapshotRecording/determinism``.
public enum DeterminismCheck: Sendable, Equatable {
    /// The second render equals the first.
    case stable
    /// The second render differs from the first: `difference` says how,
    /// and `secondRenderPath` is where the second render was written
    /// (`<name>.rerender.<ext>` beside the other artifacts), if it could be.
    case unstable(difference: SnapshotDifference, secondRenderPath: String?)

    /// True for ``unstable(difference:secondRenderPath:)``.
    public var isUnstable: Bool {
        if case .unstable = self { return true }
        return false
    }

    /// The sentence a failure message leads with (unstable) or ends with (stable).
    var sentence: String {
        switch self {
        case .stable:
            return "A second render in this run was identical, so the view renders deterministically."
        case let .unstable(difference, _):
            return "The view is NONDETERMINISTIC: rendering it twice in this run gave different results "
                + "(\(difference.summary.split(separator: "\n").first ?? "")). No reference can match it reliably; "
                + "look for the time, random numbers, unordered collections or state changed by drawing."
        }
    }

    /// The artifact line naming the second render, when there is one.
    var artifactLine: String? {
        if case let .unstable(_, path?) = self { return "  second render:  \(path)" }
        return nil
    }
}
