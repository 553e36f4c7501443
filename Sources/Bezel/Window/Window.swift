import BezelGraphics

/// The root of a simulated screen: a view tree at a size and scale, a
/// virtual clock, and the delivery of touches to the views under them.
///
/// Touch delivery follows UIKit:
/// - at `began` the front-most view that accepts touches is hit (see
///   ``View/hitTest(_:)``); that view receives every later phase of the
///   touch, wherever the finger goes;
/// - each finger is tracked on its own; a control tracks one touch at a
///   time and ignores a second finger while the first is down;
/// - a `began` for a finger that is already down cancels its old touch first;
/// - removing a view mid-touch cancels the touch (the view gets `cancelled`);
/// - a touch that began inside a ``ScrollView`` and moves more than
///   ``ScrollView/dragThreshold`` along the scroll axis is taken over by the
///   scroll view: the view under the finger gets `cancelled` and the scroll
///   view drags its content from then on;
/// - a tap's count goes up when it begins on the same view within
///   ``doubleTapInterval`` seconds (virtual clock) and ``doubleTapDistance``
///   points of where the previous tap ended.
///
/// See also: ``WindowEvent``, ``VirtualClock``.
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

    struct ActiveTouch {
        var target: View?
        let tapCount: Int
        let start: Point
        var takenOverByScrollView = false
    }

    var activeTouches: [Int: ActiveTouch] = [:]
    /// Every controller that has been in this window's hierarchy, held
    /// weakly (see ``knownViewControllers``).
    var controllerRegistry: [Weak<ViewController>] = []
    private var lastTap: (view: ObjectIdentifier, time: Double, location: Point, count: Int)?

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
    public func touchTarget(finger: Int) -> View? { activeTouches[finger]?.target }

    /// Delivers one phase of finger `finger`'s touch at `location` (window coordinates).
    public func send(_ phase: TouchPhase, at location: Point, finger: Int = 0) {
        guard location.isFinite else { return }
        switch phase {
        case .began: begin(finger: finger, at: location)
        case .moved, .stationary: move(finger: finger, phase: phase, to: location)
        case .ended, .cancelled: finish(finger: finger, phase: phase, at: location)
        }
    }

    /// Cancels every touch whose view is `view` or inside it.
    public func cancelTouches(inSubtreeOf view: View) {
        for (finger, touch) in activeTouches.sorted(by: { $0.key < $1.key }) {
            guard let target = touch.target, view.isAncestor(of: target) else { continue }
            deliver(.cancelled, to: target, finger: finger, at: target.convert(.zero, to: nil), tapCount: touch.tapCount)
            activeTouches[finger] = nil
        }
    }

    /// Renders the window as it looks now, at ``scale``.
    public func captureFrame() throws -> Image {
        try layout()
        return try renderImage(scale: scale)
    }

    /// Tells the observers what happened: ``onEvent`` first, then the
    /// observers added with ``addEventObserver(_:)`` in order.
    func record(_ event: WindowEvent) {
        onEvent?(event)
        eventObservers.notify(event)
    }

    // MARK: Phases

    private func begin(finger: Int, at location: Point) {
        if let old = activeTouches[finger], let target = old.target {
            deliver(.cancelled, to: target, finger: finger, at: location, tapCount: old.tapCount)
        }
        var target = hitTest(location)
        if let control = target as? Control, control.hasActiveTouch {
            // A control tracks one touch; a second finger on it goes nowhere.
            record(.touch(finger: finger, phase: .began, location: location, view: control, tapCount: 1))
            target = nil
            activeTouches[finger] = ActiveTouch(target: nil, tapCount: 1, start: location)
            return
        }
        var count = 1
        if let target, let last = lastTap, last.view == ObjectIdentifier(target),
           clock.now - last.time <= doubleTapInterval, location.distance(to: last.location) <= doubleTapDistance {
            count = last.count + 1
        }
        activeTouches[finger] = ActiveTouch(target: target, tapCount: count, start: location)
        if let target {
            deliver(.began, to: target, finger: finger, at: location, tapCount: count)
        } else {
            record(.touch(finger: finger, phase: .began, location: location, view: nil, tapCount: count))
        }
    }

    private func move(finger: Int, phase: TouchPhase, to location: Point) {
        guard var touch = activeTouches[finger], let target = touch.target else { return }
        if phase == .moved, !touch.takenOverByScrollView, let scroller = scrollView(above: target),
           scroller.isDragBeyondThreshold(from: touch.start, to: location) {
            deliver(.cancelled, to: target, finger: finger, at: location, tapCount: touch.tapCount)
            record(.scrollTookOver(scroller, from: target))
            touch.target = scroller
            touch.takenOverByScrollView = true
            activeTouches[finger] = touch
            deliver(.began, to: scroller, finger: finger, at: touch.start, tapCount: touch.tapCount)
            deliver(.moved, to: scroller, finger: finger, at: location, tapCount: touch.tapCount)
            return
        }
        deliver(phase, to: target, finger: finger, at: location, tapCount: touch.tapCount)
    }

    private func finish(finger: Int, phase: TouchPhase, at location: Point) {
        guard let touch = activeTouches.removeValue(forKey: finger) else { return }
        guard let target = touch.target else {
            record(.touch(finger: finger, phase: phase, location: location, view: nil, tapCount: touch.tapCount))
            return
        }
        deliver(phase, to: target, finger: finger, at: location, tapCount: touch.tapCount)
        if phase == .ended {
            lastTap = (ObjectIdentifier(target), clock.now, location, touch.tapCount)
        }
    }

    private func deliver(_ phase: TouchPhase, to view: View, finger: Int, at location: Point, tapCount: Int) {
        record(.touch(finger: finger, phase: phase, location: location, view: view, tapCount: tapCount))
        let local = view.convert(location, from: nil)
        view.handleTouch(Touch(location: local, tapCount: tapCount, timestamp: clock.now), phase: phase)
    }

    /// The nearest scroll view above `view` (not `view` itself).
    private func scrollView(above view: View) -> ScrollView? {
        var current = view.superview
        while let v = current {
            if let scroller = v as? ScrollView { return scroller }
            current = v.superview
        }
        return nil
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
