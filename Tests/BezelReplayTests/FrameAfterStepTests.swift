import Bezel
import BezelFileFixtures
import BezelScriptFixtures
import BezelGraphics
@testable import BezelReplay
import Testing

/// A view that draws a colour it is told about without being marked as changed.
private final class Careless: View {
    var colour = Color(red: 1, green: 0, blue: 0)
    override func draw(in canvas: Canvas) { canvas.fill(bounds, with: colour) }
}

/// After a step the runner captures the window only when a view was marked
/// (the capture redraws only what was); checking, a step that marked
/// nothing must give the previous pixels in a full render.
@Suite struct FrameAfterStepTests {
    @Test func aStepThatChangedPixelsWithoutMarkingIsCaughtByAFullRender() throws {
        let window = Window(size: Size(width: 60, height: 40), scale: 1)
        window.checksIncrementalRender = false
        let careless = Careless(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        window.addSubview(careless)
        let first = try ScriptRunner.frameAfterStep(window, previous: try window.captureFrame(), step: 1, checking: true)
        #expect(try ScriptRunner.frameAfterStep(window, previous: first, step: 2, checking: true) === first)
        careless.colour = Color(red: 0, green: 0, blue: 1)
        #expect(try ScriptRunner.frameAfterStep(window, previous: first, step: 3, checking: false) === first,
                "not checking, nothing marked: the previous frame")
        #expect(throws: ReplayError.self) { try ScriptRunner.frameAfterStep(window, previous: first, step: 4, checking: true) }
        careless.setNeedsDisplay()
        let redrawn = try ScriptRunner.frameAfterStep(window, previous: first, step: 5, checking: true)
        #expect(redrawn.pixel(x: 10, y: 10) == Color(red: 0, green: 0, blue: 1))
        #expect(window.lastCaptureDamage?.rects == [Rect(x: 5, y: 5, width: 20, height: 20)])
    }
}

/// Keeps each run frame with where the runner said it may have changed.
private final class ChangeRecorder: ScriptRunRecorder {
    var frames: [(image: Image, changed: [PixelRegion]?)] = []
    func record(_ event: ScriptRunEvent) {
        if case let .frame(frame, _, changed) = event { frames.append((frame, changed)) }
    }
}

extension FrameAfterStepTests {
    /// The runner tells its recorder the window's damage since the frame it
    /// recorded before (a snapshot step's capture in between included), and
    /// every pixel that changed lies in it.
    @Test func theRecorderIsToldWhereEachFrameMayHaveChangedAndEveryChangeIsThere() throws {
        let script = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + """

            steps:
              - tap: "#s"
              - snapshot: on
              - drag: {from: "#v", to: {x: 250, y: 70}, steps: 3}
              - wait: 0
              - tap: "#b"
              - type: Hello
            """)
        let recorder = ChangeRecorder()
        _ = try ScriptRunner.run(script, recorder: recorder)
        #expect(recorder.frames.count == 7)
        #expect(recorder.frames.first.map { $0.changed == nil } == true, "the first frame has nothing before it")
        for (before, after) in zip(recorder.frames, recorder.frames.dropFirst()) {
            let regions = try #require(after.changed)
            #expect(try PixelRegion.changed(from: before.image, to: after.image, within: regions, checking: true)
                        == PixelRegion.changed(from: before.image, to: after.image))
            if before.image === after.image { #expect(regions.isEmpty) }
        }
        #expect(recorder.frames.contains { !($0.changed ?? []).isEmpty })
    }
}
