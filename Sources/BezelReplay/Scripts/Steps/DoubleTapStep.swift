import Bezel
import BezelFiles

/// `double-tap: SELECTOR`: two taps at the same place, at once, so the
/// second touch has a tap count of 2 (UIKit's `tapCount`); recorded as one step.
public struct DoubleTapStep: ScriptStepKind {
    /// Where the finger taps twice.
    public let selector: ViewSelector

    public init(_ selector: ViewSelector) { self.selector = selector }

    package static let keyword = "double-tap"
    package static let summary = "Taps the view the selector finds twice at once: the second touch has a tap count of 2."
    package static var valueSchema: SchemaObject { SchemaFragments.ref("selector", summary) }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> DoubleTapStep {
        DoubleTapStep(try reader.selector(value, "double-tap"))
    }
    package var writtenValue: String? { ScriptWriter.selector(selector) }
    package var selectors: [ViewSelector] { [selector] }
    public var description: String { "double-tap \(selector)" }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.doubleTap(selector)
        return nil
    }
}
