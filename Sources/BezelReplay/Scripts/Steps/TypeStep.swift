import Bezel
import BezelFiles

/// `type: TEXT`: text typed into the focused text field, as a keyboard or an
/// input method enters it.
public struct TypeStep: ScriptStepKind {
    /// The text typed.
    public let text: String

    public init(_ text: String) { self.text = text }

    package static let keyword = "type"
    package static let summary = "Text typed into the focused text field."
    package static var valueSchema: SchemaObject { SchemaFragments.text(summary) }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> TypeStep { TypeStep(try value.string("type")) }
    package var writtenValue: String? { ScriptWriter.quoted(text) }
    public var description: String { "type \"\(text)\"" }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.type(text)
        return nil
    }
}
