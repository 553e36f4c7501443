import Bezel
import BezelGraphics
import BezelReplay
import Testing

/// The sources' memory-warning scenario through a replay session: the
/// off-screen controller unloads, its view and outlets are gone, it reloads
/// with its state restored, and viewDidLoad has run twice.
@Suite struct MemoryWarningReplayTests {
    /// A list screen whose draft text is view state it saves across unloads.
    final class DraftController: ViewController {
        var model = ["milk", "eggs"]        // model data: survives unloads
        @Outlet var field: TextField?
        private var savedDraft: String?

        override func loadView() -> View {
            let view = View(frame: Rect(x: 0, y: 44, width: 320, height: 436))
            let field = TextField(frame: Rect(x: 8, y: 8, width: 200, height: 30)).id("draft")
            view.addSubview(field)
            self.field = field
            return view
        }
        override func saveViewState() { savedDraft = field?.text }
        override func restoreViewState() { if let savedDraft { field?.text = savedDraft } }
    }

    @Test func offScreenControllerUnloadsAndReloadsWithItsState() throws {
        let window = Window(size: Size(width: 320, height: 480))
        let list = DraftController(identifier: "list")
        let navigation = NavigationController(rootViewController: list, identifier: "nav")
        window.rootViewController = navigation
        try window.layout()
        let session = ReplaySession(window: window)

        try session.tap(.id("draft"))
        try session.type("butter")
        #expect(list.field?.text == "butter")

        navigation.pushViewController(ViewController(identifier: "detail"))
        weak var oldView = list.viewIfLoaded
        #expect(oldView != nil && list.viewIfLoaded?.window == nil)   // loaded, off screen

        try session.memoryWarning()
        #expect(!list.isViewLoaded)
        #expect(oldView == nil && list.field == nil)                  // view and outlet gone
        #expect(list.model == ["milk", "eggs"])                       // controller and model survive
        #expect(window.leakedViews().isEmpty)
        let lifecycle = session.trace.compactMap { entry -> LifecycleCall? in
            guard case let .lifecycle("list", call) = entry.event else { return nil }
            return call
        }
        #expect(lifecycle.suffix(4) == [.didReceiveMemoryWarning, .viewWillUnload, .saveViewState, .viewDidUnload])
        #expect(session.trace.contains { $0.event == .memoryWarning })

        navigation.popViewController()
        try window.layout()
        #expect(list.isViewLoaded && list.field?.text == "butter")    // reloaded, state restored
        #expect(list.count(of: .viewDidLoad) == 2)
        try session.capture("after-reload")
    }

    /// A screen popped but still held (as a scene holds its screens) unloads
    /// on a memory warning, and the trace shows it, as it shows a screen
    /// covered by another: the calls go to the window it was shown in.
    @Test func aPoppedScreensUnloadIsInTheTrace() throws {
        let window = Window(size: Size(width: 320, height: 480))
        let navigation = NavigationController(rootViewController: DraftController(identifier: "list"), identifier: "nav")
        window.rootViewController = navigation
        let detail = DraftController(identifier: "detail")
        let session = ReplaySession(window: window)
        try session.customStep("push detail") { navigation.pushViewController(detail) }
        try session.customStep("pop") { navigation.popViewController() }
        try session.memoryWarning()
        let calls = session.entriesOfLastStep.compactMap { entry -> String? in
            guard case let .lifecycle(controller, call) = entry.event else { return nil }
            return "\(controller).\(call)"
        }
        #expect(calls == [
            "nav.didReceiveMemoryWarning", "list.didReceiveMemoryWarning",
            "detail.didReceiveMemoryWarning", "detail.viewWillUnload", "detail.saveViewState", "detail.viewDidUnload",
        ])
        #expect(!detail.isViewLoaded)
    }
}
