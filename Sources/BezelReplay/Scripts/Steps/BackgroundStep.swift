import Bezel
import BezelFiles

/// `background`: the app goes to the background (its window disappears).
public struct BackgroundStep: ScriptStepKind {
    public init() {}

    package static let keyword = "background"
    package static let summary = "The app goes to the background: its screens disappear."
    package static var bare: BackgroundStep? { BackgroundStep() }
    package static var valueSchema: SchemaObject { bareSchema }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> BackgroundStep { try readBare(value) }
    public var description: String { "background" }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.background()
        return nil
    }
}
