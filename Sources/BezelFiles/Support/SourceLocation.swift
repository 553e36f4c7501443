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

    /// `path:line:column`, the form editors and terminals link to.
    public var description: String { "\(file):\(line):\(column)" }
}
