import Bezel
import BezelFiles

/// `erase: COUNT`: the delete key pressed COUNT times in the focused text
/// field, each deleting the character before the caret.
public struct EraseStep: ScriptStepKind {
    /// How many times the delete key is pressed.
    public let count: Int

    public init(_ count: Int) { self.count = count }

    /// The presses a step may make.
    package static let presses = 1...10_000

    package static let keyword = "erase"
    package static let summary = "Characters deleted before the caret of the focused text field (the delete key pressed this many times)."
    package static var valueSchema: SchemaObject {
        SchemaFragments.number(in: Double(presses.lowerBound)...Double(presses.upperBound), summary, integer: true)
    }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> EraseStep { EraseStep(try value.integer("erase", in: presses)) }
    package var writtenValue: String? { String(count) }
    public var description: String { "erase \(count)" }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.erase(count)
        return nil
    }
}
