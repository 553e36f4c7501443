import BezelGraphics
import Testing
@testable import Bezel

@Suite struct VirtualClockTests {
    /// Records what fired, with the clock's time when it did.
    final class Log {
        var entries: [(String, Double)] = []
        var names: [String] { entries.map(\.0) }
        var times: [Double] { entries.map(\.1) }
    }

    @Test func aOneShotTimerFiresOnceAtItsTime() {
        let clock = VirtualClock()
        let log = Log()
        let timer = clock.schedule(after: 0.5, name: "alarm") { _ in log.entries.append(("alarm", clock.now)) }
        #expect(timer.isValid && timer.name == "alarm")
        clock.advance(by: 0.4)
        #expect(log.entries.isEmpty)
        clock.advance(by: 0.1)
        #expect(log.names == ["alarm"] && log.times == [0.5])
        #expect(!timer.isValid)
        clock.advance(by: 5)
        #expect(log.names == ["alarm"])
    }

    @Test func aRepeatingTimerFiresEveryInterval() {
        let clock = VirtualClock(frameInterval: 0.125)
        let log = Log()
        let timer = clock.schedule(after: 1, repeating: 0.5, name: "tick") { _ in log.entries.append(("tick", clock.now)) }
        clock.advance(by: 2.2)
        #expect(log.times == [1, 1.5, 2])
        #expect(timer.isValid)
        #expect(clock.now == 2.2)
    }

    @Test func timersFireInTimeOrderThenInSchedulingOrder() {
        let clock = VirtualClock(frameInterval: 1)   // everything below falls in one frame
        let log = Log()
        for (name, delay) in [("c", 0.3), ("a", 0.1), ("b1", 0.2), ("b2", 0.2)] {
            clock.schedule(after: delay, name: name) { _ in log.entries.append((name, clock.now)) }
        }
        clock.advance(by: 1)
        #expect(log.names == ["a", "b1", "b2", "c"])
        #expect(log.times == [0.1, 0.2, 0.2, 0.3])   // each at its own time, not the frame's end
    }

    @Test func cancelledTimersNeverFire() {
        let clock = VirtualClock()
        let log = Log()
        let first = clock.schedule(after: 1, name: "first") { _ in log.entries.append(("first", clock.now)) }
        let second = clock.schedule(after: 1, repeating: 1, name: "second") { _ in log.entries.append(("second", clock.now)) }
        clock.schedule(after: 0.5, name: "canceller") { _ in first.invalidate() }
        clock.advance(by: 1.5)
        #expect(log.names == ["second"])
        clock.cancel(second)
        #expect(!second.isValid && !first.isValid)
        clock.advance(by: 3)
        #expect(log.names == ["second"])
        #expect(clock.settle(max: 1) == .settled(at: 4.5))
    }

    @Test func advanceStepsFrameByFrame() {
        let clock = VirtualClock(frameInterval: 0.25)
        var ticks: [Double] = []
        clock.addFrameObserver(name: "recorder") { time in ticks.append(time); return true }
        clock.advance(by: 1)
        #expect(ticks == [0.25, 0.5, 0.75, 1])
        ticks = []
        clock.advance(by: 0.6)   // the last step is a partial frame
        #expect(ticks == [1.25, 1.5, 1.6])
        #expect(clock.now == 1.6)
    }

    @Test func timersFireBeforeTheFrameObserversOfTheirStep() {
        let clock = VirtualClock(frameInterval: 0.25)
        var order: [String] = []
        clock.schedule(after: 0.25, name: "t") { _ in order.append("timer") }
        clock.addFrameObserver(name: "o") { _ in order.append("frame"); return order.count < 3 }
        clock.advance(by: 1)
        #expect(order == ["timer", "frame", "frame"])
    }

    @Test func anObserverReturningFalseIsNoLongerCalled() {
        let clock = VirtualClock(frameInterval: 0.25)
        var calls = 0
        clock.addFrameObserver(name: "twice") { _ in calls += 1; return calls < 2 }
        let removed = clock.addFrameObserver(name: "removed") { _ in Issue.record("removed observer ticked"); return true }
        clock.removeFrameObserver(removed)
        clock.advance(by: 2)
        #expect(calls == 2)
        #expect(clock.pendingWork.isEmpty)
    }

    @Test func settleRunsUntilNothingIsPending() {
        let clock = VirtualClock(frameInterval: 0.25)
        var fired = false
        clock.schedule(after: 2, name: "late") { _ in fired = true }
        #expect(clock.settle(max: 10) == .settled(at: 2))
        #expect(fired)
        #expect(clock.settle(max: 10) == .settled(at: 2))   // nothing pending: time does not move
    }

    @Test func settleTimesOutNamingPendingTimersAndAnimations() {
        let clock = VirtualClock(frameInterval: 0.25)
        clock.schedule(after: 0, repeating: 0.5, name: "heartbeat") { _ in }
        clock.schedule(after: 7, name: "alarm") { _ in }
        clock.addFrameObserver(name: "spinner") { _ in true }
        let result = clock.settle(max: 1)
        #expect(result == .timedOut(at: 1, pending: ["timer heartbeat", "timer alarm", "animation spinner"]))
        #expect(result.description == "still busy at 1 s: timer heartbeat, timer alarm, animation spinner")
        #expect(SettleResult.settled(at: 0.5).description == "settled at 0.5 s")
    }

    @Test func settleWithTheDefaultFrameRateLandsOnItsDeadline() {
        let clock = VirtualClock()
        clock.addFrameObserver(name: "forever") { _ in true }
        guard case let .timedOut(time, pending) = clock.settle(max: 1) else {
            Issue.record("a never-ending observer settled")
            return
        }
        #expect(abs(time - 1) < 1e-9 && pending == ["animation forever"])
    }

    @Test func negativeAndNaNDurationsAreHarmless() {
        let clock = VirtualClock(frameInterval: .nan)
        #expect(clock.frameInterval == 1.0 / 60)
        #expect(VirtualClock(frameInterval: -1).frameInterval == 1.0 / 60)
        for duration in [-1, .nan, .infinity, -.infinity, 0] as [Double] { clock.advance(by: duration) }
        #expect(clock.now == 0)
        let log = Log()
        clock.schedule(after: -5, name: "negative") { _ in log.entries.append(("negative", clock.now)) }
        clock.schedule(after: .nan, name: "nan") { _ in log.entries.append(("nan", clock.now)) }
        clock.advance(by: 0.01)
        #expect(log.names == ["negative", "nan"] && log.times == [0, 0])
        clock.schedule(after: 1, name: "pending") { _ in }
        #expect(clock.settle(max: .nan) == .timedOut(at: 0.01, pending: ["timer pending"]))
        #expect(clock.settle(max: -3) == .timedOut(at: 0.01, pending: ["timer pending"]))
    }

    @Test func aRepeatingIntervalBelowAMicrosecondStillLetsTimeMove() {
        let clock = VirtualClock()
        var count = 0
        clock.schedule(after: 0, repeating: -1, name: "busy") { _ in count += 1 }
        clock.advance(by: 0.001)
        #expect((1000...1001).contains(count))
        #expect(clock.now == 0.001)
    }

    @Test func timersScheduledFromATimerActionFireAtTheirOwnTimes() {
        let clock = VirtualClock(frameInterval: 0.25)
        let log = Log()
        func record(_ name: String) -> (VirtualTimer) -> Void { { _ in log.entries.append((name, clock.now)) } }
        clock.schedule(after: 1, name: "outer") { _ in
            log.entries.append(("outer", clock.now))
            clock.schedule(after: 0, name: "immediate", record("immediate"))
            clock.schedule(after: 0.5, name: "later", record("later"))
        }
        clock.schedule(after: 1, name: "sibling", record("sibling"))
        clock.advance(by: 2)
        #expect(log.names == ["outer", "sibling", "immediate", "later"])
        #expect(log.times == [1, 1, 1, 1.5])
    }

    @Test func aRepeatingTimerCanStopItself() {
        let clock = VirtualClock(frameInterval: 0.25)
        var count = 0
        clock.schedule(after: 0.5, repeating: 0.5, name: "three") { timer in
            count += 1
            if count == 3 { timer.invalidate() }
        }
        #expect(clock.settle(max: 10) == .settled(at: 1.5))
        #expect(count == 3)
    }

    @Test func observersAddedByATimerTickInTheSameStep() {
        let clock = VirtualClock(frameInterval: 0.25)
        var ticks: [Double] = []
        clock.schedule(after: 0.5, name: "starter") { _ in
            clock.addFrameObserver(name: "late") { time in ticks.append(time); return ticks.count < 2 }
        }
        clock.advance(by: 1)
        #expect(ticks == [0.5, 0.75])
    }

    @Test func everyFiredTimerIsTraced() {
        let clock = VirtualClock()
        var traced: [String] = []
        clock.onTimerFired = { traced.append($0.name) }
        clock.schedule(after: 0.2, name: "one") { _ in }
        clock.schedule(after: 0.1, repeating: 0.3, name: "two") { _ in }
        clock.advance(by: 0.5)
        #expect(traced == ["two", "one", "two"])
    }
}

@Suite struct VirtualClockEdgeTests {
    @Test func repeatingTimersDoNotDrift() {
        let clock = VirtualClock()
        var times: [Double] = []
        clock.schedule(after: 0.1, repeating: 0.1, name: "tick") { _ in times.append(clock.now) }
        clock.advance(by: 1.0)
        #expect(times.count == 10)
        #expect(times[4] == 0.1 + 4 * 0.1)
    }

    @Test func anObserverRemovedByAnotherInTheSameStepIsNotCalled() {
        let clock = VirtualClock()
        var calls = 0
        var second = 0
        clock.addFrameObserver(name: "first") { _ in clock.removeFrameObserver(second); return true }
        second = clock.addFrameObserver(name: "second") { _ in calls += 1; return true }
        clock.advance(by: clock.frameInterval)
        #expect(calls == 0)
    }

    @Test func timeNeverStepsBack() {
        let clock = VirtualClock()
        var last = 0.0, backwards = false
        clock.addFrameObserver(name: "watch") { t in backwards = backwards || t < last; last = t; return true }
        clock.schedule(after: 1.0 / 60.0 + 5e-13, name: "edge") { _ in }
        clock.advance(by: 0.1)
        #expect(!backwards)
    }
}
