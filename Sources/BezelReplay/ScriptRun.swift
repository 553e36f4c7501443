import Bezel
import BezelFiles
import BezelGraphics
import BezelScenes

/// A script being run one step at a time on a fresh window of its scene:
/// what ``ScriptRunner/run(_:traits:recorder:)`` does in one go, and what a
/// caller that decides the steps as it goes (the studio) drives itself.
///
/// ```swift
/// let run = try ScriptRun(script, recorder: ScriptRecording())
/// for step in script.steps {
///     if let failure = try run.perform(step) { print(failure); break }
/// }
/// print(run.result.stepsRun)
/// ```
///
/// Each step's trace entries, frames and snapshots go to the recorder as
/// they happen; after a failed step the run can go on (the runner stops).
public final class ScriptRun {
    /// The scene built for this run.
    public let scene: Scene
    /// The run's window.
    public let window: Window
    /// The session driving the window; its trace keeps only the current step.
    public let session: ReplaySession
    /// How many steps have been performed.
    public private(set) var stepsRun = 0
    /// The snapshot steps' frames so far, in step order.
    public private(set) var snapshots: [ScriptResult.Snapshot] = []
    /// The first step that failed, if any.
    public private(set) var failure: ScriptFailure?
    /// The window as it was last rendered (after the last step that drew,
    /// or at the start), when the recorder wants run frames.
    public private(set) var frame: Image

    private let recorder: ScriptRunRecorder
    private let checkingFrameReuse: Bool
    private let wantsRunFrames: Bool
    private var recordingError: Error?
    /// The frame the recorder got last (a `snapshot` step's capture may come between).
    private var recordedFrame: Image?

    /// Builds the scene afresh from `script`'s document, drawn with `traits`
    /// (by default the script's), renders the first frame and tells `recorder`.
    ///
    /// - Throws: a layout error, or what the recorder throws.
    /// With `sources`, the views the scene's nodes make are recorded there
    /// with the place that declares them (which keeps them alive: for a
    /// run that inspects its views, not for a long one).
    public convenience init(_ script: Script, traits: Traits? = nil, recorder: ScriptRunRecorder,
                            sources: SceneViewSources? = nil) throws {
        try self.init(script, traits: traits, recorder: recorder, checkingFrameReuse: false, sources: sources)
    }

    init(_ script: Script, traits: Traits? = nil, recorder: ScriptRunRecorder, checkingFrameReuse: Bool,
         sources: SceneViewSources? = nil) throws {
        scene = SceneBuilder(theme: script.scene.theme, sources: sources).scene(from: script.scene)
        window = try scene.makeWindow(traits: traits)
        session = ReplaySession(window: window)
        session.speaksHints = script.speaksHints
        self.recorder = recorder
        self.checkingFrameReuse = checkingFrameReuse
        session.keepsHistory = false
        // Between steps the runner only renders, records and reads: a step
        // can start from the state the previous one ended with.
        session.carriesStateBetweenSteps = true
        let opaqueBackground = (window.backgroundColor?.alpha ?? 0) >= 1 && window.cornerRadius == 0 && window.alpha >= 1
        try recorder.record(.began(framesAreOpaque: opaqueBackground))
        wantsRunFrames = recorder.wants.contains(.runFrames) || checkingFrameReuse
        frame = try window.captureFrame()
        session.onTraceEntry = { [unowned self] entry in
            guard recordingError == nil else { return }
            do { try recorder.record(.trace(entry)) } catch { recordingError = error }
        }
        if wantsRunFrames {
            try recorder.record(.frame(frame, afterStep: 0, changedWithin: nil))
            recordedFrame = frame
        }
    }

    /// What the run has done so far.
    public var result: ScriptResult {
        ScriptResult(snapshots: snapshots, runFrameCount: wantsRunFrames ? stepsRun + 1 : 0, stepsRun: stepsRun, failure: failure)
    }

    /// Performs `step` as the next step: runs it, checks an `expect`, keeps
    /// a `snapshot`'s frame, then renders (or lays out) the window.
    ///
    /// - Returns: the step's failure (an `expect` that does not hold, or a
    ///   step that could not act), or nil. The first is kept in ``failure``.
    /// - Throws: what the recorder throws, or a layout or rendering error.
    @discardableResult
    public func perform(_ step: ScriptStep) throws -> ScriptFailure? {
        stepsRun += 1
        let number = stepsRun
        if checkingFrameReuse { try session.verifyCarriedState() }
        var failed: ScriptFailure?
        do {
            failed = try step.action.kind.perform(ScriptStepContext(run: self, step: step, number: number))
        } catch {
            failed = ScriptFailure(step: number, location: step.location, keyword: step.action.keyword, subject: "\(error)")
        }
        if let recordingError { throw recordingError }
        if wantsRunFrames {
            frame = try ScriptRunner.frameAfterStep(window, previous: frame, step: number, checking: checkingFrameReuse)
            let changed = recordedFrame.flatMap { window.changedRegion(from: $0, to: frame)?.pixelRegions }
            try recorder.record(.frame(frame, afterStep: number, changedWithin: changed))
            recordedFrame = frame
        } else {
            try window.layout()
        }
        if failure == nil { failure = failed }
        return failed
    }

    /// A `snapshot` step: the frame, its findings and the accessibility snapshots it asks for, to the recorder.
    func snapshot(_ name: String, formats: [AccessibilitySnapshotFormat], number: Int) throws {
        frame = try session.capture(name)
        let snapshot = ScriptResult.Snapshot(step: number, name: name, size: frame.size, accessibility: formats)
        try recorder.record(.snapshot(snapshot, image: frame, textFindings: window.textFindings()))
        if recorder.wants.contains(.accessibilityFindings) {
            try recorder.record(.accessibilityFindings(snapshot, try window.accessibilityFindings(contrastScale: window.scale, rendered: frame)))
        }
        if !formats.isEmpty {
            try recorder.record(.accessibilitySnapshot(snapshot,
                                                       text: formats.contains(.text) ? window.accessibilityDescription() + "\n" : nil,
                                                       image: formats.contains(.image) ? try window.accessibilityImage(scale: window.scale) : nil))
        }
        snapshots.append(snapshot)
    }
}
