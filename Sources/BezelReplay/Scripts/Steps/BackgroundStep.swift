import Bezel
import BezelFiles

/// `background`: the app goes to the background (its window disappears).
public struct BackgroundStep: BareScriptStepKind {
    public init() {}

    package static let keyword = "background"
    package static let summary = "The app goes to the background: its screens disappear."

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.background()
        return nil
    }
}
