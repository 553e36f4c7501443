import BezelGraphics

/// Decides what a finger's touch means, in competition with the other
/// recognizers under the finger: UIKit's `UIGestureRecognizer` for what it
/// attaches to and when it hears of a touch, Flutter's gesture arena for how
/// the competition is settled.
///
/// Attach a recognizer to a view with ``View/addGestureRecognizer(_:)``.
/// When a finger comes down, the recognizers of the view hit and of its
/// ancestors that want the touch (``shouldJoin(_:)``) compete for it in the
/// touch's arena (see ``GestureTouch`` for the order of delivery and the
/// resolution rules). A recognizer follows each phase
/// (``previewTouch(_:)`` before the view under the finger gets it,
/// ``handleTouch(_:)`` after), and says what it makes of the touch:
/// ``claim(_:)`` (this is my gesture: it wins, the others are rejected) or
/// ``giveUp(_:)`` (not mine). For every touch it joined it hears exactly
/// one outcome: ``acceptGesture(_:takingOverFrom:)`` or ``rejectGesture(_:)``.
///
/// Bezel's own behaviour is made of recognizers, each installed by the view
/// it serves: ``ControlTrackingRecognizer`` (a control's touchDown …
/// touchUpInside), ``ScrollPanRecognizer`` (a scroll view's drag, taking the
/// touch from the control under the finger) and ``LinkTapRecognizer`` (a
/// tap on a link of a ``LinkLabel``). A new gesture is a new subclass; the
/// window needs no change:
///
/// ```swift
/// /// Claims a touch held still for half a second.
/// final class LongPress: GestureRecognizer {
///     var onLongPress: (() -> Void)?
///     override func handleTouch(_ touch: GestureTouch) {
///         guard touch.phase == .began, let clock = view?.window?.clock else { return }
///         clock.schedule(after: 0.5, name: "long press") { [weak self] _ in self?.claim(touch) }
///     }
///     override func previewTouch(_ touch: GestureTouch) {
///         if touch.location.distance(to: touch.startLocation) > 10 { giveUp(touch) }
///     }
///     override func acceptGesture(_ touch: GestureTouch, takingOverFrom previous: View?) { onLongPress?() }
/// }
/// ```
///
/// See also: ``GestureTouch``, ``View/addGestureRecognizer(_:)``, ``Window``.
open class GestureRecognizer {
    /// The view the recognizer is attached to (not held: the view owns its
    /// recognizers). Nil once the recognizer is removed or its view is gone.
    public internal(set) var view: View? {
        get { attachedView }
        set { attachedView = newValue }
    }

    /// The view, without a reference count: a weak reference would give
    /// every view with a recognizer (every control) a side table, which
    /// makes each retain and release of it take the slow path on every
    /// touch phase. It cannot dangle: it is set by
    /// ``View/addGestureRecognizer(_:)`` to the view that then holds the
    /// recognizer, and cleared by ``View/removeGestureRecognizer(_:)`` and
    /// by the view's `deinit` (`View.detachGestureRecognizers()`), so it
    /// names a living view or nothing.
    private unowned(unsafe) var attachedView: View?

    /// A disabled recognizer joins no new touch; touches it already joined
    /// go on as before.
    public var isEnabled = true

    public init() {}

    // MARK: Joining (at began)

    /// Whether to compete for `touch`, which landed on ``GestureTouch/hitView``
    /// (this recognizer's view or a view inside it). Asked once, at `began`,
    /// before any phase is delivered. The default is true.
    open func shouldJoin(_ touch: GestureTouch) -> Bool { true }

    /// Whether this recognizer, busy with another touch, swallows `touch`:
    /// the window records the touch as beginning on the view hit, and then
    /// the touch goes nowhere (no view and no recognizer sees any of its
    /// phases; its end is recorded with no view). Asked at `began` of the
    /// recognizers that would join, before any of them joins. A control
    /// tracks one touch at a time this way. The default is false.
    open func absorbs(_ touch: GestureTouch) -> Bool { false }

    // MARK: Phases

    /// Sees a `moved`, `stationary` or `ended` phase before the touch's view
    /// does, while nobody has won the touch. Claim here to decide on this
    /// phase: the phase then goes to your view instead of the old one (a pan
    /// past its threshold). The default does nothing.
    open func previewTouch(_ touch: GestureTouch) {}

    /// Follows every phase of a touch it is competing for or has won, after
    /// the touch's view got it (``GestureTouch/phase``,
    /// ``GestureTouch/location``). The default does nothing.
    open func handleTouch(_ touch: GestureTouch) {}

    // MARK: Outcome

    /// This recognizer won `touch`. `previous` is the view it took the touch
    /// from when it took it over (its view now receives the touch, see
    /// ``GestureTouch``), nil when it did not (its view already had the
    /// touch, or the touch was over). The default does nothing.
    open func acceptGesture(_ touch: GestureTouch, takingOverFrom previous: View?) {}

    /// This recognizer lost `touch`, gave it up, was removed from its view,
    /// or the touch was cancelled: stop what it started for it (while
    /// ``GestureTouch/isFinished`` is false the touch is still under way).
    /// The default does nothing.
    open func rejectGesture(_ touch: GestureTouch) {}

    // MARK: Deciding

    /// Claims `touch`: when nobody has won it yet, this recognizer wins, and
    /// every other one competing is rejected. Does nothing otherwise.
    public final func claim(_ touch: GestureTouch) {
        touch.claim(by: self)
    }

    /// Leaves the competition for `touch` (and hears ``rejectGesture(_:)``);
    /// the others go on. Does nothing when it is not competing.
    public final func giveUp(_ touch: GestureTouch) {
        touch.giveUp(self)
    }
}
