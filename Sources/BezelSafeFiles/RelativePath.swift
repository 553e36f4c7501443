/// A path inside a folder, checked before it is used: one or more parts
/// joined by `/`, none empty, `.` or `..`, none holding a NUL or a control
/// character. A path read from a file is data to check, never a place.
///
/// ```swift
/// let path = try RelativePath("Snapshots/Button/button@2x.png")
/// path.parts         // ["Snapshots", "Button", "button@2x.png"]
/// try RelativePath("../etc/passwd")   // throws
/// ```
public struct RelativePath: Sendable, Hashable, CustomStringConvertible {
    /// The parts, outermost first; never empty.
    public let parts: [String]

    /// Checks `text`; hidden parts (`.name`) are refused unless `allowingHidden`.
    ///
    /// - Throws: ``SafeFileError`` saying which part is wrong.
    public init(_ text: String, allowingHidden: Bool = false) throws(SafeFileError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        func refuse(_ reason: String) -> SafeFileError {
            SafeFileError(path: text.debugDescription, action: "use the path", reason: reason)
        }
        guard !text.isEmpty else { throw refuse("it is empty") }
        guard !text.hasPrefix("/") else { throw refuse("it is absolute; only a path inside the folder is allowed") }
        for part in parts {
            if part.isEmpty { throw refuse("it has an empty part (//, or a trailing /)") }
            if part == "." || part == ".." { throw refuse("it has a '\(part)' part") }
            if part.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                throw refuse("it holds a control character")
            }
            if part.utf8.count > 255 { throw refuse("a part is longer than 255 bytes") }
            if !allowingHidden && part.hasPrefix(".") { throw refuse("'\(part)' is hidden (starts with '.')") }
        }
        self.parts = parts
    }

    private init(parts: [String]) { self.parts = parts }

    /// A path written in the code itself (a mark's name), not checked.
    init(constant parts: [String]) { self.parts = parts }

    /// The last part: the file's own name.
    public var name: String { parts[parts.count - 1] }

    /// The folders above the file (empty for a name alone).
    public var folders: [String] { Array(parts.dropLast()) }

    /// This path with `part` appended (checked as a single part).
    public func appending(_ part: String, allowingHidden: Bool = false) throws(SafeFileError) -> RelativePath {
        let checked = try RelativePath(part, allowingHidden: allowingHidden)
        return RelativePath(parts: parts + checked.parts)
    }

    public var description: String { parts.joined(separator: "/") }
}
