import Bezel
import Foundation

/// The theme a scene's `theme:` (or `bezel render --theme`) names.
///
/// - A value ending in `.yaml` is a theme file, relative to the scene's folder.
/// - Otherwise it is a name: a theme file `<name>.yaml` in the themes
///   folder when one is given (``ThemeFile/named(_:themesDirectory:)``),
///   else `default` for ``Theme/default``.
///
/// See also: ``ThemeFile``, ``SceneFile``.
public enum SceneThemes {
    /// The theme `value` names; an unknown name is a ``FileError`` at
    /// `location` listing the names known, and a theme file's own problems
    /// are reported at their places in that file.
    public static func theme(_ value: String, at location: SourceLocation, themesDirectory: String?,
                             baseDirectory: String) throws -> Theme {
        if value.hasSuffix(".yaml") {
            let path = value.hasPrefix("/") ? value : (baseDirectory as NSString).appendingPathComponent(value)
            guard FileManager.default.fileExists(atPath: path) else {
                throw FileError(location, "the theme file '\(value)' does not exist", expected: "a theme file at \(path)")
            }
            return try ThemeFile.load(path: path)
        }
        // The named file when there is one; the folder is looked through
        // (every theme file read) only to list the choices in an error.
        if let themesDirectory, ThemeName.problem(with: value) == nil,
           FileManager.default.fileExists(atPath: (themesDirectory as NSString).appendingPathComponent(value + ".yaml")) {
            return try ThemeFile.named(value, themesDirectory: themesDirectory)
        }
        if value == Theme.default.name { return .default }
        let available = themesDirectory.map { ThemeFile.availableThemes(in: $0) } ?? []
        let names = Set(available + [Theme.default.name]).sorted()
        throw FileError(location, "unknown theme '\(value)'", expected: "one of: " + names.joined(separator: ", "),
                        suggestion: closestMatch(to: value, in: names))
    }
}
