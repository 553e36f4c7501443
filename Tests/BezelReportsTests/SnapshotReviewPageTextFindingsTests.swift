import BezelGraphics
import BezelSnapshotResults
import Foundation
import Testing
@testable import BezelReports

/// Text findings on the review page: a matched snapshot that warns is shown
/// with its reference beside its findings, an error under `fail` with the
/// image that was not compared; the header and the summary line count them.
@Suite struct SnapshotReviewPageTextFindingsTests {
    final class Fixture {
        let root = NSTemporaryDirectory() + "bezel-review-findings-" + UUID().uuidString
        var packageRoot: String { root + "/package" }
        var artifacts: String { root + "/artifacts" }
        private let writer = ResultsWriter(run: "findings-run")
        private var sequence = 0

        static let warning = SnapshotTextFinding(kind: "ellipsized", view: "Label#title", part: "text",
                                                 detail: "cut with \"…\" to 120 pt: \"Good <morning>\"",
                                                 place: "scenes/long.yaml:7:7", environment: SnapshotEnvironment(theme: "dark", scale: 2))
        static let failure = SnapshotTextFinding(kind: "clipped", view: "Button#save", part: "title", detail: "ink 12 pt on the right",
                                                 place: "scenes/cut.yaml:7:7", environment: SnapshotEnvironment(theme: "default", scale: 1))

        init() throws {
            var matched = record("long", "scene.theme=dark@2x", .matched)
            matched.textFindings = [Self.warning, Self.warning]
            try write(try Self.picture(), to: "\(packageRoot)/\(matched.reference)")
            try writer.append(matched, to: artifacts)
            var failed = record("cut", "scene.theme=default@1x", .error)
            failed.textFindings = [Self.failure]
            failed.actual = "cut/scene.theme=default@1x.actual.png"
            failed.message = "snapshot \"scene.theme=default@1x\": 1 text does not show whole"
            try write(try Self.picture(), to: "\(artifacts)/\(failed.actual ?? "")")
            try writer.append(failed, to: artifacts)
            try writer.append(record("plain", "scene.theme=default@1x", .matched), to: artifacts)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func record(_ suite: String, _ name: String, _ status: SnapshotRecord.Status) -> SnapshotRecord {
            sequence += 1
            var record = SnapshotRecord(run: "findings-run", sequence: sequence, time: "2026-11-26T10:00:0\(sequence).000Z",
                                        suite: suite, name: name, pathExtension: "png", status: status,
                                        reference: "Snapshots/\(suite)/\(name).png", packageRoot: packageRoot)
            record.test = SnapshotRecord.TestSite(name: name, file: "scenes/\(suite).yaml", line: 3, column: 3)
            return record
        }

        static func picture() throws -> Image {
            let surface = try ImageSurface(size: Size(width: 8, height: 4), scale: 1)
            surface.canvas.fill(Rect(x: 0, y: 0, width: 8, height: 4), with: Color(white: 0.3))
            return try surface.makeImage()
        }

        func write(_ image: Image, to path: String) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try image.pngData().write(to: URL(fileURLWithPath: path))
        }

        func results() throws -> SnapshotResults { try SnapshotResults.load(folders: [artifacts], packageRoot: packageRoot) }
    }

    @Test func matchedSnapshotsWithFindingsShowTheirReferenceBesideTheFindings() throws {
        let fixture = try Fixture()
        let page = SnapshotReviewPage(results: try fixture.results(), orphans: [])
        #expect(page.counts.textFindings == 3)
        let html = try String(contentsOfFile: try page.write(to: fixture.root + "/review"), encoding: .utf8)
        #expect(html.contains("<a class=\"tile findings\" href=\"#text-findings\"><span class=\"n\">3</span><span class=\"l\">text findings</span></a>"))
        let section = try #require(html.range(of: "<section id=\"text-findings\"").map { String(html[$0.lowerBound...]) })
        #expect(section.contains("<h3 class=\"key\"><span class=\"suite\">long/</span>scene.theme=dark@2x"))
        #expect(section.contains("<span class=\"finding-kind\">ellipsized</span> <code>Label#title</code> text: "
                                    + "cut with &quot;…&quot; to 120 pt: &quot;Good &lt;morning&gt;&quot;"))
        #expect(section.contains("<code>scenes/long.yaml:7:7</code> · theme dark, @2x"))
        #expect(section.contains("<img"), "the reference is shown")
        #expect(!section.contains("plain/"), "a matched snapshot without findings is not shown")
    }

    @Test func anErrorUnderFailShowsTheImageThatWasNotCompared() throws {
        let fixture = try Fixture()
        let html = try String(contentsOfFile: try SnapshotReviewPage(results: try fixture.results(), orphans: [])
                                .write(to: fixture.root + "/review"), encoding: .utf8)
        let errors = try #require(html.range(of: "<section id=\"errors\"").map { String(html[$0.lowerBound...]) })
        #expect(errors.contains("<ul class=\"findings failing\" aria-label=\"Text findings (failing)\">"))
        #expect(errors.contains("<code>Button#save</code> title: ink 12 pt on the right"))
        #expect(errors.contains("Actual (not compared)"))
        #expect(errors.contains("the text finding policy <code>fail</code>"))
    }

    @Test func theSummaryCountsTheFindings() throws {
        let fixture = try Fixture()
        let summary = SnapshotSummary(results: try fixture.results(), orphans: [])
        #expect(summary.line == "2 matched, 0 mismatches, 0 missing, 0 recorded, 1 error; 1 failing, 0 changes, 0 orphaned, 3 text findings")
        #expect(summary.report.counts.textFindings == 3)
        #expect(summary.report.counts.accessibilityFindings == nil)
    }

    /// Each category of finding is counted under its own name: in the
    /// summary line, the JSON counts and the page's tiles.
    @Test func eachCategoryIsCountedUnderItsOwnName() throws {
        let fixture = try Fixture()
        var unlabelled = Fixture.warning
        (unlabelled.kind, unlabelled.view, unlabelled.part, unlabelled.category) = ("unlabelled", "Switch#alarm", "", .accessibility)
        var record = fixture.record("switches", "scene.theme=default@1x", .matched)
        record.textFindings = [unlabelled, unlabelled, Fixture.warning]
        try ResultsWriter(run: "findings-run").append(record, to: fixture.artifacts)
        let results = try fixture.results()
        #expect(results.findingCount(.text) == 4 && results.findingCount(.accessibility) == 2)
        let summary = SnapshotSummary(results: results, orphans: [])
        #expect(summary.line == "3 matched, 0 mismatches, 0 missing, 0 recorded, 1 error; 1 failing, 0 changes, 0 orphaned, "
                    + "4 text findings, 2 accessibility findings")
        #expect(summary.report.counts.textFindings == 4 && summary.report.counts.accessibilityFindings == 2)
        let json = String(decoding: try summary.jsonData(), as: UTF8.self)
        #expect(json.contains("\"accessibilityFindings\" : 2") && json.contains("\"textFindings\" : 4"), "\(json)")
        let page = SnapshotReviewPage(results: results, orphans: [])
        #expect(page.counts.textFindings == 4 && page.counts.accessibilityFindings == 2)
        let html = try String(contentsOfFile: try page.write(to: fixture.root + "/review"), encoding: .utf8)
        #expect(html.contains("<span class=\"n\">4</span><span class=\"l\">text findings</span>"))
        #expect(html.contains("<span class=\"n\">2</span><span class=\"l\">accessibility findings</span>"))
    }
}
