import BezelSnapshotResults

/// One named snapshot check and what it found: the one shape a run of
/// many checks returns, whether the checks come from a state matrix
/// (`MatrixSnapshotOutcome`, whose origin is a state and a scale) or from a
/// scene or script file (`FileSnapshotCheck`, whose origin is a place in
/// the file).
///
/// ```swift
/// for check in outcomes where check.outcome.isFailing() {
///     print(check.name, check.failureMessage ?? "")
/// }
/// ```
public struct SnapshotCheck<Origin: Sendable>: Sendable {
    /// The snapshot's name (`bezel-button.mode=push@2x`, `scene.theme=dark@2x`, `trace`).
    public var name: String
    /// Where the check was asked for.
    public var origin: Origin
    /// The check's result, or why it could not be made.
    public var result: Result<SnapshotResult, SnapshotError>
    /// Texts of the snapshot's view that do not show whole, reported as
    /// warnings (the text finding policy `warn`); under `fail` they are in the
    /// error instead (``SnapshotError/textFindings(name:findings:actualPath:)``).
    public var textFindings: [SnapshotTextFinding]

    /// A check as given.
    public init(name: String, origin: Origin, result: Result<SnapshotResult, SnapshotError>,
                textFindings: [SnapshotTextFinding] = []) {
        self.name = name
        self.origin = origin
        self.result = result
        self.textFindings = textFindings
    }

    /// How the check ended, in the one vocabulary (an error when it could not be made).
    public var outcome: SnapshotOutcome { result.outcome }

    /// True only when the snapshot matched its reference.
    public var passed: Bool { outcome == .matched }

    /// Whether this check needs someone's attention: its outcome is failing
    /// (``BezelSnapshotResults/SnapshotOutcome/isFailing(recording:)``).
    public func needsReview(recording: Bool) -> Bool { outcome.isFailing(recording: recording) }

    /// A line saying what went wrong, or nil when it matched.
    public var failureMessage: String? {
        switch result {
        case .success(let result): return result.failureMessage
        case .failure(let error):
            if case .textFindings = error { return error.description }
            return "snapshot \"\(name)\" could not be checked: \(error)"
        }
    }
}
