import ArgumentParser
import Bezel
import BezelFiles
import Foundation

/// `bezel themes`: work with theme files.
///
/// ```
/// bezel themes lint Themes/*.yaml
/// ```
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "Check theme files.",
        subcommands: [ThemesLintCommand.self]
    )
}

/// How the commands find and read themes: a name is looked up in the themes
/// folder, anything with a slash or a `.yaml` ending is a path.
enum ThemeCommandSupport {
    /// The folder themes are named in: `--themes-dir`, else `Themes/` under the current directory.
    static func themesDirectory(_ option: String?) -> String {
        option ?? FileManager.default.currentDirectoryPath + "/Themes"
    }

    /// Whether `reference` names a file rather than a theme in the folder.
    static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasSuffix(".yaml") || reference.hasSuffix(".yml")
    }

    /// The theme `reference` names. `default` without a `default.yaml` is the built-in default.
    static func load(_ reference: String, themesDirectory: String) throws -> Theme {
        if isPath(reference) { return try ThemeFile.load(path: reference) }
        if reference == "default", !FileManager.default.fileExists(atPath: themesDirectory + "/default.yaml") { return .default }
        return try ThemeFile.named(reference, themesDirectory: themesDirectory)
    }

    /// Prints each error as `file:line:column: message` on standard error.
    static func report(_ errors: [Error]) {
        for error in errors {
            let text: String
            switch error {
            case let error as FileError: text = error.description
            case let errors as FileErrors: text = errors.description
            default: text = "\(error)"
            }
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }
}
