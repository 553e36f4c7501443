import BezelFileFixtures
import BezelScriptFixtures
@testable import BezelFiles
import BezelReplay
import Testing

/// `settle`: virtual time runs exactly until nothing is pending, so a script
/// (or a recorded session) needs no guessed waits; at its limit it fails
/// naming what is still busy.
@Suite struct SettleStepTests {
    static let timer = """
        scene: ../scenes/timer.yaml

        """

    @Test func bareANumberOrEmptyRead() throws {
        let script = try ScriptTestSupport.parse(Self.timer + """
            steps:
              - settle
              - settle: 2.5
              - settle: {}
            """)
        let limits = script.steps.compactMap { $0.action.as(SettleStep.self)?.limit }
        #expect(limits == [60, 2.5, 60])
        #expect(script.steps.map(\.action.keyword) == ["settle", "settle", "settle"])
        let errors = ScriptTestSupport.errors(Self.timer + """
            steps:
              - settle: -1
              - settle: soon
            """)
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["3:13", "4:13"], "\(errors.map(\.description))")
    }

    @Test func timeRunsToTheAlarmAndNoFurther() throws {
        let result = try ScriptTestSupport.run(Self.timer + """
            steps:
              - tap: "#start"
              - settle
              - expect: {id: remaining, properties: {text: "Time is up!"}}
              - settle
            """)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")")
        #expect(abs((result.trace.last?.time ?? 0) - 10) < 1e-9, "the alarm fired at 10 s (the frame it fell in); the second settle had nothing to wait for")
        #expect(result.trace.filter { $0.kind == .step }.map(\.detail).contains("settle (at most 60 s)"))
    }

    @Test func atItsLimitItFailsNamingWhatIsStillBusy() throws {
        let result = try ScriptTestSupport.run(Self.timer + """
            steps:
              - tap: "#start"
              - settle: 3
              - tap: "#stop"
            """)
        let failure = try #require(result.failure)
        #expect(failure.description == "s.yaml:4:5: step 2 (settle): still busy after 3 s: timer alarm")
        #expect(result.stepsRun == 2)
    }
}
