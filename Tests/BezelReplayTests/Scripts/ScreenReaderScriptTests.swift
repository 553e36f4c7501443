import Bezel
import BezelFileFixtures
import BezelScriptFixtures
@testable import BezelFiles
import BezelGraphics
import BezelReplay
import Testing

/// Scripts that speak: `screen-reader` steps, selectors by accessibility
/// label and trait, and `expect` on what was spoken and what is visible,
/// read at their file:line:column and run against the inline scene.
@Suite struct ScreenReaderScriptTests {
    static func run(_ steps: String) throws -> RecordedRun {
        try ScriptTestSupport.run(ScriptTestSupport.inlineScene + "\nsteps:\n" + steps)
    }

    @Test func gesturesSelectorsAndExpectationsRead() throws {
        let script = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + """

            steps:
              - screen-reader: next
              - screen-reader: {focus: {label: Name, trait: textField}}
              - screen-reader: {focus: "#s"}
              - tap: {label: Name}
              - tap: {trait: [adjustable]}
              - expect: {spoken: ["a", "b"]}
              - expect: {spoken: one}
              - expect: {label: Name, trait: textField, visible: false}
              - expect: {text: Name, visible: true}
              - expect: {id: s, visible: true, properties: {"on": false}}
            """)
        let actions = script.steps.map(\.action)
        let expectations = actions.compactMap { $0.as(ExpectStep.self)?.expectation }
        guard actions[0] == .screenReader(.next),
              actions[1] == .screenReader(.focus(.element(label: "Name", traits: .textField))),
              actions[2] == .screenReader(.focus(.id("s"))),
              actions[3] == .tap(.element(label: "Name", traits: [])),
              actions[4] == .tap(.element(label: nil, traits: .adjustable)),
              expectations.count == 5 else {
            Issue.record("unexpected actions: \(actions)")
            return
        }
        let (spokenList, spokenOne, byLabel, byText, byID) = (expectations[0], expectations[1], expectations[2], expectations[3], expectations[4])
        #expect(actions[0].keyword == "screen-reader")
        #expect(spokenList.spoken == ["a", "b"] && spokenOne.spoken == ["one"])
        #expect(byLabel.subject == .element(label: "Name", traits: .textField) && byLabel.visible == false)
        #expect(byText.subject == .text("Name") && byText.visible == true)
        #expect(byID.subject == .id("s") && byID.visible == true && byID.properties.map(\.value) == [.bool(false)])
    }

    @Test func mistakesAreReportedAtTheirPlace() {
        let errors = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + """

            steps:
              - screen-reader: nexts
              - screen-reader: {focu: "#b"}
              - tap: {label: Name, trait: buton}
              - expect: {visible: true}
              - expect: {text: Name}
              - expect: {id: b, text: Name, visible: true}
              - screen-reader: {focus: "#nope"}
            """)
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["14:20", "15:21", "16:31", "17:13", "18:13", "19:13", "20:5"],
                "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(errors[0].suggestion == "next")
        #expect(errors[1].suggestion == "focus")
        #expect(errors[2].message == "'buton' is not an accessibility trait" && errors[2].suggestion == "button")
        #expect(errors[3].message == "expect needs 'id', 'text', 'label' or 'trait' to check 'visible'")
        #expect(errors[4].message == "expect names a view by 'text', 'label' or 'trait' only to check 'visible'")
        #expect(errors[5].message == "expect names its view one way: 'id', 'text', or 'label' and 'trait'")
        #expect(errors[6].message == "no view in the scene has the id 'nope'")
    }

    @Test func theReaderWalksTheSceneAndTheTraceHoldsWhatItSaid() throws {
        let result = try Self.run("""
              - screen-reader: first
              - expect: {spoken: "button"}
              - screen-reader: next
              - expect: {spoken: "switch button, off"}
              - screen-reader: activate
              - expect: {spoken: "on", id: s, properties: {"on": true}, events: [touchDown, valueChanged, touchUpInside, primaryActionTriggered]}
              - screen-reader: next
              - screen-reader: increment
              - expect: {spoken: "60%", id: v, properties: {value: 0.6}, events: [valueChanged]}
              - screen-reader: last
              - screen-reader: next
              - expect: {spoken: []}
              - tap: {label: Name, trait: textField}
              - expect: {id: f, properties: {focused: true}}
            """)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")")
        let speech = result.trace.filter { $0.kind == .speech }.map(\.text)
        #expect(speech.count == 7, "\(speech)")
        #expect(speech.first == "  0.000  speech     BezelButton#b  \"button\"")
        #expect(speech.last == "  0.000  speech     -  (boundary: nothing after the focus)")
        let steps = result.trace.filter { $0.kind == .step }.map(\.detail)
        #expect(steps.contains("screen-reader activate") && steps.contains("tap label \"Name\" [textField]"))
    }

    /// Hints are spoken by default, as on iOS; `speakHints: false` turns
    /// them off for the whole script, as VoiceOver's Speak Hints setting does.
    @Test func hintsAreSpokenUnlessTheScriptTurnsThemOff() throws {
        let steps = "\nsteps:\n  - screen-reader: {focus: \"#s\"}\n"
        let spoken = try ScriptTestSupport.run(ScriptTestSupport.inlineScene + steps)
        let off = try ScriptTestSupport.run(ScriptTestSupport.inlineScene + "\nspeakHints: false" + steps)
        let said = { (run: RecordedRun) in run.trace.filter { $0.kind == .speech }.map(\.text) }
        #expect(said(spoken).first?.contains("hint \"Double tap to toggle setting.\"") == true, "\(said(spoken))")
        #expect(said(off).first?.contains("switch button") == true && said(off).first?.contains("hint") == false, "\(said(off))")
        let wrong = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + "\nspeakHints: sometimes" + steps)
        #expect(wrong.first?.location.line == 13, "\(wrong)")
    }

    @Test func whatWasSaidAndWhatIsVisibleFailWithExpectedAndActual() throws {
        let spoken = try Self.run("""
              - screen-reader: next
              - expect: {spoken: "Start, button"}
            """)
        #expect(spoken.failure?.description == "s.yaml:15:5: step 2 (expect): spoken: expected [\"Start, button\"], got [\"button\"]")
        let visible = try Self.run("""
              - expect: {id: b, visible: false}
            """)
        #expect(visible.failure?.description == "s.yaml:14:5: step 1 (expect): #b visible: expected false, got true")
        let missing = try Self.run("""
              - expect: {text: Nowhere, visible: false}
              - expect: {label: Name, trait: link, visible: true}
            """)
        #expect(missing.failure?.description == "s.yaml:15:5: step 2 (expect): label \"Name\" [link] visible: expected true, got false")
        let unhandled = try Self.run("""
              - screen-reader: activate
            """)
        #expect(unhandled.failure?.description
                == "s.yaml:14:5: step 1 (screen-reader): nothing is focused for 'activate' (move the focus first: next, first or focus)")
    }

    @Test func aSnapshotStepCanKeepWhatAScreenReaderFinds() throws {
        let script = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + """

            steps:
              - snapshot: {name: start, accessibility: [image, text]}
              - snapshot: plain
            """)
        guard script.steps[0].action == .snapshot("start", accessibility: [.image, .text]),
              script.steps[1].action == .snapshot("plain") else {
            Issue.record("unexpected actions: \(script.steps.map(\.action))")
            return
        }
        let errors = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + """

            steps:
              - snapshot: {name: a, accessibility: [txt]}
              - snapshot: {name: b, accessibility: [text, text]}
              - snapshot: {nam: c}
            """)
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["14:41", "15:47", "16:16"],
                "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(errors.first?.suggestion == "text")
        let recording = ScriptRecordingWithAccessibility()
        let result = try ScriptRunner.run(script, recorder: recording)
        #expect(result.failure == nil)
        #expect(result.snapshots.first?.accessibilityFileName(.text) == "01-start.accessibility.txt")
        #expect(recording.accessibility.count == 1, "only the step that asks")
        let (text, image) = try #require(recording.accessibility.first)
        #expect(text?.hasPrefix("BezelButton#b - [button]") == true && text?.hasSuffix("\n") == true, "\(text ?? "")")
        #expect(image.map { $0.pixelWidth > 600 } == true, "the window and a legend beside it")
    }
}

/// A recording that keeps the accessibility snapshots too.
private final class ScriptRecordingWithAccessibility: ScriptRunRecorder {
    var accessibility: [(text: String?, image: Image?)] = []
    var wants: ScriptRunRecorderWants { [] }
    func record(_ event: ScriptRunEvent) {
        if case let .accessibilitySnapshot(_, text, image) = event { accessibility.append((text, image)) }
    }
}
