import Foundation
import Testing

/// `bezel snapshots verify` and text that does not show whole: warnings by
/// default, `--text-findings fail` (or the variable) failing without
/// recording, a bad policy refused before any work.
@Suite struct SnapshotsVerifyTextFindingsTests {
    /// A project holding `scenes/long.yaml`, whose title is cut after one line.
    static func project() throws -> URL {
        let root = try FileCommandTests.temporaryFolder()
        try SnapshotsCommandTests.write("// swift-tools-version:6.0\n", "Package.swift", in: root)
        try SnapshotsCommandTests.write("""
            size: {width: 200, height: 40}
            scale: 1
            root:
              type: vstack
              children:
                - {type: label, id: title, text: "Good morning, everyone, and welcome to the show", lines: 1}
            """, "scenes/long.yaml", in: root)
        return root
    }

    static let warning = "scenes/long.yaml:6:7: warning: scene.theme=default@1x: ellipsized: Label#title text: cut after 1 line to 199 pt: "
        + "\"Good morning, everyone, and welcome to the show\" (theme default, @1x)\n"

    @Test func warningsArePrintedAndPassThenFailFailsWithoutRecording() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let failing = try SnapshotsVerifyCommandTests.bezel(["verify", root.path, "--text-findings", "fail"], in: root)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("1 text does not show whole, and the text finding policy is \"fail\""), "\(failing.stdout)")
        #expect(failing.stdout.contains("  scenes/long.yaml:6:7: ellipsized: Label#title text:"))
        #expect(failing.stdout.hasSuffix("0 recorded, 1 error; 1 failing\n"), "\(failing.stdout)")
        #expect(!SnapshotsVerifyCommandTests.exists("Snapshots/long/scene.theme=default@1x.png", in: root))

        _ = try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root)
        let warned = try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root)
        #expect(warned.status == 0, "\(warned.stdout)\(warned.stderr)")
        #expect(warned.stdout == Self.warning
                    + "bezel: 1 file: 1 matched, 0 mismatches, 0 missing, 0 recorded, 0 errors; 0 failing, 1 text finding\n")

        let variable = try SnapshotsVerifyCommandTests.bezel(
            ["verify", root.path], in: root, environment: SnapshotsVerifyCommandTests.environment(["BEZEL_TEXT_FINDINGS": "fail"]))
        #expect(variable.status == 1)
        let silent = try SnapshotsVerifyCommandTests.bezel(
            ["verify", root.path, "--text-findings", "off"], in: root,
            environment: SnapshotsVerifyCommandTests.environment(["BEZEL_TEXT_FINDINGS": "fail"]))
        #expect(silent.status == 0 && !silent.stdout.contains("warning:"), "the option outranks the variable")

        let report = try SnapshotsVerifyCommandTests.bezel(["report", "-o", root.appendingPathComponent("review").path], in: root)
        let page = try String(contentsOf: root.appendingPathComponent("review/index.html"), encoding: .utf8)
        #expect(report.status == 0, "\(report.stdout)\(report.stderr)")
        #expect(page.contains("<section id=\"text-findings\"") == false, "the last run was silent")
    }

    @Test func aPolicyThatIsNoneIsRefusedBeforeAnyWork() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let option = try SnapshotsVerifyCommandTests.bezel(["verify", root.path, "--text-findings", "loud"], in: root)
        #expect(option.status == 2)
        #expect(option.stderr.contains("--text-findings: \"loud\" is not off, warn or fail"), "\(option.stderr)")
        let variable = try SnapshotsVerifyCommandTests.bezel(
            ["verify", root.path], in: root, environment: SnapshotsVerifyCommandTests.environment(["BEZEL_TEXT_FINDINGS": "loud"]))
        #expect(variable.status == 2)
        #expect(variable.stderr.contains("BEZEL_TEXT_FINDINGS=\"loud\" is not a text finding policy; use one of off, warn, fail"))
        #expect(!SnapshotsVerifyCommandTests.exists("Snapshots", in: root))
    }
}
