@testable import BezelFileSnapshots
import Bezel
import BezelGraphics
import BezelReplay
import BezelSnapshots
import Testing

/// A golden trace that differs says where first (step, time, view) and
/// shows the differing entries with context.
@Suite struct TraceDifferenceTests {
    static let button = TraceView(typeName: "Slider", identifier: "seconds")

    static func trace(swapped: Bool) -> [TraceEntry] {
        var moved: [TraceEntry] = [
            TraceEntry(time: 0.017, event: .controlEvents(button, .valueChanged)),
            TraceEntry(time: 0.017, event: .controlEvents(button, .touchDragInside)),
        ]
        if swapped { moved.reverse() }
        return [
            TraceEntry(time: 0, event: .step(.tap(.id("start")))),
            TraceEntry(time: 0, event: .controlEvents(TraceView(typeName: "Button", identifier: "start"), .touchUpInside)),
            TraceEntry(time: 0, event: .step(.drag(from: .id("seconds"), to: .id("start"), steps: 2))),
            TraceEntry(time: 0.017, event: .touch(button, phase: .moved, location: Point(x: 1, y: 2), finger: 0, tapCount: 1)),
        ] + moved + [TraceEntry(time: 0.033, event: .timerFired(name: "alarm"))]
    }

    @Test func anEventOrderChangeNamesTheStepTimeAndView() throws {
        let golden = TraceSnapshot(Self.trace(swapped: false))
        let now = TraceSnapshot(Self.trace(swapped: true))
        let decoded = try Diffing<TraceSnapshot>.trace.decode(Diffing<TraceSnapshot>.trace.encode(golden), now)
        #expect(decoded.lines == golden.lines)
        let difference = try #require(try Diffing<TraceSnapshot>.trace.compare(decoded, now))
        let lines = difference.summary.split(separator: "\n").map(String.init)
        #expect(lines.first == "the trace differs from its golden at entry 5 (traced step 2 \"drag #seconds → #start in 2 steps\", "
                + "0.017 s, Slider#seconds): 1 entry gone, 1 new (golden 7 entries, now 7)")
        #expect(lines.dropFirst() == [
            "      0.000  step       -  drag #seconds → #start in 2 steps",
            "      0.017  touch      Slider#seconds  moved (1, 2) finger 0 tap 1",
            "  +   0.017  event      Slider#seconds  touchDragInside",
            "      0.017  event      Slider#seconds  valueChanged",
            "  -   0.017  event      Slider#seconds  touchDragInside",
        ])
        let diffFile = String(decoding: try #require(difference.diffArtifact).data, as: UTF8.self)
        #expect(diffFile.hasPrefix("--- golden\n+++ now\n@@ from entry 5 @@\n"))
        #expect(try Diffing<TraceSnapshot>.trace.compare(golden, golden) == nil)
    }

    @Test func aShorterTraceSaysWhatIsGone() throws {
        let golden = TraceSnapshot(Self.trace(swapped: false))
        let now = TraceSnapshot(Array(Self.trace(swapped: false).prefix(3)))
        let difference = try #require(try Diffing<TraceSnapshot>.trace.compare(TraceSnapshot(lines: golden.lines), now))
        #expect(difference.summary.hasPrefix("the trace differs from its golden at entry 4 (traced step 2"))
        #expect(difference.summary.contains("4 entries gone, 0 new (golden 7 entries, now 3)"))
    }

    @Test func aLongMiddleIsShownAsRemovedThenAdded() {
        let old = (0..<2_000).map { "a\($0)" }, new = (0..<2_000).map { "b\($0)" }
        let lines = TraceDifference.diff(old, new, firstIndex: 0)
        #expect(lines.count == 4_000)
        #expect(lines.first == .removed("a0") && lines.last == .added("b1999", index: 1_999))
    }
}
