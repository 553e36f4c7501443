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
    package static func unknownKey(_ key: String, at location: SourceLocation, in what: String, allowed: [String]) -> FileError {
        FileError(location, "unknown key \(quoting(key)) in \(what)", expected: "one of: " + allowed.sorted().joined(separator: ", "),
                  suggestion: closestMatch(to: key, in: allowed))
    }
}

extension FileError {
    /// The most characters of a value a message quotes; a longer value is cut there and ends in "…".
    static let quotedValueLength = 40

    /// `text` as a message quotes a value someone wrote, once: in single
    /// quotes, cut to ``quotedValueLength`` characters with "…", and with
    /// control characters (and the marks that reorder text) escaped, so a
    /// message stays one readable line: `'maybe'`, `'a\tb'`, `'\u{1B}[31m'`.
    package static func quoting(_ text: String) -> String {
        let cut = text.count > quotedValueLength ? text.prefix(quotedValueLength) + "…" : Substring(text)
        var escaped = ""
        for scalar in cut.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where scalar.properties.generalCategory == .control || reorderingMarks.contains(scalar.value):
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "'\(escaped)'"
    }

    /// The invisible marks that change the order text is shown in (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
    private static let reorderingMarks: Set<UInt32> = [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                                        0x2066, 0x2067, 0x2068, 0x2069]
}

extension FileErrors {
    /// The file errors in `error` (one, or several), or one at `location`
    /// naming an error of another kind.
    package static func flattening(_ error: Error, at location: SourceLocation) -> [FileError] {
        switch error {
        case let error as FileError: return [error]
        case let error as FileErrors: return error.errors
        default: return [FileError(location, "\(error)")]
        }
    }
}

/// Errors in file order (line, then column), each once; errors in other
/// files (a theme a scene names) come after those of `file`, file by file.
package func sortedByPlace(_ errors: [FileError], file: String? = nil) -> [FileError] {
    var seen = Set<FileError>()
    var files: [String] = file.map { [$0] } ?? []
    for error in errors where !files.contains(error.location.file) { files.append(error.location.file) }
    func rank(_ error: FileError) -> Int { files.firstIndex(of: error.location.file) ?? files.count }
    return errors.filter { seen.insert($0).inserted }
        .sorted { (rank($0), $0.location.line, $0.location.column) < (rank($1), $1.location.line, $1.location.column) }
}
