import ArgumentParser

/// `bezel`: the command-line front of Bezel.
///
/// Every subcommand validates its input before writing anything, writes each
/// file through a temporary file renamed into place, and exits non-zero with
/// a message naming what was wrong and where.
struct BezelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bezel",
        abstract: "Render, preview and snapshot declarative widget trees with Cairo and Pango.",
        subcommands: [RenderCommand.self, PreviewCommand.self, ReplayCommand.self, ThemesCommand.self, SchemaCommand.self, TextCommand.self, StackCommand.self],
        defaultSubcommand: nil
    )
}

BezelCommand.main()
