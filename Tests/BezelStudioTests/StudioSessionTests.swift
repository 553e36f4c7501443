import BezelTestImages
import Bezel
import BezelFileFixtures
import BezelScriptFixtures
import BezelFiles
import BezelGraphics
import BezelReplay
import Testing
@testable import BezelStudio

/// A live session records what the user does as the steps a person would
/// write, and the saved script replays to exactly the trace the session shows.
@Suite struct StudioSessionTests {
    static let timerPath = ScriptTestSupport.scenesFolder + "/timer.yaml"

    static func timer() throws -> StudioSession {
        try StudioSession(scene: try SceneDocument.load(path: timerPath, themesDirectory: SceneTestSupport.repositoryFolder + "/Themes"))
    }

    /// The centre of the view with identifier `id`, offset by (`dx`, `dy`), in window coordinates.
    static func point(of id: String, in studio: StudioSession, dx: Double = 0, dy: Double = 0) throws -> Point {
        let view = try #require(studio.window.view(withIdentifier: id))
        let centre = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: studio.window)
        return Point(x: centre.x + dx, y: centre.y + dy)
    }

    /// `studio`'s script saved beside the example scripts, read back and replayed: its trace.
    static func replayed(_ studio: StudioSession, scene: String = "../scenes/timer.yaml") throws -> (text: String, trace: String) {
        let text = studio.scriptText(scene: scene, schema: "../../Schemas/script.schema.json")
        let script = try ScriptFile.parse(text, file: "recorded.yaml", baseDirectory: ScriptTestSupport.examplesFolder)
        let recording = ScriptRecording()
        let result = try ScriptRunner.run(script, recorder: recording)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")\n\(text)")
        return (text, recording.traceText)
    }

    @Test func aTapAnywhereOnAButtonIsRecordedAsATapOnItsIdAndReplaysToTheSameTrace() throws {
        let studio = try Self.timer()
        let offCentre = try Self.point(of: "start", in: studio, dx: -40, dy: 8)
        try studio.pointer(.began, at: offCentre)
        let pushed = try #require(studio.window.view(withIdentifier: "start") as? Button)
        #expect(pushed.isHighlighted, "while the finger is down the button looks pushed")
        try studio.pointer(.ended, at: offCentre)
        guard case .tap(.id("start")) = try #require(studio.steps.first), studio.steps.count == 1 else {
            Issue.record("\(studio.steps)")
            return
        }
        try studio.settle()
        try studio.expect(id: "remaining")
        let (text, trace) = try Self.replayed(studio)
        #expect(text.contains("  - tap: \"#start\"\n  - settle\n  - expect: {id: \"remaining\", properties: {\"text\": \"Time is up!\""), "\(text)")
        #expect(try studio.trace.traceText == trace)
    }

    @Test func aDragIsOneStepAndWaitsAreMerged() throws {
        let studio = try Self.timer()
        let slider = try #require(studio.window.view(withIdentifier: "seconds") as? Slider)
        let start = try Self.point(of: "seconds", in: studio, dx: -95)   // on the thumb (10 of 1...60)
        try studio.pointer(.began, at: start)
        for i in 1...5 { try studio.pointer(.moved, at: Point(x: start.x + Double(i) * 30, y: start.y)) }
        try studio.pointer(.ended, at: Point(x: start.x + 150, y: start.y))
        try studio.advance(by: 0.25)
        try studio.advance(by: 0.25)
        try studio.advance(by: 0.5)
        try studio.snapshot("dragged")
        // Both ends are places in the slider (its frame is x 16...304, y 205...233).
        #expect(studio.steps.map { ScriptWriter.step($0) }
                == ["drag: {from: {id: \"seconds\", at: [0.17, 0.5]}, to: {id: \"seconds\", at: [0.691, 0.5]}, steps: 5}",
                    "wait: 1", "snapshot: \"dragged\""])
        #expect(slider !== studio.window.view(withIdentifier: "seconds"), "the run was made again after the rewrite")
        let (_, trace) = try Self.replayed(studio)
        #expect(try studio.trace.traceText == trace)
        #expect(trace.contains("step       -  wait 1\n"), "one wait, as saved")
    }

    /// A click on the slider's track away from its thumb is recorded where
    /// it was (a tap at the slider's centre would be on another place), and
    /// like UIKit's slider it moves nothing, live and replayed.
    @Test func aTapOnASlidersTrackIsRecordedWithItsPlace() throws {
        let studio = try Self.timer()
        let track = Point(x: 100, y: 219)
        try studio.pointer(.began, at: track)
        try studio.pointer(.ended, at: track)
        #expect(studio.steps.map { ScriptWriter.step($0) } == ["tap: {id: \"seconds\", at: [0.292, 0.5]}"])
        let live = try #require(studio.window.view(withIdentifier: "seconds") as? Slider).value
        #expect(live == 10, "a touch on the track moves no UISlider")
        let (text, trace) = try Self.replayed(studio)
        #expect(try studio.trace.traceText == trace, "\(text)")
    }

    /// Every recorded step, replayed, moves the same views to the same
    /// values as the live input did: random taps, drags and typing over
    /// every example scene; after each input the live window (as the input
    /// left it) and the window the recorded steps make again have the same
    /// tree, and the saved text replays to the live trace.
    @Test(arguments: SceneTestSupport.exampleScenes())
    func randomInputReplaysToWhatTheLiveInputDid(scene name: String) throws {
        var random = SplitMix(seed: UInt64(truncatingIfNeeded: name.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) }))
        func unit() -> Double { Double(random.next() % 10_000) / 10_000 }
        let studio = try StudioSession(scene: try SceneDocument.load(path: ScriptTestSupport.scenesFolder + "/" + name,
                                                                    themesDirectory: SceneTestSupport.repositoryFolder + "/Themes"))
        let size = studio.window.bounds.size
        // The views and their values: the tree without the clock (a live
        // touch takes no time; its step, replayed, takes the step's time).
        func views() -> String {
            studio.window.treeDescription().replacingOccurrences(of: #" t=[0-9.]+"#, with: "", options: .regularExpression)
        }
        for round in 0..<10 {
            let start = Point(x: (unit() * size.width * 10).rounded() / 10, y: (unit() * size.height * 10).rounded() / 10)
            try studio.pointer(.began, at: start)
            var end = start
            if unit() < 0.5 {
                for _ in 0..<3 {
                    end = Point(x: min(max(end.x + ((unit() - 0.5) * 1200).rounded() / 10, 0), size.width - 1),
                                y: min(max(end.y + ((unit() - 0.5) * 200).rounded() / 10, 0), size.height - 1))
                    try studio.pointer(.moved, at: end)
                }
            }
            try studio.pointer(.ended, at: end)
            let live = views()
            _ = try studio.trace   // the recorded steps run again
            #expect(views() == live, "round \(round): \(studio.steps.map { ScriptWriter.step($0) })")
            if unit() < 0.3, (try? studio.type("ab")) != nil {
                let typed = views()
                _ = try studio.trace
                #expect(views() == typed)
            }
        }
        let (text, trace) = try Self.replayed(studio, scene: "../scenes/" + name)
        #expect(try studio.trace.traceText == trace, "\(text)")
    }

    @Test func aSegmentIsNamedByItsLabelBecauseTheControlsIdLeadsToAnother() throws {
        let scene = try SceneDocument.parse("""
            size: {width: 300, height: 80}
            root: {type: vstack, padding: 16, children: [{type: segmentedControl, id: unit, segments: [Day, Week, Month], selectedSegment: 1}]}
            """, file: "segments.yaml", baseDirectory: ScriptTestSupport.scenesFolder)
        let studio = try StudioSession(scene: scene)
        let day = try Self.point(of: "unit", in: studio, dx: -80)
        try studio.pointer(.began, at: day)
        try studio.pointer(.ended, at: day)
        guard case .tap(.element(label: "Day", traits: .button)) = try #require(studio.steps.first) else {
            Issue.record("\(studio.steps)")
            return
        }
        #expect((studio.window.view(withIdentifier: "unit") as? SegmentedControl)?.selectedSegmentIndex == 0)
        let week = try Self.point(of: "unit", in: studio)
        try studio.pointer(.began, at: week)
        try studio.pointer(.ended, at: week)
        guard case .tap(.id("unit")) = studio.steps[1] else {
            Issue.record("the middle segment is where the id leads: \(studio.steps)")
            return
        }
    }

    @Test func twoFingersStayTouchesAndUndoTakesBackTheLastStep() throws {
        let studio = try Self.timer()
        let a = try Self.point(of: "start", in: studio), b = try Self.point(of: "stop", in: studio)
        try studio.pointer(.began, at: a)
        try studio.pointer(.began, at: b, finger: 1)
        try studio.pointer(.ended, at: b, finger: 1)
        try studio.pointer(.ended, at: a)
        #expect(studio.steps.map(\.keyword) == ["touch", "touch", "touch", "touch"])
        let (_, trace) = try Self.replayed(studio)
        #expect(try studio.trace.traceText == trace)
        try studio.undo()
        #expect(studio.steps.count == 3)
        #expect((studio.window.view(withIdentifier: "start") as? Button)?.isHighlighted == true, "finger 0 is down again")
        #expect(throws: StudioError.noView("nothing")) { try studio.expect(id: "nothing") }
    }

    /// The window is drawn only when asked for, and only when something in
    /// it changed: a snapshot step draws it too, and is not taken for "nothing changed".
    @Test func theFrameIsDrawnWhenAskedForAndFollowsEveryChange() throws {
        let studio = try Self.timer()
        let opened = try studio.frame
        #expect(try studio.frame === opened, "nothing changed: the same image")
        try studio.pointer(.began, at: try Self.point(of: "start", in: studio))
        try studio.snapshot("pushed")
        let pushed = try studio.frame
        let changed = pushed.premultipliedARGB() != opened.premultipliedARGB()
        let current = pushed.premultipliedARGB() == (try studio.window.captureFrame()).premultipliedARGB()
        #expect(changed && current, "the pushed button is drawn")
    }

    @Test func typingIsOneStepAndTheDeleteKeyTakesBackWhatWasTyped() throws {
        let studio = try StudioSession(scene: try SceneDocument.load(path: ScriptTestSupport.scenesFolder + "/memory-warning.yaml",
                                                                     themesDirectory: SceneTestSupport.repositoryFolder + "/Themes"))
        #expect(throws: StudioError.refused("no text field is focused: tap one before typing")) { try studio.erase() }
        let field = try Self.point(of: "draft", in: studio)
        try studio.pointer(.began, at: field)
        try studio.pointer(.ended, at: field)
        for key in ["b", "u", "t", "t", "r"] { try studio.type(key) }
        try studio.erase()
        try studio.type("er")
        #expect(studio.steps.map(ScriptWriter.step) == [##"tap: "#draft""##, #"type: "butter""#])
        #expect((studio.window.view(withIdentifier: "draft") as? TextField)?.text == "butter")
        try studio.erase(6)
        #expect(studio.steps.map(ScriptWriter.step) == [##"tap: "#draft""##], "everything typed taken back")
        try studio.erase()
        try studio.erase()
        #expect(studio.steps.map(ScriptWriter.step) == [##"tap: "#draft""##, "erase: 2"], "presses with nothing typed are one step")
        try studio.type("jam")
        let (text, trace) = try Self.replayed(studio, scene: "../scenes/memory-warning.yaml")
        #expect(try studio.trace.traceText == trace, "\(text)")
    }
}

/// The number text `ScriptWriter` writes (its own function is internal).
enum ScriptWriterNumber {
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
