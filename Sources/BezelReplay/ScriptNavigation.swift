import Bezel
import BezelFiles
import BezelGraphics
import BezelScenes

/// The navigation steps of a script (`push`, `pop`) and its screen
/// expectations (`expect: {screen, shown, loaded, viewDidLoadCount}`), run against
/// a scene with `screens:` (see `SceneScreenController`).
enum ScriptNavigation {
    /// Why a navigation step could not run.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Pushes the screen `id` on the scene's navigation stack (the session
    /// lays the window out after the step). A screen already in the stack is not pushed again (a failure).
    static func push(_ id: String, in scene: Scene, session: ReplaySession) throws {
        guard let navigation = scene.navigationController else { throw Failure(description: "the scene has no screens") }
        guard let screen = scene.screens.first(where: { $0.identifier == id }) else {
            throw Failure(description: "no screen has the id '\(id)'")
        }
        guard !navigation.viewControllers.contains(where: { $0 === screen }) else {
            throw Failure(description: "the screen '\(id)' is already in the navigation stack")
        }
        try session.customStep("push \(id)") {
            navigation.pushViewController(screen)
        }
    }

    /// Pops the top screen; popping the only screen left is a failure.
    static func pop(in scene: Scene, session: ReplaySession) throws {
        guard let navigation = scene.navigationController else { throw Failure(description: "the scene has no screens") }
        guard navigation.viewControllers.count > 1 else {
            throw Failure(description: "there is no screen to pop back to (the stack holds one)")
        }
        try session.customStep("pop") {
            navigation.popViewController()
        }
    }

    /// The first of the expectation's screen checks that fails, or nil.
    static func check(_ expectation: ScriptExpectation, in scene: Scene, step: ScriptStep, number: Int) -> ScriptFailure? {
        guard let id = expectation.screen else { return nil }
        func failure(_ subject: String, _ expected: String? = nil, _ actual: String? = nil) -> ScriptFailure {
            ScriptFailure(step: number, location: step.location, keyword: "expect", subject: subject, expected: expected, actual: actual)
        }
        guard let screen = scene.screens.first(where: { $0.identifier == id }) else { return failure("no screen has the id '\(id)'") }
        let isShown = screen.viewIfLoaded?.window != nil
        if let shown = expectation.shown, isShown != shown {
            return failure("screen \(id) shown", String(shown), String(isShown))
        }
        if let loaded = expectation.loaded, screen.isViewLoaded != loaded {
            return failure("screen \(id) loaded", String(loaded), String(screen.isViewLoaded))
        }
        if let count = expectation.viewDidLoadCount, screen.count(of: .viewDidLoad) != count {
            return failure("screen \(id) viewDidLoadCount", String(count), String(screen.count(of: .viewDidLoad)))
        }
        return nil
    }
}
