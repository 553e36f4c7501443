import Bezel
import BezelFileFixtures
import BezelScriptFixtures
import BezelGraphics
import BezelReplay
import Testing

/// State changes are typed (view, property, old, new): a change the tree
/// dump prints is one `state` entry a view with the words after the step;
/// one it does not print (`hidden`, `alpha`...) is a `property` entry, in
/// the trace, its text and its JSON lines.
@Suite struct TypedStateChangeTests {
    /// The `property` and `state` changes of the view `id` in `trace`.
    private func changes(of id: String, in trace: [TraceEntry]) -> [TracePropertyChange] {
        trace.flatMap { entry -> [TracePropertyChange] in
            switch entry.event {
            case let .propertyChanged(view, change) where view.identifier == id: return [change]
            case let .stateChanged(view, changes, _) where view.identifier == id: return changes
            default: return []
            }
        }
    }

    @Test func setHiddenAndAlphaAreInTheTraceItsTextAndItsJSON() throws {
        let run = try ScriptTestSupport.run("""
            scene:
              size: {width: 300, height: 200}
              root:
                type: vstack
                children:
                  - {type: label, id: message, text: Ready}
                  - {type: button, id: go, title: Go}
              actions:
                - on: {id: go, event: touchUpInside}
                  do: [{set: {id: message, hidden: true}}, {set: {id: go, alpha: 0.5}}]
            steps:
              - tap: "#go"
            """)
        #expect(run.failure == nil)
        let hidden = TracePropertyChange(property: "hidden", old: .bool(false), new: .bool(true))
        let alpha = TracePropertyChange(property: "alpha", old: .number(1), new: .number(0.5))
        #expect(changes(of: "message", in: run.trace) == [hidden])
        #expect(changes(of: "go", in: run.trace) == [alpha])

        let lines = run.traceText.split(separator: "\n").map(String.init)
        #expect(lines.contains("  0.000  property   Label#message  hidden: false → true"), "\(run.traceText)")
        #expect(lines.contains { $0.hasSuffix("#go  alpha: 1 → 0.5") && $0.contains(" property ") }, "\(run.traceText)")

        let json = try run.recording.traceJSONLines().split(separator: "\n").map { try TraceJSONLine(decoding: String($0)) }
        let hiddenLine = try #require(json.first { $0.kind == .property && $0.view?.identifier == "message" })
        #expect(hiddenLine.changes == [hidden])
        #expect(hiddenLine.view == TraceView(typeName: "Label", identifier: "message"))
        #expect(hiddenLine.text == "  0.000  property   Label#message  hidden: false → true")
        #expect(json.first { $0.kind == .property && $0.view?.identifier == "go" }?.changes == [alpha])
        let written = try #require(run.trace.first { if case let .propertyChanged(view, _) = $0.event { view.identifier == "message" } else { false } })
        #expect(try written.jsonLine().contains(#""changes":[{"new":true,"old":false,"property":"hidden"}]"#))
    }

    @Test func aPrintedChangeKeepsItsWordsLineAndListsTheChangedProperties() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 60, height: 40)).id("s")
        window.addSubview(toggle)
        let session = ReplaySession(window: window)
        try session.tap(.id("s"))
        let state = try #require(session.trace.first { $0.kind == .state })
        guard case let .stateChanged(view, changes, words) = state.event else { Issue.record("not a state entry"); return }
        #expect(view == TraceView(typeName: "Switch", identifier: "s"))
        #expect(words == toggle.stateDescription)
        #expect(changes.contains(TracePropertyChange(property: "on", old: .bool(false), new: .bool(true))))
        #expect(state.detail == words.joined(separator: " "), "the line prints the words, as before")
        #expect(!session.trace.contains { $0.kind == .property }, "nothing unprinted changed")
    }

    @Test func aViewNewToTheTraceListsEveryPropertyWithNoOldValue() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let session = ReplaySession(window: window)
        let label = Label("New", style: LabelStyle()).id("new")
        try session.customStep("add a label") { window.addSubview(label) }
        let changes = session.trace.compactMap { entry -> [TracePropertyChange]? in
            if case let .stateChanged(_, changes, _) = entry.event { return changes } else { return nil }
        }
        #expect(changes == [label.properties.map { TracePropertyChange(property: $0.name, old: nil, new: $0.value) }])
        #expect(!session.trace.contains { $0.kind == .property })
    }

    @Test func anUnprintedChangeBesideAPrintedOneIsALineOfItsOwn() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 60, height: 40)).id("s")
        window.addSubview(toggle)
        let session = ReplaySession(window: window)
        try session.customStep("turn on and fade") {
            toggle.isOn = true
            toggle.alpha = 0.25
        }
        #expect(session.trace.map(\.kind) == [.step, .state, .property])
        #expect(session.trace.last?.detail == "alpha: 1 → 0.25")
    }

    @Test func aChangeSmallerThanThePrintedDecimalsIsAPropertyLine() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let slider = Slider(frame: Rect(x: 10, y: 10, width: 150, height: 30), value: 0.5).id("v")
        window.addSubview(slider)
        let session = ReplaySession(window: window)
        try session.customStep("nudge") { slider.value = 0.5001 }
        #expect(session.trace.map(\.kind) == [.step, .property], "the words (value=0.5) did not change")
        guard case let .propertyChanged(_, change)? = session.trace.last?.event else { return }
        #expect(change == TracePropertyChange(property: "value", old: .number(0.5), new: .number(0.5001)))
    }
}
