import Bezel
import BezelGraphics

/// Receives what a script run produces as it happens, so that a run of any
/// length can go straight to files (see `bezel replay`) or stay in memory
/// (``ScriptRecording``): one method for every event, as Paparazzi's
/// snapshot handler, and what the recorder wants made at all.
///
/// ```swift
/// final class TraceOnly: ScriptRunRecorder {
///     var lines: [String] = []
///     var wants: ScriptRunRecorderWants { [] }
///     func record(_ event: ScriptRunEvent) {
///         if case let .trace(entry) = event { lines.append(entry.text) }
///     }
/// }
/// ```
///
/// See also: ``ScriptRunner/run(_:traits:recorder:)``.
public protocol ScriptRunRecorder: AnyObject {
    /// What the recorder wants made besides the trace and the snapshot
    /// steps' frames (each costs a render). Default: ``ScriptRunRecorderWants/runFrames``.
    var wants: ScriptRunRecorderWants { get }
    /// One event of the run, in the order the run makes them.
    func record(_ event: ScriptRunEvent) throws
}

extension ScriptRunRecorder {
    public var wants: ScriptRunRecorderWants { .runFrames }
}

/// What a recorder wants a run to make beyond the trace and the snapshot steps' frames.
public struct ScriptRunRecorderWants: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The window before the first step and after each step
    /// (``ScriptRunEvent/frame(_:afterStep:changedWithin:)``); without it the
    /// window is rendered only for `snapshot` steps.
    public static let runFrames = ScriptRunRecorderWants(rawValue: 1)
    /// The accessibility findings at each snapshot step
    /// (``ScriptRunEvent/accessibilityFindings(_:_:)``; measuring contrast
    /// renders the window again without its text).
    public static let accessibilityFindings = ScriptRunRecorderWants(rawValue: 2)
}

/// What a script run tells its recorder, in order.
public enum ScriptRunEvent {
    /// Before anything else: whether every frame of the run will be opaque
    /// (the window's background is), which lets an animation be stored as RGB.
    case began(framesAreOpaque: Bool)
    /// A trace entry, as soon as the session records it.
    case trace(TraceEntry)
    /// A `snapshot` step's frame and the texts of the window that do not
    /// show whole in it (`View.textFindings(in:)`).
    case snapshot(ScriptResult.Snapshot, image: Image, textFindings: [TextFinding])
    /// What a screen-reader or low-vision user would stumble on at a
    /// `snapshot` step (unlabelled elements, small touch targets, shared
    /// labels, elements off screen, text contrast on the step's frame),
    /// after the step's frame, when the recorder wants them.
    case accessibilityFindings(ScriptResult.Snapshot, [AccessibilityFinding])
    /// What a screen reader finds at a `snapshot` step that asks for it
    /// (`snapshot: {name, accessibility: [text, image]}`): the elements as
    /// text (ending in a newline) and/or the accessibility image, each nil
    /// when not asked for; after the step's frame.
    case accessibilitySnapshot(ScriptResult.Snapshot, text: String?, image: Image?)
    /// The window before the first step (`step` 0) and after each step that
    /// ran, when the recorder wants run frames. When nothing drew since the
    /// frame before, `frame` is that frame's image again (nothing was
    /// rendered); `changed` is the window's damage since it in pixels (nil
    /// for the first frame or when the window does not know), so a
    /// recorder that diffs frames compares only those pixels.
    case frame(Image, afterStep: Int, changedWithin: [PixelRegion]?)
}

/// A recorder that keeps everything in memory: the trace, the snapshot
/// frames and the frame after each step (for tests and short runs).
public final class ScriptRecording: ScriptRunRecorder {
    /// Every trace entry, in order.
    public private(set) var trace: [TraceEntry] = []
    /// The snapshot steps' frames, in order.
    public private(set) var snapshots: [(snapshot: ScriptResult.Snapshot, image: Image)] = []
    /// The window before the first step and after each step.
    public private(set) var runFrames: [Image] = []

    public init() {}

    public func record(_ event: ScriptRunEvent) {
        switch event {
        case let .trace(entry): trace.append(entry)
        case let .snapshot(snapshot, image, _): snapshots.append((snapshot, image))
        case let .frame(frame, _, _): runFrames.append(frame)
        case .began, .accessibilityFindings, .accessibilitySnapshot: break
        }
    }
}
