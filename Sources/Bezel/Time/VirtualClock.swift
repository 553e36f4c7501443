/// The one clock that drives timers, animations and double-tap windows in a
/// simulation. It never reads the wall clock: time moves only when
/// ``advance(by:)`` or ``settle(max:)`` moves it, so the same steps give the
/// same results every time.
///
/// Time advances frame by frame (``frameInterval``, 60 Hz by default). In
/// each step the timers that fall due are fired in order of their due time
/// (ties in the order they were scheduled), then every frame observer
/// (animations) is told the new time.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: 3, name: "alarm") { _ in label.text = "Time is up!" }
/// clock.advance(by: 3)        // fires "alarm" at t = 3
/// ```
///
/// See also: ``VirtualTimer``, ``Animation``.
public final class VirtualClock {
    /// Seconds since the clock started.
    public private(set) var now: Double = 0
    /// The length of one frame step in seconds.
    public let frameInterval: Double

    struct Scheduled {
        let token: VirtualTimer
        var fireTime: Double
        /// The first fire time and how many times it fired: repeating fire
        /// times are `first + n × interval`, so they do not drift.
        let firstFireTime: Double
        var fireCount = 0
        let interval: Double?
        let order: Int
        let action: (VirtualTimer) -> Void
    }

    var scheduled: [Scheduled] = []
    private var nextOrder = 0
    private var frameObservers: [(id: Int, name: String, tick: (Double) -> Bool)] = []
    private var nextObserverID = 0
    /// The animations running on this clock, by view and property, so that
    /// a new one replaces the one it finds (``Animation/start(on:completion:)``).
    var runningAnimations = RunningAnimations()

    /// One observer slot, called after every timer fires with the timer
    /// (for traces), before the observers added with
    /// ``addTimerObserver(_:)``. Setting it replaces the previous closure;
    /// code that shares a clock should use ``addTimerObserver(_:)``.
    public var onTimerFired: ((VirtualTimer) -> Void)?

    private let timerObservers = ObserverList<VirtualTimer>()

    /// Calls `observer` with each timer right after its action ran, until
    /// the returned token is cancelled or released (see ``ObservationToken``).
    /// Observers are called in the order they were added, after ``onTimerFired``.
    public func addTimerObserver(_ observer: @escaping (VirtualTimer) -> Void) -> ObservationToken {
        timerObservers.add(observer)
    }

    /// A clock at t = 0 stepping `frameInterval` seconds a frame (values
    /// that are not finite and positive read as 1/60).
    public init(frameInterval: Double = 1.0 / 60.0) {
        self.frameInterval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1.0 / 60.0
    }

    // MARK: Timers

    /// Fires `action` once `delay` seconds from now, and then every
    /// `repeating` seconds if given (intervals below one microsecond are
    /// raised to it, so a repeating timer always lets time move).
    @discardableResult
    public func schedule(after delay: Double, repeating: Double? = nil, name: String,
                         _ action: @escaping (VirtualTimer) -> Void) -> VirtualTimer {
        let token = VirtualTimer(name: name, clock: self)
        let wait = delay.isFinite ? max(0, delay) : 0
        let interval = repeating.map { $0.isFinite ? max($0, 1e-6) : 1e-6 }
        nextOrder += 1
        scheduled.append(Scheduled(token: token, fireTime: now + wait, firstFireTime: now + wait, interval: interval,
                                   order: nextOrder, action: action))
        return token
    }

    /// Stops `timer`; it will not fire again.
    public func cancel(_ timer: VirtualTimer) {
        scheduled.removeAll { $0.token === timer }
    }

    /// Whether `timer` is still waiting to fire.
    public func isScheduled(_ timer: VirtualTimer) -> Bool {
        scheduled.contains { $0.token === timer }
    }

    // MARK: Frame observers

    /// Calls `tick` with the time after every frame step until it returns
    /// false; `name` says what is busy when ``settle(max:)`` gives up.
    @discardableResult
    public func addFrameObserver(name: String, _ tick: @escaping (Double) -> Bool) -> Int {
        nextObserverID += 1
        frameObservers.append((nextObserverID, name, tick))
        return nextObserverID
    }

    /// Stops calling the frame observer `id`.
    public func removeFrameObserver(_ id: Int) {
        frameObservers.removeAll { $0.id == id }
    }

    /// The names of everything still pending: timers, then animations.
    public var pendingWork: [String] {
        scheduled.sorted { ($0.fireTime, $0.order) < ($1.fireTime, $1.order) }.map { "timer \($0.token.name)" }
            + frameObservers.map { "animation \($0.name)" }
    }

    // MARK: Moving time

    /// Moves time forward by `duration` seconds, one frame at a time, firing
    /// timers and ticking animations on the way. Negative or NaN durations do nothing.
    public func advance(by duration: Double) {
        guard duration.isFinite, duration > 0 else { return }
        let end = now + duration
        while now < end - 1e-12 {
            step(to: min(end, now + frameInterval))
        }
        now = end
    }

    /// Moves time until no timer or animation is pending, for at most
    /// `limit` seconds.
    ///
    /// - Returns: ``SettleResult/settled(at:)`` when everything finished,
    ///   or ``SettleResult/timedOut(at:pending:)`` naming what is still busy
    ///   (a repeating timer never settles).
    @discardableResult
    public func settle(max limit: Double) -> SettleResult {
        let deadline = now + (limit.isFinite ? max(0, limit) : 0)
        while !scheduled.isEmpty || !frameObservers.isEmpty {
            guard now < deadline - 1e-12 else { return .timedOut(at: now, pending: pendingWork) }
            step(to: min(deadline, now + frameInterval))
        }
        return .settled(at: now)
    }

    /// One frame step: timers due up to `time` in order, then the observers.
    private func step(to time: Double) {
        while let index = nextDue(before: time) {
            let timer = scheduled[index]
            now = max(now, timer.fireTime)
            if let interval = timer.interval {
                scheduled[index].fireCount += 1
                scheduled[index].fireTime = timer.firstFireTime + Double(scheduled[index].fireCount) * interval
            } else {
                scheduled.remove(at: index)
            }
            timer.action(timer.token)
            onTimerFired?(timer.token)
            timerObservers.notify(timer.token)
        }
        now = max(now, time)
        for observer in frameObservers {
            // An observer removed by an earlier one in this step is not called.
            guard frameObservers.contains(where: { $0.id == observer.id }) else { continue }
            if !observer.tick(now) { removeFrameObserver(observer.id) }
        }
    }

    private func nextDue(before time: Double) -> Int? {
        var best: Int?
        for (i, s) in scheduled.enumerated() where s.fireTime <= time + 1e-12 {
            if let b = best, (scheduled[b].fireTime, scheduled[b].order) <= (s.fireTime, s.order) { continue }
            best = i
        }
        return best
    }
}

/// A timer on a ``VirtualClock``: a name and a way to cancel it.
public final class VirtualTimer {
    /// What the timer is for, shown in traces and in ``SettleResult``.
    public let name: String
    private weak var clock: VirtualClock?

    init(name: String, clock: VirtualClock) {
        self.name = name
        self.clock = clock
    }

    /// Stops the timer.
    public func invalidate() { clock?.cancel(self) }

    /// Whether the timer will still fire.
    public var isValid: Bool { clock?.isScheduled(self) ?? false }
}

/// How ``VirtualClock/settle(max:)`` ended.
public enum SettleResult: Equatable, Sendable, CustomStringConvertible {
    /// Nothing was pending any more at this time.
    case settled(at: Double)
    /// The limit was reached at this time with these still busy
    /// (`timer NAME`, `animation NAME`, in the order they would run).
    case timedOut(at: Double, pending: [String])

    /// `settled at 3 s`, or `still busy at 5 s: timer alarm, animation photo.alpha`.
    public var description: String {
        switch self {
        case let .settled(time): return "settled at \(formatted(time)) s"
        case let .timedOut(time, pending):
            return "still busy at \(formatted(time)) s: " + pending.joined(separator: ", ")
        }
    }
}
