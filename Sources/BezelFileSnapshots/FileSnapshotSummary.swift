import BezelSnapshots

/// What a file-driven run says at the end: a line per problem and one count line.
///
/// ```
/// Examples/scenes/timer.yaml:20:3: scene.theme=dark@2x: Snapshot "scene.theme=dark@2x" does not match …
/// bezel: 19 files, 40 snapshots: 38 matched, 1 failed, 1 recorded, 0 errors; 0 files not checked
/// ```
public struct FileSnapshotSummary: Sendable {
    public let outcomes: [FileSnapshotOutcome]
    /// Whether the run records on purpose (`bezel snapshots record`): recordings then need no review.
    public let recording: Bool

    public init(outcomes: [FileSnapshotOutcome], recording: Bool) {
        self.outcomes = outcomes
        self.recording = recording
    }

    private var checks: [FileSnapshotCheck] { outcomes.flatMap(\.checks) }

    /// How many checks ended each way.
    public var matched: Int { checks.filter { if case .success(.matched) = $0.result { true } else { false } }.count }
    public var recorded: Int { checks.filter { if case .success(.recorded) = $0.result { true } else { false } }.count }
    public var failed: Int {
        checks.filter {
            switch $0.result {
            case .success(.mismatch), .success(.missing): return true
            default: return false
            }
        }.count
    }
    public var errors: Int { checks.filter { if case .failure = $0.result { true } else { false } }.count }
    /// Files that could not be (fully) checked.
    public var filesNotChecked: Int { outcomes.filter { $0.problem != nil }.count }
    /// Whether a file could not be read as a scene or script (bad input: exit status 2).
    public var hasUnreadableFiles: Bool { outcomes.contains { $0.problem?.kind == .unreadable } }

    /// Whether anything needs someone's attention (exit status 1).
    public var needsReview: Bool {
        filesNotChecked > 0 || checks.contains { $0.needsReview(recording: recording) }
    }

    /// `file:line:column: name: message` for each check that needs review, and each file's problem.
    public var problemLines: [String] {
        outcomes.flatMap { outcome -> [String] in
            var lines: [String] = []
            if let problem = outcome.problem?.message {
                lines.append(problem.hasPrefix(outcome.source.path) ? problem : "\(outcome.source.path): \(problem)")
            }
            for check in outcome.checks where check.needsReview(recording: recording) {
                let message = check.failureMessage ?? "recorded"
                lines.append("\(outcome.source.path):\(check.place.line):\(check.place.column): \(check.name): \(message)")
            }
            return lines
        }
    }

    /// `bezel: 19 files, 40 snapshots: 38 matched, 1 failed, 1 recorded, 0 errors; 0 files not checked`.
    public var line: String {
        let files = outcomes.count
        return "bezel: \(files) file\(files == 1 ? "" : "s"), \(checks.count) snapshot\(checks.count == 1 ? "" : "s"): "
            + "\(matched) matched, \(failed) failed, \(recorded) recorded, \(errors) error\(errors == 1 ? "" : "s")"
            + (filesNotChecked > 0 ? "; \(filesNotChecked) file\(filesNotChecked == 1 ? "" : "s") not checked" : "")
    }
}
