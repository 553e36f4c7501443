import BezelGraphics
import Testing
@testable import Bezel

/// Touch delivery through a window: hit testing at `began`, the same view
/// for the rest of the touch, fingers apart, cancellation on removal, tap
/// counts on the virtual clock, scroll views taking over drags.
@Suite struct WindowTouchTests {
    private func screen() -> (Window, BezelButton, EventLog) {
        let window = Window(size: Size(width: 320, height: 200))
        let button = BezelButton(frame: Rect(x: 20, y: 20, width: 64, height: 64)).mode(.toggle).id("b")
        window.addSubview(button)
        let log = EventLog()
        button.addAction(for: .allEvents) { _, e in log.events += e.names }
        return (window, button, log)
    }

    @Test func theViewHitAtBeganGetsEveryPhase() {
        let (window, button, log) = screen()
        window.send(.began, at: Point(x: 50, y: 50))
        #expect(window.touchTarget(finger: 0) === button)
        window.send(.moved, at: Point(x: 300, y: 190))       // far outside: still delivered to the button
        window.send(.moved, at: Point(x: 60, y: 60))
        window.send(.ended, at: Point(x: 60, y: 60))
        #expect(log.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside",
                               "touchUpInside", "primaryActionTriggered"])
        #expect(button.recessed)          // toggle: flipped by the complete press
        #expect(window.activeFingers.isEmpty)
    }

    @Test func touchesOnNothingAreRecordedButGoNowhere() {
        let (window, _, log) = screen()
        window.subviews.forEach { $0.isUserInteractionEnabled = false }
        window.isUserInteractionEnabled = false
        var events: [String] = []
        window.onEvent = { if case let .touch(_, phase, _, view, _) = $0 { events.append("\(phase)-\(view == nil)") } }
        window.send(.began, at: Point(x: 50, y: 50))
        window.send(.ended, at: Point(x: 50, y: 50))
        #expect(log.events.isEmpty)
        #expect(events == ["began-true", "ended-true"])
    }

    @Test func disabledControlsLetTouchesThroughToWhatIsBehind() {
        let window = Window(size: Size(width: 200, height: 200))
        let back = Control(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let front = Control(frame: Rect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(back); window.addSubview(front)
        front.isEnabled = false
        window.send(.began, at: Point(x: 60, y: 60))
        #expect(window.touchTarget(finger: 0) === back)
    }

    @Test func fingersAreTrackedApart() {
        let window = Window(size: Size(width: 320, height: 200))
        let a = Control(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = Control(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(a); window.addSubview(b)
        window.send(.began, at: Point(x: 10, y: 10), finger: 0)
        window.send(.began, at: Point(x: 210, y: 10), finger: 1)
        #expect(a.isHighlighted && b.isHighlighted)
        window.send(.ended, at: Point(x: 210, y: 10), finger: 1)
        #expect(a.isHighlighted && !b.isHighlighted)
        #expect(window.activeFingers == [0])
        // A second finger on a control that is already tracking is ignored by it.
        window.send(.began, at: Point(x: 20, y: 20), finger: 2)
        window.send(.ended, at: Point(x: 20, y: 20), finger: 2)
        #expect(a.isHighlighted)
    }

    @Test func removingAViewMidTouchCancelsItsTouch() {
        let (window, button, log) = screen()
        window.send(.began, at: Point(x: 50, y: 50))
        button.removeFromSuperview()
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(!button.isPushed && !button.isTracking)
        window.send(.ended, at: Point(x: 50, y: 50))           // nothing left to deliver to
        #expect(log.events.count == 2)
    }

    @Test func aBeganForAFingerAlreadyDownCancelsTheOldTouch() {
        let (window, _, log) = screen()
        window.send(.began, at: Point(x: 50, y: 50))
        window.send(.began, at: Point(x: 50, y: 50))
        #expect(log.events == ["touchDown", "touchCancel", "touchDown"])
    }

    @Test func tapCountsUseTheVirtualClock() {
        let (window, _, log) = screen()
        window.send(.began, at: Point(x: 50, y: 50)); window.send(.ended, at: Point(x: 50, y: 50))
        window.clock.advance(by: 0.2)
        window.send(.began, at: Point(x: 52, y: 50)); window.send(.ended, at: Point(x: 52, y: 50))
        #expect(log.events.filter { $0 == "touchDownRepeat" }.count == 1)
        window.clock.advance(by: 1)          // too late: a new single tap
        window.send(.began, at: Point(x: 50, y: 50)); window.send(.ended, at: Point(x: 50, y: 50))
        #expect(log.events.filter { $0 == "touchDownRepeat" }.count == 1)
    }

    @Test func scrollViewsTakeOverDragsPastTheThreshold() throws {
        let window = Window(size: Size(width: 200, height: 200))
        let content = VStack(spacing: 0) {
            for i in 0..<10 { Button(title: "Row \(i)").frame(width: 200, height: 50) }
        }
        let scroller = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200), content: content)
        window.addSubview(scroller)
        try window.layout()
        let target = try #require(window.hitTest(Point(x: 100, y: 25)))
        let button = try #require(sequence(first: target, next: { $0.superview }).first { $0 is Button } as? Button)
        let log = EventLog()
        button.addAction(for: .allEvents) { _, e in log.events += e.names }
        window.send(.began, at: Point(x: 100, y: 120))
        window.send(.moved, at: Point(x: 100, y: 115))       // under the threshold: the button keeps it
        #expect(scroller.contentOffset.y == 0)
        window.send(.moved, at: Point(x: 100, y: 60))        // 60 pt up: the scroll view takes over
        #expect(scroller.contentOffset.y == 60)
        window.send(.ended, at: Point(x: 100, y: 40))
        #expect(scroller.contentOffset.y == 80)
        #expect(!log.events.contains("touchUpInside"))
    }

    @Test func linkLabelsReportTheTappedLink() throws {
        let window = Window(size: Size(width: 300, height: 60))
        let label = LinkLabel(runs: [.text("Read the "), .link("terms", to: "app://terms")],
                              frame: Rect(x: 0, y: 0, width: 300, height: 40))
        window.addSubview(label)
        try window.layout()
        var tapped: [String] = []
        label.onLinkTapped = { tapped.append($0.target) }
        let link = try #require(label.links.first)
        let box = try #require(label.boxes(for: link).first)
        window.send(.began, at: box.center); window.send(.ended, at: box.center)
        window.send(.began, at: Point(x: 290, y: 10)); window.send(.ended, at: Point(x: 290, y: 10))
        #expect(tapped == ["app://terms"])
    }
}
