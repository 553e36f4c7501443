import Bezel
import BezelGraphics
import BezelReplay
import Testing

/// A replay session observes its window and clock weakly: releasing it in
/// the middle of a run frees it, and the window goes on working without it.
@Suite struct ReplaySessionLifetimeTests {
    @Test func releasingASessionMidRunFreesItAndTheWindowGoesOn() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let button = Button(frame: Rect(x: 10, y: 10, width: 80, height: 40), title: "Go").id("go")
        window.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _, _ in taps += 1 }
        var fired: [String] = []
        window.clock.schedule(after: 0.5, repeating: 0.5, name: "tick") { fired.append($0.name) }
        var events = 0
        let observer = window.addEventObserver { _ in events += 1 }

        weak var weakSession: ReplaySession?
        var session: ReplaySession? = ReplaySession(window: window)
        weakSession = session
        try session?.tap(.id("go"))
        try session?.wait(1)
        try session?.touch(.began, at: .id("go"))            // a touch still down when the session goes
        let traced = session?.trace.count ?? 0
        #expect(traced > 0 && taps == 1 && fired.count == 2)
        session = nil
        #expect(weakSession == nil, "nothing kept the session alive")

        // The window and the clock keep working, events and timers included.
        let before = events
        window.send(.ended, at: Point(x: 50, y: 30))
        window.send(.began, at: Point(x: 50, y: 30))
        window.send(.ended, at: Point(x: 50, y: 30))
        window.clock.advance(by: 1)
        #expect(taps == 3)
        #expect(fired.count == 4)
        #expect(events > before)
        withExtendedLifetime(observer) {}
    }
}
