import BezelGraphics

/// The touch phases of a control, as UIKit's `UIControl` handles one touch.
///
/// | phase | state, in order | events |
/// | --- | --- | --- |
/// | began | touchInside = true, highlighted = true, tracking = beginTracking() | touchDown (+ touchDownRepeat when tapCount > 1) |
/// | moved | touchInside = inTrack(p), highlighted = touchInside | dragEnter / dragExit on a change, then dragInside or dragOutside; continueTracking() returning false ends tracking |
/// | ended | touchInside = inTrack(p), highlighted = false, endTracking() | touchUpInside + primaryActionTriggered, or touchUpOutside |
/// | cancelled | highlighted = false, cancelTracking() | touchCancel |
///
/// Choices the table leaves open, made here as UIKit does them:
/// - `endTracking` / `cancelTracking` run *before* the ending events are
///   sent, so an action for touchUpInside already sees the new state (a
///   toggle bezel button has flipped `recessed`).
/// - Drag events are sent for every move of a touch that began on the
///   control, even after `continueTracking` returned false; only the hooks stop.
/// - A disabled control ignores `touchBegan`; disabling a control mid-touch cancels it.
extension Control {
    /// A touch began at `touch.location`. Ignored when the control is disabled
    /// or already has a touch (one touch at a time).
    public func touchBegan(_ touch: Touch) {
        guard isEnabled, !hasActiveTouch else { return }
        hasActiveTouch = true
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch)
        var events: ControlEvents = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    /// The touch moved to `touch.location`.
    public func touchMoved(_ touch: Touch) {
        guard hasActiveTouch else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTrackingArea(touch.location)
        isHighlighted = isTouchInside
        if isTouchInside != wasInside {
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
        }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        if isTracking { isTracking = continueTracking(touch) }
    }

    /// The touch lifted at `touch.location`.
    public func touchEnded(_ touch: Touch) {
        guard hasActiveTouch else { return }
        isTouchInside = isInTrackingArea(touch.location)
        isHighlighted = false
        if isTracking { endTracking(touch) }
        let inside = isTouchInside
        finishTouch()
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    /// The touch was cancelled (by the system, a removed view, or disabling the control).
    public func touchCancelled() {
        guard hasActiveTouch else { return }
        isHighlighted = false
        if isTracking { cancelTracking() }
        finishTouch()
        sendActions(for: .touchCancel)
    }

    private func finishTouch() {
        hasActiveTouch = false
        isTracking = false
        isTouchInside = false
    }
}
