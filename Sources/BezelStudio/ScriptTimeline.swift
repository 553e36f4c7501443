import Bezel
import BezelFiles
import BezelGraphics
import BezelReplay
import BezelScenes

/// A script run once and summed up step by step, for stepping through it:
/// each step's trace entries, where its fingers touched, and whether it
/// failed. A step's moment (the window before and after it, and the tree
/// it left) is made again by a deterministic re-run (``moment(ofStep:)``),
/// so a timeline holds no images and stepping back costs a run of the
/// steps before it, not a copy of every frame and tree.
///
/// ```swift
/// let timeline = try ScriptTimeline(try ScriptFile.load(path: "Examples/scripts/timer-alarm.yaml"))
/// let step = timeline.steps[3]              // step 4
/// step.entries                               // what it recorded
/// let moment = try timeline.moment(ofStep: 4)
/// moment.frameBefore; moment.frameAfter      // the window around it
/// moment.window                              // the tree as it left it
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
        public let touches: [Touch]
        /// Why it failed, if it did.
        public let failure: ScriptFailure?
        /// The virtual time when it ended.
        public let time: Double
    }

    /// One touch of a step: which finger, its phase, where.
    public struct Touch: Equatable, Sendable {
        public let finger: Int
        public let phase: TouchPhase
        public let location: Point
    }

    /// A step made again: the window before and after it (the same image
    /// when nothing drew), and the window as it left it, with the scene
    /// nodes that made its views.
    public struct Moment {
        /// The step.
        public let step: Step
        public let frameBefore: Image
        public let frameAfter: Image
        /// The window after the step.
        public let window: Window
        /// Which scene node made which view of `window`.
        public let sources: SceneViewSources
    }

    /// The most steps kept (a longer script is refused).
    public static let maximumSteps = 2_000

    /// The script.
    public let script: Script
    /// Its steps, run.
    public let steps: [Step]

    /// Runs `script` through, every step, summing each up.
    ///
    /// - Throws: ``StudioError/tooManySteps(_:)`` for a script longer than
    ///   ``maximumSteps``; a layout or rendering error.
    public init(_ script: Script) throws {
        guard script.steps.count <= Self.maximumSteps else { throw StudioError.tooManySteps(script.steps.count) }
        self.script = script
        let recording = TimelineRecording(wantsRunFrames: false)   // a summary draws nothing
        let run = try ScriptRun(script, recorder: recording)
        var steps: [Step] = []
        for (index, step) in script.steps.enumerated() {
            steps.append(try Self.perform(step, number: index + 1, in: run, recording: recording))
        }
        self.steps = steps
    }

    /// Step `number` (from 1) made again: the steps before it run on a
    /// fresh window, then it.
    ///
    /// - Throws: ``StudioError/noStep(_:of:)`` for a number outside the
    ///   script; a layout or rendering error.
    public func moment(ofStep number: Int) throws -> Moment {
        guard (1...max(1, script.steps.count)).contains(number), number <= script.steps.count else {
            throw StudioError.noStep(number, of: script.steps.count)
        }
        let recording = TimelineRecording(wantsRunFrames: true), sources = SceneViewSources()
        let run = try ScriptRun(script, recorder: recording, sources: sources)
        for step in script.steps.prefix(number - 1) { try run.perform(step) }
        _ = recording.takeEntries()
        let before = run.frame
        let step = try Self.perform(script.steps[number - 1], number: number, in: run, recording: recording)
        return Moment(step: step, frameBefore: before, frameAfter: run.frame, window: run.window, sources: sources)
    }

    /// The window as the first `count` steps left it, made again by running
    /// them on a fresh window (0: as the scene opens).
    ///
    /// - Throws: a layout error.
    public func window(afterStep count: Int) throws -> Window {
        let run = try ScriptRun(script, recorder: TimelineRecording(wantsRunFrames: false))
        for step in script.steps.prefix(max(0, min(count, script.steps.count))) { try run.perform(step) }
        return run.window
    }

    private static func perform(_ step: ScriptStep, number: Int, in run: ScriptRun, recording: TimelineRecording) throws -> Step {
        let failure = try run.perform(step)
        let entries = recording.takeEntries()
        let touches = entries.compactMap { entry -> Touch? in
            guard case let .touch(_, phase, location, finger, _) = entry.event else { return nil }
            return Touch(finger: finger, phase: phase, location: location)
        }
        return Step(number: number, text: ScriptWriter.step(step.action), location: step.location, entries: entries,
                    touches: touches, failure: failure, time: run.window.clock.now)
    }
}

/// Keeps the entries of the step being run.
private final class TimelineRecording: ScriptRunRecorder {
    private var entries: [TraceEntry] = []
    let wants: ScriptRunRecorderWants
    init(wantsRunFrames: Bool) { wants = wantsRunFrames ? .runFrames : [] }
    func record(_ event: ScriptRunEvent) {
        if case let .trace(entry) = event { entries.append(entry) }
    }

    func takeEntries() -> [TraceEntry] {
        defer { entries = [] }
        return entries
    }
}
