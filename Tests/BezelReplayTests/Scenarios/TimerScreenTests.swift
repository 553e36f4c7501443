import Bezel
import BezelGraphics
import BezelReplay
import Testing

/// The sources' timer app: Start and Stop enable and disable each other, the
/// alarm fires after 3 s of virtual time.
@Suite struct TimerScreenTests {
    /// The screen and its behaviour, as an app would write it.
    static func makeWindow() throws -> Window {
        let window = Window(size: Size(width: 240, height: 160))
        let message = Label("Ready").id("message")
        let start = Button(title: "Start").id("start")
        let stop = Button(title: "Stop").id("stop").enabled(false)
        window.addSubview(VStack(spacing: 12) {
            message
            HStack(spacing: 12) { start; stop }
        }.padding(16).frame(Rect(x: 0, y: 0, width: 240, height: 160)))
        var alarm: VirtualTimer?
        start.addAction(for: .touchUpInside) { _, _ in
            start.isEnabled = false
            stop.isEnabled = true
            message.text = "Running"
            alarm = window.clock.schedule(after: 3, name: "alarm") { _ in message.text = "Time is up!" }
        }
        stop.addAction(for: .touchUpInside) { _, _ in
            alarm?.invalidate()
            stop.isEnabled = false
            start.isEnabled = true
            message.text = "Stopped"
        }
        try window.layout()
        return window
    }

    @Test func startRunsTheAlarmAndStopReEnablesStart() throws {
        let window = try Self.makeWindow()
        let session = ReplaySession(window: window)
        let start = try #require(window.view(withIdentifier: "start", as: Button.self))
        let stop = try #require(window.view(withIdentifier: "stop", as: Button.self))
        let message = try #require(window.view(withIdentifier: "message", as: Label.self))

        try session.tap(.id("start"))
        #expect(!start.isEnabled && stop.isEnabled)
        #expect(session.eventsOfLastStep == [sent("Button", "start", [.touchDown]), sent("Button", "start", [.touchUpInside, .primaryActionTriggered])])
        try session.wait(2.9)
        #expect(message.text == "Running")
        try session.wait(0.1)
        #expect(message.text == "Time is up!")
        #expect(session.trace.contains { $0.event == .timerFired(name: "alarm") && abs($0.time - 3) < 1e-9 })

        try session.tap(.text("Stop"))
        #expect(start.isEnabled && !stop.isEnabled)
        try session.tap(.id("stop"))      // disabled now: the touch goes through to what is behind
        #expect(session.eventsOfLastStep.isEmpty)
    }

    @Test func stoppingBeforeTheAlarmCancelsIt() throws {
        let window = try Self.makeWindow()
        let session = ReplaySession(window: window)
        try session.tap(.id("start"))
        try session.wait(1)
        try session.tap(.id("stop"))
        try session.wait(5)
        #expect(window.view(withIdentifier: "message", as: Label.self)?.text == "Stopped")
        #expect(!session.trace.contains { if case .timerFired = $0.event { true } else { false } })
        #expect(window.clock.settle(max: 1) == .settled(at: 6))
    }

    @Test func theSameStepsGiveTheSameTraceAndFrames() throws {
        func run() throws -> ([TraceEntry], [[UInt32]]) {
            let session = ReplaySession(window: try Self.makeWindow())
            try session.capture("start")
            try session.tap(.id("start"))
            try session.wait(3)
            try session.capture("alarm")
            return (session.trace, session.frames.map { $0.image.premultipliedARGB() })
        }
        let (traceA, framesA) = try run(), (traceB, framesB) = try run()
        #expect(traceA == traceB)
        #expect(framesA == framesB)
        #expect(framesA[0] != framesA[1])
        #expect(traceA.contains { $0.event == .timerFired(name: "alarm") })
    }
}
