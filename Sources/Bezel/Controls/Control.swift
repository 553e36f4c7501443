import BezelGraphics

/// A view that tracks a touch from beginning to end and sends control
/// events (touch down, touch up inside, value changed, ...) to its actions.
///
/// State: ``isEnabled``, ``isHighlighted`` (the control is "pushed" while a
/// touch inside it lasts) and ``isSelected``. Subclasses react to tracking by
/// overriding ``beginTracking(_:)``, ``continueTracking(_:)``,
/// ``endTracking(_:)`` and ``cancelTracking()``; the touch phases themselves
/// are handled by ``touchBegan(_:)`` and its siblings (see `Control+Tracking.swift`),
/// which the control's ``trackingRecognizer`` calls for the window's touches.
///
/// ```swift
/// let token = button.addAction(for: .touchUpInside) { control, events in print("tapped") }
/// ```
///
/// See also: ``ControlEvents``, ``BezelButton``.
open class Control: View {
    /// A disabled control takes no touches (they pass through to what lies
    /// behind it) and draws its disabled look. Disabling a control that is
    /// tracking a touch cancels that touch.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled && isTracking { touchCancelled() }
            setNeedsDisplay()
        }
    }

    /// True while a touch that began on the control is inside its tracking
    /// area: the "pushed" look.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// A persistent on/selected state, for controls that have one.
    public var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Whether the subclass accepted the current touch in ``beginTracking(_:)``
    /// and has not stopped tracking it.
    public internal(set) var isTracking = false
    /// Whether the current touch is inside the tracking area.
    public internal(set) var isTouchInside = false
    /// Whether a touch is in progress on this control (from began until ended or cancelled).
    public internal(set) var hasActiveTouch = false

    /// How far outside the bounds, in points, a touch still counts as
    /// inside (UIKit's 70 pt). Edges are half-open.
    public var trackSlop: Double = 70

    struct Action {
        let token: ActionToken
        let events: ControlEvents
        let handler: (Control, ControlEvents) -> Void
    }

    var actions: [Action] = []
    private var nextToken = 0

    /// Drives the tracking from the window's touches; installed by `init`
    /// (see ``ControlTrackingRecognizer``).
    public let trackingRecognizer = ControlTrackingRecognizer()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addGestureRecognizer(trackingRecognizer)
    }

    open override var acceptsTouches: Bool { isEnabled }

    // MARK: Actions

    /// Registers `handler` for every event in `events`; it is called with the
    /// control and the events that fired (those of `events` in one send).
    @discardableResult
    public func addAction(for events: ControlEvents,
                          _ handler: @escaping (Control, ControlEvents) -> Void) -> ActionToken {
        nextToken += 1
        let token = ActionToken(value: nextToken)
        actions.append(Action(token: token, events: events, handler: handler))
        return token
    }

    /// Removes the action registered with `token`.
    public func removeAction(_ token: ActionToken) {
        actions.removeAll { $0.token == token }
    }

    /// Calls every action whose events overlap `events`, each once, in the
    /// order they were added.
    public func sendActions(for events: ControlEvents) {
        guard !events.isEmpty else { return }
        window?.record(.controlEvents(self, events))
        for action in actions where !action.events.isDisjoint(with: events) {
            action.handler(self, action.events.intersection(events))
        }
    }

    // MARK: Tracking hooks

    /// A touch began inside the control; return whether to keep tracking it.
    open func beginTracking(_ touch: Touch) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: Touch) -> Bool { true }
    /// The tracked touch ended (``Control/isTouchInside`` says where).
    open func endTracking(_ touch: Touch) {}
    /// The tracked touch was cancelled.
    open func cancelTracking() {}

    /// Whether `point` (in the control's coordinates) counts as inside:
    /// the bounds grown by ``trackSlop`` on every side, half-open.
    public func isInTrackingArea(_ point: Point) -> Bool {
        let slop = trackSlop.isFinite ? max(0, trackSlop) : 0
        return bounds.insetBy(dx: -slop, dy: -slop).contains(point)
    }

    open override var properties: [ViewProperty] {
        super.properties + [
            ViewProperty(name: "enabled", value: .bool(isEnabled), dumpWord: isEnabled ? "enabled" : "disabled"),
            .flag("highlighted", isHighlighted), .flag("selected", isSelected), .flag("tracking", isTracking),
        ]
    }
}

/// Identifies an action registered on a control, to remove it later.
public struct ActionToken: Hashable, Sendable {
    let value: Int
}
