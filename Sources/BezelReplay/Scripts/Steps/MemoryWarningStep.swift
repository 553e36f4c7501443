import Bezel
import BezelFiles

/// `memory-warning`: the system warns of low memory; view controllers whose
/// views are off screen unload them (`viewDidUnload`).
public struct MemoryWarningStep: ScriptStepKind {
    public init() {}

    package static let keyword = "memory-warning"
    package static let summary = "A memory warning goes out: view controllers whose views are off screen unload them."
    package static var bare: MemoryWarningStep? { MemoryWarningStep() }
    package static var valueSchema: SchemaObject { bareSchema }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> MemoryWarningStep { try readBare(value) }
    public var description: String { "memory-warning" }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.memoryWarning()
        return nil
    }
}
