import Bezel
import BezelFiles

/// `pop`: the top screen of a scene with `screens:` leaves the navigation
/// stack, as the back button does.
public struct PopStep: BareScriptStepKind {
    public init() {}

    package static let keyword = "pop"
    package static let summary = "Takes the top screen off the navigation stack, as the back button does."
    package static var needsScreens: Bool { true }

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try ScriptNavigation.pop(in: context.run.scene, session: context.session)
        return nil
    }
}
