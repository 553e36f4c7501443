import Bezel
import BezelFiles

/// `foreground`: the app comes back from the background.
public struct ForegroundStep: BareScriptStepKind {
    public init() {}

    package static let keyword = "foreground"
    package static let summary = "The app comes back to the foreground: its screens appear again."

    package func perform(_ context: ScriptStepContext) throws -> ScriptFailure? {
        try context.session.foreground()
        return nil
    }
}
