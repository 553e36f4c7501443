import Bezel
import BezelGraphics
import Foundation

/// Reads theme files (YAML, in `Themes/`) into `Theme` values.
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
///   (`ButtonStyle/cornerRadius` is `cornerRadius`); per-state looks are
///   nested (`button.highlighted.title`).
/// - A theme starts from its parent (`extends`), or from `Theme/default`,
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
/// Not themeable yet: label paragraphs (see `ThemeTables`).
///
/// See also: ``ThemeLint``, `Theme`.
public enum ThemeFile {
    /// The top-level keys besides the control sections.
    static let themeKeys = ["name", "extends", "background"]

    /// Reads the theme file at `path`; `extends` by name looks in the file's
    /// folder (see ``ThemeResolver``).
    ///
    /// - Throws: ``FileErrors`` listing every problem in the file (and its parent's).
    public static func load(path: String) throws -> Theme {
        try document(path: path).theme
    }

    /// Reads theme text; `file` names it in errors, and `extends` by name
    /// looks in `themesDirectory` (or the file's folder when nil).
    ///
    /// - Throws: ``FileErrors`` listing every problem in the text (and its parent's).
    public static func parse(_ text: String, file: String, themesDirectory: String?) throws -> Theme {
        try document(parsing: text, file: file, themesDirectory: themesDirectory).theme
    }

    /// Reads the theme file at `path` into a ``ThemeDocument``: the theme
    /// and where each of its values is written.
    ///
    /// - Throws: ``FileErrors`` listing every problem in the file (and its parent's).
    public static func document(path: String) throws -> ThemeDocument {
        try load(path: path, chain: [], at: nil)
    }

    /// Reads theme text into a ``ThemeDocument``; as ``parse(_:file:themesDirectory:)``.
    ///
    /// - Throws: ``FileErrors`` listing every problem in the text (and its parent's).
    public static func document(parsing text: String, file: String, themesDirectory: String?) throws -> ThemeDocument {
        let root: YAMLNode
        do { root = try YAMLNode.parse(text, file: file) } catch let error as FileError { throw FileErrors([error]) }
        return try decode(root, file: file, folder: themesDirectory ?? folder(of: file), chain: [canonical(file)])
    }

    /// The names of the themes in `directory`, sorted: its `.yaml` and `.yml` files
    /// whose names can be theme names and whose top-level keys are all
    /// theme keys, so a folder of scenes or scripts offers none of them as
    /// themes. At most 256 files of at most 1 MB are looked at.
    public static func availableThemes(in directory: String) -> [String] {
        let known = Set(themeKeys + ThemeTables.sections.map(\.key))
        func stem(_ path: String) -> String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
        return ThemeFolder.yamlFiles(in: directory, limit: 256).filter { path in
            let name = stem(path)
            guard ThemeName.problem(with: name) == nil,
                  let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= 1 << 20,
                  let node = try? YAMLNode.load(path: path), let map = try? node.mapping("theme") else { return false }
            return map.entries.allSatisfy { known.contains($0.key) }
        }.map(stem).uniquedAndSorted
    }

    /// Reads the theme file at `path` inside an `extends` chain (the
    /// canonical paths of the files that extend it); `location` is where
    /// `path` was named, for the error when it closes a cycle.
    static func load(path: String, chain: [String], at location: SourceLocation?) throws -> ThemeDocument {
        let key = canonical(path)
        if let start = chain.firstIndex(of: key) {
            let names = (chain[start...] + [key]).map { ($0 as NSString).lastPathComponent }
            throw FileErrors([FileError(location ?? SourceLocation(file: path, line: 1, column: 1),
                                        "'extends' makes a cycle: " + names.joined(separator: " → "),
                                        expected: "a theme that does not extend itself")])
        }
        let root: YAMLNode
        do { root = try YAMLNode.load(path: path, kind: "theme") } catch let error as FileError { throw FileErrors([error]) }
        return try decode(root, file: path, folder: folder(of: path), chain: chain + [key])
    }

    /// Decodes a theme file's root, checking all of it: every problem of
    /// the file is collected (a value that does not read keeps the parent's),
    /// then thrown together, in file order, after the parent's.
    private static func decode(_ root: YAMLNode, file: String, folder: String, chain: [String]) throws -> ThemeDocument {
        guard case .mapping = root.kind, let map = try? root.mapping("theme") else {
            throw FileErrors([FileError(root.location, "a theme file must be a mapping, not \(root.shownDocument)",
                                        expected: "keys such as name, extends, background and button")])
        }
        let sections = ThemeTables.sections
        var errors: [FileError] = [], parentErrors: [FileError] = []
        func attempt<T>(_ location: SourceLocation, _ body: () throws -> T) -> T? {
            do { return try body() } catch {
                errors += FileErrors.flattening(error, at: location)
                return nil
            }
        }
        let allowed = themeKeys + sections.map(\.key)
        for entry in map.entries where !allowed.contains(entry.key) {
            errors.append(.unknownKey(entry.key, at: entry.keyLocation, in: map.what, allowed: allowed))
        }
        var theme = Theme.default
        let parentName = map["extends"].flatMap { node in attempt(node.location) { try node.string("extends") } }
        if let node = map["extends"], parentName != nil {
            do { theme = try parent(node, folder: folder, chain: chain) } catch {
                // The parent's own problems are in its file; the one naming it here is at `extends`.
                for error in FileErrors.flattening(error, at: node.location) {
                    if error.location.file == node.location.file { errors.append(error) } else { parentErrors.append(error) }
                }
            }
        }
        if let name = attempt(map["name"]?.location ?? map.location, { try themeName(map["name"], file: file) }) { theme.name = name }
        if let node = map["background"], let color = attempt(node.location, { try node.color("background") }) {
            theme.backgroundColor = color
        }
        for entry in map.entries {
            guard let section = sections.first(where: { $0.key == entry.key }) else { continue }
            attempt(entry.value.location) { try section.read(entry.value, &theme) }
        }
        guard errors.isEmpty, parentErrors.isEmpty else { throw FileErrors(parentErrors + sortedByPlace(errors, file: file)) }
        return ThemeDocument(file: file, theme: theme, parent: parentName, valueLocations: ThemeDocument.locations(in: map))
    }

    /// The theme's `name`, or the file's name without extension; either must
    /// pass ``ThemeName/problem(with:)``, since it becomes a folder name.
    private static func themeName(_ node: YAMLNode?, file: String) throws -> String {
        if let node {
            let name = try node.string("name")
            if let problem = ThemeName.problem(with: name) {
                throw FileError(node.location, "theme name \(node.shownValue) is not valid: \(problem)")
            }
            return name
        }
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        if let problem = ThemeName.problem(with: name) {
            throw FileError(SourceLocation(file: file, line: 1, column: 1),
                            "the file name \(FileError.quoting(name)) cannot be the theme's name (\(problem)); add a 'name:'")
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
