import BezelGraphics

/// A ``ScrollView``'s drag: the content follows the finger
/// (`ScrollView+Dragging.swift`).
///
/// Every scroll view installs one (``ScrollView/panRecognizer``). It joins
/// a touch that lands on its scroll view itself, and drags from the first
/// move (there is nothing to take the touch from); and a touch that lands on
/// a view inside it when its scroll view is the nearest one above that view
/// (a touch in an inner scroll view's content is the inner one's to take).
/// For such a touch it waits: once the finger has moved more than
/// ``ScrollView/dragThreshold`` along the scroll axis it claims the touch in
/// the move's preview and takes it over: the view under the finger gets
/// `cancelled` (a control sends touchCancel), the window records
/// ``WindowEvent/scrollTookOver(_:from:)``, and the scroll view receives the
/// touch from its start (`began` at the start point, then the move) and
/// drags its content from then on.
///
/// See also: ``GestureRecognizer``, ``GestureTouch``.
public final class ScrollPanRecognizer: GestureRecognizer {
    /// The scroll view it drags (its view).
    public var scrollView: ScrollView? { view as? ScrollView }

    /// Joins touches on its scroll view, or inside it when no other scroll
    /// view lies between.
    public override func shouldJoin(_ touch: GestureTouch) -> Bool {
        guard let scroll = scrollView, let hit = touch.hitView else { return false }
        return hit === scroll || Self.nearestScrollView(above: hit) === scroll
    }

    /// Claims a touch that began inside the scroll view once it moved past
    /// the threshold along the scroll axis.
    public override func previewTouch(_ touch: GestureTouch) {
        guard touch.phase == .moved, let scroll = scrollView, touch.view !== scroll,
              scroll.isDragBeyondThreshold(from: touch.startLocation, to: touch.location) else { return }
        claim(touch)
    }

    /// Records the takeover.
    public override func acceptGesture(_ touch: GestureTouch, takingOverFrom previous: View?) {
        guard let scroll = scrollView, let previous else { return }
        scroll.window?.record(.scrollTookOver(scroll, from: previous))
    }

    /// Drags while the touch is delivered to the scroll view.
    public override func handleTouch(_ touch: GestureTouch) {
        guard let scroll = scrollView, touch.view === scroll else { return }
        scroll.handleDrag(touch.touch(in: scroll), phase: touch.phase)
    }

    /// A drag under way stops where it is (an outer scroll view took the touch).
    public override func rejectGesture(_ touch: GestureTouch) {
        guard !touch.isFinished, let scroll = scrollView, touch.view === scroll else { return }
        scroll.handleDrag(touch.touch(in: scroll), phase: .cancelled)
    }

    /// The nearest scroll view above `view` (not `view` itself).
    private static func nearestScrollView(above view: View) -> ScrollView? {
        var current = view.superview
        while let candidate = current {
            if let scroll = candidate as? ScrollView { return scroll }
            current = candidate.superview
        }
        return nil
    }
}
