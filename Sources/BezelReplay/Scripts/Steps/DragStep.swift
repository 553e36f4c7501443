import Bezel
import BezelFiles

/// `drag: {from: SELECTOR, to: SELECTOR, steps: 10}`: a finger goes down at
/// one place, moves to another in even steps, and lifts.
public struct DragStep: ScriptStepKind {
    /// Where the finger goes down.
    public let from: ViewSelector
    /// Where it lifts.
    public let to: ViewSelector
    /// How many moves between them.
    public let steps: Int

    public init(from: ViewSelector, to: ViewSelector, steps: Int) {
        self.from = from
        self.to = to
        self.steps = steps
    }

    /// The moves a drag may take.
    package static let moves = 1...10_000

    package static let keyword = "drag"
    package static let summary = "A drag from one place to another."
    package static var valueSchema: SchemaObject {
        SchemaFragments.closedObject(["from": SchemaFragments.ref("selector", "Where the drag starts."),
                                      "to": SchemaFragments.ref("selector", "Where it ends."),
                                      "steps": SchemaFragments.number(in: Double(moves.lowerBound)...Double(moves.upperBound),
                                                                      "How many moves (default 10).", integer: true)],
                                     required: ["from", "to"], summary)
    }

    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> DragStep {
        let map = try value.mapping("drag")
        try map.checkKeys(["from", "to", "steps"])
        return DragStep(from: try reader.selector(try map.required("from"), "drag 'from'"),
                        to: try reader.selector(try map.required("to"), "drag 'to'"),
                        steps: try map["steps"]?.integer("drag steps", in: moves) ?? 10)
    }

    package var writtenValue: String? {
        ScriptWriter.mapping([("from", ScriptWriter.selector(from)), ("to", ScriptWriter.selector(to)), ("steps", String(steps))])
    }

    public var description: String { "drag \(from) → \(to) in \(steps) steps" }
    package var selectors: [ViewSelector] { [from, to] }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.drag(from: from, to: to, steps: steps)
        return nil
    }
}
