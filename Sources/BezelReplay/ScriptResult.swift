import BezelFiles
import BezelGraphics

/// How a script run went: how many steps ran, the first failure, if any (a
/// run stops at it), and the snapshot steps' frames it took. The trace and
/// the pixels went to the run's ``ScriptRunRecorder``.
public struct ScriptResult: Sendable {
    /// A frame taken by a `snapshot` step.
    public struct Snapshot: Sendable {
        /// The step's number, from 1.
        public let step: Int
        /// The name the script gave.
        public let name: String
        /// The frame's size in points.
        public let size: Size
        /// The accessibility snapshots the step asks for beside the frame.
        public let accessibility: [AccessibilitySnapshotFormat]
        /// `NN-name.png`, NN the step's number with at least two digits.
        public var fileName: String { numberedName + ".png" }
        /// `NN-name.accessibility.txt` or `NN-name.accessibility.png`.
        public func accessibilityFileName(_ format: AccessibilitySnapshotFormat) -> String {
            numberedName + ".accessibility." + (format == .text ? "txt" : "png")
        }
        private var numberedName: String {
            let number = String(step)
            return String(repeating: "0", count: max(0, 2 - number.count)) + number + "-" + name
        }

        public init(step: Int, name: String, size: Size, accessibility: [AccessibilitySnapshotFormat] = []) {
            self.step = step
            self.name = name
            self.size = size
            self.accessibility = accessibility
        }
    }

    /// The snapshot steps' frames, in step order.
    public let snapshots: [Snapshot]
    /// How many frames of the whole run were recorded: the window before
    /// the first step and after each step that ran.
    public let runFrameCount: Int
    /// How many steps ran (the failing one included).
    public let stepsRun: Int
    /// The first failed step; nil when every step ran and every expectation held.
    public let failure: ScriptFailure?

    /// Whether every step ran and every expectation held.
    public var passed: Bool { failure == nil }
}

/// A step that failed: an expectation that did not hold, or a step that
/// could not run (no view matched, nothing focused to type into...).
public struct ScriptFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The step's number, from 1.
    public let step: Int
    /// The step's place in the script.
    public let location: SourceLocation
    /// The step's key (`expect`, `tap`...).
    public let keyword: String
    /// What was checked: `#alarm on`, `#start events`; or what went wrong.
    public let subject: String
    /// The expected value, for an expectation.
    public let expected: String?
    /// The actual value, for an expectation.
    public let actual: String?

    public init(step: Int, location: SourceLocation, keyword: String, subject: String, expected: String? = nil, actual: String? = nil) {
        self.step = step
        self.location = location
        self.keyword = keyword
        self.subject = subject
        self.expected = expected
        self.actual = actual
    }

    /// `t.yaml:7:5: step 3 (expect): #alarm on: expected false, got true`.
    public var description: String {
        var text = "\(location): step \(step) (\(keyword)): \(subject)"
        if let expected, let actual { text += ": expected \(expected), got \(actual)" }
        return text
    }
}
