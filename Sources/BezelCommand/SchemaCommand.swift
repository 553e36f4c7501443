import ArgumentParser
import BezelFiles
import BezelReplay

/// `bezel schema scene|theme|script`: prints the JSON Schema of a file format.
///
/// ```
/// bezel schema scene > Schemas/scene.schema.json
/// ```
///
/// The committed copies in `Schemas/` are written this way; the tests check
/// they match what this prints.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of scene, theme or script files."
    )

    /// Which format.
    @Argument(help: ArgumentHelp("The format: scene, theme or script.", valueName: "format"))
    var format: String

    func validate() throws {
        guard JSONSchemas.formats.contains(format) else {
            throw ValidationError("unknown format '\(format)'; expected one of: " + JSONSchemas.formats.joined(separator: ", "))
        }
    }

    func run() throws {
        guard let schema = JSONSchemas.named(format) else { throw ExitCode(2) }
        print(schema, terminator: "")
    }
}
