import Bezel
import BezelFiles

/// A step a replay session runs that no script file writes
/// (``ReplaySession/customStep(_:_:)``): the trace names it by its line.
/// It is not in `ScriptSteps.all`, so no file reads it.
public struct CustomStep: ScriptStepKind {
    /// The step's trace line.
    public let description: String

    public init(_ description: String) { self.description = description }

    package static let keyword = "custom"
    package static let summary = "A step made in Swift with ReplaySession.customStep; script files cannot write it."
    package static var valueSchema: SchemaObject { ["description": summary] }

    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> CustomStep {
        throw FileError(value.location, "a custom step is made in Swift, not written in a script")
    }

    package var writtenValue: String? { ScriptWriter.quoted(description) }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        throw ReplayError.invalidArgument("a custom step runs only through ReplaySession.customStep")
    }
}
