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
        if let themesDir { return try CommandFailure.catching { try ThemeResolver(themesDirectory: themesDir) } }
        return .optional(FileManager.default.currentDirectoryPath + "/Themes")
    }
}
