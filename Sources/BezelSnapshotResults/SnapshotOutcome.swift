/// What one snapshot check ended as: the one vocabulary that results files,
/// summaries, JUnit XML, review pages and exit statuses all use.
///
/// | Word       | Meaning                                                                  | Failing                 |
/// |------------|--------------------------------------------------------------------------|-------------------------|
/// | `matched`  | The snapshot matches its reference.                                      | no                      |
/// | `recorded` | The reference was written (it was missing, the record mode is `all`, or it differed in mode `failed`). | yes, unless the run records on purpose |
/// | `mismatch` | It differs from its reference; artifacts were written.                   | yes                     |
/// | `missing`  | There is no reference and the record mode forbade writing one.           | yes                     |
/// | `error`    | The snapshot could not be checked at all.                                | yes                     |
///
/// "Failing" is the only word for "needs a person": a test fails, JUnit
/// counts a `<failure>` (recorded, mismatch, missing) or an `<error>`
/// (error), a summary counts it, and the command exits with status 1. A
/// snapshot that was just recorded fails so that it is reviewed before it is
/// trusted, except in a run whose purpose is recording (`bezel snapshots
/// record`).
///
/// The raw values are the `status` words of a results file (``SnapshotRecord/Status``).
public enum SnapshotOutcome: String, Codable, Sendable, CaseIterable {
    /// The snapshot matches its reference. Passing.
    case matched
    /// The reference was written. Failing, unless the run records on purpose.
    case recorded
    /// It differs from its reference; artifacts were written. Failing.
    case mismatch
    /// There is no reference and the record mode forbade writing one. Failing.
    case missing
    /// The snapshot could not be checked at all. Failing.
    case error

    /// Whether this outcome needs a person. `recording`: the run records
    /// references on purpose, so a ``recorded`` one needs no review.
    public func isFailing(recording: Bool = false) -> Bool {
        switch self {
        case .matched: return false
        case .recorded: return !recording
        case .mismatch, .missing, .error: return true
        }
    }

    /// `3 mismatches`, `1 error`, `2 matched`: a count with this outcome's word.
    public func counted(_ count: Int) -> String {
        switch self {
        case .mismatch: return "\(count) mismatch\(count == 1 ? "" : "es")"
        case .error: return "\(count) error\(count == 1 ? "" : "s")"
        case .matched, .recorded, .missing: return "\(count) \(rawValue)"
        }
    }
}
