import Bezel
import BezelFileFixtures
import BezelScriptFixtures
import BezelFiles
import BezelGraphics
import BezelReplay
import Testing
@testable import BezelStudio

/// Stepping through a script: each step's entries, touches and frames,
/// failed steps marked without stopping the run, and the tree at any step
/// made again by a deterministic re-run.
@Suite struct ScriptTimelineTests {
    @Test func eachStepKeepsItsEntriesTouchesAndFrames() throws {
        let timeline = try ScriptTimeline(try ScriptFile.load(path: ScriptTestSupport.examplesFolder + "/timer-alarm.yaml"))
        #expect(timeline.steps.count == 19)
        let tap = timeline.steps[0]
        #expect(tap.text == "tap: {text: \"Start\"}" && tap.location.line == 7)
        #expect(tap.touches.map(\.phase) == [.began, .ended])
        #expect(tap.entries.first?.text.hasSuffix("step       -  tap \"Start\"") == true)
        let tapped = try timeline.moment(ofStep: 1)
        #expect(tapped.step.entries.map(\.text) == tap.entries.map(\.text))
        let differ = tapped.frameBefore.premultipliedARGB() != tapped.frameAfter.premultipliedARGB()
        #expect(differ, "Start greyed, Stop enabled")
        #expect((tapped.window.view(withIdentifier: "start") as? Button)?.isEnabled == false)
        #expect(tapped.sources.location(of: try #require(tapped.window.view(withIdentifier: "start")))?.line != nil)
        let expect = timeline.steps[1]
        #expect(expect.entries.isEmpty && expect.failure == nil)
        let expected = try timeline.moment(ofStep: 2)
        #expect(expected.frameBefore === expected.frameAfter, "nothing drew")
        #expect(timeline.steps[3].time == 0 && abs((timeline.steps.last?.time ?? 0) - 34) < 1e-9, "the waits: 9.9 + 0.1 + 4 + 20")
        #expect(timeline.steps.allSatisfy { $0.failure == nil })
        let all = ScriptRecording()
        _ = try ScriptRunner.run(timeline.script, recorder: all)
        #expect(timeline.steps.flatMap(\.entries).map(\.text) == all.trace.map(\.text), "the steps' entries are the whole trace")
    }

    @Test func aFailedStepIsMarkedAndTheRunGoesOn() throws {
        let script = try ScriptTestSupport.parse("""
            scene: ../scenes/timer.yaml
            steps:
              - expect: {id: start, properties: {enabled: false}}
              - tap: "#start"
              - expect: {id: start, properties: {enabled: false}}
            """)
        let timeline = try ScriptTimeline(script)
        #expect(timeline.steps.map { $0.failure != nil } == [true, false, false])
        #expect(timeline.steps[0].failure?.description == "s.yaml:3:5: step 1 (expect): #start enabled: expected false, got true")
    }

    @Test func theTreeAtAStepIsMadeAgain() throws {
        let timeline = try ScriptTimeline(try ScriptFile.load(path: ScriptTestSupport.examplesFolder + "/timer-alarm.yaml"))
        let before = try timeline.window(afterStep: 0), after = try timeline.window(afterStep: 1)
        #expect((before.view(withIdentifier: "start") as? Button)?.isEnabled == true)
        #expect((after.view(withIdentifier: "start") as? Button)?.isEnabled == false)
        #expect(try timeline.window(afterStep: 10).clock.now == 10, "after the two waits")
        #expect(try timeline.window(afterStep: 99).clock.now == timeline.window(afterStep: 19).clock.now, "past the end: the end")
        #expect(throws: StudioError.noStep(20, of: 19)) { try timeline.moment(ofStep: 20) }
        #expect(throws: StudioError.noStep(0, of: 19)) { try timeline.moment(ofStep: 0) }
    }
}
