import Bezel
import BezelGraphics
import BezelReplay
import Testing

/// Every step's error reaches the caller: `wait`, `memoryWarning`,
/// `background` and `foreground` throw what laying the window out after
/// them threw, and the step and its state changes are still in the trace.
@Suite struct ReplayStepErrorTests {
    /// A window whose tree is one level deeper than layout allows.
    private func tooDeepWindow() -> Window {
        let window = Window(size: Size(width: 100, height: 100))
        var leaf: View = window
        for _ in 0..<LayoutLimits.maximumDepth {
            let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            leaf.addSubview(child)
            leaf = child
        }
        return window
    }

    @Test(arguments: ["wait 1", "memory-warning", "background", "foreground"])
    func aLayoutErrorAfterTheStepIsThrown(step: String) throws {
        let session = ReplaySession(window: tooDeepWindow())
        #expect(throws: LayoutError.self) {
            switch step {
            case "wait 1": try session.wait(1)
            case "memory-warning": try session.memoryWarning()
            case "background": try session.background()
            default: try session.foreground()
            }
        }
        guard case let .step(traced)? = session.trace.first?.event else {
            Issue.record("the step is traced before it runs")
            return
        }
        #expect(traced.description == step)
    }
}
