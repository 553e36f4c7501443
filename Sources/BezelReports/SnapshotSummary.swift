import BezelGraphics
import BezelSnapshotResults
import Foundation

/// The last run's snapshot results in a few numbers and lists, as JSON for
/// programs (`bezel snapshots report --json`, ``Report``) and as one line
/// for people. Every count is a ``SnapshotOutcome``'s, counted once by
/// ``SnapshotResults/counts``, so the line, the JSON, JUnit XML and the
/// review page agree.
///
/// ```
/// 216 matched, 3 mismatches, 1 missing, 1 recorded, 0 errors; 5 failing, 2 changes, 2 orphaned
/// ```
public struct SnapshotSummary: Sendable {
    public var results: SnapshotResults
    /// Reference files no check touched.
    public var orphans: [String]
    /// The mismatches' changes (``SnapshotResults/changeGroups``).
    public var groups: [ChangeGroup]

    /// The summary of `results` and `orphans`.
    public init(results: SnapshotResults, orphans: [String]) {
        self.results = results
        self.orphans = orphans
        self.groups = results.changeGroups
    }

    /// How many checks ended each way.
    public var counts: SnapshotOutcomeCounts { results.counts }
    /// The failing checks (every outcome but `matched`: a report is never of a run that records on purpose).
    public var failing: Int { counts.failing() }
    /// True when anything is failing: the command then exits with status 1.
    public var needsReview: Bool { failing > 0 }

    /// Texts that do not show whole, over every check (findings of ``BezelSnapshotResults/FindingCategory/text``).
    public var textFindings: Int { results.findingCount(.text) }

    /// Accessibility findings over every check (``BezelSnapshotResults/FindingCategory/accessibility``).
    public var accessibilityFindings: Int { results.findingCount(.accessibility) }

    /// `216 matched, 3 mismatches, 1 missing, 1 recorded, 0 errors; 5 failing, 2 changes, 2 orphaned`
    /// (and `, 4 text findings`, `, 2 accessibility findings`: each category of finding under its own name, when there are any).
    public var line: String {
        let changes = groups.count
        let findings = FindingCategory.allCases.compactMap { category -> String? in
            let count = results.findingCount(category)
            return count > 0 ? ", \(count) \(category) finding\(count == 1 ? "" : "s")" : nil
        }
        return "\(counts); \(failing) failing, \(changes) change\(changes == 1 ? "" : "s"), \(orphans.count) orphaned"
            + findings.joined()
    }

    /// The JSON document (``Report``).
    public var report: Report {
        var groupOf: [String: String] = [:]
        for group in groups { for entry in group.entries { groupOf[entry.record.key] = group.id } }
        let counts = self.counts
        return Report(
            version: Report.formatVersion,
            counts: Report.Counts(matched: counts.matched, recorded: counts.recorded, mismatch: counts.mismatch,
                                  missing: counts.missing, error: counts.error, failing: counts.failing(),
                                  orphaned: orphans.count, groups: groups.count,
                                  textFindings: textFindings > 0 ? textFindings : nil,
                                  accessibilityFindings: accessibilityFindings > 0 ? accessibilityFindings : nil),
            failing: results.entries(.failing).map { Report.Item($0, group: groupOf[$0.record.key]) },
            orphans: orphans,
            groups: groups.map { Report.Group(id: $0.id, kind: $0.kind.rawValue, summary: $0.summary,
                                             members: $0.entries.map(\.record.key)) })
    }

    /// ``report`` as JSON (``JSONOutput``).
    ///
    /// - Throws: `JSONEncodingError` when it cannot be encoded.
    public func jsonData() throws(JSONEncodingError) -> Data { try JSONOutput.data(report) }

    /// `bezel snapshots report --json`, format ``formatVersion``.
    ///
    /// ```json
    /// {"version": 2,
    ///  "counts": {"matched": 216, "recorded": 1, "mismatch": 3, "missing": 1, "error": 0, "failing": 5,
    ///             "orphaned": 2, "groups": 2},
    ///  "failing": [{"key": "BezelButton/x@2x.png", "outcome": "mismatch", "summary": "40 of 1600 pixels differ",
    ///               "group": "color-3478f6ff-2060d0ff", "test": "BezelTests/BezelButtonTests.swift:19:9", …}],
    ///  "orphans": ["Snapshots/Old/x.png"], "groups": [{"id": …, "kind": …, "summary": …, "members": […]}]}
    /// ```
    public struct Report: Codable, Sendable, Equatable {
        /// 2: one list of failing snapshots, each with its ``SnapshotOutcome``, and counts named by outcome
        /// (1 had `failed` for mismatches only and lists `failures`, `errors`, `new`, `rerecorded`).
        public static let formatVersion = 2

        /// ``formatVersion`` when written.
        public var version: Int
        /// How many checks ended each way, and what else the review holds.
        public var counts: Counts
        /// Every failing snapshot, sorted by suite and name.
        public var failing: [Item]
        /// Reference files no check touched.
        public var orphans: [String]
        /// The mismatches' changes, biggest first.
        public var groups: [Group]

        /// The counts: one per ``SnapshotOutcome`` (named by its raw value), their failing total, orphans and changes.
        public struct Counts: Codable, Sendable, Equatable {
            /// ``SnapshotOutcome/matched`` checks.
            public var matched: Int
            /// ``SnapshotOutcome/recorded`` checks.
            public var recorded: Int
            /// ``SnapshotOutcome/mismatch`` checks.
            public var mismatch: Int
            /// ``SnapshotOutcome/missing`` checks.
            public var missing: Int
            /// ``SnapshotOutcome/error`` checks.
            public var error: Int
            /// `recorded + mismatch + missing + error`.
            public var failing: Int
            /// Reference files no check touched.
            public var orphaned: Int
            /// The changes the mismatches form.
            public var groups: Int
            /// Texts that do not show whole, over every check; absent when there are none.
            public var textFindings: Int?
            /// Accessibility findings over every check; absent when there are none.
            public var accessibilityFindings: Int?
        }

        /// One failing snapshot.
        public struct Item: Codable, Sendable, Equatable {
            /// `Suite/name.ext`.
            public var key: String
            /// How its check ended.
            public var outcome: SnapshotOutcome
            /// For `recorded`: `missing`, `all` or `mismatch`.
            public var recordedBecause: SnapshotRecord.RecordedBecause?
            /// One line saying what happened.
            public var summary: String
            /// The reference file on this machine.
            public var reference: String
            /// The actual artifact on this machine, when written.
            public var actual: String?
            /// The diff picture on this machine, when written.
            public var diff: String?
            /// The change group of a mismatch.
            public var group: String?
            /// `file:line:column` of the check.
            public var test: String?
            /// What differs, or what went wrong.
            public var message: String?
            /// Pixel statistics of a mismatch.
            public var pixels: SnapshotRecord.Pixels?

            init(_ entry: SnapshotResults.Entry, group: String?) {
                let record = entry.record
                key = record.key
                outcome = record.outcome ?? .error
                recordedBecause = record.recordedBecause
                summary = SnapshotJUnitReport.headline(record)
                reference = entry.referencePath
                actual = entry.actualPath
                diff = entry.diffPath
                self.group = group
                test = record.test?.location
                message = record.message
                pixels = record.pixels
            }
        }

        /// A change group (see ``ChangeGroup``).
        public struct Group: Codable, Sendable, Equatable {
            /// What `bezel snapshots accept --group` takes.
            public var id: String
            /// `color` or `pixels`: the rule that made it.
            public var kind: String
            /// One line saying what changed.
            public var summary: String
            /// The members' keys.
            public var members: [String]
        }
    }
}
