/// Why results could not be written or read, or an accept or prune could not be made.
public enum ResultsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A results file or reference could not be written.
    case cannotWrite(path: String, reason: String)
    /// A results folder or file could not be read.
    case cannotRead(path: String, reason: String)
    /// There is no results folder at `path` (no snapshot test has written there).
    case noResultsFolder(path: String)
    /// A line of a results file is not a record (file:line).
    case badLine(path: String, line: Int, reason: String)
    /// There are no results where they were looked for.
    case noResults(folders: [String])
    /// A name, suite or group given on the command line matches no failure.
    case nothingMatches(String)
    /// A snapshot folder given (`--snapshots`) cannot hold the package's references.
    case badSnapshotFolder(String, reason: String)

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "\(path): cannot write: \(reason)"
        case let .cannotRead(path, reason): return "\(path): cannot read: \(reason)"
        case let .noResultsFolder(path):
            return "\(path): cannot read: no such folder; run the snapshot tests first (they write results there)"
        case let .badLine(path, line, reason): return "\(path):\(line): not a snapshot record: \(reason)"
        case let .noResults(folders):
            return "no snapshot results in \(folders.joined(separator: ", ")); run the snapshot tests first "
                + "(results are written beside the artifacts, as results-*.jsonl)"
        case let .nothingMatches(what): return "no failure of the last run matches \(what)"
        case let .badSnapshotFolder(folder, reason): return "snapshot folder \(folder.debugDescription): \(reason)"
        }
    }
}
