/// Why a folder of themes cannot be used (see ``ThemeResolver/init(themesDirectory:)``).
public enum ThemesFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is at `path`.
    case doesNotExist(path: String)
    /// Something other than a folder is at `path`.
    case notAFolder(path: String)

    /// The folder named.
    public var path: String {
        switch self {
        case .doesNotExist(let path), .notAFolder(let path): return path
        }
    }

    /// `the themes folder 'P' does not exist`.
    public var message: String {
        switch self {
        case .doesNotExist(let path): return "the themes folder '\(path)' does not exist"
        case .notAFolder(let path): return "the themes folder '\(path)' is not a folder"
        }
    }

    /// What was expected instead.
    public static let expected = "a folder of theme files"

    public var description: String { "\(message); expected \(Self.expected)" }
}
