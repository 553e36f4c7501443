import Bezel
import BezelFiles
import BezelGraphics

/// Receives what a script run produces as it happens, so that a run of any
/// length can go straight to files (see `bezel replay`) or stay in memory
/// (``ScriptRecording``).
///
/// See also: ``ScriptRunner/run(_:traits:recorder:)``.
public protocol ScriptRunRecorder: AnyObject {
    /// Called once before anything else; `framesAreOpaque` tells whether
    /// every frame of the run will be opaque (the window's background is),
    /// which lets an animation be stored as RGB.
    func beginRun(framesAreOpaque: Bool) throws
    /// A trace entry, as soon as the session records it.
    func record(_ entry: TraceEntry) throws
    /// A `snapshot` step's frame.
    func record(_ snapshot: ScriptResult.Snapshot, image: Image) throws
    /// A `snapshot` step's frame and the texts of the window that do not
    /// show whole in it (`View.textFindings(in:)`). The default passes the
    /// frame to ``record(_:image:)`` and drops the findings.
    func record(_ snapshot: ScriptResult.Snapshot, image: Image, textFindings: [TextFinding]) throws
    /// What a screen reader finds in the window at a `snapshot` step that
    /// asks for it (`snapshot: {name, accessibility: [text, image]}`): the
    /// elements as text (`View.accessibilityDescription()`, ending in a
    /// newline) and/or the accessibility image, each nil when not asked
    /// for. Called after the step's frame. The default ignores it.
    func record(_ snapshot: ScriptResult.Snapshot, accessibilityText: String?, accessibilityImage: Image?) throws
    /// What a screen-reader or low-vision user would stumble on in the
    /// window at a `snapshot` step (`View.accessibilityFindings(minimumTouchTarget:contrastScale:background:rendered:)`:
    /// unlabelled elements, small touch targets, shared labels, elements
    /// off screen, text contrast on the step's frame), made and passed only
    /// when ``wantsAccessibilityFindings`` is true. Called after the step's
    /// frame. The default ignores them.
    func record(_ snapshot: ScriptResult.Snapshot, accessibilityFindings: [AccessibilityFinding]) throws
    /// Whether the recorder wants ``record(_:accessibilityFindings:)`` at a
    /// snapshot step (measuring contrast renders the window again without
    /// its text). Default false.
    var wantsAccessibilityFindings: Bool { get }
    /// The window before the first step (`step` 0) and after each step that
    /// ran. When nothing drew since the call before, `frame` is that call's
    /// image object again (nothing was rendered).
    func recordFrame(_ frame: Image, afterStep step: Int) throws
    /// ``recordFrame(_:afterStep:)`` told where `frame` may differ from the
    /// frame recorded before it: `changed` holds the window's damage since
    /// that frame in pixels (`Window.changedRegion(from:to:)`), nil for the
    /// first frame or when the window does not know. A recorder that diffs
    /// frames (an animation, a frame server) compares only those pixels.
    /// The default calls ``recordFrame(_:afterStep:)``.
    func recordFrame(_ frame: Image, afterStep step: Int, changedWithin changed: [PixelRegion]?) throws
    /// Whether the recorder wants ``recordFrame(_:afterStep:)`` at all; when
    /// false the window is rendered only for `snapshot` steps (a check of a
    /// script's frames and trace needs no run animation). Default true.
    var wantsRunFrames: Bool { get }
}

extension ScriptRunRecorder {
    public func beginRun(framesAreOpaque: Bool) throws {}
    public func record(_ snapshot: ScriptResult.Snapshot, image: Image, textFindings: [TextFinding]) throws {
        try record(snapshot, image: image)
    }
    public func record(_ snapshot: ScriptResult.Snapshot, accessibilityText: String?, accessibilityImage: Image?) throws {}
    public func record(_ snapshot: ScriptResult.Snapshot, accessibilityFindings: [AccessibilityFinding]) throws {}
    public var wantsAccessibilityFindings: Bool { false }
    public var wantsRunFrames: Bool { true }
    public func recordFrame(_ frame: Image, afterStep step: Int, changedWithin changed: [PixelRegion]?) throws {
        try recordFrame(frame, afterStep: step)
    }
}

/// Keeps everything a script run produces in memory: the trace, the
/// snapshot frames and the window after every step. For tests and short
/// scripts; a long run's memory grows with every step.
///
/// ```swift
/// let recording = ScriptRecording()
/// let result = try ScriptRunner.run(script, recorder: recording)
/// print(recording.traceText)
/// ```
public final class ScriptRecording: ScriptRunRecorder {
    /// Every trace entry, in order.
    public private(set) var trace: [TraceEntry] = []
    /// The snapshot steps' frames, in step order.
    public private(set) var snapshots: [(snapshot: ScriptResult.Snapshot, image: Image)] = []
    /// The window before the first step and after each step that ran.
    public private(set) var runFrames: [Image] = []

    public init() {}

    public func record(_ entry: TraceEntry) { trace.append(entry) }

    public func record(_ snapshot: ScriptResult.Snapshot, image: Image) { snapshots.append((snapshot, image)) }

    public func recordFrame(_ frame: Image, afterStep step: Int) { runFrames.append(frame) }
}
