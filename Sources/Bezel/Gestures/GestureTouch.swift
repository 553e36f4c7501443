import BezelGraphics

/// One finger's touch, from `began` to `ended` or `cancelled`, and the arena
/// in which the gesture recognizers under it compete for it.
///
/// **Joining.** At `began` the window hit-tests (``View/hitTest(_:)``) and
/// asks the enabled recognizers of the view hit and of each of its
/// ancestors, nearest first (a view's own in the order they were added),
/// whether they ``GestureRecognizer/shouldJoin(_:)``. If one of those
/// ``GestureRecognizer/absorbs(_:)`` the touch, it goes nowhere; otherwise
/// they are its ``recognizers``, in that order. The touch's ``view`` is the
/// view hit.
///
/// **Delivery.** Every phase goes
/// 1. while nobody has won the touch, for `moved`, `stationary` and `ended`:
///    to the recognizers' ``GestureRecognizer/previewTouch(_:)``, nearest
///    first, until one claims;
/// 2. to the touch's ``view``: recorded as ``WindowEvent/touch(finger:phase:location:view:tapCount:)``,
///    then ``View/handleTouch(_:phase:)``;
/// 3. to the recognizers still competing (or the winner), nearest first:
///    ``GestureRecognizer/handleTouch(_:)``.
///
/// **Resolution.**
/// - The first recognizer to claim wins at once; the others still competing
///   are rejected, nearest first.
/// - A recognizer that gives up leaves and is rejected; the others go on.
/// - When the touch ends and nobody has won it, the first recognizer still
///   competing wins (the nearest to the view hit), the others are rejected.
///   A recognizer that acts only when nobody else claims (a tap) can wait
///   for this: it wins by being the last one standing.
/// - When the touch is cancelled, every recognizer still competing is rejected.
/// - Each recognizer hears exactly one of
///   ``GestureRecognizer/acceptGesture(_:takingOverFrom:)`` and
///   ``GestureRecognizer/rejectGesture(_:)`` per touch it joined.
///
/// **Taking over.** When the winner's view is not the touch's view and the
/// touch is still under way, the winner takes the touch over: the touch's
/// view receives `cancelled` (before the losers are rejected), the winner
/// hears `acceptGesture` with that view, and its own view becomes the touch's
/// view, receiving the touch from its start: `began` at ``startLocation``,
/// then, when the claim was made in a preview, the phase being previewed. A
/// claim made later (while following a phase, or from a timer) takes effect
/// from the next phase.
///
/// See also: ``GestureRecognizer``, ``Window``.
public final class GestureTouch {
    /// Which finger (as given to ``Window/send(_:at:finger:)``).
    public let finger: Int
    /// How many taps in quick succession this touch is (see ``Window``).
    public let tapCount: Int
    /// Where the finger came down, in window coordinates.
    public let startLocation: Point
    /// The view hit at `began` (nil when the finger landed on nothing).
    public let hitView: View?
    /// The phase being delivered now.
    public internal(set) var phase: TouchPhase = .began
    /// Where the finger is in the phase being delivered, in window coordinates.
    public internal(set) var location: Point
    /// When, in seconds on the window's virtual clock.
    public internal(set) var timestamp: Double
    /// The view the touch is delivered to: the view hit, or the view of a
    /// recognizer that took the touch over; nil for a touch that goes nowhere.
    public internal(set) var view: View?
    /// The recognizers competing for the touch, nearest the view hit first;
    /// only the winner once there is one.
    public private(set) var recognizers: [GestureRecognizer] = []
    /// The recognizer that won the touch, if one has.
    public private(set) var winner: GestureRecognizer?
    /// Whether the touch's last phase (`ended` or `cancelled`) is being or
    /// has been delivered: a touch that is finished can no longer be taken over.
    public internal(set) var isFinished = false

    /// The window delivering the touch: the one its ``view`` is in. While
    /// the touch is under way its view is in that window (removing the view
    /// from it cancels the touch), and only a touch under way is delivered
    /// again (a takeover). Found from the view rather than kept as a weak
    /// reference, which would give the window a side table and send every
    /// retain and release of it down the runtime's slow path.
    var window: Window? { view?.window }
    /// Set once the arena is settled for good (the touch is over): no more claims.
    private var isClosed = false

    init(finger: Int, tapCount: Int, location: Point, timestamp: Double, hitView: View?) {
        self.finger = finger
        self.tapCount = tapCount
        self.startLocation = location
        self.location = location
        self.timestamp = timestamp
        self.hitView = hitView
    }

    /// Whether a recognizer has won the touch.
    public var isDecided: Bool { winner != nil }

    /// ``location`` in `view`'s coordinates.
    public func location(in view: View) -> Point {
        if let delivered = deliveredLocation, delivered.view == ObjectIdentifier(view) { return delivered.point }
        return view.convert(location, from: nil)
    }

    /// The phase's location in the touch's view, as the window handed it to
    /// that view just before the recognizers follow the phase: the first
    /// recognizer to ask for the same view's coordinates (a control's
    /// tracking) gets it without walking the superview chain again.
    /// Cleared when the phase changes and after the first recognizer has run,
    /// so a recognizer that moves views makes the next one convert afresh.
    /// (The view is named by identity: holding it would cost a retain and a
    /// release of a view on every phase.)
    var deliveredLocation: (view: ObjectIdentifier, point: Point)?

    /// The phase being delivered as a ``Touch`` in `view`'s coordinates, for
    /// the methods of a view or control that take one.
    public func touch(in view: View) -> Touch {
        Touch(location: location(in: view), tapCount: tapCount, timestamp: timestamp)
    }

    // MARK: Arena (called by the window and by recognizers)

    /// The recognizers of `hit` and its ancestors that want the touch, nearest first.
    func candidates(from hit: View) -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var current: View? = hit
        while let view = current {
            found += view.gestureRecognizers.filter { $0.isEnabled && $0.shouldJoin(self) }
            current = view.superview
        }
        return found
    }

    /// Makes `members` the competitors for the touch.
    func join(_ members: [GestureRecognizer]) {
        recognizers = members
    }

    /// Moves the touch to `phase` at `location`.
    func update(_ phase: TouchPhase, at location: Point, time: Double) {
        self.phase = phase
        self.location = location
        timestamp = time
        deliveredLocation = nil
    }

    /// Step 1 of delivery: the undecided recognizers preview the phase,
    /// nearest first, until one claims.
    func preview() {
        for recognizer in recognizers {
            guard !isDecided, !isClosed else { return }
            guard isCompeting(recognizer) else { continue }
            recognizer.previewTouch(self)
        }
    }

    /// Step 3 of delivery: the recognizers still in follow the phase.
    func handOut() {
        defer { deliveredLocation = nil }
        for recognizer in recognizers where isCompeting(recognizer) {
            recognizer.handleTouch(self)
            deliveredLocation = nil
        }
    }

    private func isCompeting(_ recognizer: GestureRecognizer) -> Bool {
        recognizers.contains { $0 === recognizer }
    }

    /// `recognizer` claims the touch (see the type's resolution rules).
    func claim(by recognizer: GestureRecognizer) {
        guard !isClosed, winner == nil, isCompeting(recognizer) else { return }
        winner = recognizer
        let losers = recognizers.filter { $0 !== recognizer }
        recognizers = [recognizer]
        let previous = view
        let takesOver = !isFinished && previous != nil && recognizer.view != nil && recognizer.view !== previous
        // Found before any view hears of the claim (and may move views).
        let window = takesOver ? self.window : nil
        if takesOver, let previous { window?.deliverToView(self, .cancelled, at: location, view: previous) }
        for loser in losers { loser.rejectGesture(self) }
        recognizer.acceptGesture(self, takingOverFrom: takesOver ? previous : nil)
        guard takesOver, let newView = recognizer.view else { return }
        // The new view gets the touch from its start.
        view = newView
        let (current, here) = (phase, location)
        phase = .began
        location = startLocation
        window?.deliver(self)
        phase = current
        location = here
    }

    /// `recognizer` leaves the competition.
    func giveUp(_ recognizer: GestureRecognizer) {
        guard !isClosed, winner !== recognizer, isCompeting(recognizer) else { return }
        recognizers.removeAll { $0 === recognizer }
        recognizer.rejectGesture(self)
    }

    /// A recognizer was taken off its view: it hears no more of the touch
    /// (rejected, unless it had already won).
    func remove(_ recognizer: GestureRecognizer) {
        guard isCompeting(recognizer) else { return }
        recognizers.removeAll { $0 === recognizer }
        if winner !== recognizer && !isClosed { recognizer.rejectGesture(self) }
    }

    /// After `ended`: the first recognizer still competing wins when nobody
    /// has; the others are rejected. The arena closes.
    func sweep() {
        guard !isClosed else { return }
        if winner == nil, let first = recognizers.first {
            winner = first
            let losers = recognizers.dropFirst()
            recognizers = [first]
            for loser in losers { loser.rejectGesture(self) }
            first.acceptGesture(self, takingOverFrom: nil)
        }
        isClosed = true
    }

    /// After `cancelled`: every recognizer still competing is rejected. The arena closes.
    func dismiss() {
        guard !isClosed else { return }
        isClosed = true
        let losers = recognizers.filter { $0 !== winner }
        recognizers = winner.map { [$0] } ?? []
        for loser in losers { loser.rejectGesture(self) }
    }
}
