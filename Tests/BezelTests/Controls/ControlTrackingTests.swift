import BezelGraphics
import Testing
@testable import Bezel

/// A control that records its tracking hooks.
final class RecordingControl: Control {
    var log: [String] = []
    var keepTracking = true

    override func beginTracking(_ touch: Touch) -> Bool { log.append("begin"); return true }
    override func continueTracking(_ touch: Touch) -> Bool { log.append("continue"); return keepTracking }
    override func endTracking(_ touch: Touch) { log.append("end(inside=\(isTouchInside))") }
    override func cancelTracking() { log.append("cancel") }
}

@Suite struct ControlTrackingTests {
    private func control() -> (RecordingControl, EventLog) {
        let control = RecordingControl(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let log = EventLog()
        control.addAction(for: .allEvents) { _, events in log.events.append(contentsOf: events.names) }
        return (control, log)
    }

    @Test func beganSetsStateAndSendsTouchDown() {
        let (c, log) = control()
        c.touchBegan(Touch(location: Point(x: 10, y: 10)))
        #expect(c.isTouchInside && c.isHighlighted && c.isTracking)
        #expect(log.events == ["touchDown"])
        #expect(c.log == ["begin"])
    }

    @Test func repeatedTapSendsTouchDownRepeat() {
        let (c, log) = control()
        c.touchBegan(Touch(location: Point(x: 10, y: 10), tapCount: 2))
        #expect(log.events == ["touchDown", "touchDownRepeat"])
    }

    @Test func dragOutAndBackInSendsExitAndEnter() {
        let (c, log) = control()
        c.touchBegan(Touch(location: Point(x: 10, y: 10)))
        c.touchMoved(Touch(location: Point(x: 50, y: 20)))
        c.touchMoved(Touch(location: Point(x: 50, y: 200)))   // 160 below the bottom: outside the 70 pt slop
        #expect(!c.isHighlighted && !c.isTouchInside)
        c.touchMoved(Touch(location: Point(x: 50, y: 100)))   // 60 below: inside the slop
        #expect(c.isHighlighted)
        c.touchEnded(Touch(location: Point(x: 50, y: 100)))
        #expect(log.events == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside",
                               "touchDragEnter", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
        #expect(c.log == ["begin", "continue", "continue", "continue", "end(inside=true)"])
        #expect(!c.isHighlighted && !c.isTracking && !c.hasActiveTouch)
    }

    @Test func trackSlopEdgesAreHalfOpen() {
        let (c, _) = control()
        c.trackSlop = 10
        #expect(c.isInTrackingArea(Point(x: -10, y: -10)))
        #expect(!c.isInTrackingArea(Point(x: 110, y: 0)))
        #expect(c.isInTrackingArea(Point(x: 109.99, y: 49.99)))
        c.trackSlop = .nan
        #expect(!c.isInTrackingArea(Point(x: -1, y: 0)))
    }

    @Test func endingOutsideSendsTouchUpOutside() {
        let (c, log) = control()
        c.touchBegan(Touch(location: Point(x: 10, y: 10)))
        c.touchEnded(Touch(location: Point(x: 500, y: 10)))
        #expect(log.events == ["touchDown", "touchUpOutside"])
        #expect(c.log == ["begin", "end(inside=false)"])
    }

    @Test func cancelClearsHighlightAndSendsTouchCancel() {
        let (c, log) = control()
        c.touchBegan(Touch(location: Point(x: 10, y: 10)))
        c.touchCancelled()
        #expect(!c.isHighlighted && !c.isTracking)
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(c.log == ["begin", "cancel"])
        c.touchEnded(Touch(location: Point(x: 10, y: 10)))   // no touch left: ignored
        #expect(log.events.count == 2)
    }

    @Test func continueTrackingFalseStopsHooksButNotEvents() {
        let (c, log) = control()
        c.keepTracking = false
        c.touchBegan(Touch(location: Point(x: 10, y: 10)))
        c.touchMoved(Touch(location: Point(x: 12, y: 10)))
        c.touchMoved(Touch(location: Point(x: 14, y: 10)))
        c.touchEnded(Touch(location: Point(x: 14, y: 10)))
        #expect(c.log == ["begin", "continue"])
        #expect(log.events == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func disabledControlsIgnoreTouchesAndDisablingCancels() {
        let (c, log) = control()
        c.isEnabled = false
        c.touchBegan(Touch(location: Point(x: 10, y: 10)))
        #expect(log.events.isEmpty && !c.isHighlighted)
        c.isEnabled = true
        c.touchBegan(Touch(location: Point(x: 10, y: 10)))
        c.isEnabled = false
        #expect(log.events == ["touchDown", "touchCancel"] && !c.isHighlighted)
    }

    @Test func actionsFireOnceEachInRegistrationOrder() {
        let c = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls: [String] = []
        c.addAction(for: .touchUpInside) { _, e in calls.append("first \(e)") }
        let second = c.addAction(for: [.touchUpInside, .primaryActionTriggered]) { _, e in calls.append("second \(e)") }
        c.addAction(for: .touchDown) { _, _ in calls.append("down") }
        c.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(calls == ["first [touchUpInside]", "second [touchUpInside, primaryActionTriggered]"])
        c.removeAction(second)
        calls = []
        c.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(calls == ["first [touchUpInside]"])
    }
}

/// Within one move, `continueTracking` runs before the move's drag events
/// (UIKit's order: Chameleon's `UIControl touchesMoved:withEvent:`), for
/// every control, dragEnter and dragExit included.
@Suite struct TrackingHookOrderTests {
    /// Hooks and events in one list, in the order they happened.
    private func control() -> (RecordingControl, () -> [String]) {
        let control = RecordingControl(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        control.trackSlop = 0
        // The hooks write to control.log; the events go to the same list.
        control.addAction(for: .allEvents) { control, events in (control as? RecordingControl)?.log.append(contentsOf: events.names) }
        return (control, { control.log })
    }

    @Test func continueTrackingRunsBeforeTheDragEventsOfItsMove() {
        let (c, log) = control()
        c.touchBegan(Touch(location: Point(x: 10, y: 10)))
        c.touchMoved(Touch(location: Point(x: 20, y: 10)))      // inside
        c.touchMoved(Touch(location: Point(x: 200, y: 10)))     // out
        c.touchMoved(Touch(location: Point(x: 50, y: 10)))      // back in
        c.touchEnded(Touch(location: Point(x: 50, y: 10)))
        #expect(log() == ["begin", "touchDown",
                          "continue", "touchDragInside",
                          "continue", "touchDragExit", "touchDragOutside",
                          "continue", "touchDragEnter", "touchDragInside",
                          "end(inside=true)", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func aContinuousSliderSendsValueChangedBeforeTheDragEventInAWindow() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 124, height: 28), value: 0, maximumValue: 100)
        window.addSubview(slider)
        var events: [String] = []
        let token = window.addEventObserver { event in
            if case let .controlEvents(_, names) = event { events.append(names.names.joined(separator: "+") + "(\(formatted(slider.value)))") }
        }
        window.send(.began, at: Point(x: 12.5, y: 14))           // the thumb, where the value is
        window.send(.moved, at: Point(x: 12.5 + 99 * 0.25, y: 14))
        window.send(.moved, at: Point(x: 12.5 + 99 * 0.5, y: 200))   // outside the slop: dragExit
        window.send(.ended, at: Point(x: 12.5 + 99 * 0.5, y: 200))
        #expect(events == ["touchDown(0)",
                           "valueChanged(25)", "touchDragInside(25)",
                           "valueChanged(50)", "touchDragExit(50)", "touchDragOutside(50)",
                           "touchUpOutside(50)"])
        withExtendedLifetime(token) {}
    }

    @Test func aHookWhoseEventsEndTheTouchSendsNoDragEvent() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 124, height: 28), value: 0, maximumValue: 100)
        let log = EventLog()
        slider.addAction(for: .allEvents) { _, events in log.events.append(contentsOf: events.names) }
        slider.addAction(for: .valueChanged) { control, _ in control.isEnabled = false }
        slider.touchBegan(Touch(location: Point(x: 12.5, y: 14)))
        slider.touchMoved(Touch(location: Point(x: 60, y: 14)))
        #expect(log.events == ["touchDown", "valueChanged", "touchCancel"])
        #expect(!slider.hasActiveTouch && !slider.isHighlighted)
    }
}

/// Collects event names from action closures.
final class EventLog {
    var events: [String] = []
}
