import BezelFiles
import BezelSnapshots

/// One snapshot a file asked for, and what its check found.
public struct FileSnapshotCheck: Sendable {
    /// The snapshot's name (`scene.theme=dark@2x`, `running`, `trace`).
    public var name: String
    /// Where in the file it is asked for.
    public var place: SourceLocation
    /// The check's result, or why it could not be made.
    public var result: Result<SnapshotResult, SnapshotError>

    /// Whether this check needs someone's attention: its outcome is failing (``SnapshotOutcome/isFailing(recording:)``).
    public func needsReview(recording: Bool) -> Bool { result.outcome.isFailing(recording: recording) }

    /// A line saying what went wrong, or nil when it matched.
    public var failureMessage: String? {
        switch result {
        case .success(let result): return result.failureMessage
        case .failure(let error): return "snapshot \"\(name)\" could not be checked: \(error)"
        }
    }
}

/// What checking one file found: each snapshot's check, or the problem that
/// kept the file from being checked (it does not read, or its script fails).
public struct FileSnapshotOutcome: Sendable {
    public var source: SnapshotSource
    public var checks: [FileSnapshotCheck]
    /// Why the file was not (fully) checked, with its `file:line:column`s.
    public var problem: FileSnapshotProblem?
    /// Every snapshot the file declares, checked or not (empty when it could
    /// not be read: then what it declares is unknown).
    public var declared: [String]

    public init(source: SnapshotSource, checks: [FileSnapshotCheck] = [], problem: FileSnapshotProblem? = nil,
                declared: [String] = []) {
        self.source = source
        self.checks = checks
        self.problem = problem
        self.declared = declared
    }
}
