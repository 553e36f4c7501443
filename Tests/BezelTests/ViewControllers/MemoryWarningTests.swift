import BezelGraphics
import Testing
@testable import Bezel

@Suite struct MemoryWarningTests {
    /// `list` under `detail` in a navigation controller at the window's root.
    static func setUp() -> (Window, NavigationController, list: NoteController, detail: NoteController) {
        let window = makeWindow()
        let list = NoteController("list", notes: ["milk", "eggs", "bread"])
        let navigation = NavigationController(rootViewController: list, identifier: "nav")
        window.rootViewController = navigation
        let detail = NoteController("detail")
        navigation.pushViewController(detail)
        return (window, navigation, list, detail)
    }

    @Test func onlyControllersOffScreenLoseTheirViews() {
        let (window, navigation, list, detail) = Self.setUp()
        let detailView = detail.viewIfLoaded, navigationView = navigation.viewIfLoaded
        window.simulateMemoryWarning()

        #expect(!list.isViewLoaded, "the covered controller's view is released")
        #expect(detail.viewIfLoaded === detailView, "the visible controller keeps its view")
        #expect(navigation.viewIfLoaded === navigationView)
        #expect(detail.view.window === window)
        #expect(list.lifecycleLog.suffix(4) == [.didReceiveMemoryWarning, .viewWillUnload, .saveViewState, .viewDidUnload])
        #expect(detail.lifecycleLog.last == .didReceiveMemoryWarning)
        #expect(detail.count(of: .viewWillUnload) == 0)
        #expect(window.viewControllers.map(\.name) == ["nav", "list", "detail"])
    }

    @Test func windowEventsComeInOrder() {
        let (window, _, _, _) = Self.setUp()
        let trace = LifecycleTrace(window)
        window.simulateMemoryWarning()
        #expect(trace.entries == [
            "memoryWarning",
            "nav.didReceiveMemoryWarning",
            "list.didReceiveMemoryWarning", "list.viewWillUnload", "list.saveViewState", "list.viewDidUnload",
            "detail.didReceiveMemoryWarning",
        ])
    }

    @Test func theControllerAndItsModelSurviveAndTheViewReloads() {
        let (window, navigation, list, _) = Self.setUp()
        list.field?.text = "butter"          // view state, typed by the user
        let oldView = Weak(list.viewIfLoaded)
        window.simulateMemoryWarning()

        #expect(oldView.object == nil, "the old view is gone")
        #expect(navigation.viewControllers.first === list, "the controller survives in the stack")
        #expect(list.notes == ["milk", "eggs", "bread"], "model data survives")
        #expect(list.savedDraft == "butter", "saveViewState ran while the view existed")
        #expect(list.fieldAliveInViewWillUnload == true)

        let trace = LifecycleTrace(window)
        navigation.popViewController()
        #expect(trace.entries == [
            "list.loadView", "list.viewDidLoad", "list.restoreViewState",
            "detail.viewWillDisappear", "list.viewWillAppear", "detail.viewDidDisappear", "list.viewDidAppear",
        ])
        #expect(list.count(of: .loadView) == 2)
        #expect(list.count(of: .viewDidLoad) == 2)
        #expect(list.count(of: .restoreViewState) == 1)
        #expect(list.view.window === window)
        #expect(list.countLabel?.text == "3 notes", "viewDidLoad re-applied the model")
        #expect(list.field?.text == "butter", "restoreViewState put the typed text back")
    }

    @Test func weakOutletsEmptyAndStrongOnesLeakDetachedViews() throws {
        let (window, _, list, _) = Self.setUp()
        let oldField = Weak(list.field)
        window.simulateMemoryWarning()

        #expect(list.field == nil, "an @Outlet reads nil once the view is released")
        #expect(list.fieldAliveInViewDidUnload == false, "...already inside viewDidUnload")
        #expect(oldField.object == nil)

        // The sources' bug: a retained outlet keeps the old label alive, detached.
        let stale = try #require(list.retainedLabel)
        #expect(stale.window == nil)
        #expect(stale.superview == nil)
        let leaked = list.leakedViews()
        #expect(leaked.count == 1)
        #expect(leaked.first === stale)
        #expect(window.leakedViews().count == 1 && window.leakedViews().first === stale)
        #expect(list.unloadedViews.count == 4, "the view and its three subviews were tracked")

        // Reloading makes a new label; the stale one stays stale, the new one is not reported.
        _ = list.view
        #expect(list.retainedLabel !== stale)
        #expect(list.leakedViews().count == 1 && list.leakedViews().first === stale)
    }

    @Test func clearingStrongOutletsInViewDidUnloadLeaksNothing() {
        let (window, _, list, _) = Self.setUp()
        list.clearsRetainedOutletInViewDidUnload = true
        let oldLabel = Weak(list.retainedLabel)
        window.simulateMemoryWarning()

        #expect(list.retainedLabel == nil)
        #expect(oldLabel.object == nil)
        #expect(list.leakedViews().isEmpty)
        #expect(window.leakedViews().isEmpty)
    }

    @Test func theVisibleRootKeepsItsView() {
        let window = makeWindow()
        let root = NoteController("root")
        window.rootViewController = root
        let view = root.viewIfLoaded
        window.simulateMemoryWarning()
        window.simulateMemoryWarning()
        #expect(root.viewIfLoaded === view)
        #expect(root.count(of: .didReceiveMemoryWarning) == 2)
        #expect(root.count(of: .viewWillUnload) == 0)
    }

    @Test func anUnloadedViewIsNotUnloadedTwice() {
        let (window, _, list, _) = Self.setUp()
        window.simulateMemoryWarning()
        window.simulateMemoryWarning()
        #expect(list.count(of: .didReceiveMemoryWarning) == 2)
        #expect(list.count(of: .viewWillUnload) == 1)
        #expect(list.count(of: .viewDidUnload) == 1)
    }

    @Test func childrenSurviveAndKeepTheirOwnViews() throws {
        let window = makeWindow()
        let kept = StubbornController(identifier: "kept")
        let container = ContainerController("container", child: kept)
        let navigation = NavigationController(rootViewController: container, identifier: "nav")
        window.rootViewController = navigation
        navigation.pushViewController(NoteController("detail"))
        let keptView = try #require(kept.viewIfLoaded)
        #expect(keptView.superview === container.viewIfLoaded && keptView.window == nil)

        window.simulateMemoryWarning()
        #expect(!container.isViewLoaded)
        #expect(container.children.first === kept, "children survive the parent's unload")
        #expect(kept.viewIfLoaded === keptView, "a controller that does not call super keeps its view")
        #expect(keptView.superview == nil, "the released parent view no longer holds it")
        #expect(container.leakedViews().isEmpty, "a child's own view is not a leak of the parent")
        #expect(kept.count(of: .didReceiveMemoryWarning) == 1)

        navigation.popViewController()
        #expect(container.count(of: .viewDidLoad) == 2)
        #expect(keptView.superview === container.viewIfLoaded, "the reloaded parent shows the child again")
        #expect(keptView.window === window)
    }

    @Test func aWarningWithoutControllersIsStillRecorded() {
        let window = makeWindow()
        let trace = LifecycleTrace(window)
        window.simulateMemoryWarning()
        #expect(trace.entries == ["memoryWarning"])
        #expect(window.viewControllers.isEmpty && window.leakedViews().isEmpty)
    }
}

/// UIKit posts a memory warning to every living controller, not only to the
/// ones on the window's root path: a screen popped from a navigation
/// controller but still held elsewhere (by the scene that declared it) hears
/// it too, and its detached view is unloaded.
@Suite struct MemoryWarningRegistryTests {
    @Test func aPoppedControllerStillHeldUnloadsItsView() throws {
        let (window, navigation, list, detail) = MemoryWarningTests.setUp()
        #expect(navigation.popViewController() === detail)
        let oldView = Weak(detail.viewIfLoaded)
        #expect(detail.isViewLoaded && detail.viewIfLoaded?.window == nil && detail.parent == nil)
        #expect(window.viewControllers.map(\.name) == ["nav", "list"])
        #expect(window.knownViewControllers.map(\.name) == ["nav", "list", "detail"])

        window.simulateMemoryWarning()
        #expect(!detail.isViewLoaded && oldView.object == nil)
        #expect(detail.lifecycleLog.suffix(4) == [.didReceiveMemoryWarning, .viewWillUnload, .saveViewState, .viewDidUnload])
        #expect(list.isViewLoaded, "the screen on top keeps its view")

        // Pushed again, it loads a new view, as any unloaded screen does.
        navigation.pushViewController(detail)
        #expect(detail.count(of: .viewDidLoad) == 2 && detail.view.window === window)
    }

    @Test func aPoppedControllersUnloadIsRecordedInTheWindowItWasShownIn() {
        let (window, navigation, _, detail) = MemoryWarningTests.setUp()
        navigation.popViewController()
        #expect(detail.window == nil, "a popped controller is in no window")
        let trace = LifecycleTrace(window)
        window.simulateMemoryWarning()
        #expect(trace.entries == [
            "memoryWarning",
            "nav.didReceiveMemoryWarning",
            "list.didReceiveMemoryWarning",
            "detail.didReceiveMemoryWarning", "detail.viewWillUnload", "detail.saveViewState", "detail.viewDidUnload",
        ])
        #expect(!detail.isViewLoaded && detail.window == nil)

        // Pushed again, its calls go to the window as before.
        trace.reset()
        navigation.pushViewController(detail)
        #expect(trace.entries.prefix(2) == ["detail.loadView", "detail.viewDidLoad"])
    }

    @Test func aPoppedControllerKeepsNoWindowAlive() {
        let detail = NoteController("detail")
        weak var released: Window?
        do {
            let window = makeWindow()
            released = window
            let navigation = NavigationController(rootViewController: NoteController("list"), identifier: "nav")
            window.rootViewController = navigation
            navigation.pushViewController(detail)
            navigation.popViewController()
            window.rootViewController = nil
        }
        #expect(released == nil, "the controller remembers its last window weakly")
        #expect(detail.unloadViewIfNotInWindow(), "it unloads, recorded nowhere")
        #expect(detail.lifecycleLog.suffix(3) == [.viewWillUnload, .saveViewState, .viewDidUnload])
    }

    @Test func reachableControllersHearItFirstThenTheOthersInTheOrderTheyJoined() {
        let window = makeWindow()
        let root = NoteController("root")
        let navigation = NavigationController(rootViewController: root, identifier: "nav")
        window.rootViewController = navigation
        let first = NoteController("first"), second = NoteController("second"), third = NoteController("third")
        navigation.pushViewController(first)
        navigation.pushViewController(second)
        navigation.popToRootViewController()
        navigation.pushViewController(third)

        var heard: [String] = []
        let token = window.addEventObserver { event in
            if case let .lifecycle(controller, .didReceiveMemoryWarning) = event { heard.append(controller) }
        }
        window.simulateMemoryWarning()
        // Popped controllers have no window: their calls go to the window they were shown in.
        #expect(heard == ["nav", "root", "third", "first", "second"])
        #expect(window.knownViewControllers.map(\.name) == ["nav", "root", "third", "first", "second"])
        #expect([first, second].allSatisfy { $0.lifecycleLog.suffix(4) == [.didReceiveMemoryWarning, .viewWillUnload, .saveViewState, .viewDidUnload] })
        #expect(third.count(of: .didReceiveMemoryWarning) == 1 && third.isViewLoaded)
        withExtendedLifetime(token) {}
    }

    @Test func theRegistryKeepsNoReleasedControllerAlive() {
        let window = makeWindow()
        let navigation = NavigationController(rootViewController: NoteController("root"), identifier: "nav")
        window.rootViewController = navigation
        weak var released: NoteController?
        do {
            let detail = NoteController("detail")
            released = detail
            navigation.pushViewController(detail)
            navigation.popViewController()
        }
        #expect(released == nil, "nothing but the registry knew it, and the registry is weak")
        window.simulateMemoryWarning()
        #expect(window.knownViewControllers.map(\.name) == ["nav", "root"])
    }

    @Test func anOldRootStillHeldHearsItToo() {
        let window = makeWindow()
        let old = NoteController("old"), new = NoteController("new")
        window.rootViewController = old
        window.rootViewController = new
        #expect(old.isViewLoaded && old.viewIfLoaded?.window == nil)
        let trace = LifecycleTrace(window)
        window.simulateMemoryWarning()
        #expect(!old.isViewLoaded && old.count(of: .viewDidUnload) == 1)
        #expect(trace.entries == [
            "memoryWarning", "new.didReceiveMemoryWarning",
            "old.didReceiveMemoryWarning", "old.viewWillUnload", "old.saveViewState", "old.viewDidUnload",
        ], "the old root's calls go to the window it was the root of")
        #expect(new.isViewLoaded && new.count(of: .viewWillUnload) == 0)
    }
}
