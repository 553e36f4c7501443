import Bezel
import BezelFiles

/// `touch: {phase: began, at: SELECTOR, finger: 0}`: one touch phase of one
/// finger, for sequences a tap or a drag cannot make (two fingers, a
/// cancelled touch).
public struct TouchStep: ScriptStepKind {
    /// The phase delivered.
    public let phase: TouchPhase
    /// Where the finger is.
    public let selector: ViewSelector
    /// Which finger, 0…9.
    public let finger: Int

    public init(_ phase: TouchPhase, at selector: ViewSelector, finger: Int) {
        self.phase = phase
        self.selector = selector
        self.finger = finger
    }

    /// The fingers a step may name.
    package static let fingers = 0...9

    package static let keyword = "touch"
    package static let summary = "One touch phase of one finger, for what a tap or a drag cannot do (two fingers, a cancelled touch)."
    package static var valueSchema: SchemaObject {
        SchemaFragments.closedObject(["phase": SchemaFragments.choice(TouchPhase.allCases.map(\.rawValue), "The touch phase."),
                                      "at": SchemaFragments.ref("selector", "Where the finger is."),
                                      "finger": SchemaFragments.number(in: Double(fingers.lowerBound)...Double(fingers.upperBound),
                                                                       "Which finger (default 0).", integer: true)],
                                     required: ["phase", "at"], summary)
    }

    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> TouchStep {
        let map = try value.mapping("touch")
        try map.checkKeys(["phase", "at", "finger"])
        let phase = try map.required("phase").choice("touch phase", of: TouchPhase.allCases.map(\.rawValue))
        return TouchStep(TouchPhase(rawValue: phase) ?? .began, at: try reader.selector(try map.required("at"), "touch 'at'"),
                         finger: try map["finger"]?.integer("finger", in: fingers) ?? 0)
    }

    package var writtenValue: String? {
        ScriptWriter.mapping([("phase", phase.rawValue), ("at", ScriptWriter.selector(selector))]
                             + (finger == 0 ? [] : [("finger", String(finger))]))
    }

    public var description: String { "touch \(phase.rawValue) \(selector) finger \(finger)" }
    package var selectors: [ViewSelector] { [selector] }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.touch(phase, at: selector, finger: finger)
        return nil
    }
}
