import Bezel
import BezelGraphics
@testable import BezelReplay
import Testing

/// A session that carries the state words from one step to the next (as the
/// script runner does) records the same changes as one that reads every
/// view before each step, and a change made between steps is caught.
@Suite struct CarriedStateTests {
    /// A window with a switch `s` and a button `b` that turns the switch off.
    private func screen() -> (Window, Switch) {
        let window = Window(size: Size(width: 200, height: 100))
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 60, height: 40)).id("s")
        let button = Button(frame: Rect(x: 100, y: 10, width: 80, height: 40), title: "Off").id("b")
        button.addAction(for: .touchUpInside) { _, _ in toggle.isOn = false }
        window.addSubview(toggle)
        window.addSubview(button)
        return (window, toggle)
    }

    private func run(carrying: Bool) throws -> [TraceEntry] {
        let (window, _) = screen()
        let session = ReplaySession(window: window)
        session.carriesStateBetweenSteps = carrying
        try session.tap(.id("s"))
        try session.wait(0)
        try session.tap(.id("b"))
        try session.touch(.began, at: .id("b"))
        try session.touch(.ended, at: .id("s"))
        try session.tap(.id("s"))
        return session.trace
    }

    @Test func carryingTheStateRecordsTheSameTrace() throws {
        let carried = try run(carrying: true)
        #expect(carried == (try run(carrying: false)))
        #expect(carried.contains { if case .stateChanged = $0.event { return true } else { return false } })
    }

    @Test func aChangeBetweenStepsIsCaught() throws {
        let (window, toggle) = screen()
        let session = ReplaySession(window: window)
        session.carriesStateBetweenSteps = true
        try session.verifyCarriedState()                // nothing carried yet
        try session.wait(0)
        try session.verifyCarriedState()
        toggle.isOn.toggle()
        #expect(throws: ReplayError.self) { try session.verifyCarriedState() }
    }
}
