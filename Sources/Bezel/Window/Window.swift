import BezelGraphics

/// The root of a simulated screen: a view tree at a size and scale, a
/// virtual clock, and the delivery of touches to the views under them.
///
/// Touch delivery follows UIKit; what a touch *means* is decided by gesture
/// recognizers, not by the window:
/// - at `began` the front-most view that accepts touches is hit (see
///   ``View/hitTest(_:)``); the recognizers of that view and of its
///   ancestors compete for the touch in its arena, and the view hit
///   receives every later phase of the touch, wherever the finger goes,
///   until a recognizer takes the touch over (see ``GestureTouch`` for the
///   order of delivery and the resolution rules);
/// - each finger is tracked on its own, with its own arena; a recognizer
///   busy with another finger may absorb a new one (a control tracks one
///   touch at a time: a second finger on it goes nowhere);
/// - a `began` for a finger that is already down cancels its old touch first;
/// - removing a view mid-touch cancels the touch (the view gets `cancelled`);
/// - a tap's count goes up when it begins on the same view within
///   ``doubleTapInterval`` seconds (virtual clock) and ``doubleTapDistance``
///   points of where the previous tap ended.
///
/// Bezel's views install their own recognizers: controls track with a
/// ``ControlTrackingRecognizer``, a ``ScrollView`` takes drags over with a
/// ``ScrollPanRecognizer`` (the control under the finger gets `cancelled`),
/// a ``LinkLabel`` reports taps on links with a ``LinkTapRecognizer``. A new
/// gesture is a ``GestureRecognizer`` subclass added to a view.
///
/// Everything that happens is recorded as a ``WindowEvent`` for the
/// observers added with ``addEventObserver(_:)``.
///
/// See also: ``WindowEvent``, ``VirtualClock``, ``GestureRecognizer``.
public final class Window: View {
    /// Pixels per point of captured frames.
    public let scale: Double
    /// The clock timers, animations and tap counts run on.
    public let clock: VirtualClock
    /// The longest pause between two taps that still counts them together.
    public var doubleTapInterval = 0.35
    /// The farthest two taps may be apart and still count together.
    public var doubleTapDistance = 45.0

    /// One observer slot, called with everything that happens, in order,
    /// before the observers added with ``addEventObserver(_:)``. Kept for
    /// the simple case and for existing callers; setting it replaces the
    /// previous closure, so code that shares a window should use
    /// ``addEventObserver(_:)``.
    public var onEvent: ((WindowEvent) -> Void)?

    private let eventObservers = ObserverList<WindowEvent>()

    /// Calls `observer` with everything that happens in the window, in
    /// order, until the returned token is cancelled or released (see
    /// ``ObservationToken``). Observers are called in the order they were
    /// added, after ``onEvent``. Capture what the observer uses weakly when
    /// it also holds the token, as `ReplaySession` does.
    public func addEventObserver(_ observer: @escaping (WindowEvent) -> Void) -> ObservationToken {
        eventObservers.add(observer)
    }

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet { if rootViewController !== oldValue { rootViewControllerDidChange(from: oldValue) } }
    }

    /// The touches of the fingers that are down, by finger.
    var activeTouches: [Int: GestureTouch] = [:]
    /// Every controller that has been in this window's hierarchy, held
    /// weakly (see ``knownViewControllers``).
    var controllerRegistry: [Weak<ViewController>] = []
    private var lastTap: (view: ObjectIdentifier, time: Double, location: Point, count: Int)?

    /// Whether ``captureFrame()`` renders every frame in full too and throws
    /// ``IncrementalRenderMismatch`` when the incremental render's pixels
    /// differ; ``checksIncrementalRenderByDefault`` at first.
    public var checksIncrementalRender = Window.checksIncrementalRenderByDefault
    /// The surface the captured frames are drawn on, each over the one
    /// before; its last frame is returned again when nothing changed.
    var frameSurface: FrameSurface?
    /// What the last captured frame redrew (see ``lastCaptureDamage``).
    var lastDamage: DamageRegion?
    /// The last few frames captured, each with what it redrew over the one
    /// before (see ``changedRegion(from:to:)``), oldest first.
    var capturedFrames: [(frame: Weak<Image>, damage: DamageRegion)] = []
    /// The display list of the last captured frame.
    var lastFrameList: DisplayList?
    /// How many times a frame's display list was recorded: blur views note
    /// in which recording they last rendered their backdrop.
    var frameRecording: UInt64 = 0
    /// The blur views that drew into this window's frames.
    var frameBlurViews: [Weak<BlurView>] = []

    /// A window of `size` points, captured at `scale`, on `clock`.
    public init(size: Size, scale: Double = 2, clock: VirtualClock = VirtualClock()) {
        self.scale = scale
        self.clock = clock
        super.init(frame: Rect(size: size))
        backgroundColor = .white
    }

    /// Fingers currently down, sorted.
    public var activeFingers: [Int] { activeTouches.keys.sorted() }

    /// The view that finger `finger`'s touch is delivered to, if it is down on one.
    public func touchTarget(finger: Int) -> View? { activeTouches[finger]?.view }

    /// The touch of finger `finger`, with the recognizers competing for it,
    /// while the finger is down.
    public func touch(finger: Int) -> GestureTouch? { activeTouches[finger] }

    /// Delivers one phase of finger `finger`'s touch at `location` (window coordinates).
    public func send(_ phase: TouchPhase, at location: Point, finger: Int = 0) {
        guard location.isFinite else { return }
        switch phase {
        case .began: begin(finger: finger, at: location)
        case .moved, .stationary: move(finger: finger, phase: phase, to: location)
        case .ended, .cancelled: finish(finger: finger, phase: phase, at: location)
        }
    }

    /// A single tap at `location` that no tap before or after it makes a
    /// double tap of: a screen reader's activation (its own double tap is
    /// the gesture, not the touches the app sees).
    func sendSingleTap(at location: Point) {
        lastTap = nil
        send(.began, at: location)
        send(.ended, at: location)
        lastTap = nil
    }

    /// Cancels every touch whose view is `view` or inside it.
    public func cancelTouches(inSubtreeOf view: View) {
        for (finger, touch) in activeTouches.sorted(by: { $0.key < $1.key }) {
            guard let target = touch.view, view.isAncestor(of: target) else { continue }
            touch.update(.cancelled, at: target.convert(.zero, to: nil), time: clock.now)
            deliverLastPhase(of: touch)
            activeTouches[finger] = nil
        }
    }

    /// Renders the window as it looks now, at ``scale``.
    ///
    /// The window keeps the frame it captured last, with its display list,
    /// and redraws only where the new list differs: each view's group is
    /// kept from frame to frame while the view is not marked as changed
    /// (``View/setNeedsDisplay()``), and a blur view is drawn again when
    /// what lies behind it changed in its region. The pixels are those of a full
    /// render (``View/renderImage(scale:background:)``), which
    /// ``checksIncrementalRender`` checks.
    ///
    /// - Throws: a layout error, an error making the image, or
    ///   ``IncrementalRenderMismatch`` while checking.
    public func captureFrame() throws -> Image {
        try layout()
        let frame = try renderFrame()
        if checksIncrementalRender { try checkIncrementalFrame(frame) }
        return frame
    }

    /// The region the last ``captureFrame()`` redrew (window points, whole
    /// pixels at ``scale``): all of the window for the first frame, empty
    /// when nothing changed; nil before the first frame.
    public var lastCaptureDamage: DamageRegion? { lastDamage }

    /// Where `later` may differ from `earlier`, two frames this window
    /// captured in that order: the union of what each capture after
    /// `earlier` redrew, up to `later`. Empty when they are one frame. Nil
    /// when the window does not know: a frame it did not capture, or one
    /// more than ``changeHistoryLength`` captures back.
    ///
    /// An animation writer or a frame server asks this to compare only the
    /// damaged pixels of two frames (see
    /// `AnimatedPNGWriter.append(_:duration:changedWithin:)`) instead of all of them.
    public func changedRegion(from earlier: Image, to later: Image) -> DamageRegion? {
        guard earlier !== later else { return DamageRegion(scale: scale) }
        guard let start = capturedFrames.lastIndex(where: { $0.frame.object === earlier }),
              let end = capturedFrames.lastIndex(where: { $0.frame.object === later }), start < end else { return nil }
        var region = DamageRegion(scale: scale)
        for captured in capturedFrames[(start + 1)...end] { region.formUnion(captured.damage) }
        return region
    }

    /// How many captures back ``changedRegion(from:to:)`` knows.
    public static let changeHistoryLength = 16

    /// Tells the observers what happened: ``onEvent`` first, then the
    /// observers added with ``addEventObserver(_:)`` in order.
    /// The event is made only when someone listens.
    func record(_ event: @autoclosure () -> WindowEvent) {
        guard onEvent != nil || !eventObservers.isEmpty else { return }
        let event = event()
        onEvent?(event)
        eventObservers.notify(event)
    }

    // MARK: Phases

    private func begin(finger: Int, at location: Point) {
        if let old = activeTouches[finger], old.view != nil {
            old.update(.cancelled, at: location, time: clock.now)
            deliverLastPhase(of: old)
        }
        let hit = hitTest(location)
        var count = 1
        if let hit, let last = lastTap, last.view == ObjectIdentifier(hit),
           clock.now - last.time <= doubleTapInterval, location.distance(to: last.location) <= doubleTapDistance {
            count = last.count + 1
        }
        let touch = GestureTouch(finger: finger, tapCount: count, location: location, timestamp: clock.now,
                                 hitView: hit)
        let candidates = hit.map(touch.candidates(from:)) ?? []
        if let hit, candidates.contains(where: { $0.absorbs(touch) }) {
            // Swallowed by a recognizer busy with another finger: recorded on the view, then nowhere.
            record(.touch(finger: finger, phase: .began, location: location, view: hit, tapCount: 1))
            activeTouches[finger] = GestureTouch(finger: finger, tapCount: 1, location: location, timestamp: clock.now,
                                                 hitView: hit)
            return
        }
        touch.view = hit
        touch.join(candidates)
        activeTouches[finger] = touch
        if hit != nil {
            deliver(touch)
        } else {
            record(.touch(finger: finger, phase: .began, location: location, view: nil, tapCount: count))
        }
    }

    private func move(finger: Int, phase: TouchPhase, to location: Point) {
        guard let touch = activeTouches[finger], touch.view != nil else { return }
        touch.update(phase, at: location, time: clock.now)
        touch.preview()
        guard activeTouches[finger] === touch else { return }
        deliver(touch)
    }

    private func finish(finger: Int, phase: TouchPhase, at location: Point) {
        guard let touch = activeTouches.removeValue(forKey: finger) else { return }
        guard touch.view != nil else {
            record(.touch(finger: finger, phase: phase, location: location, view: nil, tapCount: touch.tapCount))
            return
        }
        touch.update(phase, at: location, time: clock.now)
        if phase == .ended { touch.preview() }
        deliverLastPhase(of: touch)
        if phase == .ended, let target = touch.view {
            lastTap = (ObjectIdentifier(target), clock.now, location, touch.tapCount)
        }
    }

    // MARK: Delivery (the order is documented on GestureTouch)

    /// Delivers `ended` or `cancelled`, then settles the arena: after
    /// `ended` the first recognizer still competing wins if nobody has,
    /// after `cancelled` every one still competing is rejected.
    private func deliverLastPhase(of touch: GestureTouch) {
        touch.isFinished = true
        deliver(touch)
        if touch.phase == .ended { touch.sweep() } else { touch.dismiss() }
    }

    /// Delivers the touch's current phase to its view, then to its recognizers.
    func deliver(_ touch: GestureTouch) {
        guard let view = touch.view else { return }
        deliverToView(touch, touch.phase, at: touch.location, view: view)
        touch.handOut()
    }

    /// Records `phase` of `touch` for `view` and hands it to the view.
    func deliverToView(_ touch: GestureTouch, _ phase: TouchPhase, at location: Point, view: View) {
        record(.touch(finger: touch.finger, phase: phase, location: location, view: view, tapCount: touch.tapCount))
        let local = view.convert(location, from: nil)
        view.handleTouch(Touch(location: local, tapCount: touch.tapCount, timestamp: clock.now), phase: phase)
        touch.deliveredLocation = phase == touch.phase && location == touch.location ? (ObjectIdentifier(view), local) : nil
    }

    /// A recognizer was detached from its view: it leaves every touch.
    func gestureRecognizerWasRemoved(_ recognizer: GestureRecognizer) {
        for (_, touch) in activeTouches.sorted(by: { $0.key < $1.key }) { touch.remove(recognizer) }
    }

    public override var properties: [ViewProperty] {
        super.properties + [
            .value("scale", .number(scale)), .value("t", .number(clock.now)),
            .value("fingers", .text(activeFingers.map(String.init).joined(separator: ",")), shown: !activeTouches.isEmpty),
        ]
    }
}

extension View {
    /// The window this view is in, if its root is one.
    public var window: Window? {
        var current: View = self
        while let parent = current.superview { current = parent }
        return current as? Window
    }
}
