import BezelGraphics
import Testing
@testable import Bezel

/// Test-only recognizers: new gestures made without touching `Window`.

/// Claims a touch held for `duration` seconds without moving more than 10 pt.
final class LongPressRecognizer: GestureRecognizer {
    var duration = 0.5
    var fired = 0
    private var timer: VirtualTimer?

    override func handleTouch(_ touch: GestureTouch) {
        switch touch.phase {
        case .began:
            timer = view?.window?.clock.schedule(after: duration, name: "long press") { [weak self] _ in
                self?.claim(touch)
            }
        case .ended, .cancelled:
            timer?.invalidate()
        case .moved, .stationary:
            break
        }
    }

    override func previewTouch(_ touch: GestureTouch) {
        if touch.location.distance(to: touch.startLocation) > 10 { giveUp(touch) }
    }

    override func acceptGesture(_ touch: GestureTouch, takingOverFrom previous: View?) { fired += 1 }
    override func rejectGesture(_ touch: GestureTouch) { timer?.invalidate() }
}

/// Claims the second tap of a double tap as it ends.
final class DoubleTapRecognizer: GestureRecognizer {
    var fired = 0
    override func previewTouch(_ touch: GestureTouch) {
        if touch.phase == .ended && touch.tapCount == 2 { claim(touch) }
    }
    override func acceptGesture(_ touch: GestureTouch, takingOverFrom previous: View?) { fired += 1 }
}

/// Records what it is told, and does what the test asks at each phase.
final class ProbeRecognizer: GestureRecognizer {
    let name: String
    var log: [String] = []
    var joins = true
    var claimAt: TouchPhase?
    var giveUpAt: TouchPhase?
    init(_ name: String) { self.name = name }

    override func shouldJoin(_ touch: GestureTouch) -> Bool { joins }
    override func handleTouch(_ touch: GestureTouch) {
        log.append("\(touch.phase)")
        if touch.phase == claimAt { claim(touch) }
        if touch.phase == giveUpAt { giveUp(touch) }
    }
    override func acceptGesture(_ touch: GestureTouch, takingOverFrom previous: View?) {
        log.append("accept" + (previous.map { " from \($0.identifier ?? "?")" } ?? ""))
    }
    override func rejectGesture(_ touch: GestureTouch) { log.append("reject") }
}

@Suite struct GestureRecognizerTests {
    /// A window with a container view holding a button; the window's
    /// events as short strings.
    private func screen() -> (Window, View, Button, () -> [String], ObservationToken) {
        let window = Window(size: Size(width: 300, height: 300))
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300)).id("container")
        let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 44), title: "B").id("b")
        container.addSubview(button)
        window.addSubview(container)
        var events: [String] = []
        let token = window.addEventObserver { event in
            switch event {
            case let .touch(_, phase, _, view, tap): events.append("\(phase) \(view?.identifier ?? "-")\(tap > 1 ? " x\(tap)" : "")")
            case let .controlEvents(control, names): events.append("\(control.identifier ?? "?"): " + names.names.joined(separator: "+"))
            default: break
            }
        }
        return (window, container, button, { events }, token)
    }

    @Test func viewsInstallTheirOwnRecognizers() {
        let button = Button(title: "B"), scroll = ScrollView(), label = LinkLabel(runs: [.link("a", to: "a")])
        #expect(button.gestureRecognizers.count == 1 && button.gestureRecognizers.first === button.trackingRecognizer)
        #expect(scroll.gestureRecognizers.count == 1 && scroll.gestureRecognizers.first === scroll.panRecognizer)
        #expect(label.gestureRecognizers.count == 1 && label.gestureRecognizers.first === label.linkTapRecognizer)
        #expect(button.trackingRecognizer.control === button && scroll.panRecognizer.scrollView === scroll)
        #expect(label.linkTapRecognizer.label === label && View().gestureRecognizers.isEmpty)
    }

    /// A recognizer does not keep its view alive, and one that outlives its
    /// view no longer names it (see `GestureRecognizer.attachedView`).
    @Test func aRecognizerThatOutlivesItsViewHasNoView() {
        let probe = ProbeRecognizer("probe")
        let tracking: ControlTrackingRecognizer
        weak var released: View?
        do {
            let button = Button(title: "B")
            button.addGestureRecognizer(probe)
            tracking = button.trackingRecognizer
            released = button
            #expect(probe.view === button && tracking.control === button)
        }
        #expect(released == nil)
        #expect(probe.view == nil && tracking.view == nil && tracking.control == nil)
        let view = View()
        view.addGestureRecognizer(probe)
        #expect(probe.view === view && view.gestureRecognizers.count == 1)
    }

    @Test func theArenaHoldsTheRecognizersOfTheHitViewAndItsAncestorsNearestFirst() throws {
        let window = Window(size: Size(width: 200, height: 200))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = Size(width: 200, height: 800)
        let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44), title: "B")
        let outerProbe = ProbeRecognizer("window")
        scroll.addSubview(button)
        window.addSubview(scroll)
        window.addGestureRecognizer(outerProbe)
        window.send(.began, at: Point(x: 50, y: 30))
        let touch = try #require(window.touch(finger: 0))
        #expect(touch.recognizers.map { ObjectIdentifier($0) }
                == [button.trackingRecognizer, scroll.panRecognizer, outerProbe].map { ObjectIdentifier($0) })
        #expect(touch.hitView === button && touch.view === button && !touch.isDecided)

        window.send(.moved, at: Point(x: 50, y: 10))              // 20 pt up: the pan claims and takes over
        #expect(touch.winner === scroll.panRecognizer && touch.view === scroll)
        #expect(touch.recognizers.count == 1)
        #expect(outerProbe.log == ["began", "reject"])
        window.send(.ended, at: Point(x: 50, y: 10))
        #expect(outerProbe.log == ["began", "reject"], "a loser hears nothing more")
    }

    @Test func aLongPressIsANewGestureThatNeedsNoWindowChange() {
        let (window, container, button, events, token) = screen()
        let longPress = LongPressRecognizer()
        container.addGestureRecognizer(longPress)
        window.send(.began, at: Point(x: 50, y: 40))
        window.clock.advance(by: 0.3)
        #expect(button.isHighlighted && longPress.fired == 0)
        window.clock.advance(by: 0.3)                             // held 0.6 s: the long press claims
        #expect(longPress.fired == 1)
        #expect(!button.isHighlighted && !button.hasActiveTouch)
        #expect(window.touchTarget(finger: 0) === container)
        window.send(.ended, at: Point(x: 50, y: 40))
        #expect(events() == ["began b", "b: touchDown",
                             "cancelled b", "b: touchCancel",     // the button loses the touch...
                             "began container",                   // ...which the container gets from its start
                             "ended container"])
        withExtendedLifetime(token) {}
    }

    @Test func aLongPressThatMovesGivesUpAndTheButtonKeepsTheTouch() {
        let (window, container, button, events, token) = screen()
        let longPress = LongPressRecognizer()
        container.addGestureRecognizer(longPress)
        window.send(.began, at: Point(x: 50, y: 40))
        window.send(.moved, at: Point(x: 70, y: 40))
        window.clock.advance(by: 1)
        window.send(.ended, at: Point(x: 70, y: 40))
        #expect(longPress.fired == 0)
        #expect(events() == ["began b", "b: touchDown", "moved b", "b: touchDragInside",
                             "ended b", "b: touchUpInside+primaryActionTriggered"])
        #expect(!button.isHighlighted)
        withExtendedLifetime(token) {}
    }

    @Test func aDoubleTapClaimsTheSecondTapAsItEnds() {
        let (window, container, _, events, token) = screen()
        let doubleTap = DoubleTapRecognizer()
        container.addGestureRecognizer(doubleTap)
        window.send(.began, at: Point(x: 50, y: 40)); window.send(.ended, at: Point(x: 50, y: 40))
        window.clock.advance(by: 0.2)
        window.send(.began, at: Point(x: 52, y: 40)); window.send(.ended, at: Point(x: 52, y: 40))
        #expect(doubleTap.fired == 1)
        #expect(events() == ["began b", "b: touchDown", "ended b", "b: touchUpInside+primaryActionTriggered",
                             "began b x2", "b: touchDown+touchDownRepeat",
                             "cancelled b x2", "b: touchCancel", "began container x2", "ended container x2"])
        withExtendedLifetime(token) {}
    }

    @Test func resolutionRules() {
        let window = Window(size: Size(width: 100, height: 100))
        let inner = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(inner)
        let near = ProbeRecognizer("near"), far = ProbeRecognizer("far"), other = ProbeRecognizer("other")
        inner.addGestureRecognizer(near)
        inner.addGestureRecognizer(far)
        window.addGestureRecognizer(other)
        func tap(moving: Bool = false) {
            window.send(.began, at: Point(x: 10, y: 10))
            if moving { window.send(.moved, at: Point(x: 12, y: 10)) }
            window.send(.ended, at: Point(x: 12, y: 10))
        }
        func reset() { [near, far, other].forEach { $0.log = []; $0.claimAt = nil; $0.giveUpAt = nil; $0.joins = true } }

        // Nobody claims: the first one still in wins when the touch ends.
        tap()
        #expect(near.log == ["began", "ended", "accept"])
        #expect(far.log == ["began", "ended", "reject"] && other.log == ["began", "ended", "reject"])

        // Giving up leaves at once; the next one in line wins at the end.
        reset(); near.giveUpAt = .began
        tap()
        #expect(near.log == ["began", "reject"])
        #expect(far.log == ["began", "ended", "accept"] && other.log == ["began", "ended", "reject"])

        // The first claim wins at once; the winner's view has the touch, so nothing is taken over.
        reset(); far.claimAt = .moved
        tap(moving: true)
        #expect(near.log == ["began", "moved", "reject"])
        #expect(far.log == ["began", "moved", "accept", "ended"])
        #expect(other.log == ["began", "reject"], "rejected before it followed the move")

        // A recognizer that does not join hears nothing.
        reset(); near.joins = false; far.isEnabled = false
        tap()
        #expect(near.log.isEmpty && far.log.isEmpty && other.log == ["began", "ended", "accept"])
        far.isEnabled = true

        // A cancelled touch rejects everyone.
        reset()
        window.send(.began, at: Point(x: 10, y: 10))
        window.send(.cancelled, at: Point(x: 10, y: 10))
        #expect([near, far, other].allSatisfy { $0.log == ["began", "cancelled", "reject"] })
    }

    @Test func aWinnerAboveTheViewTakesTheTouchOverFromItsStart() {
        let (window, container, button, events, token) = screen()
        let probe = ProbeRecognizer("container")
        probe.claimAt = .moved
        container.addGestureRecognizer(probe)
        window.send(.began, at: Point(x: 50, y: 40))
        window.send(.moved, at: Point(x: 55, y: 40))              // claimed while following: from the next phase
        window.send(.moved, at: Point(x: 60, y: 40))
        window.send(.ended, at: Point(x: 60, y: 40))
        #expect(probe.log == ["began", "moved", "accept from b", "began", "moved", "ended"])
        #expect(events() == ["began b", "b: touchDown", "moved b", "b: touchDragInside",
                             "cancelled b", "b: touchCancel", "began container",
                             "moved container", "ended container"])
        #expect(!button.isHighlighted)
        withExtendedLifetime(token) {}
    }

    @Test func removingARecognizerMidTouchRejectsIt() {
        let (window, _, button, events, token) = screen()
        window.send(.began, at: Point(x: 50, y: 40))
        button.removeGestureRecognizer(button.trackingRecognizer)
        #expect(button.trackingRecognizer.view == nil && button.gestureRecognizers.isEmpty)
        window.send(.moved, at: Point(x: 55, y: 40))
        window.send(.ended, at: Point(x: 55, y: 40))
        #expect(events() == ["began b", "b: touchDown", "b: touchCancel", "moved b", "ended b"])

        // Without its recognizer the button no longer tracks touches; put back, it does again.
        window.clock.advance(by: 1)
        window.send(.began, at: Point(x: 50, y: 40)); window.send(.ended, at: Point(x: 50, y: 40))
        #expect(events().suffix(2) == ["began b", "ended b"])
        button.addGestureRecognizer(button.trackingRecognizer)
        window.clock.advance(by: 1)
        window.send(.began, at: Point(x: 50, y: 40)); window.send(.ended, at: Point(x: 50, y: 40))
        #expect(events().suffix(4) == ["began b", "b: touchDown", "ended b", "b: touchUpInside+primaryActionTriggered"])
        withExtendedLifetime(token) {}
    }

    @Test func aRecognizerMovesWhenAddedToAnotherView() {
        let a = View(), b = View(), probe = ProbeRecognizer("p")
        a.addGestureRecognizer(probe)
        a.addGestureRecognizer(probe)                             // again: nothing changes
        b.addGestureRecognizer(probe)
        #expect(a.gestureRecognizers.isEmpty && b.gestureRecognizers.count == 1 && probe.view === b)
        a.removeGestureRecognizer(probe)                          // not a's: nothing happens
        #expect(probe.view === b)
    }
}

/// The scroll view's pan in the cases the window used to hard-code.
@Suite struct ScrollPanRecognizerTests {
    @Test func aTouchOnTheScrollViewItselfDragsFromTheFirstMove() {
        let window = Window(size: Size(width: 200, height: 200))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200)).id("s")
        scroll.contentSize = Size(width: 200, height: 800)
        window.addSubview(scroll)
        var took = 0
        let token = window.addEventObserver { if case .scrollTookOver = $0 { took += 1 } }
        window.send(.began, at: Point(x: 100, y: 100))
        window.send(.moved, at: Point(x: 100, y: 97))             // 3 pt: under the threshold, still a drag
        #expect(scroll.contentOffset.y == 3)
        window.send(.ended, at: Point(x: 100, y: 90))
        #expect(scroll.contentOffset.y == 10 && took == 0)
        withExtendedLifetime(token) {}
    }

    @Test func theNearestScrollViewHasTheTouch() throws {
        let window = Window(size: Size(width: 200, height: 200))
        let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200), axis: .vertical).id("outer")
        outer.contentSize = Size(width: 200, height: 800)
        let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100), axis: .horizontal).id("inner")
        inner.contentSize = Size(width: 800, height: 100)
        let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44), title: "B").id("b")
        inner.addSubview(button)
        outer.addSubview(inner)
        window.addSubview(outer)
        window.send(.began, at: Point(x: 50, y: 30))
        let touch = try #require(window.touch(finger: 0))
        #expect(!touch.recognizers.contains { $0 === outer.panRecognizer }, "the inner scroll view is nearer")
        window.send(.moved, at: Point(x: 50, y: 80))              // along the outer axis only: the button keeps it
        #expect(touch.view === button && outer.contentOffset.y == 0)
        window.send(.moved, at: Point(x: 20, y: 80))              // 30 pt along the inner axis
        #expect(touch.view === inner && inner.contentOffset.x == 30)
        window.send(.ended, at: Point(x: 20, y: 80))
    }
}
