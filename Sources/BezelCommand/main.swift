import ArgumentParser
import BezelGraphics
import Foundation

/// `bezel`: the command-line front of Bezel.
///
/// Every subcommand validates its input before writing anything, writes each
/// file through a temporary file renamed into place, and exits non-zero with
/// a message naming what was wrong and where (see ``CommandFailure``).
struct BezelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bezel",
        abstract: "Render, preview and snapshot declarative widget trees with Cairo and Pango.",
        subcommands: [RenderCommand.self, LintCommand.self, PreviewCommand.self, ReplayCommand.self, SnapshotsCommand.self, ThemesCommand.self,
                      SchemaCommand.self, InitCommand.self, TextCommand.self, StackCommand.self, StudioCommand.self],
        defaultSubcommand: nil
    )
}

do {
    var command = try BezelCommand.parseAsRoot()
    try command.run()
} catch let failure as CommandFailure {
    failure.report()
    exit(failure.exitCode)
} catch let error as JSONEncodingError {
    // An output that could not be encoded: none of it was printed or written.
    CommandFailure([error]).report()
    exit(2)
} catch {
    if let failure = CommandFailure.fileFailure(error) {
        failure.report()
        exit(failure.exitCode)
    }
    BezelCommand.exit(withError: error)
}
