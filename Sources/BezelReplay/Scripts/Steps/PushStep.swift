import Bezel
import BezelFiles

/// `push: SCREEN-ID`: a screen of a scene with `screens:` goes on top of the
/// navigation stack.
public struct PushStep: ScriptStepKind {
    /// The screen's id in the scene.
    public let screen: String

    public init(_ screen: String) { self.screen = screen }

    package static let keyword = "push"
    package static let summary = "Shows the screen with this id (a scene with screens) on top of the navigation stack."
    package static var valueSchema: SchemaObject { SchemaFragments.text(summary) }
    package static func read(_ value: YAMLNode, _ reader: ScriptReader) throws -> PushStep { PushStep(try value.string("screen id")) }
    package var writtenValue: String? { ScriptWriter.quoted(screen) }
    public var description: String { "push \(screen)" }
    package var namedScreen: String? { screen }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try ScriptNavigation.push(screen, in: context.run.scene, session: context.session)
        return nil
    }
}
