import Bezel
import BezelGraphics
import BezelReplay

/// What a studio session keeps of its run: the whole trace (what the page
/// shows and the saved script replays to) and no frames: the session draws
/// the window only when the page needs it (``StudioSession/frame``), not
/// after every step of a run made again.
final class StudioRecording: ScriptRunRecorder {
    private(set) var trace: [TraceEntry] = []
    /// How many snapshot steps drew the window (which clears its marks of what needs drawing).
    private(set) var snapshotCount = 0

    var wants: ScriptRunRecorderWants { [] }
    func record(_ event: ScriptRunEvent) {
        switch event {
        case let .trace(entry): trace.append(entry)
        case .snapshot: snapshotCount += 1
        case .began, .accessibilityFindings, .accessibilitySnapshot, .frame: break
        }
    }
}
