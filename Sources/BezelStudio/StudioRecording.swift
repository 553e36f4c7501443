import Bezel
import BezelGraphics
import BezelReplay

/// What a studio session keeps of its run: the whole trace (what the page
/// shows and the saved script replays to) and only the latest frame.
final class StudioRecording: ScriptRunRecorder {
    private(set) var trace: [TraceEntry] = []
    /// The window after the last step (or at the start).
    private(set) var frame: Image?
    /// How many frames were recorded (each step's, a reused one included).
    private(set) var frameCount = 0

    func record(_ entry: TraceEntry) { trace.append(entry) }
    func record(_ snapshot: ScriptResult.Snapshot, image: Image) {}
    func recordFrame(_ frame: Image, afterStep step: Int) {
        self.frame = frame
        frameCount += 1
    }
}
