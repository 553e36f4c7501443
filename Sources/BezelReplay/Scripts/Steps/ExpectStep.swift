import Bezel
import BezelFiles

/// `expect: {id, properties, events, visible, spoken, screen...}`: checks
/// state and what the previous step did, changing nothing (see
/// ``ScriptExpectation``).
public struct ExpectStep: ScriptStepKind {
    /// What is checked.
    public let expectation: ScriptExpectation

    public init(_ expectation: ScriptExpectation) { self.expectation = expectation }

    package static let keyword = "expect"
    package static let summary = "Checks a view's properties, the events of the previous step and a screen's loading."
    package static var valueSchema: SchemaObject { ScriptSchema.expectation }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> ExpectStep { ExpectStep(try reader.expectation(value)) }
    package var writtenValue: String? { ScriptWriter.expectation(expectation) }
    public var description: String { "expect " + ScriptWriter.expectation(expectation) }
    package var namedScreen: String? { expectation.screen }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        ScriptRunner.check(expectation, step: context.step, number: context.number, session: context.session)
            ?? ScriptNavigation.check(expectation, in: context.run.scene, step: context.step, number: context.number)
    }
}
