import BezelGraphics

/// The touch phases of a control, as UIKit's `UIControl` handles one touch.
///
/// | phase | state, in order | events |
/// | --- | --- | --- |
/// | began | touchInside = true, highlighted = true, tracking = beginTracking() | touchDown (+ touchDownRepeat when tapCount > 1) |
/// | moved | touchInside = inTrack(p), highlighted = touchInside, continueTracking() (false ends tracking) | dragEnter / dragExit on a change, then dragInside or dragOutside |
/// | ended | touchInside = inTrack(p), highlighted = false, endTracking() | touchUpInside + primaryActionTriggered, or touchUpOutside |
/// | cancelled | highlighted = false, cancelTracking() | touchCancel |
///
/// Choices the table leaves open, made here as UIKit does them:
/// - `endTracking` / `cancelTracking` run *before* the ending events are
///   sent, so an action for touchUpInside already sees the new state (a
///   toggle bezel button has flipped `recessed`).
/// - Within a move, `continueTracking` runs *before* the drag events are
///   sent, dragEnter/dragExit included, so an action for a drag event sees
///   the state the move made (a continuous slider sends valueChanged, then
///   touchDragInside). Apple's documentation does not state the order; the
///   source followed is Iconfactory's Chameleon, an open-source UIKit
///   reimplementation, whose `touchesMoved:withEvent:`
///   (`UIKit/Classes/UIControl.m`) calls `continueTrackingWithTouch:withEvent:`
///   first and then sends the drag events, dragEnter/dragExit together with
///   dragInside/dragOutside. (Chameleon sends them only while tracking;
///   Bezel keeps sending them, as the next point says.) When the hook's
///   events end the touch (an action disables or removes the control), the
///   move sends no drag event.
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
        // The hook first, as UIKit does (see the type's notes): the drag
        // events then report the state the move made.
        if isTracking { isTracking = continueTracking(touch) }
        guard hasActiveTouch else { return }
        let inside = isTouchInside
        if inside != wasInside {
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
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
