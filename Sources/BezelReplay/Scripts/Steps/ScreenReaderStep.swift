import Bezel
import BezelFiles

/// `screen-reader: next` (previous, first, last, activate, increment,
/// decrement, escape) or `screen-reader: {focus: SELECTOR}`: a VoiceOver
/// gesture; what the reader says goes into the trace.
public struct ScreenReaderStep: ScriptStepKind {
    /// The gesture.
    public let gesture: ScreenReaderGesture

    public init(_ gesture: ScreenReaderGesture) { self.gesture = gesture }

    package static let keyword = "screen-reader"
    package static let summary = "A screen-reader (VoiceOver) gesture; what the reader says goes into the trace."
    package static var valueSchema: SchemaObject {
        ["oneOf": [SchemaFragments.choice(ScreenReaderGesture.named.map(\.name),
                                          "A gesture: next/previous/first/last move the focus; activate double-taps the focused element; "
                                          + "increment/decrement adjust it; escape goes back."),
                   SchemaFragments.closedObject(["focus": SchemaFragments.ref("selector", "The element touched (or the first inside the view).")],
                                                required: ["focus"], "Moves the focus to an element, as touching it does.")],
         "description": summary]
    }

    /// `next`, `activate`... or `{focus: SELECTOR}`.
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> ScreenReaderStep {
        if case .mapping = value.kind {
            let map = try value.mapping("screen-reader")
            try map.checkKeys(["focus"])
            return ScreenReaderStep(.focus(try reader.selector(try map.required("focus"), "screen-reader focus")))
        }
        let names = ScreenReaderGesture.named.map(\.name)
        let word = try value.string("screen-reader gesture")
        guard let gesture = ScreenReaderGesture.named.first(where: { $0.name == word })?.gesture else {
            throw FileError(value.location, "\(value.shownValue) is not a screen-reader gesture",
                            expected: names.joined(separator: ", ") + " or {focus: SELECTOR}",
                            suggestion: closestMatch(to: word, in: names))
        }
        return ScreenReaderStep(gesture)
    }

    package var writtenValue: String? {
        if case let .focus(selector) = gesture { return ScriptWriter.mapping([("focus", ScriptWriter.selector(selector))]) }
        return gesture.description
    }

    public var description: String { "screen-reader \(gesture)" }

    package var selectors: [ViewSelector] {
        if case let .focus(selector) = gesture { return [selector] }
        return []
    }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.screenReader(gesture)
        return nil
    }
}
