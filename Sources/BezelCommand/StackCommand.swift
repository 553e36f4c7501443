import ArgumentParser
import BezelGraphics
import Foundation

/// `bezel stack`: prints the rendering stack of this machine, the one
/// snapshot references store and mismatches compare against.
///
/// ```
/// $ bezel stack
/// renderer    1
/// cairo       1.16.0
/// pango       1.50.12
/// ...
/// font DejaVuSans.ttf  2d9a2c8d7a7a1a57
/// $ bezel stack --json
/// ```
struct StackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack",
        abstract: "Print the rendering stack (library versions, font hashes, renderer version) snapshots are compared under."
    )

    @Flag(name: .long, help: "Print the stack as JSON, as snapshot references store it.")
    var json = false

    func run() throws {
        let stack = RenderingStack.current
        if json {
            print(try stack.jsonText())
            return
        }
        var rows = [("renderer", String(stack.renderer))]
        rows += RenderingStack.libraryOrder.compactMap { name in stack.libraries[name].map { (name, $0) } }
        rows += stack.fonts.keys.sorted().map { ("font \($0)", stack.fonts[$0] ?? "") }
        let width = rows.map(\.0.count).max() ?? 0
        for (name, value) in rows {
            print(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + value)
        }
    }
}
