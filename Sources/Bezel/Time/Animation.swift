import BezelGraphics

/// A change of one view property from its current value to a target over a
/// duration, driven frame by frame by a ``VirtualClock``.
///
/// ```swift
/// let clock = VirtualClock()
/// Animation.alpha(of: photo, to: 0.2, duration: 0.5).start(on: clock) { finished in print(finished) }
/// clock.advance(by: 0.25)                  // photo.alpha is halfway (eased)
/// clock.settle(max: 5)                     // .settled(at: 0.5); photo.alpha == 0.2, exactly
/// ```
///
/// - **Values.** The property itself holds the presented value, set on every
///   frame step from its value at the start; it lands exactly on the target
///   at the end (no drift). Setting it by hand mid-animation lasts one frame.
/// - **Replacement.** A new animation of the same property on the same view,
///   started on the same clock, cancels the running one (its completion gets
///   `false`) and starts from the value presented at that moment, so nothing
///   jumps. Each clock keeps its own running animations: two windows, on
///   two threads, share nothing.
/// - **Durations** that are zero, negative, NaN or infinite apply the target
///   at once, inside ``start(on:completion:)``.
/// - **Busy work.** A running animation is a frame observer named
///   `<view>.<property>` (``View/identifier`` or the type), so
///   ``VirtualClock/settle(max:)`` waits for it and names it: `animation photo.alpha`.
/// - **Completion** is called once per started animation: `true` at the
///   target, `false` when cancelled, replaced, or its view was released.
///
/// See also: ``TimingCurve``, ``CrossDissolveImageView``.
public final class Animation {
    /// Where an animation is in its life.
    public enum State: Hashable, Sendable {
        /// Made, not started yet.
        case ready
        /// Started and moving with the clock.
        case running
        /// Reached its target.
        case finished
        /// Stopped before its target (cancelled or replaced).
        case cancelled
    }

    /// The frame observer's name: `<view identifier or type>.<property>`.
    public let name: String
    /// The property animated (`alpha`, `frame`, `backgroundColor`...).
    public let property: String
    /// Seconds from start to target.
    public let duration: Double
    /// How progress runs over the duration.
    public let curve: TimingCurve
    /// Called once when the animation stops: `true` when it reached its target.
    public var completion: ((_ finished: Bool) -> Void)?
    /// Where the animation is in its life.
    public private(set) var state: State = .ready
    /// The fraction of the duration elapsed (before easing), 0…1.
    public private(set) var fractionComplete = 0.0

    /// Called just before ``completion`` (for views that own their animations).
    var didStop: ((Bool) -> Void)?
    fileprivate weak var view: View?
    private let key: AnimationKey
    private let prepare: () -> ((Double) -> Void)?
    private var apply: ((Double) -> Void)?
    private weak var clock: VirtualClock?
    private var observer: Int?
    private var startTime = 0.0

    /// `prepare` runs at start: it reads the start value and returns what
    /// sets the property for an eased progress (exactly the target at 1).
    init(view: View, property: String, duration: Double, curve: TimingCurve,
         prepare: @escaping () -> ((Double) -> Void)?) {
        self.view = view
        self.property = property
        self.duration = duration
        self.curve = curve
        self.prepare = prepare
        self.key = AnimationKey(view: ObjectIdentifier(view), property: property)
        self.name = (view.identifier ?? String(describing: type(of: view))) + "." + property
    }

    // MARK: Making animations

    /// Animates any property reached by `keyPath` to `target`; `property`
    /// names it (for replacement and for ``VirtualClock/pendingWork``).
    public static func property<Root: View, Value: Interpolatable>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, named property: String, of view: Root,
        to target: Value, duration: Double, curve: TimingCurve = .easeInOut
    ) -> Animation {
        Animation(view: view, property: property, duration: duration, curve: curve) { [weak view] in
            guard let from = view?[keyPath: keyPath] else { return nil }
            return { [weak view] progress in
                view?[keyPath: keyPath] = progress >= 1 ? target : from.interpolated(to: target, fraction: progress)
            }
        }
    }

    /// Fades `view` to `alpha` (``View/alpha``).
    public static func alpha(of view: View, to alpha: Double, duration: Double,
                             curve: TimingCurve = .easeInOut) -> Animation {
        property(\View.alpha, named: "alpha", of: view, to: alpha, duration: duration, curve: curve)
    }

    /// Moves and resizes `view` to `frame` (``View/frame``), edges interpolated linearly.
    public static func frame(of view: View, to frame: Rect, duration: Double,
                             curve: TimingCurve = .easeInOut) -> Animation {
        property(\View.frame, named: "frame", of: view, to: frame, duration: duration, curve: curve)
    }

    /// Changes `view`'s ``View/backgroundColor`` to `color`, each RGBA
    /// component (straight alpha) interpolated linearly. From no colour it
    /// fades in from the target's RGB at alpha 0; to nil it fades out to
    /// alpha 0 and ends with no colour.
    public static func backgroundColor(of view: View, to color: Color?, duration: Double,
                                       curve: TimingCurve = .easeInOut) -> Animation {
        Animation(view: view, property: "backgroundColor", duration: duration, curve: curve) { [weak view] in
            guard let view else { return nil }
            let current = view.backgroundColor
            guard let from = current ?? color?.withAlpha(0), let to = color ?? current?.withAlpha(0) else {
                return { _ in }
            }
            return { [weak view] progress in
                view?.backgroundColor = progress >= 1 ? color : from.interpolated(to: to, fraction: progress)
            }
        }
    }

    // MARK: Running

    /// Starts the animation from the property's current value at the
    /// clock's current time (only once; later calls do nothing), replacing
    /// a running animation of the same property on the same view.
    ///
    /// - Parameters:
    ///   - clock: the clock that runs it (a window's ``Window/clock``).
    ///   - completion: replaces ``completion`` when given.
    /// - Returns: the animation, for chaining.
    @discardableResult
    public func start(on clock: VirtualClock, completion: ((_ finished: Bool) -> Void)? = nil) -> Animation {
        guard state == .ready else { return self }
        if let completion { self.completion = completion }
        state = .running
        guard view != nil else {
            stop(finished: false)
            return self
        }
        self.clock = clock
        let replaced = clock.runningAnimations.replace(key, with: self)
        replaced?.cancel()
        // The replaced animation's completion may have started another one.
        guard state == .running else { return self }
        apply = prepare()
        startTime = clock.now
        guard duration.isFinite, duration > 0 else {
            finish()
            return self
        }
        observer = clock.addFrameObserver(name: name) { [self] time in tick(time) }
        return self
    }

    /// Stops the animation where it is: the property keeps the value it
    /// presents now and ``completion`` gets `false`. Cancelling an animation
    /// that was never started keeps it from starting, without a completion.
    public func cancel() {
        switch state {
        case .ready: state = .cancelled
        case .running: stop(finished: false)
        case .finished, .cancelled: break
        }
    }

    /// One frame: sets the value for `time`; false once the animation is over.
    private func tick(_ time: Double) -> Bool {
        guard state == .running else { return false }
        guard view != nil else {
            stop(finished: false)
            return false
        }
        let elapsed = time - startTime
        // The tolerance absorbs the rounding of a start time plus a duration.
        if elapsed >= duration - 1e-9 {
            finish()
            return false
        }
        fractionComplete = max(0, elapsed / duration)
        apply?(curve.value(at: fractionComplete))
        return true
    }

    private func finish() {
        fractionComplete = 1
        apply?(1)
        stop(finished: true)
    }

    private func stop(finished: Bool) {
        state = finished ? .finished : .cancelled
        if let observer { clock?.removeFrameObserver(observer) }
        observer = nil
        apply = nil
        clock?.runningAnimations.remove(key, ifItIs: self)
        let (hook, completion) = (didStop, self.completion)
        didStop = nil
        self.completion = nil
        hook?(finished)
        completion?(finished)
    }

}

/// One property of one view.
struct AnimationKey: Hashable, Sendable {
    let view: ObjectIdentifier
    let property: String
}

/// The running animation of each view property on one clock
/// (``VirtualClock/runningAnimations``), so a new one can replace it.
/// Entries are weak: a released animation or view leaves nothing behind.
struct RunningAnimations {
    private struct Entry {
        weak var animation: Animation?
    }

    private var entries: [AnimationKey: Entry] = [:]

    /// Records `animation` as the running one for `key`; returns the one it
    /// replaces (only while that one still animates the same view).
    mutating func replace(_ key: AnimationKey, with animation: Animation) -> Animation? {
        if entries.count >= 64 { entries = entries.filter { $0.value.animation != nil } }
        let old = entries.updateValue(Entry(animation: animation), forKey: key)
        guard let running = old?.animation, running !== animation, running.view === animation.view else { return nil }
        return running
    }

    /// Forgets `key` when `animation` is still the one recorded for it.
    mutating func remove(_ key: AnimationKey, ifItIs animation: Animation) {
        if let entry = entries[key], entry.animation === animation || entry.animation == nil { entries[key] = nil }
    }
}
