import BezelFiles
import BezelSnapshotResults
import BezelSnapshots

/// One snapshot a file asked for, where in the file, and what its check found.
public typealias FileSnapshotCheck = SnapshotCheck<SourceLocation>

extension SnapshotCheck where Origin == SourceLocation {
    /// A check of snapshot `name`, asked for at `place`.
    public init(name: String, place: SourceLocation, result: Result<SnapshotResult, SnapshotError>,
                textFindings: [SnapshotTextFinding] = []) {
        self.init(name: name, origin: place, result: result, textFindings: textFindings)
    }

    /// Where in the file it is asked for.
    public var place: SourceLocation { origin }
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
