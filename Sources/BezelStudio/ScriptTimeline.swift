import Bezel
import BezelFiles
import BezelGraphics
import BezelReplay

/// A script run once and kept step by step, for stepping through it: each
/// step's trace entries, where its fingers touched, the window before and
/// after it, and whether it failed. The view tree at any step is made
/// again by a deterministic re-run (``window(afterStep:)``), so stepping
/// back costs a run of the steps before it, not a copy of every tree.
///
/// ```swift
/// let timeline = try ScriptTimeline(try ScriptFile.load(path: "Examples/scripts/timer-alarm.yaml"))
/// let step = timeline.steps[3]      // step 4
/// step.entries                       // what it recorded
/// try timeline.window(afterStep: 4)  // the tree as it left it
/// ```
///
/// Unlike `ScriptRunner`, a failed step does not stop the run: every step
/// is run and the failed ones are marked, as a timeline shows them.
public final class ScriptTimeline {
    /// One step of the run.
    public struct Step {
        /// Its number, from 1.
        public let number: Int
        /// The step as the script writes it (`tap: "#start"`).
        public let text: String
        /// Where the script writes it.
        public let location: SourceLocation
        /// The trace entries it recorded, in order.
        public let entries: [TraceEntry]
        /// Where its touches were, in window coordinates, by finger, in order.
        public let touches: [(finger: Int, phase: TouchPhase, location: Point)]
        /// Why it failed, if it did.
        public let failure: ScriptFailure?
        /// The window before it and after it (the same image when nothing drew).
        public let frameBefore: Image
        public let frameAfter: Image
    }

    /// The most steps kept (a longer script is refused: a timeline holds two frames a step).
    public static let maximumSteps = 2_000

    /// The script.
    public let script: Script
    /// Its steps, run.
    public let steps: [Step]

    /// Runs `script` through, every step, keeping each.
    ///
    /// - Throws: ``StudioError/tooManySteps(_:)`` for a script longer than
    ///   ``maximumSteps``; a layout or rendering error.
    public init(_ script: Script) throws {
        guard script.steps.count <= Self.maximumSteps else { throw StudioError.tooManySteps(script.steps.count) }
        self.script = script
        let recording = TimelineRecording()
        let run = try ScriptRun(script, recorder: recording)
        var steps: [Step] = []
        for (index, step) in script.steps.enumerated() {
            let before = run.frame
            let failure = try run.perform(step)
            let entries = recording.takeEntries()
            let touches = entries.compactMap { entry -> (Int, TouchPhase, Point)? in
                guard case let .touch(_, phase, location, finger, _) = entry.event else { return nil }
                return (finger, phase, location)
            }
            steps.append(Step(number: index + 1, text: ScriptWriter.step(step.action), location: step.location, entries: entries,
                              touches: touches.map { (finger: $0.0, phase: $0.1, location: $0.2) }, failure: failure,
                              frameBefore: before, frameAfter: run.frame))
        }
        self.steps = steps
    }

    /// The window as the first `count` steps left it, made again by running
    /// them on a fresh window (0: as the scene opens).
    ///
    /// - Throws: a layout error.
    public func window(afterStep count: Int) throws -> Window {
        let run = try ScriptRun(script, recorder: TimelineRecording())
        for step in script.steps.prefix(max(0, min(count, script.steps.count))) { try run.perform(step) }
        return run.window
    }
}

/// Keeps the entries of the step being run.
private final class TimelineRecording: ScriptRunRecorder {
    private var entries: [TraceEntry] = []
    func record(_ entry: TraceEntry) { entries.append(entry) }
    func record(_ snapshot: ScriptResult.Snapshot, image: Image) {}
    func recordFrame(_ frame: Image, afterStep step: Int) {}

    func takeEntries() -> [TraceEntry] {
        defer { entries = [] }
        return entries
    }
}
