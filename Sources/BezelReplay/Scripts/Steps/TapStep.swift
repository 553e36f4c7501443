import Bezel
import BezelFiles

/// `tap: SELECTOR`: a finger goes down and up at the view the selector
/// finds (at its centre, or at the place `at:` names in it).
public struct TapStep: ScriptStepKind {
    /// Where the finger taps.
    public let selector: ViewSelector

    public init(_ selector: ViewSelector) { self.selector = selector }

    package static let keyword = "tap"
    package static let summary = "Taps the view the selector finds (at its centre)."
    package static var valueSchema: SchemaObject { SchemaFragments.ref("selector", summary) }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> TapStep { TapStep(try reader.selector(value, "tap")) }
    package var writtenValue: String? { ScriptWriter.selector(selector) }
    public var description: String { "tap \(selector)" }
    package var selectors: [ViewSelector] { [selector] }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.tap(selector)
        return nil
    }
}
