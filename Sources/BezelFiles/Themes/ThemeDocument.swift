import Bezel
import BezelGraphics

/// A theme file decoded: the `Theme` it makes (its parent's values with
/// its own over them) and where each value the file writes is, so tools can
/// point at the line that made a look (issue: "which theme values differ").
///
/// ```swift
/// let document = try ThemeFile.document(path: "Themes/dark.yaml")
/// document.parent                                   // "default"
/// document.valueLocations["button.highlighted.title"]   // Themes/dark.yaml:14:14
/// ```
///
/// See also: ``ThemeFile``.
public struct ThemeDocument: Sendable {
    /// The file it was read from (or the name given to `parse`).
    public var file: String
    /// The theme the file makes.
    public var theme: Theme
    /// `extends` as written, or nil.
    public var parent: String?
    /// Where the value of each key the file writes starts, by its dotted
    /// path (`background`, `button.cornerRadius`, `button.highlighted.title`,
    /// `label.font.size`). Values inherited from the parent are not listed.
    public var valueLocations: [String: SourceLocation]

    public init(file: String, theme: Theme, parent: String? = nil, valueLocations: [String: SourceLocation] = [:]) {
        self.file = file
        self.theme = theme
        self.parent = parent
        self.valueLocations = valueLocations
    }

    /// The dotted paths of every value under `mapping`, each with where its value starts.
    static func locations(in mapping: YAMLMapping, prefix: String = "") -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        for entry in mapping.entries {
            let path = prefix + entry.key
            found[path] = found[path] ?? entry.value.location
            if let inner = try? entry.value.mapping(entry.key) {
                found.merge(locations(in: inner, prefix: path + ".")) { first, _ in first }
            }
        }
        return found
    }
}
