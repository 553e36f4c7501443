import Bezel
import BezelFiles

/// `wait: SECONDS`: the virtual clock moves on; timers and animations due
/// in that time run.
public struct WaitStep: ScriptStepKind {
    /// Virtual seconds, 0…3600.
    public let seconds: Double

    public init(_ seconds: Double) { self.seconds = seconds }

    /// The seconds a step may wait (and a `settle` may run for).
    package static let seconds: ClosedRange<Double> = 0...3600

    package static let keyword = "wait"
    package static let summary = "Seconds of virtual time."
    package static var valueSchema: SchemaObject { SchemaFragments.number(in: seconds, summary) }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> WaitStep { WaitStep(try value.number("wait", in: seconds)) }
    package var writtenValue: String? { ScriptWriter.number(seconds) }
    public var description: String { "wait " + ScriptWriter.number(seconds) }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.wait(seconds)
        return nil
    }
}
