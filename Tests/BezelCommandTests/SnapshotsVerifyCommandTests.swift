import Foundation
import Testing

/// `bezel snapshots verify` and `record` run as a user runs them, on a
/// fresh project holding one scene and one script (no Swift).
@Suite struct SnapshotsVerifyCommandTests {
    /// A project: `scenes/panel.yaml` (a button and a switch; Start in two
    /// states) and `scripts/tap.yaml` (taps OK, one snapshot).
    static func project() throws -> URL {
        let root = try FileCommandTests.temporaryFolder()
        let write = { (text: String, path: String) in try SnapshotsCommandTests.write(text, path, in: root) }
        try write("// swift-tools-version:6.0\n", "Package.swift")
        try write("""
            size: {width: 160, height: 60}
            scale: 1
            snapshots:
              states: [{ids: [ok], enabled: [false]}]
              accessibilityFindings: off   # these tests are about recording and matching
            root:
              type: hstack
              padding: 8
              children:
                - {type: button, id: ok, title: OK, width: 80}
                - {type: switch, id: alarm}
            """, "scenes/panel.yaml")
        try write("""
            scene: ../scenes/panel.yaml
            steps:
              - tap: "#ok"
              - snapshot: tapped
            """, "scripts/tap.yaml")
        try write("name: not a scene\n", "themes-of-mine/other.yaml")
        return root
    }

    /// The environment without the variables that change the record mode.
    static func environment(_ changes: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["CI", "BEZEL_SNAPSHOT_RECORD", "BEZEL_SNAPSHOT_ARTIFACTS", "BEZEL_SNAPSHOT_RUN", "BEZEL_TEXT_FINDINGS",
                     "BEZEL_ACCESSIBILITY_FINDINGS"] { environment[name] = nil }
        return environment.merging(changes) { $1 }
    }

    static func bezel(_ arguments: [String], in root: URL, environment: [String: String] = Self.environment())
        throws -> (status: Int32, stdout: String, stderr: String) {
        let bezel = try #require(FontIsolationTests.locateBezel())
        return try FontIsolationTests.run(bezel, ["snapshots"] + arguments + ["--package-path", root.path],
                                          environment: environment)
    }

    static func exists(_ path: String, in root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    @Test func onCINothingIsRecordedThenLocallyEverythingThenAllMatch() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let ci = try Self.bezel(["verify", root.path], in: root, environment: Self.environment(["CI": "true"]))
        #expect(ci.status == 1, "\(ci.stderr)")
        #expect(ci.stdout.hasSuffix("bezel: 2 files: 0 matched, 0 mismatches, 4 missing, 0 recorded, 0 errors; 4 failing\n"), "\(ci.stdout)")
        #expect(!Self.exists("Snapshots", in: root))
        #expect(Self.exists(".artifacts/snapshots/panel/scene.theme=default@1x.actual.png", in: root))

        let first = try Self.bezel(["verify", root.path], in: root)
        #expect(first.status == 1)
        #expect(first.stdout.hasSuffix("0 matched, 0 mismatches, 0 missing, 4 recorded, 0 errors; 4 failing\n"), "\(first.stdout)")
        for path in ["panel/scene.theme=default@1x.png", "panel/ok.enabled=false.theme=default@1x.png",
                     "tap.script/tapped.png", "tap.script/trace.txt"] {
            #expect(Self.exists("Snapshots/" + path, in: root), "\(path)")
        }
        let trace = try String(contentsOf: root.appendingPathComponent("Snapshots/tap.script/trace.txt"), encoding: .utf8)
        #expect(trace.hasPrefix("  0.000  step       -  tap #ok\n"))

        let second = try Self.bezel(["verify", root.path], in: root)
        #expect(second.status == 0, "\(second.stdout)")
        #expect(second.stdout == "bezel: 2 files: 4 matched, 0 mismatches, 0 missing, 0 recorded, 0 errors; 0 failing\n")
    }

    /// A new reference is one short line saying where it was written; a
    /// mismatch and a missing reference end with the `bezel snapshots accept`
    /// that takes this run's snapshot, not with the Swift record mode, and
    /// that command does it.
    @Test func newReferencesAreOneLineAndAMismatchNamesTheAcceptCommand() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try OutputFolderCommandTests.bezel(["snapshots", "verify", "scenes", "scripts"], in: root, environment: [:])
        #expect(first.status == 1)
        let lines = first.stdout.split(separator: "\n").map(String.init)
        #expect(lines.dropLast() == [
            "scenes/panel.yaml:4:3: scene.theme=default@1x: new, recorded to Snapshots/panel/scene.theme=default@1x.png",
            "scenes/panel.yaml:4:12: ok.enabled=false.theme=default@1x: new, recorded to Snapshots/panel/ok.enabled=false.theme=default@1x.png",
            "scripts/tap.yaml:4:5: tapped: new, recorded to Snapshots/tap.script/tapped.png",
            "scripts/tap.yaml:1:1: trace: new, recorded to Snapshots/tap.script/trace.txt",
        ], "\(first.stdout)")

        try SnapshotsCommandTests.write(try String(contentsOf: root.appendingPathComponent("scenes/panel.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "title: OK", with: "title: Okay"), "scenes/panel.yaml", in: root)
        let changed = try OutputFolderCommandTests.bezel(["snapshots", "verify", "scenes"], in: root, environment: [:])
        #expect(changed.status == 1)
        let advice = "To make this run's snapshot the reference: bezel snapshots accept panel/scene.theme=default@1x.png "
            + "(review it first: bezel snapshots report)."
        #expect(changed.stdout.contains(advice), "\(changed.stdout)")
        #expect(!changed.stdout.contains("BEZEL_SNAPSHOT_RECORD=failed") && !changed.stdout.contains("record: .failed"))
        let accept = try OutputFolderCommandTests.bezel(["snapshots", "accept", "panel/scene.theme=default@1x.png",
                                                         "panel/ok.enabled=false.theme=default@1x.png"], in: root)
        #expect(accept.status == 0, "\(accept.stdout)\(accept.stderr)")

        try SnapshotsCommandTests.write("size: {width: 40, height: 20}\nscale: 1\nsnapshots: {accessibilityFindings: off}\n"
                                            + "root: {type: label, text: Hi}\n", "scenes/fresh.yaml", in: root)
        let ci = try OutputFolderCommandTests.bezel(["snapshots", "verify", "scenes/fresh.yaml"], in: root, environment: ["CI": "true"])
        #expect(ci.stdout.hasPrefix("scenes/fresh.yaml:3:12: scene.theme=default@1x: no reference at "
                                        + "Snapshots/fresh/scene.theme=default@1x.png, and the record mode is \"never\" (the default "
                                        + "when CI is set). To make this run's snapshot the reference: bezel snapshots accept "
                                        + "fresh/scene.theme=default@1x.png; or record it: BEZEL_SNAPSHOT_RECORD=missing bezel snapshots verify.\n"),
                "\(ci.stdout)")
        let acceptNew = try OutputFolderCommandTests.bezel(["snapshots", "accept", "fresh/scene.theme=default@1x.png"], in: root)
        #expect(acceptNew.status == 0, "\(acceptNew.stdout)\(acceptNew.stderr)")
        let again = try OutputFolderCommandTests.bezel(["snapshots", "verify", "scenes"], in: root, environment: [:])
        #expect(again.status == 0, "the accepted references match: \(again.stdout)")
    }

    /// A behaviour change that draws nothing different (two control events
    /// now come in the other order) fails on the golden trace alone, with
    /// the step, time and view of the first difference.
    @Test func aChangedEventOrderFailsOnTheTraceWhileEveryFrameMatches() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let script = root.appendingPathComponent("scripts/tap.yaml").path
        #expect(try Self.bezel(["record", script], in: root).status == 0)
        // The golden as an earlier version of Bezel wrote it: touchUpInside before the touch ended.
        let golden = root.appendingPathComponent("Snapshots/tap.script/trace.txt")
        var lines = try String(contentsOf: golden, encoding: .utf8).components(separatedBy: "\n")
        let ended = try #require(lines.firstIndex { $0.contains("touch      Button#ok  ended") })
        #expect(lines[ended + 1].contains("event      Button#ok  touchUpInside"))
        lines.swapAt(ended, ended + 1)
        try lines.joined(separator: "\n").write(to: golden, atomically: true, encoding: .utf8)

        let run = try Self.bezel(["verify", script], in: root, environment: Self.environment(["CI": "true"]))
        #expect(run.status == 1)
        let output = run.stdout.components(separatedBy: "\n")
        #expect(output.first?.hasPrefix(script.replacingOccurrences(of: root.path + "/", with: "")) == true
                || output.first?.contains("tap.yaml:1:1: trace: ") == true, "\(run.stdout)")
        #expect(run.stdout.contains("the trace differs from its golden at entry \(ended + 1) (traced step 1 \"tap #ok\", 0.000 s, Button#ok): "
                                    + "1 entry gone, 1 new (golden 7 entries, now 7)"), "\(run.stdout)")
        #expect(run.stdout.contains("""
                  +   0.000  touch      Button#ok  ended (48.5, 30.5) finger 0 tap 1
                      0.000  event      Button#ok  touchUpInside, primaryActionTriggered
                  -   0.000  touch      Button#ok  ended (48.5, 30.5) finger 0 tap 1
                """), "\(run.stdout)")
        #expect(!run.stdout.contains("second render"))
        #expect(run.stdout.hasSuffix("bezel: 1 file: 1 matched, 1 mismatch, 0 missing, 0 recorded, 0 errors; 1 failing\n"))
        #expect(Self.exists(".artifacts/snapshots/tap.script/trace.diff.txt", in: root))

        // The review page and accept work on it as on a Swift assertion's failure.
        let accept = try Self.bezel(["accept", "tap.script/trace"], in: root)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(try Self.bezel(["verify", script], in: root).status == 0)
    }

    @Test func shardsSplitTheFilesAndBadInputIsRefused() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.bezel(["record", root.path], in: root).status == 0)
        let parts = try (1...2).map { try Self.bezel(["verify", root.path, "--shard", "\($0)/2"], in: root) }
        #expect(parts.allSatisfy { $0.status == 0 })
        let counts = parts.map { part in part.stdout.split(separator: "\n").first { $0.hasPrefix("bezel: shard") } }
        #expect(counts.compactMap { $0 }.count == 2, "\(parts.map(\.stdout))")
        #expect(parts.map { $0.stdout.contains("bezel: 1 file:") }.allSatisfy { $0 }
                || parts.contains { $0.stdout.contains("bezel: 0 files:") }, "\(parts.map(\.stdout))")

        let shard = try Self.bezel(["verify", root.path, "--shard", "3/2"], in: root)
        #expect(shard.status == 2 && shard.stderr.contains("--shard: '3/2' is not i/n"))
        let neither = try Self.bezel(["verify", root.appendingPathComponent("themes-of-mine/other.yaml").path], in: root)
        #expect(neither.status == 2 && neither.stderr.contains("neither a scene (size:, root: or screens:) nor a script (steps:)"))
        let missing = try Self.bezel(["verify", root.appendingPathComponent("nope").path], in: root)
        #expect(missing.status == 2 && missing.stderr.contains("no such file or folder"))
        let mode = try Self.bezel(["verify", root.path], in: root, environment: Self.environment(["BEZEL_SNAPSHOT_RECORD": "sometimes"]))
        #expect(mode.status == 2)
    }

    @Test func aSceneListingAnUnknownThemeNamesItsPlace() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = root.appendingPathComponent("scenes/panel.yaml")
        let text = try String(contentsOf: scene, encoding: .utf8)
            .replacingOccurrences(of: "snapshots:\n", with: "snapshots:\n  themes: [default, darkk]\n")
        try text.write(to: scene, atomically: true, encoding: .utf8)
        let run = try Self.bezel(["verify", scene.path], in: root)
        #expect(run.status == 2)
        #expect(run.stdout.contains("panel.yaml:4:21: unknown theme 'darkk'"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("bezel: 1 file: 0 matched, 0 mismatches, 0 missing, 0 recorded, 1 error; 1 failing, 1 file not checked\n"))
    }

    /// Issue 37, item 6: `BEZEL_SNAPSHOT_ARTIFACTS` follows the rules of `-o`:
    /// the package root, the references folder and `/` are refused with a
    /// sentence, and nothing is written there.
    @Test(arguments: [".", "Snapshots", "/"])
    func aRefusedArtifactsFolderFailsVerify(named: String) throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.bezel(["record", root.path], in: root).status == 0)
        let before = OutputFolderCommandTests.tree(root)
        let run = try Self.bezel(["verify", root.path], in: root,
                                 environment: Self.environment(["BEZEL_SNAPSHOT_ARTIFACTS": named]))
        #expect(run.status != 0)
        #expect((run.stdout + run.stderr).contains("as the snapshot artifacts folder"), "\(run.stdout)\(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains("Domain="))
        #expect(OutputFolderCommandTests.tree(root) == before)
        #expect(!FileManager.default.fileExists(atPath: "/.bezel-output"))
    }
}

