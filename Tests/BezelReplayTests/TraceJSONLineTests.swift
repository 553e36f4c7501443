import Bezel
import BezelFileFixtures
import BezelScriptFixtures
@testable import BezelFiles
import BezelGraphics
import BezelReplay
import Foundation
import Testing

/// `trace.jsonl`: every kind of entry writes its fields as typed JSON values
/// that read back the same, with the format's version and the entry's text
/// line; a whole example replay's lines decode.
@Suite struct TraceJSONLineTests {
    static let button = TraceView(typeName: "BezelButton", identifier: "start")

    /// One entry of every event, and the fields its line must carry.
    static let entries: [(TraceEntry, @Sendable (TraceJSONLine) -> Bool)] = [
        (TraceEntry(time: 0, event: .step(.tap(.id("start")))), { $0.step == "tap #start" }),
        (TraceEntry(time: 0.5, event: .touch(button, phase: .began, location: Point(x: 48.5, y: 30.5), finger: 1, tapCount: 2)), {
            $0.view == button && $0.phase == "began" && $0.location == TraceJSONLine.Location(x: 48.5, y: 30.5)
                && $0.finger == 1 && $0.tapCount == 2
        }),
        (TraceEntry(time: 0.5, event: .touch(nil, phase: .ended, location: Point(x: 1, y: 2), finger: 0, tapCount: 1)), {
            $0.view == nil && $0.phase == "ended"
        }),
        (TraceEntry(time: 1.5, event: .controlEvents(button, [.touchUpInside, .primaryActionTriggered])), {
            $0.view == button && $0.events == ["touchUpInside", "primaryActionTriggered"]
        }),
        (TraceEntry(time: 2, event: .linkTapped(TraceView(typeName: "LinkLabel", identifier: nil), text: "terms", target: "https://a.b/c")), {
            $0.view == TraceView(typeName: "LinkLabel", identifier: nil) && $0.link == TraceJSONLine.Link(text: "terms", target: "https://a.b/c")
        }),
        (TraceEntry(time: 2, event: .scrollTookOver(TraceView(typeName: "ScrollView", identifier: "s"), from: TraceView(typeName: "Label", identifier: nil))), {
            $0.view?.identifier == "s" && $0.from == TraceView(typeName: "Label", identifier: nil)
        }),
        (TraceEntry(time: 2, event: .scrollTookOver(TraceView(typeName: "ScrollView", identifier: "s"), from: nil)), { $0.from == nil }),
        (TraceEntry(time: 3, event: .lifecycle(controller: "detail", call: .viewDidLoad)), { $0.controller == "detail" && $0.call == "viewDidLoad" }),
        (TraceEntry(time: 3, event: .timerFired(name: "alarm")), { $0.timer == "alarm" }),
        (TraceEntry(time: 4, event: .stateChanged(button, changes: [
            TracePropertyChange(property: "enabled", old: .bool(true), new: .bool(false)),
            TracePropertyChange(property: "title", old: .text("Go"), new: .text("Stop")),
        ], state: ["title=\"Stop\""])), {
            $0.view == button && $0.state == ["title=\"Stop\""] && $0.changes?.map(\.new) == [.bool(false), .text("Stop")]
        }),
        (TraceEntry(time: 4, event: .stateChanged(button, changes: [TracePropertyChange(property: "progress", old: nil, new: .number(0.25))], state: [])), {
            $0.changes == [TracePropertyChange(property: "progress", old: nil, new: .number(0.25))] && $0.state == []
        }),
        (TraceEntry(time: 4, event: .propertyChanged(button, TracePropertyChange(property: "alpha", old: .number(1), new: .number(0.3)))), {
            $0.view == button && $0.changes == [TracePropertyChange(property: "alpha", old: .number(1), new: .number(0.3))]
        }),
        (TraceEntry(time: 5, event: .memoryWarning), { $0.app == "memoryWarning" }),
        (TraceEntry(time: 5, event: .background), { $0.app == "background" }),
        (TraceEntry(time: 5, event: .foreground), { $0.app == "foreground" }),
        (TraceEntry(time: 6, event: .frameCaptured(name: "end", pixelWidth: 600, pixelHeight: 400)), {
            $0.frame == TraceJSONLine.Frame(name: "end", width: 600, height: 400)
        }),
        (TraceEntry(time: 7, event: .step(.screenReader(.focus(.element(label: "Alarm", traits: .toggleButton))))), {
            $0.step == "screen-reader focus label \"Alarm\" [toggleButton]"
        }),
        (TraceEntry(time: 7, event: .spoken(TraceView(typeName: "Slider", identifier: "seconds"), part: nil,
                                            text: "Seconds, 15%, adjustable", hint: "How long the timer runs")), {
            $0.kind == .speech && $0.view?.identifier == "seconds" && $0.speech == "Seconds, 15%, adjustable"
                && $0.hint == "How long the timer runs" && $0.part == nil
                && $0.text == "  7.000  speech     Slider#seconds  \"Seconds, 15%, adjustable\" hint \"How long the timer runs\""
        }),
        (TraceEntry(time: 7, event: .spoken(TraceView(typeName: "SegmentedControl", identifier: "unit"), part: "segment 1",
                                            text: "selected", hint: nil)), {
            $0.part == "segment 1" && $0.hint == nil && $0.text.hasSuffix("SegmentedControl#unit segment 1  \"selected\"")
        }),
        (TraceEntry(time: 7, event: .readerBoundary(.next)), {
            $0.boundary == "next" && $0.view == nil && $0.text.hasSuffix("speech     -  (boundary: nothing after the focus)")
        }),
    ]

    @Test func everyKindRoundTripsItsFields() throws {
        #expect(Set(Self.entries.map(\.0.kind)) == Set(TraceEntry.Kind.allCases), "every kind is tested")
        for (entry, hasItsFields) in Self.entries {
            let written = try entry.jsonLine()
            #expect(!written.contains("\n"))
            let read = try TraceJSONLine(decoding: written)
            #expect(read == TraceJSONLine(entry), "\(written)")
            #expect(read.version == TraceJSONLine.formatVersion && read.time == entry.time && read.kind == entry.kind)
            #expect(read.text == entry.text)
            #expect(hasItsFields(read), "\(written)")
            #expect(try read.encoded() == written, "written again, the same bytes")
        }
    }

    @Test func linesHaveSortedKeysAndTypedValues() throws {
        let touch = TraceEntry(time: 0, event: .touch(Self.button, phase: .began, location: Point(x: 48.5, y: 30.5), finger: 0, tapCount: 1))
        #expect(try touch.jsonLine() == #"{"finger":0,"kind":"touch","location":{"x":48.5,"y":30.5},"phase":"began","tapCount":1,"#
            + #""text":"  0.000  touch      BezelButton#start  began (48.5, 30.5) finger 0 tap 1","time":0,"version":2,"#
            + #""view":{"id":"start","type":"BezelButton"}}"#)
        let values = TraceEntry(time: 1, event: .propertyChanged(Self.button, TracePropertyChange(property: "title", old: .text("true"), new: .text("1"))))
        #expect(try TraceJSONLine(decoding: values.jsonLine()).changes?.first?.new == .text("1"), "text stays text")
        #expect(throws: DecodingError.self) {
            try TraceJSONLine(decoding: #"{"detail":"touchUpInside","kind":"event","subject":"BezelButton#start","time":1.5}"#)
        }
        let newer = try TraceEntry(time: 0, event: .background).jsonLine().replacingOccurrences(of: #""version":2"#, with: #""version":3"#)
        #expect(throws: DecodingError.self, "a newer version is refused") { try TraceJSONLine(decoding: newer) }
        let fade = TraceEntry(time: 1, event: .propertyChanged(Self.button, TracePropertyChange(property: "alpha", old: .number(0), new: .number(1))))
        #expect(try fade.jsonLine().contains(#"{"new":1,"old":0,"property":"alpha"}"#))
    }

    @Test func everyExampleReplaysJSONLinesDecode() throws {
        for name in ScriptTestSupport.exampleScripts() {
            let script = try ScriptFile.load(path: ScriptTestSupport.examplesFolder + "/" + name)
            let run = try ScriptTestSupport.run(script)
            let lines = try run.recording.traceJSONLines().split(separator: "\n").map(String.init)
            #expect(lines.count == run.trace.count, "\(name)")
            let read = try lines.map(TraceJSONLine.init(decoding:))
            #expect(read == run.trace.map(TraceJSONLine.init), "\(name)")
            #expect(read.map(\.text) == run.traceText.split(separator: "\n").map(String.init), "\(name): the text lines are trace.txt")
            #expect(read.allSatisfy { $0.version == TraceJSONLine.formatVersion })
        }
    }
}
