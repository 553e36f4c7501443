import Bezel
import BezelFiles

/// `memory-warning`: the system warns of low memory; view controllers whose
/// views are off screen unload them (`viewDidUnload`).
public struct MemoryWarningStep: BareScriptStepKind {
    public init() {}

    package static let keyword = "memory-warning"
    package static let summary = "A memory warning goes out: view controllers whose views are off screen unload them."

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.memoryWarning()
        return nil
    }
}
