import Bezel
import BezelFiles

/// `foreground`: the app comes back from the background.
public struct ForegroundStep: ScriptStepKind {
    public init() {}

    package static let keyword = "foreground"
    package static let summary = "The app comes back to the foreground: its screens appear again."
    package static var bare: ForegroundStep? { ForegroundStep() }
    package static var valueSchema: SchemaObject { bareSchema }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> ForegroundStep { try readBare(value) }
    public var description: String { "foreground" }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.foreground()
        return nil
    }
}
