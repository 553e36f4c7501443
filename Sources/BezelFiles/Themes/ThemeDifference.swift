import Bezel

/// One value that two themes set differently: its dotted theme-file path,
/// the value in each as theme-file text, and where each file writes it (nil
/// when that theme takes it from its parent or the built-in default).
///
/// ```swift
/// let changes = ThemeDifference.between(before, after)
/// // [background: #FFFFFF → #1C1C1E (Themes/dark.yaml:4:13), button.normal.title: …]
/// ```
///
/// See also: ``ThemeDocument``, ``ThemeFile/values(_:)``.
public struct ThemeDifference: Hashable, Sendable, CustomStringConvertible {
    /// The value's dotted path (`button.highlighted.title`, `label.font`).
    public var path: String
    /// The value before and after, as a theme file writes it.
    public var before: String
    public var after: String
    /// The line of each file that sets the value, if the file itself sets it.
    public var beforeLocation: SourceLocation?
    public var afterLocation: SourceLocation?

    public init(path: String, before: String, after: String,
                beforeLocation: SourceLocation? = nil, afterLocation: SourceLocation? = nil) {
        self.path = path
        self.before = before
        self.after = after
        self.beforeLocation = beforeLocation
        self.afterLocation = afterLocation
    }

    /// `button.normal.title: #324F85 → #FFFFFF (Themes/dark.yaml:14:14)`.
    public var description: String {
        let place = (afterLocation ?? beforeLocation).map { " (\($0))" } ?? ""
        return "\(path): \(before) → \(after)\(place)"
    }

    /// Every value `before` and `after` set differently, in theme-file order;
    /// the theme's name is not a value. Locations come from the documents
    /// when given (a file's own lines; a parent's values have none).
    public static func between(_ before: ThemeDocument, _ after: ThemeDocument) -> [ThemeDifference] {
        between(before.theme, after.theme).map { difference in
            var located = difference
            located.beforeLocation = location(of: difference.path, in: before)
            located.afterLocation = location(of: difference.path, in: after)
            return located
        }
    }

    /// Every value the two themes set differently, in theme-file order, without locations.
    public static func between(_ before: Theme, _ after: Theme) -> [ThemeDifference] {
        let old = ThemeFile.values(before), new = ThemeFile.values(after)
        return zip(old, new).compactMap { old, new in
            old.value == new.value ? nil : ThemeDifference(path: old.path, before: old.value, after: new.value)
        }
    }

    /// Where `document` writes `path` or, for a value written inline as a
    /// whole (a font, insets), the first of its parts the file writes.
    static func location(of path: String, in document: ThemeDocument) -> SourceLocation? {
        if let exact = document.valueLocations[path] { return exact }
        return document.valueLocations.filter { $0.key.hasPrefix(path + ".") }.values
            .min { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}

extension ThemeFile {
    /// Every themeable value of `theme` by its dotted path, as a theme file
    /// writes it, in file order: the same table `yaml(_:)` writes, so every
    /// theme lists the same paths in the same order.
    public static func values(_ theme: Theme) -> [(path: String, value: String)] {
        var out: [(path: String, value: String)] = [("background", ThemeValueText.color(theme.backgroundColor))]
        func walk(_ prefix: String, _ value: ThemeYAML) {
            switch value {
            case let .inline(text): out.append((prefix, text))
            case let .block(entries): for entry in entries { walk(prefix + "." + entry.key, entry.value) }
            }
        }
        for section in ThemeTables.sections { walk(section.key, section.write(theme)) }
        return out
    }
}
