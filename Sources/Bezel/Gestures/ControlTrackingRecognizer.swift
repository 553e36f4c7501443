import BezelGraphics

/// Drives a ``Control``'s tracking (`Control+Tracking.swift`) from the
/// touches that land on it: ``Control/touchBegan(_:)`` at `began` (touchDown),
/// ``Control/touchMoved(_:)`` for each move (the drag events),
/// ``Control/touchEnded(_:)`` at the end (touchUpInside or touchUpOutside),
/// ``Control/touchCancelled()`` when the touch is cancelled or another
/// recognizer wins it while it is under way (a scroll view's pan: touchCancel).
///
/// Every control installs one (``Control/trackingRecognizer``). It joins only
/// touches whose hit view is its control, so a control does not track the
/// touches of views inside it. It acts from the first phase without
/// claiming: it gives way to any recognizer that claims, and wins a touch
/// that ends undecided by being first in line (its control is the view hit).
/// One touch at a time: while its control has a touch, it absorbs a new
/// finger on it, which then goes nowhere.
///
/// See also: ``GestureRecognizer``, ``GestureTouch``.
public final class ControlTrackingRecognizer: GestureRecognizer {
    /// The control it tracks for (its view).
    public var control: Control? { view as? Control }

    /// Joins the touches that land on its control itself.
    public override func shouldJoin(_ touch: GestureTouch) -> Bool {
        control != nil && touch.hitView === view
    }

    /// A second finger on a control that already has a touch goes nowhere.
    public override func absorbs(_ touch: GestureTouch) -> Bool {
        control?.hasActiveTouch == true
    }

    public override func handleTouch(_ touch: GestureTouch) {
        guard let control else { return }
        switch touch.phase {
        case .began: control.touchBegan(touch.touch(in: control))
        case .moved: control.touchMoved(touch.touch(in: control))
        case .stationary: break
        case .ended: control.touchEnded(touch.touch(in: control))
        case .cancelled: control.touchCancelled()
        }
    }

    /// Losing a touch still under way cancels the control's tracking.
    public override func rejectGesture(_ touch: GestureTouch) {
        guard !touch.isFinished else { return }
        control?.touchCancelled()
    }
}
