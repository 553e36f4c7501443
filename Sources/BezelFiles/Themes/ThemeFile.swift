import Bezel
import BezelGraphics
import Foundation

/// Reads theme files (YAML, in `Themes/`) into ``Theme`` values.
///
/// ```yaml
/// name: dusk
/// extends: dark            # a theme beside this file, or a path (see ThemeResolver)
/// background: '#1C1C1E'
/// button:
///   cornerRadius: 10
///   font: {size: 16, weight: bold}
///   selected: {fillTop: 'hsb(0.6, 0.7, 0.9)', title: '#FFFFFF'}
/// ```
///
/// - Top-level keys: `name` (defaults to the file's name), `extends`,
///   `background`, and one section per control: `bezelButton`, `button`,
///   `switch`, `slider`, `segmentedControl`, `progressView`, `label`,
///   `linkLabel`, `textField`, `imageView`, `scrollView`, `blurView`,
///   `listView`. A section's keys are the style's property names
///   (``ButtonStyle/cornerRadius`` is `cornerRadius`); per-state looks are
///   nested (`button.highlighted.title`).
/// - A theme starts from its parent (`extends`), or from ``Theme/default``,
///   and changes only what it names. `extends: default` works from any
///   folder: with no `default.yaml` beside the file, the built-in default is used.
/// - Values: colours as `'#RRGGBB[AA]'`, `rgba(r, g, b, a)` (0–255, alpha
///   0–1), `hsb(h, s, b[, a])` (0–1), `white(w[, a])` or `srgb(r, g, b[, a])`
///   (0–1, exact); fonts `{family, size, weight}`; shadows `{x, y, blur,
///   color}` or `none`; insets a number or `{top, left, bottom, right}`.
///   Inside `{…}` quote a colour that has commas (`{color: 'hsb(0, 0, 0.2)'}`):
///   YAML reads an unquoted comma there as the end of the entry.
/// - Every problem is a ``FileError`` at `file:line:column`: unknown keys
///   (with the nearest known key suggested), values out of range, a missing
///   parent, and a cycle of `extends` (naming the chain).
///
/// Not themeable yet: label paragraphs (see ``ThemeTables``).
///
/// See also: ``ThemeLint``, ``Theme``.
public enum ThemeFile {
    /// The top-level keys besides the control sections.
    static let themeKeys = ["name", "extends", "background"]

    /// Reads the theme file at `path`; `extends` by name looks in the file's
    /// folder (see ``ThemeResolver``).
    public static func load(path: String) throws -> Theme {
        try load(path: path, chain: [], at: nil)
    }

    /// Reads theme text; `file` names it in errors, and `extends` by name
    /// looks in `themesDirectory` (or the file's folder when nil).
    public static func parse(_ text: String, file: String, themesDirectory: String?) throws -> Theme {
        try parse(YAMLNode.parse(text, file: file), file: file, folder: themesDirectory ?? folder(of: file), chain: [canonical(file)])
    }

    /// The names of the themes in `directory`, sorted: its `.yaml` and `.yml` files
    /// whose names can be theme names and whose top-level keys are all
    /// theme keys, so a folder of scenes or scripts offers none of them as
    /// themes. At most 256 files of at most 1 MB are looked at.
    public static func availableThemes(in directory: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let known = Set(themeKeys + ThemeTables.sections.map(\.key))
        func stem(_ file: String) -> String { (file as NSString).deletingPathExtension }
        let themeFiles = files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().prefix(256)
        return themeFiles.filter { file in
            let name = stem(file)
            let path = (directory as NSString).appendingPathComponent(file)
            guard ThemeName.problem(with: name) == nil,
                  let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= 1 << 20,
                  let node = try? YAMLNode.load(path: path), let map = try? node.mapping("theme") else { return false }
            return map.entries.allSatisfy { known.contains($0.key) }
        }.map(stem).uniquedAndSorted
    }

    /// Reads the theme file at `path` inside an `extends` chain (the
    /// canonical paths of the files that extend it); `location` is where
    /// `path` was named, for the error when it closes a cycle.
    static func load(path: String, chain: [String], at location: SourceLocation?) throws -> Theme {
        let key = canonical(path)
        if let start = chain.firstIndex(of: key) {
            let names = (chain[start...] + [key]).map { ($0 as NSString).lastPathComponent }
            throw FileError(location ?? SourceLocation(file: path, line: 1, column: 1),
                            "'extends' makes a cycle: " + names.joined(separator: " → "),
                            expected: "a theme that does not extend itself")
        }
        return try parse(YAMLNode.load(path: path, kind: "theme"), file: path, folder: folder(of: path), chain: chain + [key])
    }

    private static func parse(_ root: YAMLNode, file: String, folder: String, chain: [String]) throws -> Theme {
        let map = try root.mapping("theme")
        let sections = ThemeTables.sections
        try map.checkKeys(themeKeys + sections.map(\.key))
        var theme = try map["extends"].map { try parent($0, folder: folder, chain: chain) } ?? .default
        theme.name = try themeName(map["name"], file: file)
        if let background = map["background"] { theme.backgroundColor = try background.themeColor("background") }
        for entry in map.entries {
            guard let section = sections.first(where: { $0.key == entry.key }) else { continue }
            try section.read(entry.value, &theme)
        }
        return theme
    }

    /// The theme's `name`, or the file's name without extension; either must
    /// pass ``ThemeName/problem(with:)``, since it becomes a folder name.
    private static func themeName(_ node: YAMLNode?, file: String) throws -> String {
        if let node {
            let name = try node.string("name")
            if let problem = ThemeName.problem(with: name) {
                throw FileError(node.location, "theme name '\(name.prefix(80))' is not valid: \(problem)")
            }
            return name
        }
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        if let problem = ThemeName.problem(with: name) {
            throw FileError(SourceLocation(file: file, line: 1, column: 1),
                            "the file name '\(name.prefix(80))' cannot be the theme's name (\(problem)); add a 'name:'")
        }
        return name
    }

    /// The theme `node` names, by ``ThemeResolver``'s rule with `folder`
    /// (the theme file's own) as both the themes folder and the base of paths.
    private static func parent(_ node: YAMLNode, folder: String, chain: [String]) throws -> Theme {
        try ThemeResolver(folder: folder).theme(try node.string("extends"), at: node.location, relativeTo: folder, chain: chain)
    }

    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

private extension Array where Element == String {
    /// Each name once, sorted (a theme may be both `x.yaml` and `x.yml`).
    var uniquedAndSorted: [String] { Array(Set(self)).sorted() }
}
