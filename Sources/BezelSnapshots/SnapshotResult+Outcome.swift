import BezelSnapshotResults

extension SnapshotResult {
    /// This result in the one outcome vocabulary (``SnapshotOutcome``).
    public var outcome: SnapshotOutcome {
        switch self {
        case .matched: .matched
        case .recorded: .recorded
        case .mismatch: .mismatch
        case .missing: .missing
        }
    }
}

extension Result where Success == SnapshotResult, Failure == SnapshotError {
    /// A check's outcome: its result's, or ``SnapshotOutcome/error`` when it could not be made.
    public var outcome: SnapshotOutcome {
        switch self {
        case .success(let result): result.outcome
        case .failure: .error
        }
    }
}
