import Bezel
import BezelFiles

/// `settle` (at most 60 s) or `settle: SECONDS`: virtual time runs until no
/// timer or animation is pending; the step fails at the limit naming what
/// is still busy.
public struct SettleStep: ScriptStepKind {
    /// The most virtual seconds it runs.
    public let limit: Double

    public init(limit: Double = SettleStep.defaultLimit) { self.limit = limit }

    /// The limit of a bare `settle`, in virtual seconds.
    public static let defaultLimit = 60.0

    package static let keyword = "settle"
    package static let summary = "Virtual time runs until no timer or animation is pending, for at most this many seconds "
        + "(60 when bare); the step fails at the limit naming what is still busy."
    package static var bare: SettleStep? { SettleStep() }
    package static var valueSchema: SchemaObject {
        ["anyOf": [["type": "null"], ["type": "object", "maxProperties": 0], SchemaFragments.number(in: WaitStep.seconds, "")],
         "description": summary]
    }

    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> SettleStep {
        if case .null = value.kind { return SettleStep() }
        if case let .mapping(entries) = value.kind, entries.isEmpty { return SettleStep() }
        return SettleStep(limit: try value.number("settle limit", in: WaitStep.seconds))
    }

    package var writtenValue: String? { limit == Self.defaultLimit ? nil : ScriptWriter.number(limit) }
    public var description: String { "settle (at most " + ScriptWriter.number(limit) + " s)" }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.settle(limit: limit)
        return nil
    }
}
