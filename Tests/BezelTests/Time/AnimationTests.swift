import BezelGraphics
import Foundation
import Testing
@testable import Bezel

@Suite struct AnimationTests {
    /// Counts completions and remembers their flags.
    final class Completions {
        var flags: [Bool] = []
        func record(_ finished: Bool) { flags.append(finished) }
    }

    private func photo() -> View {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.identifier = "photo"
        return view
    }

    @Test func linearValuesAtStartMiddleAndEnd() {
        let clock = VirtualClock(frameInterval: 0.125)
        let view = photo()
        let animation = Animation.alpha(of: view, to: 0, duration: 1, curve: .linear).start(on: clock)
        #expect(view.alpha == 1 && animation.state == .running)
        clock.advance(by: 0.5)
        #expect(view.alpha == 0.5 && animation.fractionComplete == 0.5)
        clock.advance(by: 0.25)
        #expect(view.alpha == 0.25)
        clock.advance(by: 0.25)
        #expect(view.alpha == 0 && animation.state == .finished)
    }

    @Test func valuesLandExactlyOnTheTarget() {
        let clock = VirtualClock()   // 1/60 s frames: times are not exact binary fractions
        let view = photo()
        let target = Rect(x: 10.1, y: 0.3, width: 33.3, height: 7.7)
        Animation.alpha(of: view, to: 0.2, duration: 0.3, curve: .easeOut).start(on: clock)
        Animation.frame(of: view, to: target, duration: 0.7).start(on: clock)
        Animation.backgroundColor(of: view, to: Color(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.9), duration: 0.1)
            .start(on: clock)
        clock.advance(by: 0.1)
        #expect(view.backgroundColor == Color(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.9))
        #expect(view.alpha != 0.2)
        clock.advance(by: 0.2)
        #expect(view.alpha == 0.2)
        #expect(clock.settle(max: 5).description.hasPrefix("settled"))
        #expect(view.frame == target && view.bounds.size == target.size)
    }

    @Test func framesAndColoursInterpolateLinearly() {
        let clock = VirtualClock(frameInterval: 0.25)
        let view = photo()
        view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        Animation.frame(of: view, to: Rect(x: 20, y: 40, width: 30, height: 50), duration: 1, curve: .linear).start(on: clock)
        Animation.backgroundColor(of: view, to: Color(red: 0, green: 0, blue: 1, alpha: 0), duration: 1, curve: .linear)
            .start(on: clock)
        clock.advance(by: 0.5)
        #expect(view.frame == Rect(x: 10, y: 20, width: 20, height: 30))
        #expect(view.backgroundColor == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))   // straight alpha
    }

    @Test func backgroundColoursFadeFromAndToNone() {
        let clock = VirtualClock(frameInterval: 0.25)
        let view = photo()
        Animation.backgroundColor(of: view, to: .white, duration: 1, curve: .linear).start(on: clock)
        clock.advance(by: 0.5)
        #expect(view.backgroundColor == Color(white: 1, alpha: 0.5))
        clock.settle(max: 1)
        #expect(view.backgroundColor == .white)
        Animation.backgroundColor(of: view, to: nil, duration: 1, curve: .linear).start(on: clock)
        clock.advance(by: 0.75)
        #expect(view.backgroundColor == Color(white: 1, alpha: 0.25))
        clock.advance(by: 0.25)
        #expect(view.backgroundColor == nil)
    }

    @Test(arguments: [TimingCurve.easeIn, .easeOut, .easeInOut])
    func easedCurvesShapeTheMiddle(_ curve: TimingCurve) {
        let clock = VirtualClock(frameInterval: 0.25)
        let view = photo()
        view.alpha = 0
        Animation.alpha(of: view, to: 1, duration: 2, curve: curve).start(on: clock)
        clock.advance(by: 1)
        switch curve {
        case .easeIn: #expect(abs(view.alpha - 0.3153) < 1e-3)    // CSS ease-in at half time
        case .easeOut: #expect(abs(view.alpha - 0.6847) < 1e-3)
        default: #expect(abs(view.alpha - 0.5) < 1e-9)            // symmetric
        }
        clock.advance(by: 1)
        #expect(view.alpha == 1)
    }

    @Test(arguments: TimingCurve.allCases)
    func curvesRunFromZeroToOneWithoutGoingBack(_ curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(curve.value(at: -1) == 0 && curve.value(at: .nan) == 0 && curve.value(at: 7) == 1)
        let samples = (0...200).map { curve.value(at: Double($0) / 200) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    }

    @Test func aNewAnimationOfTheSamePropertyReplacesTheRunningOne() {
        let clock = VirtualClock(frameInterval: 0.25)
        let view = photo()
        let first = Completions(), second = Completions()
        let fade = Animation.alpha(of: view, to: 0, duration: 1, curve: .linear).start(on: clock, completion: first.record)
        clock.advance(by: 0.5)
        let back = Animation.alpha(of: view, to: 1, duration: 1, curve: .linear).start(on: clock, completion: second.record)
        #expect(fade.state == .cancelled && first.flags == [false])
        #expect(view.alpha == 0.5)                                // from the presented value
        #expect(clock.pendingWork == ["animation photo.alpha"])   // one animation, not two
        clock.advance(by: 0.5)
        #expect(view.alpha == 0.75)
        clock.settle(max: 5)
        #expect(view.alpha == 1 && back.state == .finished && second.flags == [true] && first.flags == [false])
    }

    @Test func otherPropertiesAndOtherViewsRunSideBySide() {
        let clock = VirtualClock(frameInterval: 0.25)
        let a = photo(), b = View(frame: .zero)
        let fade = Animation.alpha(of: a, to: 0, duration: 1).start(on: clock)
        let move = Animation.frame(of: a, to: Rect(x: 5, y: 5, width: 5, height: 5), duration: 1).start(on: clock)
        let other = Animation.alpha(of: b, to: 0, duration: 1).start(on: clock)
        #expect([fade, move, other].allSatisfy { $0.state == .running })
        #expect(clock.pendingWork == ["animation photo.alpha", "animation photo.frame", "animation View.alpha"])
        #expect(clock.settle(max: 2) == .settled(at: 1))
    }

    @Test func eachClockKeepsItsOwnRunningAnimations() {
        let view = photo()
        let (a, b) = (VirtualClock(frameInterval: 0.25), VirtualClock(frameInterval: 0.25))
        let onA = Animation.alpha(of: view, to: 0, duration: 1).start(on: a)
        let onB = Animation.alpha(of: view, to: 0.5, duration: 1).start(on: b)
        #expect(onA.state == .running && onB.state == .running, "another clock's animation is not replaced")
        let again = Animation.alpha(of: view, to: 1, duration: 1).start(on: a)
        #expect(onA.state == .cancelled && again.state == .running && onB.state == .running)
    }

    /// Two windows' clocks, each on its own thread, replacing animations of
    /// their own views as fast as they can: each ends as it would alone.
    @Test func clocksOnTwoThreadsShareNothing() {
        final class Outcome: @unchecked Sendable {
            var flags: [[Bool]] = [[], []]
        }
        let outcome = Outcome()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let window = Window(size: Size(width: 20, height: 20))
            let views = (0..<8).map { _ in View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
            views.forEach(window.addSubview)
            var flags: [Bool] = []
            for round in 0..<200 {
                for view in views {
                    Animation.alpha(of: view, to: Double(round % 2), duration: 0.5).start(on: window.clock) { flags.append($0) }
                }
                window.clock.advance(by: 1.0 / 60)
            }
            window.clock.settle(max: 1)
            outcome.flags[index] = flags
        }
        let expected = Array(repeating: false, count: 199 * 8) + Array(repeating: true, count: 8)
        #expect(outcome.flags[0] == expected && outcome.flags[1] == expected)
    }

    @Test func cancelStopsWhereItIsAndCompletesOnce() {
        let clock = VirtualClock(frameInterval: 0.25)
        let view = photo()
        let done = Completions()
        let fade = Animation.alpha(of: view, to: 0, duration: 1, curve: .linear).start(on: clock, completion: done.record)
        clock.advance(by: 0.25)
        fade.cancel()
        fade.cancel()
        #expect(view.alpha == 0.75 && fade.state == .cancelled && done.flags == [false])
        #expect(clock.settle(max: 1) == .settled(at: 0.25))
        #expect(view.alpha == 0.75)
    }

    @Test func anAnimationCancelledBeforeItStartsNeverRuns() {
        let clock = VirtualClock()
        let view = photo()
        let done = Completions()
        let fade = Animation.alpha(of: view, to: 0, duration: 1)
        fade.completion = done.record
        fade.cancel()
        fade.start(on: clock)
        #expect(fade.state == .cancelled && clock.pendingWork.isEmpty && done.flags.isEmpty && view.alpha == 1)
    }

    @Test func completionIsCalledOnceWhenTheTargetIsReached() {
        let clock = VirtualClock()
        let view = photo()
        let done = Completions()
        let fade = Animation.alpha(of: view, to: 0.5, duration: 0.5).start(on: clock, completion: done.record)
        fade.start(on: clock)   // a second start does nothing
        clock.advance(by: 2)
        fade.cancel()           // nor does cancelling a finished animation
        #expect(done.flags == [true])
    }

    @Test(arguments: [0, -1, .nan, .infinity] as [Double])
    func durationsThatAreNotPositiveApplyAtOnce(_ duration: Double) {
        let clock = VirtualClock()
        let view = photo()
        let done = Completions()
        let fade = Animation.alpha(of: view, to: 0.3, duration: duration).start(on: clock, completion: done.record)
        #expect(view.alpha == 0.3 && fade.state == .finished && done.flags == [true])
        #expect(clock.pendingWork.isEmpty && clock.now == 0)
    }

    @Test func settleWaitsForAnimationsAndNamesThem() {
        let clock = VirtualClock(frameInterval: 0.125)
        let view = photo()
        Animation.alpha(of: view, to: 0, duration: 0.5).start(on: clock)
        #expect(clock.settle(max: 0.25) == .timedOut(at: 0.25, pending: ["animation photo.alpha"]))
        #expect(clock.settle(max: 5) == .settled(at: 0.5))
        #expect(view.alpha == 0)
    }

    @Test func animationsStartedByATimerStartAtItsTime() {
        let clock = VirtualClock(frameInterval: 0.25)
        let view = photo()
        clock.schedule(after: 0.5, name: "fade later") { _ in
            Animation.alpha(of: view, to: 0, duration: 1, curve: .linear).start(on: clock)
        }
        clock.advance(by: 1)
        #expect(view.alpha == 0.5)
        #expect(clock.settle(max: 5) == .settled(at: 1.5))
    }

    @Test func aCompletionCanChainTheNextAnimation() {
        let clock = VirtualClock(frameInterval: 0.25)
        let view = photo()
        Animation.alpha(of: view, to: 0, duration: 0.5).start(on: clock) { _ in
            Animation.alpha(of: view, to: 1, duration: 0.5, curve: .linear).start(on: clock)
        }
        clock.advance(by: 0.75)
        #expect(view.alpha == 0.5)
        #expect(clock.settle(max: 5) == .settled(at: 1))
    }

    @Test func aReleasedViewEndsItsAnimationAndNothingLeaks() {
        let clock = VirtualClock(frameInterval: 0.25)
        let done = Completions()
        weak var weakAnimation: Animation?
        weak var weakView: View?
        do {
            let view = photo()
            weakView = view
            weakAnimation = Animation.alpha(of: view, to: 0, duration: 1).start(on: clock, completion: done.record)
        }
        #expect(weakView == nil)
        #expect(clock.settle(max: 1) == .settled(at: 0.25))
        #expect(done.flags == [false] && weakAnimation == nil)
    }

    /// A white card whose red square slides, fades and turns blue over 1 s.
    private func script() throws -> [[UInt8]] {
        let clock = VirtualClock()
        let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        card.backgroundColor = .white
        let square = View(frame: Rect(x: 0, y: 5, width: 10, height: 10))
        square.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.addSubview(square)
        Animation.frame(of: square, to: Rect(x: 30, y: 5, width: 10, height: 10), duration: 1).start(on: clock)
        Animation.alpha(of: square, to: 0.4, duration: 1, curve: .easeIn).start(on: clock)
        Animation.backgroundColor(of: square, to: Color(red: 0, green: 0, blue: 1), duration: 1, curve: .linear)
            .start(on: clock)
        var frames: [[UInt8]] = []
        for _ in 0..<5 {
            frames.append(Array(try card.renderImage(scale: 2).pngData()))
            clock.advance(by: 0.25)
        }
        #expect(clock.pendingWork.isEmpty)
        return frames
    }

    @Test func framesCapturedAtFixedTimesDifferAndRepeatByteForByte() throws {
        let first = try script(), second = try script()
        #expect(Set(first).count == first.count)   // every captured frame shows a different picture
        #expect(first == second)                   // the same script gives the same bytes
    }
}
