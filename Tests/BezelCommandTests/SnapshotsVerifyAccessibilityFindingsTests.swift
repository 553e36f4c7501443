import Foundation
import Testing

/// `bezel snapshots verify` and accessibility findings: warnings by default
/// at the declaring node, `--accessibility-findings fail` (or the variable)
/// failing without recording, a scene's own key outranking both.
@Suite struct SnapshotsVerifyAccessibilityFindingsTests {
    /// A project holding `scenes/faint.yaml`: dark grey text on black.
    static func project(key: String = "") throws -> URL {
        let root = try FileCommandTests.temporaryFolder()
        try SnapshotsCommandTests.write("// swift-tools-version:6.0\n", "Package.swift", in: root)
        try SnapshotsCommandTests.write("""
            size: {width: 200, height: 40}
            scale: 1
            background: "#000000"
            \(key)
            root:
              type: vstack
              children:
                - {type: label, id: faint, text: "Good morning", color: "#333333"}
            """, "scenes/faint.yaml", in: root)
        return root
    }

    @Test func warningsArePrintedThenFailFailsWithoutRecording() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let failing = try SnapshotsVerifyCommandTests.bezel(["verify", root.path, "--accessibility-findings", "fail"], in: root)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("1 accessibility finding, and the accessibility finding policy is \"fail\""), "\(failing.stdout)")
        #expect(failing.stdout.contains("  scenes/faint.yaml:8:7: low-contrast: Label#faint: \"Good morning\": contrast 1.6:1"), "\(failing.stdout)")
        #expect(!SnapshotsVerifyCommandTests.exists("Snapshots/faint/scene.theme=default@1x.png", in: root))

        _ = try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root)
        let warned = try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root)
        #expect(warned.status == 0, "\(warned.stdout)\(warned.stderr)")
        #expect(warned.stdout == "scenes/faint.yaml:8:7: warning: scene.theme=default@1x: low-contrast: Label#faint: \"Good morning\": "
                    + "contrast 1.6:1 over the rendered background (needs 4.5:1) (theme default, @1x)\n"
                    + "bezel: 1 file: 1 matched, 0 mismatches, 0 missing, 0 recorded, 0 errors; 0 failing, 1 accessibility finding\n",
                "\(warned.stdout)")
        let report = try SnapshotsVerifyCommandTests.bezel(["report", "-o", root.appendingPathComponent("review").path], in: root)
        #expect(report.status == 0, "\(report.stdout)\(report.stderr)")
        // The report counts the finding under its own category, as verify does (it said "1 text finding").
        #expect(report.stdout.hasPrefix("1 matched, 0 mismatches, 0 missing, 0 recorded, 0 errors; 0 failing, 0 changes, 0 orphaned, "
                                        + "1 accessibility finding\n"), "\(report.stdout)")
        let page = try String(contentsOf: root.appendingPathComponent("review/index.html"), encoding: .utf8)
        #expect(page.contains("<section id=\"text-findings\""))
        #expect(page.contains("<span class=\"finding-kind\">low-contrast</span> <code>Label#faint</code>: &quot;Good morning&quot;: contrast 1.6:1"),
                "\(page)")
        let variable = try SnapshotsVerifyCommandTests.bezel(
            ["verify", root.path], in: root,
            environment: SnapshotsVerifyCommandTests.environment(["BEZEL_ACCESSIBILITY_FINDINGS": "fail"]))
        #expect(variable.status == 1)
        let silent = try SnapshotsVerifyCommandTests.bezel(
            ["verify", root.path, "--accessibility-findings", "off"], in: root,
            environment: SnapshotsVerifyCommandTests.environment(["BEZEL_ACCESSIBILITY_FINDINGS": "fail"]))
        #expect(silent.status == 0 && !silent.stdout.contains("warning:"), "the option outranks the variable")
    }

    @Test func theScenesKeyOutranksTheOptionAndABadValueIsRefused() throws {
        let root = try Self.project(key: "snapshots: {accessibilityFindings: off}")
        defer { try? FileManager.default.removeItem(at: root) }
        let quiet = try SnapshotsVerifyCommandTests.bezel(["verify", root.path, "--accessibility-findings", "fail"], in: root)
        #expect(quiet.status == 1 && quiet.stdout.contains("1 recorded") && !quiet.stdout.contains("low-contrast"), "\(quiet.stdout)")
        let option = try SnapshotsVerifyCommandTests.bezel(["verify", root.path, "--accessibility-findings", "loud"], in: root)
        #expect(option.status == 2 && option.stderr.contains("--accessibility-findings: \"loud\" is not off, warn or fail"), "\(option.stderr)")
        let bad = try Self.project(key: "snapshots: {accessibilityFindings: loud}")
        defer { try? FileManager.default.removeItem(at: bad) }
        let key = try SnapshotsVerifyCommandTests.bezel(["verify", bad.path], in: bad)
        #expect(key.status == 2 && key.stdout.contains("'accessibilityFindings' must be off, warn or fail, not 'loud'")
                    || key.stderr.contains("'accessibilityFindings' must be off, warn or fail, not 'loud'"), "\(key.stdout)\(key.stderr)")
    }
}
