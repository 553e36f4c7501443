import BezelGraphics
import Testing
@testable import Bezel

@Suite struct NavigationControllerTests {
    /// A window showing a navigation controller whose stack holds `list`.
    static func setUp() -> (Window, NavigationController, NoteController) {
        let window = makeWindow()
        let list = NoteController("list")
        let navigation = NavigationController(rootViewController: list, identifier: "nav")
        window.rootViewController = navigation
        return (window, navigation, list)
    }

    @Test func theTopViewFillsTheSpaceUnderTheBar() throws {
        let window = makeWindow()
        let trace = LifecycleTrace(window)
        let list = NoteController("list")
        let navigation = NavigationController(rootViewController: list, identifier: "nav")
        #expect(list.parent === navigation && navigation.viewControllers.map(\.name) == ["list"])
        window.rootViewController = navigation

        #expect(trace.entries == [
            "nav.loadView", "nav.viewDidLoad", "list.loadView", "list.viewDidLoad",
            "nav.viewWillAppear", "list.viewWillAppear", "nav.viewDidAppear", "list.viewDidAppear",
        ])
        #expect(list.view.window === window)
        #expect(list.view.frame == Rect(x: 0, y: 44, width: 320, height: 436))
        #expect(navigation.navigationBar?.title == "List")
        #expect(navigation.navigationBar?.frame == Rect(x: 0, y: 0, width: 320, height: 44))

        _ = try window.captureFrame()   // layout keeps the frames
        #expect(list.view.frame == Rect(x: 0, y: 44, width: 320, height: 436))
        #expect(navigation.navigationBar?.titleLabel.frame == Rect(x: 8, y: 0, width: 304, height: 44))
    }

    @Test func pushCallsAppearanceInUIKitOrder() {
        let (window, navigation, list) = Self.setUp()
        let trace = LifecycleTrace(window)
        let detail = NoteController("detail")
        navigation.pushViewController(detail)

        #expect(trace.entries == [
            "detail.loadView", "detail.viewDidLoad",
            "list.viewWillDisappear", "detail.viewWillAppear",
            "list.viewDidDisappear", "detail.viewDidAppear",
        ])
        #expect(navigation.topViewController === detail)
        #expect(navigation.viewControllers.map(\.name) == ["list", "detail"])
        #expect(detail.view.window === window)
        #expect(list.isViewLoaded, "the covered controller keeps its view...")
        #expect(list.viewIfLoaded?.window == nil, "...out of the window")
        #expect(list.viewIfLoaded?.superview == nil)
        #expect(navigation.navigationBar?.title == "Detail")
        #expect(list.appearance == .disappeared && detail.appearance == .appeared)
    }

    @Test func popCallsAppearanceInUIKitOrder() {
        let (window, navigation, list) = Self.setUp()
        let detail = NoteController("detail")
        navigation.pushViewController(detail)
        let listView = list.viewIfLoaded
        let trace = LifecycleTrace(window)

        let popped = navigation.popViewController()
        #expect(popped === detail)
        #expect(trace.entries == [
            "detail.viewWillDisappear", "list.viewWillAppear",
            "detail.viewDidDisappear", "list.viewDidAppear",
        ], "the list's view was still loaded: no loadView")
        #expect(list.view === listView)
        #expect(list.view.window === window)
        #expect(detail.viewIfLoaded?.window == nil)
        #expect(detail.parent == nil)
        #expect(navigation.navigationBar?.title == "List")

        #expect(navigation.popViewController() == nil, "the bottom controller is never popped")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func popToRootCallsOnlyTheTopAndTheRoot() {
        let (window, navigation, list) = Self.setUp()
        let middle = NoteController("middle"), top = NoteController("top")
        navigation.pushViewController(middle)
        navigation.pushViewController(top)
        let trace = LifecycleTrace(window)

        let popped = navigation.popToRootViewController()
        #expect(popped.map(\.name) == ["middle", "top"])
        #expect(trace.entries == ["top.viewWillDisappear", "list.viewWillAppear", "top.viewDidDisappear", "list.viewDidAppear"])
        #expect(navigation.viewControllers.map(\.name) == ["list"])
        #expect(middle.parent == nil && top.parent == nil)
        #expect(list.view.window === window)
        #expect(navigation.popToRootViewController().isEmpty)
    }

    @Test func pushingOffScreenMakesNoAppearanceCalls() {
        let list = NoteController("list"), detail = NoteController("detail")
        let navigation = NavigationController(rootViewController: list)
        navigation.pushViewController(detail)
        #expect(list.lifecycleLog.isEmpty && detail.lifecycleLog.isEmpty, "nothing loads before the view is needed")

        _ = navigation.view
        #expect(list.lifecycleLog.isEmpty, "only the top controller's view is loaded")
        #expect(detail.lifecycleLog == [.loadView, .viewDidLoad])
        #expect(detail.view.superview === navigation.view)

        let window = makeWindow()
        window.rootViewController = navigation
        #expect(detail.lifecycleLog.suffix(2) == [.viewWillAppear, .viewDidAppear])
        #expect(list.lifecycleLog.isEmpty)
    }

    @Test func titleChangesReachTheBar() {
        let (_, navigation, list) = Self.setUp()
        list.title = "Groceries"
        #expect(navigation.navigationBar?.title == "Groceries")
        #expect(navigation.navigationBar?.titleLabel.text == "Groceries")
        let detail = NoteController("detail")
        navigation.pushViewController(detail)
        list.title = "Shopping"
        #expect(navigation.navigationBar?.title == "Detail", "only the top controller's title shows")
    }

    @Test func addChildPushesAndRemoveFromParentPops() {
        let (window, navigation, list) = Self.setUp()
        let detail = NoteController("detail")
        navigation.addChild(detail)
        #expect(navigation.topViewController === detail && detail.view.window === window)

        navigation.pushViewController(detail)
        #expect(navigation.viewControllers.count == 2, "a controller in the stack is not pushed again")

        detail.removeFromParent()
        #expect(navigation.topViewController === list)
        #expect(list.view.window === window)
        #expect(detail.lifecycleLog.suffix(2) == [.viewWillDisappear, .viewDidDisappear])
    }
}
