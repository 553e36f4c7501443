import Bezel
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
