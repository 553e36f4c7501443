import ArgumentParser
import BezelFiles
import Foundation

/// `--themes-dir`, the one spelling every command uses for the folder theme
/// names are looked up in, and the ``ThemeResolver`` it gives.
struct ThemeOptions: ParsableArguments {
    @Option(name: .customLong("themes-dir"),
            help: "The folder theme names are looked up in (default: ./Themes, when there is one).")
    var themesDir: String?

    /// The folder given, which must exist; else `./Themes` when it exists;
    /// else no folder (only theme files and `default`).
    func resolver() throws -> ThemeResolver {
        guard let themesDir else { return .optional(FileManager.default.currentDirectoryPath + "/Themes") }
        do {
            return try ThemeResolver(themesDirectory: themesDir)
        } catch {
            throw CommandFailure([FileError(.commandLine("--themes-dir"), error.message, expected: ThemesFolderError.expected)])
        }
    }

    /// Where a theme given with `--theme` is said to be in messages.
    static let themeOption = SourceLocation.commandLine("--theme")
}
