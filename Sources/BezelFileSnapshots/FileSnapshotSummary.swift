import BezelSnapshotResults
import BezelSnapshots
import Foundation

/// What a file-driven run says at the end: a line per problem and one count line.
///
/// ```
/// Examples/scenes/timer.yaml:20:3: scene.theme=dark@2x: Snapshot "scene.theme=dark@2x" does not match …
/// Examples/scenes/card.yaml:1:1: scene.theme=default@2x: new, recorded to Snapshots/card/scene.theme=default@2x.png
/// bezel: 19 files: 38 matched, 1 mismatch, 0 missing, 1 recorded, 0 errors; 2 failing
/// ```
///
/// A mismatch or a missing reference ends with the `bezel snapshots accept`
/// that makes this run's snapshot the reference (the Swift assertions name
/// the record mode instead, `BEZEL_SNAPSHOT_RECORD=failed`).
///
/// Texts that do not show whole, under the text finding policy `warn`, are
/// a `warning:` line each (``textFindingLines``) and a count at the end of
/// the line: `…; 0 failing, 2 text findings`.
///
/// The counts are `SnapshotOutcome`'s, as in `bezel snapshots report`'s line and JUnit XML.
public struct FileSnapshotSummary: Sendable {
    public let outcomes: [FileSnapshotOutcome]
    /// Whether the run records on purpose (`bezel snapshots record`): recordings then need no review.
    public let recording: Bool

    public init(outcomes: [FileSnapshotOutcome], recording: Bool) {
        self.outcomes = outcomes
        self.recording = recording
    }

    private var checks: [FileSnapshotCheck] { outcomes.flatMap(\.checks) }

    /// How many checks ended each way (`SnapshotOutcome`). A file's
    /// problem is one `error`, as in the results the run writes (one `error`
    /// record per file not checked), so `bezel snapshots report` counts the same.
    public var counts: SnapshotOutcomeCounts {
        SnapshotOutcomeCounts(checks.map(\.result.outcome) + outcomes.compactMap { $0.problem.map { _ in .error } })
    }
    /// The failing checks: every outcome but `matched`, and but `recorded` when the run records on purpose.
    public var failing: Int { counts.failing(recording: recording) }
    /// Files that could not be (fully) checked.
    public var filesNotChecked: Int { outcomes.filter { $0.problem != nil }.count }
    /// Whether a file could not be read as a scene or script (bad input: exit status 2).
    public var hasUnreadableFiles: Bool { outcomes.contains { $0.problem?.kind == .unreadable } }

    /// Whether anything needs someone's attention (exit status 1): anything failing (a file not checked is an `error`).
    public var needsReview: Bool { failing > 0 }

    /// `file:line:column: name: message` for each check that needs review, and each file's problem.
    public var problemLines: [String] {
        outcomes.flatMap { outcome -> [String] in
            var lines: [String] = []
            if let problem = outcome.problem {
                // A problem that names its own place (in the file, or in a scene or theme it names) stands as it is.
                let placed = problem.message.hasPrefix(outcome.source.path) || problem.message.hasPrefix("\(problem.place.file):")
                lines.append(placed ? problem.message : "\(outcome.source.path): \(problem.message)")
            }
            for check in outcome.checks where check.needsReview(recording: recording) {
                let message = commandMessage(check, suite: outcome.source.suite) ?? check.failureMessage ?? "recorded"
                lines.append("\(outcome.source.path):\(check.place.line):\(check.place.column): \(check.name): \(message)")
            }
            return lines
        }
    }

    /// What `bezel snapshots verify` says of a check, in the command's terms
    /// (nil: the check's own message, as for an error): a new or re-recorded
    /// reference in one line, where it was written (the details are in the
    /// results file and `bezel snapshots report`); a mismatch or a missing
    /// reference with the `bezel snapshots accept` that takes this run's
    /// snapshot as the reference, where the Swift assertions name the record mode.
    func commandMessage(_ check: FileSnapshotCheck, suite: String) -> String? {
        guard case let .success(result) = check.result else { return nil }
        func accept(_ reference: String) -> String {
            "bezel snapshots accept \(Self.shellWord("\(suite)/\((reference as NSString).lastPathComponent)"))"
        }
        switch result {
        case .matched:
            return nil
        case let .recorded(recording):
            // A second render that differed says so at length: that is worth the lines.
            if recording.determinism?.isUnstable == true { return recording.message }
            let place = Self.shown(recording.path)
            switch recording.reason {
            case .missing: return "new, recorded to \(place)"
            case .recordAll: return "re-recorded to \(place) (record mode \"all\")"
            case let .mismatch(mismatch): return "re-recorded to \(place) (it did not match: \(mismatch.difference.summary.prefix { $0 != "\n" }))"
            }
        case let .mismatch(mismatch):
            return mismatch.message + "\nTo make this run's snapshot the reference: \(accept(mismatch.referencePath)) "
                + "(review it first: bezel snapshots report)."
        case let .missing(path):
            return "no reference at \(Self.shown(path)), and the record mode is \"never\" (the default when CI is set). "
                + "To make this run's snapshot the reference: \(accept(path)); or record it: "
                + "\(RecordMode.environmentVariable)=missing bezel snapshots verify."
        }
    }

    /// `path` from the current folder when it is inside it (`Snapshots/card/x@2x.png`), else as it is.
    static func shown(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `word` as a shell reads it back: as it is when it is plain, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/@=+,:%")
        if !word.isEmpty, word.allSatisfy(plain.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The warnings of every check (text finding policy `warn`), in file order.
    public var textFindings: [SnapshotTextFinding] { checks.flatMap(\.textFindings) }

    /// `Examples/scenes/card.yaml:9:7: warning: scene.theme=dark@2x: ellipsized: Label#title text: … (theme dark, @2x)`:
    /// one line per text that does not show whole, at the place declaring its view
    /// (at the snapshot's place when the view has none).
    public var textFindingLines: [String] {
        outcomes.flatMap { outcome in
            outcome.checks.flatMap { check in
                check.textFindings.map { finding in
                    var line = finding.place ?? "\(outcome.source.path):\(check.place.line):\(check.place.column)"
                    line += ": warning: \(check.name): \(finding.summary)"
                    if let environment = finding.environment, !environment.isEmpty { line += " (\(environment))" }
                    return line
                }
            }
        }
    }

    /// `bezel: 19 files: 38 matched, 1 mismatch, 0 missing, 1 recorded, 1 error; 3 failing, 1 file not checked`
    /// (and `, 2 text findings` and `, 3 accessibility findings` when there were warnings).
    public var line: String {
        let files = outcomes.count
        let accessibility = textFindings.filter { $0.resolvedCategory == .accessibility }.count
        let warnings = textFindings.count - accessibility
        return "bezel: \(files) file\(files == 1 ? "" : "s"): \(counts); \(failing) failing"
            + (filesNotChecked > 0 ? ", \(filesNotChecked) file\(filesNotChecked == 1 ? "" : "s") not checked" : "")
            + (warnings > 0 ? ", \(warnings) text finding\(warnings == 1 ? "" : "s")" : "")
            + (accessibility > 0 ? ", \(accessibility) accessibility finding\(accessibility == 1 ? "" : "s")" : "")
    }
}
