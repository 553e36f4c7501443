import Bezel
import Foundation

/// The one rule that turns a theme reference into a `Theme`, used by every
/// command's theme options, by a scene's `theme:` and by a theme's `extends:`.
///
/// - A reference that ends in `.yaml` or `.yml`, or holds a `/`, is a
///   **path** to a theme file, relative to the folder of the file that
///   names it (the scene's folder, the theme's folder, or the current
///   folder on the command line).
/// - Anything else is a **name**: the file `<name>.yaml` (or `.yml`) in
///   ``themesDirectory``. `default` with no such file is the built-in
///   `Theme/default`.
///
/// An unknown name is an error listing the themes in the folder with the
/// nearest one suggested; a themes folder that was asked for and does not
/// exist is an error when the resolver is made, never silently ignored.
///
/// ```swift
/// let themes = try ThemeResolver(themesDirectory: "Themes")
/// let dark = try themes.theme("dark", at: location, relativeTo: sceneFolder)
/// let mine = try themes.theme("../brand.yml", at: location, relativeTo: sceneFolder)
/// ```
public struct ThemeResolver: Sendable {
    /// The folder theme names are looked up in; nil when there is none (only
    /// paths and `default` resolve).
    public let themesDirectory: String?

    /// A resolver that knows no folder: paths and `default` only.
    public static let withoutFolder = ThemeResolver(folder: nil)

    /// A resolver over `folder` as it is (a theme file's own folder, for `extends`).
    init(folder: String?) {
        themesDirectory = folder
    }

    /// A resolver over `themesDirectory`.
    ///
    /// - Throws: ``ThemesFolderError`` when the folder does not exist or is not a folder.
    public init(themesDirectory: String) throws(ThemesFolderError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: themesDirectory, isDirectory: &isFolder) else {
            throw .doesNotExist(path: themesDirectory)
        }
        guard isFolder.boolValue else { throw .notAFolder(path: themesDirectory) }
        self.init(folder: themesDirectory)
    }

    /// A resolver over `themesDirectory` when it exists, else one without a
    /// folder: for a default folder (`./Themes`) that the user did not ask for.
    public static func optional(_ themesDirectory: String) -> ThemeResolver {
        (try? ThemeResolver(themesDirectory: themesDirectory)) ?? .withoutFolder
    }

    /// A resolver for an optional folder given by a caller: none for nil,
    /// else the folder, which must exist.
    ///
    /// - Throws: ``ThemesFolderError``.
    public static func folder(_ themesDirectory: String?) throws(ThemesFolderError) -> ThemeResolver {
        guard let themesDirectory else { return .withoutFolder }
        return try ThemeResolver(themesDirectory: themesDirectory)
    }

    /// Whether `reference` is a path to a theme file rather than a name.
    public static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasSuffix(".yaml") || reference.hasSuffix(".yml")
    }

    /// The theme `reference` names.
    ///
    /// - Parameters:
    ///   - reference: a theme name or theme file path, as written.
    ///   - location: where the reference is written, for errors.
    ///   - baseDirectory: where a relative path starts.
    /// - Throws: ``FileError`` at `location` for a missing file or an unknown
    ///   name; a theme file's own problems at their places in that file.
    public func theme(_ reference: String, at location: SourceLocation, relativeTo baseDirectory: String) throws -> Theme {
        try theme(reference, at: location, relativeTo: baseDirectory, chain: [])
    }

    /// Where a reference given outside any file is said to be, when its
    /// giver names no place of its own (a command names the option it came in).
    public static let givenReference = SourceLocation.commandLine("theme")

    /// The theme `reference` names, given outside any file (as on a command
    /// line): a path is relative to the current folder, and its errors name
    /// it as given.
    ///
    /// - Parameters:
    ///   - reference: a theme name, or a path to a theme file.
    ///   - location: where the reference was given, for errors.
    public func theme(_ reference: String, at location: SourceLocation = givenReference) throws -> Theme {
        try theme(reference, at: location, relativeTo: ".")
    }

    /// The theme `reference` names, given outside any file, with where each
    /// of its values is written: a theme file's ``ThemeDocument``, or the
    /// built-in `default` with no locations.
    ///
    /// - Parameters:
    ///   - reference: a theme name, or a path to a theme file.
    ///   - location: where the reference was given, for errors.
    public func document(_ reference: String, at location: SourceLocation = givenReference) throws -> ThemeDocument {
        try document(reference, at: location, relativeTo: ".", chain: [])
    }

    /// The file `reference` (given outside any file) is read from, or nil for the built-in `default`.
    public func file(of reference: String) -> String? {
        if Self.isPath(reference) {
            return reference.hasPrefix("/") ? reference
                : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(reference)
        }
        return path(ofName: reference)
    }

    /// The path a name resolves to in ``themesDirectory``, if that file exists.
    public func path(ofName name: String) -> String? {
        guard let themesDirectory, ThemeName.problem(with: name) == nil else { return nil }
        return ["yaml", "yml"].lazy.map { (themesDirectory as NSString).appendingPathComponent("\(name).\($0)") }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The names of the themes in ``themesDirectory`` (see ``ThemeFile/availableThemes(in:)``).
    public func availableThemes() -> [String] {
        themesDirectory.map { ThemeFile.availableThemes(in: $0) } ?? []
    }

    /// `theme(_:at:relativeTo:)` inside an `extends` chain (canonical paths
    /// of the files being read), for cycle errors.
    func theme(_ reference: String, at location: SourceLocation, relativeTo baseDirectory: String,
               chain: [String]) throws -> Theme {
        try document(reference, at: location, relativeTo: baseDirectory, chain: chain).theme
    }

    func document(_ reference: String, at location: SourceLocation, relativeTo baseDirectory: String,
                  chain: [String]) throws -> ThemeDocument {
        if Self.isPath(reference) {
            let path = FilePaths.joined(baseDirectory, reference)
            guard FileManager.default.fileExists(atPath: path) else {
                throw FileError(location, "the theme file '\(reference)' does not exist", expected: "a theme file at \(path)")
            }
            return try ThemeFile.load(path: path, chain: chain, at: location)
        }
        if let path = path(ofName: reference) { return try ThemeFile.load(path: path, chain: chain, at: location) }
        if reference == Theme.default.name { return ThemeDocument(file: Theme.default.name, theme: .default) }
        let names = Set(availableThemes() + [Theme.default.name]).sorted()
        let folder = themesDirectory.map { " in \($0)" } ?? ""
        throw FileError(location, "unknown theme '\(reference)'\(folder)", expected: "one of: " + names.joined(separator: ", "),
                        suggestion: closestMatch(to: reference, in: names))
    }
}

