/// A place in a file: `path:line:column`, lines and columns from 1.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form editors and terminals link to (just the
    /// option's name for a place on the command line).
    public var description: String { line == 0 && column == 0 ? file : "\(file):\(line):\(column)" }
}

extension SourceLocation {
    /// A place on the command line: an option's name, printed as `--theme`.
    public static func commandLine(_ option: String) -> SourceLocation {
        SourceLocation(file: option, line: 0, column: 0)
    }

    /// Whether this place is on the command line rather than in a file.
    public var isCommandLine: Bool { line == 0 && column == 0 }
}
