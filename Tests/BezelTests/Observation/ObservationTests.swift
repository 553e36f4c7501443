import BezelGraphics
import Testing
@testable import Bezel

/// Several observers per notification: window events, fired timers and
/// scroll changes, each observer held by a token that ends it when
/// cancelled or released.
@Suite struct ObservationTests {
    private func tap(_ window: Window) {
        window.send(.began, at: Point(x: 10, y: 10))
        window.send(.ended, at: Point(x: 10, y: 10))
    }

    @Test func everyWindowObserverHearsEveryEventInOrder() {
        let window = Window(size: Size(width: 100, height: 100))
        var heard: [String] = []
        window.onEvent = { _ in heard.append("slot") }
        let first = window.addEventObserver { _ in heard.append("first") }
        let second = window.addEventObserver { _ in heard.append("second") }
        tap(window)
        #expect(heard == ["slot", "first", "second", "slot", "first", "second"])
        #expect(!first.isCancelled && !second.isCancelled)
    }

    @Test func aCancelledOrReleasedTokenEndsItsObserverOnly() {
        let window = Window(size: Size(width: 100, height: 100))
        var heard: [String] = []
        let kept = window.addEventObserver { _ in heard.append("kept") }
        let cancelled = window.addEventObserver { _ in heard.append("cancelled") }
        var released: ObservationToken? = window.addEventObserver { _ in heard.append("released") }
        cancelled.cancel()
        cancelled.cancel()                                  // twice: nothing more
        released = nil
        tap(window)
        #expect(heard == ["kept", "kept"])
        #expect(cancelled.isCancelled && released == nil)
        withExtendedLifetime(kept) {}
    }

    @Test func anObserverRemovedDuringANotificationIsNotCalledByIt() {
        let window = Window(size: Size(width: 100, height: 100))
        var heard: [String] = []
        var second: ObservationToken?
        let first = window.addEventObserver { _ in heard.append("first"); second?.cancel() }
        second = window.addEventObserver { _ in heard.append("second") }
        window.send(.began, at: Point(x: 10, y: 10))
        #expect(heard == ["first"])
        withExtendedLifetime(first) {}
    }

    @Test func theTokenKeepsNeitherTheWindowNorTheObserverAlive() {
        final class Box {}
        weak var weakWindow: Window?
        weak var weakBox: Box?
        var token: ObservationToken?
        do {
            let window = Window(size: Size(width: 100, height: 100))
            let box = Box()
            weakWindow = window
            weakBox = box
            token = window.addEventObserver { _ in _ = box }
        }
        #expect(weakWindow == nil, "the token does not keep the window")
        #expect(weakBox == nil, "the window is gone, and with it the observer's closure")
        token?.cancel()                                     // after the window: nothing happens
        #expect(token?.isCancelled == true)
    }

    @Test func everyTimerObserverHearsEveryFiredTimer() {
        let clock = VirtualClock()
        var heard: [String] = []
        clock.onTimerFired = { heard.append("slot \($0.name)") }
        let a = clock.addTimerObserver { heard.append("a \($0.name)") }
        var b: ObservationToken? = clock.addTimerObserver { heard.append("b \($0.name)") }
        clock.schedule(after: 0.1, name: "one") { _ in heard.append("fired one") }
        clock.schedule(after: 0.2, name: "two") { _ in heard.append("fired two") }
        clock.advance(by: 0.15)
        b = nil
        clock.advance(by: 0.1)
        #expect(heard == ["fired one", "slot one", "a one", "b one", "fired two", "slot two", "a two"])
        #expect(b == nil)
        withExtendedLifetime(a) {}
    }

    @Test func everyScrollObserverHearsEveryOffsetChange() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = Size(width: 100, height: 400)
        var heard: [String] = []
        scroll.didScroll = { heard.append("slot \($0.contentOffset.y)") }
        let fade = scroll.addScrollObserver { heard.append("fade \($0.contentOffset.y)") }
        var parallax: ObservationToken? = scroll.addScrollObserver { heard.append("parallax \($0.contentOffset.y)") }
        scroll.setContentOffset(Point(x: 0, y: 50))
        scroll.setContentOffset(Point(x: 0, y: 50))          // unchanged: nobody is called
        parallax = nil
        scroll.setContentOffset(Point(x: 0, y: 900))         // clamped to 300
        #expect(heard == ["slot 50.0", "fade 50.0", "parallax 50.0", "slot 300.0", "fade 300.0"])
        #expect(parallax == nil)
        withExtendedLifetime(fade) {}
    }
}
