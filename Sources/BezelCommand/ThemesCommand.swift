import ArgumentParser

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
