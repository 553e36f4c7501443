import BezelFileFixtures
import BezelScriptFixtures
@testable import BezelFiles
import BezelReplay
@testable import BezelReports
import BezelScenes
import Testing

/// Running scripts: each step drives the session, expectations compare
/// properties and events, and the first failure stops the run naming the
/// step, its place, the expected and the actual value.
@Suite struct ScriptRunnerTests {
    static func run(_ steps: String) throws -> RecordedRun {
        try ScriptTestSupport.run(ScriptTestSupport.inlineScene + "\nsteps:\n" + steps)
    }

    /// A slider follows only a touch that begins on its thumb (UIKit's
    /// UISlider): a tap on its track changes nothing, a drag from the thumb's
    /// place moves it by the finger's travel.
    @Test func aPlaceInAViewIsWhereTheTouchLands() throws {
        let result = try Self.run("""
              - tap: {id: v, at: [0.9, 0.5]}
              - expect: {id: v, properties: {value: 0.5}, events: [touchDown, touchUpInside, primaryActionTriggered]}
              - drag: {from: {id: v, at: [0.5, 0.5]}, to: {id: v, at: [1, 0.5]}, steps: 4}
              - expect: {id: v, properties: {value: 1}}
              - tap: {id: s, at: [0.1, 0.1]}
              - expect: {id: s, properties: {"on": true}}
            """)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")")
        let touches = result.trace.filter { $0.kind == .touch }.map(\.detail)
        #expect(touches.first == "began (188, 133) finger 0 tap 1", "\(touches)")
    }

    @Test func everyStepTypeRuns() throws {
        let result = try Self.run("""
              - touch: {phase: began, at: "#b"}
              - expect: {id: b, properties: {pushed: true, tracking: true}, events: [touchDown]}
              - touch: {phase: ended, at: "#b", finger: 0}
              - expect: {id: b, properties: {recessed: true, pushed: false}}
              - tap: "#s"
              - expect: {id: s, properties: {"on": true}, events: [touchDown, valueChanged, touchUpInside, primaryActionTriggered]}
              - drag: {from: "#v", to: {x: 0, y: 0}, steps: 3}
              - expect: {id: v, properties: {value: 0}}
              - tap: {text: Name}
              - type: Ada
              - expect: {id: f, properties: {focused: true, text: Ada}}
              - wait: 2.5
              - memory-warning
              - background
              - foreground
              - snapshot: end
            """)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")")
        #expect(result.stepsRun == 16)
        #expect(result.snapshots.map(\.fileName) == ["16-end.png"])
        #expect(result.snapshotImages.first?.pixelWidth == 600)
        let steps = result.trace.filter { $0.kind == .step }.map(\.detail)
        #expect(steps.contains("wait 2.5") && steps.contains("memory-warning") && steps.contains("background"))
        #expect(result.trace.contains { $0.event == .foreground })
        #expect(result.trace.last?.time == 2.5 + 3.0 / 60.0)
        #expect(result.traceJSONLines.split(separator: "\n").count == result.trace.count)
    }

    @Test func aPropertyMismatchStopsTheRunNamingStepAndValues() throws {
        let result = try Self.run("""
              - tap: "#b"
              - expect: {id: b, properties: {recessed: false}}
              - tap: "#b"
            """)
        let failure = try #require(result.failure)
        #expect(result.stepsRun == 2)
        #expect(failure.step == 2 && failure.keyword == "expect" && failure.subject == "#b recessed")
        #expect(failure.expected == "false" && failure.actual == "true")
        #expect(failure.location == SourceLocation(file: "s.yaml", line: 15, column: 5))
        #expect(failure.description == "s.yaml:15:5: step 2 (expect): #b recessed: expected false, got true")
    }

    @Test func eventsAreThoseOfThePreviousStepInOrder() throws {
        let result = try Self.run("""
              - tap: "#b"
              - expect: {id: s, events: []}
              - expect: {events: [touchDown, touchUpInside]}
            """)
        let failure = try #require(result.failure)
        #expect(failure.step == 3 && failure.subject == "events")
        #expect(failure.expected == "[touchDown, touchUpInside]" && failure.actual == "[touchDown, touchUpInside, primaryActionTriggered]")
    }

    @Test func aStepThatCannotRunIsAFailureToo() throws {
        let result = try Self.run("""
              - type: nothing focused
              - tap: "#b"
            """)
        let failure = try #require(result.failure)
        #expect(failure.step == 1 && failure.keyword == "type" && failure.expected == nil)
        #expect(failure.description == "s.yaml:14:5: step 1 (type): no text field is focused: tap one before typing")
        let offScreen = try Self.run("  - tap: {text: Nowhere}\n")
        #expect(offScreen.failure?.subject == "no view matches \"Nowhere\"")
    }

    @Test func theReportListsStepsFramesAndTrace() throws {
        let script = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + """

            steps:
              - snapshot: start
              - expect: {id: b, properties: {recessed: true}}
              - tap: "#b"
            """)
        let run = try ScriptTestSupport.run(script)
        let page = ScriptReport.html(run.result, script: script, traceLines: run.trace.map(\.text), traceLineCount: run.trace.count)
        #expect(page.contains("<img src=\"01-start.png\""))
        #expect(page.contains("Failed: s.yaml:15:5: step 2 (expect): #b recessed: expected true, got false"))
        #expect(page.contains("<td class=\"skipped\">not run</td>"))
        #expect(page.contains("capture start"))
        #expect(ScriptReport.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
        // Every page's skeleton (PageMarkup): the same head, policy and generator line.
        #expect(page.contains("<meta name=\"generator\" content=\"bezel replay\">"))
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\""))
    }
}
