import BezelFiles

/// Why a scene or script file was not (fully) checked, and whether it is
/// bad input (`bezel snapshots verify` exits 2) or a run that stopped (1).
public struct FileSnapshotProblem: Sendable, CustomStringConvertible {
    /// What kind of problem.
    public enum Kind: Sendable, Equatable {
        /// The file, or a file it names (a theme), cannot be read: it is too
        /// large, not UTF-8, not YAML, or its values are wrong (an unknown key,
        /// a value out of range, a plan of more images than can be made).
        case unreadable
        /// The file reads, but its run stopped: an `expect` of a script did not
        /// hold, or two of its snapshot steps share a name.
        case stopped
    }

    public var kind: Kind
    /// Where it is, for the results (the first place when there are several).
    public var place: SourceLocation
    /// Every line of it, each with its `file:line:column`.
    public var message: String

    public init(_ kind: Kind, at place: SourceLocation, message: String) {
        self.kind = kind
        self.place = place
        self.message = message
    }

    /// The problem of an error thrown while reading `path`: a file error names
    /// its place, anything else stands at the file's first line.
    public static func reading(_ path: String, error: Error) -> FileSnapshotProblem {
        let start = SourceLocation(file: path, line: 1, column: 1)
        switch error {
        case let error as FileError: return FileSnapshotProblem(.unreadable, at: error.location, message: error.description)
        case let error as FileErrors:
            return FileSnapshotProblem(.unreadable, at: error.errors.first?.location ?? start, message: error.description)
        default:
            let text = String(describing: error)
            return FileSnapshotProblem(.unreadable, at: start, message: text.hasPrefix(path) ? text : "\(start): \(text)")
        }
    }

    public var description: String { message }
}
