import BezelFiles
import BezelReports
import BezelSnapshotResults
import BezelSnapshots
import Foundation
import Testing
@testable import BezelFileSnapshots

/// One set of outcomes, every output: the file run's line and exit status,
/// the results' counts, `snapshots report`'s line, JSON and exit status,
/// JUnit XML and the review page's counts all say the same.
@Suite struct OutcomeVocabularyTests {
    /// Two of each outcome, so that no count is 0 or 1 by accident.
    static let outcomes: [SnapshotOutcome] = SnapshotOutcome.allCases.flatMap { [$0, $0] }

    static func result(_ outcome: SnapshotOutcome, _ name: String) -> Result<SnapshotResult, SnapshotError> {
        let reference = "Snapshots/S/\(name).png"
        switch outcome {
        case .matched: return .success(.matched(referencePath: reference))
        case .recorded: return .success(.recorded(SnapshotRecording(name: name, path: reference, reason: .missing)))
        case .missing: return .success(.missing(referencePath: reference))
        case .error: return .failure(.snapshotFailed(name: name, reason: "boom"))
        case .mismatch:
            let difference = SnapshotDifference(summary: "3 of 64 pixels differ")
            return .success(.mismatch(SnapshotMismatch(name: name, referencePath: reference, actualPath: nil,
                                                       referenceCopyPath: nil, diffPath: nil, artifactsProblem: nil,
                                                       difference: difference)))
        }
    }

    static func checks() -> [FileSnapshotCheck] {
        outcomes.enumerated().map { index, outcome in
            FileSnapshotCheck(name: "s\(index)", place: SourceLocation(file: "s.yaml", line: index + 1, column: 1),
                              result: result(outcome, "s\(index)"))
        }
    }

    static func results() -> SnapshotResults {
        let entries = outcomes.enumerated().map { index, outcome in
            let status = SnapshotRecord.Status(rawValue: outcome.rawValue) ?? .declared
            var record = SnapshotRecord(run: "r", sequence: index + 1, time: "t", suite: "S", name: "s\(index)",
                                        pathExtension: "png", status: status, reference: "Snapshots/S/s\(index).png")
            if outcome == .recorded { record.recordedBecause = .missing }
            return SnapshotResults.Entry(record: record, folder: "/a", referencePath: "/p/" + record.reference)
        }
        return SnapshotResults(entries: entries, folders: ["/a"], packageRoot: "/p")
    }

    @Test func everyOutcomeIsAStatusOfTheSameName() {
        for outcome in SnapshotOutcome.allCases {
            let record = SnapshotRecord(run: "r", sequence: 1, time: "t", suite: "S", name: "n", pathExtension: "png",
                                        status: SnapshotRecord.Status(rawValue: outcome.rawValue) ?? .declared,
                                        reference: "Snapshots/S/n.png")
            #expect(record.outcome == outcome)
            #expect(Self.result(outcome, "n").outcome == outcome)
        }
    }

    @Test func everyOutputCountsTheSame() throws {
        let expected = SnapshotOutcomeCounts(matched: 2, recorded: 2, mismatch: 2, missing: 2, error: 2)
        #expect(expected.failing() == 8 && expected.failing(recording: true) == 6 && expected.total == 10)
        let counts = "2 matched, 2 mismatches, 2 missing, 2 recorded, 2 errors"

        let source = SnapshotSource(path: "s.yaml", relativePath: "s.yaml", kind: .scene)
        let verify = FileSnapshotSummary(outcomes: [FileSnapshotOutcome(source: source, checks: Self.checks())],
                                         recording: false)
        #expect(verify.counts == expected)
        #expect(verify.line == "bezel: 1 file: \(counts); 8 failing")
        #expect(verify.needsReview)
        #expect(verify.problemLines.count == 8)
        let record = FileSnapshotSummary(outcomes: verify.outcomes, recording: true)
        #expect(record.line == "bezel: 1 file: \(counts); 6 failing")

        let results = Self.results()
        #expect(results.counts == expected)
        #expect(results.entries(.failing).count == 8)

        let summary = SnapshotSummary(results: results, orphans: [])
        #expect(summary.line == "\(counts); 8 failing, 2 changes, 0 orphaned")
        #expect(summary.needsReview)
        let report = try JSONDecoder().decode(SnapshotSummary.Report.self, from: try summary.jsonData())
        let json = report.counts
        #expect(SnapshotOutcomeCounts(matched: json.matched, recorded: json.recorded, mismatch: json.mismatch,
                                      missing: json.missing, error: json.error) == expected)
        #expect(json.failing == 8 && json.orphaned == 0 && json.groups == 2)
        #expect(SnapshotOutcomeCounts(report.failing.map(\.outcome)) == SnapshotOutcomeCounts(
            matched: 0, recorded: 2, mismatch: 2, missing: 2, error: 2))

        let xml = SnapshotJUnitReport.xml(for: results)
        #expect(xml.contains(#"<testsuites name="Bezel snapshots" tests="10" failures="6" errors="2">"#))

        let page = SnapshotReviewPage(results: results, orphans: [])
        #expect(page.counts == SnapshotReviewPage.Counts(mismatches: 2, errors: 2, new: 4, rerecorded: 0, matched: 2,
                                                         orphaned: 0, groups: 2))
    }

    /// A file that could not be checked is one `error`, as the one error record the run writes for it.
    @Test func aFileNotCheckedIsOneError() {
        let source = SnapshotSource(path: "t.yaml", relativePath: "t.yaml", kind: .script)
        let problem = FileSnapshotProblem(.stopped, at: SourceLocation(file: "t.yaml", line: 3, column: 5), message: "stopped")
        let summary = FileSnapshotSummary(outcomes: [FileSnapshotOutcome(source: source, problem: problem)], recording: true)
        #expect(summary.counts == SnapshotOutcomeCounts(matched: 0, recorded: 0, mismatch: 0, missing: 0, error: 1))
        #expect(summary.needsReview && summary.filesNotChecked == 1)
        #expect(summary.line == "bezel: 1 file: 0 matched, 0 mismatches, 0 missing, 0 recorded, 1 error; 1 failing, 1 file not checked")
    }
}
