import BezelGraphics
import Testing
@testable import Bezel

@Suite struct ViewControllerTests {
    @Test func viewLoadsLazilyOnFirstRead() {
        let controller = NoteController("notes")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.lifecycleLog.isEmpty, "viewIfLoaded must not load")

        let view = controller.view
        #expect(controller.lifecycleLog == [.loadView, .viewDidLoad])
        #expect(controller.isViewLoaded)
        #expect(controller.countLabel?.text == "2 notes", "viewDidLoad ran after loadView made the subviews")

        #expect(controller.view === view)
        #expect(controller.viewIfLoaded === view)
        #expect(controller.count(of: .viewDidLoad) == 1, "a second read does not load again")
        #expect(controller.count(of: .restoreViewState) == 0, "nothing to restore on a first load")
    }

    @Test func namesComeFromTheIdentifierOrTheClass() {
        #expect(ViewController().name == "ViewController")
        #expect(NoteController("inbox").name == "inbox")
        #expect(StubbornController().name == "StubbornController")
    }

    @Test func withoutAWindowCallsAreOnlyLogged() {
        let controller = ViewController(identifier: "lonely")
        _ = controller.view
        #expect(controller.window == nil)
        #expect(controller.lifecycleLog == [.loadView, .viewDidLoad])
    }

    @Test func rootControllerLoadsAppearsAndFillsTheWindow() {
        let window = makeWindow()
        let trace = LifecycleTrace(window)
        let root = NoteController("root")
        window.rootViewController = root

        #expect(root.lifecycleLog == [.loadView, .viewDidLoad, .viewWillAppear, .viewDidAppear])
        #expect(trace.entries == ["root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.view.window === window)
        #expect(root.view.frame == window.bounds)
        #expect(root.appearance == .appeared)
        #expect(root.window === window)
    }

    @Test func replacingTheRootFollowsUIKitOrder() {
        let window = makeWindow()
        let first = NoteController("first"), second = NoteController("second")
        window.rootViewController = first
        let trace = LifecycleTrace(window)
        window.rootViewController = second

        #expect(trace.entries == [
            "second.loadView", "second.viewDidLoad",
            "first.viewWillDisappear", "second.viewWillAppear",
            "first.viewDidDisappear", "second.viewDidAppear",
        ])
        #expect(first.isViewLoaded, "the old root keeps its view until a memory warning")
        #expect(first.viewIfLoaded?.window == nil)
        #expect(first.appearance == .disappeared && second.appearance == .appeared)
        #expect(window.subviews.count == 1 && window.subviews.first === second.view)
        #expect(first.window == nil, "the old root no longer reports to the window")

        window.rootViewController = nil
        #expect(second.lifecycleLog.suffix(2) == [.viewWillDisappear, .viewDidDisappear])
        #expect(window.subviews.isEmpty)
    }

    @Test func appearanceCallsComeInPairs() {
        let controller = ViewController(identifier: "c")
        controller.beginAppearanceTransition(true)
        controller.beginAppearanceTransition(true)
        #expect(controller.appearance == .appearing)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        #expect(controller.lifecycleLog == [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
        #expect(controller.appearance == .disappeared)
    }

    @Test func childrenHaveOneParent() {
        let a = ViewController(identifier: "a"), b = ViewController(identifier: "b")
        let child = ViewController(identifier: "child")
        a.addChild(child)
        #expect(a.children.map(\.name) == ["child"])
        #expect(child.parent === a)

        b.addChild(child)
        #expect(a.children.isEmpty, "adding to another parent moves the child")
        #expect(child.parent === b)

        child.addChild(b)
        child.addChild(child)
        #expect(child.children.isEmpty, "a controller cannot contain itself or an ancestor")
        #expect(b.isAncestor(of: child) && !child.isAncestor(of: b))

        child.removeFromParent()
        #expect(b.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func subtreeIsDepthFirstInOrder() {
        let root = ViewController(identifier: "root")
        let a = ViewController(identifier: "a"), a1 = ViewController(identifier: "a1")
        let b = ViewController(identifier: "b")
        root.addChild(a)
        a.addChild(a1)
        root.addChild(b)
        #expect(root.subtree.map(\.name) == ["root", "a", "a1", "b"])
    }

    @Test func appearanceReachesChildrenWhoseViewsAreShown() {
        let window = makeWindow()
        let trace = LifecycleTrace(window)
        let shown = ViewController(identifier: "shown")
        let container = ContainerController("container", child: shown)
        let hidden = ViewController(identifier: "hidden")
        container.addChild(hidden)
        window.rootViewController = container

        #expect(trace.entries == [
            "container.loadView", "container.viewDidLoad", "shown.loadView", "shown.viewDidLoad",
            "container.viewWillAppear", "shown.viewWillAppear",
            "container.viewDidAppear", "shown.viewDidAppear",
        ])
        #expect(hidden.lifecycleLog.isEmpty, "a child whose view is not shown gets no calls")
        #expect(shown.view.window === window)
    }

    @Test func eventsFollowTheControllerIntoTheWindow() {
        let window = makeWindow()
        let trace = LifecycleTrace(window)
        let container = ContainerController("container", child: ViewController(identifier: "child"))
        window.rootViewController = container
        trace.reset()
        let late = ViewController(identifier: "late")
        container.addChild(late)
        _ = late.view   // not in the window yet: reported through the parent
        #expect(trace.entries == ["late.loadView", "late.viewDidLoad"])
    }
}
