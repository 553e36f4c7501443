import BezelSnapshotResults
import Foundation
import Testing
@testable import BezelReports

@Suite struct SnapshotJUnitReportTests {
    static func results() -> SnapshotResults {
        func entry(_ suite: String, _ name: String, _ status: SnapshotRecord.Status) -> SnapshotResults.Entry {
            var record = SnapshotRecord(run: "r", sequence: 1, time: "t", suite: suite, name: name, pathExtension: "png",
                                        status: status, reference: "Snapshots/\(suite)/\(name).png")
            record.test = SnapshotRecord.TestSite(name: "badge()", file: "AppTests/BadgeTests.swift", line: 12, column: 5)
            if status == .mismatch {
                record.pixels = SnapshotRecord.Pixels(differing: 3, total: 64, bounds: nil)
                record.message = "3 of 64 pixels differ <&>"
                record.actual = "\(suite)/\(name).actual.png"
            }
            if status == .error { record.message = "the render blew up\u{1}" }
            return SnapshotResults.Entry(record: record, folder: "/a", referencePath: "/p/" + record.reference,
                                         actualPath: record.actual.map { "/a/" + $0 })
        }
        return SnapshotResults(entries: [entry("Badge", "ok", .matched), entry("Badge", "b\"ad", .mismatch),
                                         entry("Other", "boom", .error), entry("Other", "new", .missing)],
                               folders: ["/a"], packageRoot: "/p")
    }

    @Test func everySnapshotIsATestCaseAndFailuresSayWhere() {
        let xml = SnapshotJUnitReport.xml(for: Self.results())
        #expect(xml.contains(#"<testsuites name="Bezel snapshots" tests="4" failures="2" errors="1">"#))
        #expect(xml.contains(#"<testsuite name="Badge" tests="2" failures="1" errors="0">"#))
        #expect(xml.contains(#"<testcase classname="Badge" name="ok" file="AppTests/BadgeTests.swift" line="12"/>"#))
        #expect(xml.contains(#"name="b&quot;ad""#))
        #expect(xml.contains(#"<failure type="mismatch" message="3 of 64 pixels differ">3 of 64 pixels differ &lt;&amp;&gt;"#))
        #expect(xml.contains("actual:    /a/Badge/b\"ad.actual.png".replacingOccurrences(of: "\"", with: "&quot;")))
        #expect(xml.contains(#"<error type="error" message="the render blew up�">"#))
        #expect(xml.contains(#"<failure type="missing" message="no reference (new snapshot)">"#))
        #expect(xml.contains("at AppTests/BadgeTests.swift:12:5 in badge()"))
    }

    @Test func theSummaryCountsAndListsForPrograms() throws {
        let summary = SnapshotSummary(results: Self.results(), orphans: ["/p/Snapshots/Old/x.png"])
        #expect(summary.line == "1 matched, 1 mismatch, 1 missing, 0 recorded, 1 error; 3 failing, 1 change, 1 orphaned")
        #expect(summary.needsReview)
        let object = try #require(try JSONSerialization.jsonObject(with: try summary.jsonData()) as? [String: Any])
        #expect((object["counts"] as? [String: Int]) == ["matched": 1, "recorded": 0, "mismatch": 1, "missing": 1, "error": 1,
                                                         "failing": 3, "orphaned": 1, "groups": 1])
        #expect((object["failing"] as? [[String: Any]])?.map { $0["outcome"] as? String } == ["mismatch", "error", "missing"])
        let failure = try #require((object["failing"] as? [[String: Any]])?.first)
        #expect(failure["key"] as? String == "Badge/b\"ad.png" && failure["test"] as? String == "AppTests/BadgeTests.swift:12:5")
        #expect((failure["group"] as? String)?.hasPrefix("one-") == true)
    }
}
