/// A problem in a theme, scene or script file: where it is, what was wrong,
/// what was expected, and a suggestion when one helps.
///
/// Printed as `Themes/dark.yaml:12:5: unknown key 'collor' in button; expected one of: color, font (did you mean 'color'?)`.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    public var expected: String?
    public var suggestion: String?
    /// Which known problem this is, for callers that say more about it in their own terms; nil for most.
    public var kind: Kind?

    public init(_ location: SourceLocation, _ message: String, expected: String? = nil, suggestion: String? = nil,
                kind: Kind? = nil) {
        self.location = location
        self.message = message
        self.expected = expected
        self.suggestion = suggestion
        self.kind = kind
    }

    public var description: String {
        var text = "\(location): \(message)"
        if let expected { text += "; expected \(expected)" }
        if let suggestion { text += " (did you mean '\(suggestion)'?)" }
        return text
    }
}

/// Several file errors at once (a file is checked whole, so every problem
/// is reported, not just the first).
public struct FileErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [FileError]
    public init(_ errors: [FileError]) { self.errors = errors }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

extension FileError {
    /// "unknown key 'K' in WHAT", listing the keys allowed and suggesting the nearest.
    static func unknownKey(_ key: String, at location: SourceLocation, in what: String, allowed: [String]) -> FileError {
        FileError(location, "unknown key '\(key)' in \(what)", expected: "one of: " + allowed.sorted().joined(separator: ", "),
                  suggestion: closestMatch(to: key, in: allowed))
    }
}

extension FileErrors {
    /// The file errors in `error` (one, or several), or one at `location`
    /// naming an error of another kind.
    static func flattening(_ error: Error, at location: SourceLocation) -> [FileError] {
        switch error {
        case let error as FileError: return [error]
        case let error as FileErrors: return error.errors
        default: return [FileError(location, "\(error)")]
        }
    }
}

/// Errors in file order (line, then column), each once; errors in other
/// files (a theme a scene names) come after those of `file`, file by file.
func sortedByPlace(_ errors: [FileError], file: String? = nil) -> [FileError] {
    var seen = Set<FileError>()
    var files: [String] = file.map { [$0] } ?? []
    for error in errors where !files.contains(error.location.file) { files.append(error.location.file) }
    func rank(_ error: FileError) -> Int { files.firstIndex(of: error.location.file) ?? files.count }
    return errors.filter { seen.insert($0).inserted }
        .sorted { (rank($0), $0.location.line, $0.location.column) < (rank($1), $1.location.line, $1.location.column) }
}
