import Foundation
import Testing

/// `bezel snapshots prune` after file-driven runs, as a user runs it: its
/// orphans come from what the files declare, it refuses after a partial run
/// unless told which suites are complete, and it keeps what it cannot judge.
@Suite struct SnapshotsPruneCommandTests {
    /// The verify tests' project, its scene asking for scales 1 and 2, all recorded.
    static func recordedProject() throws -> URL {
        let root = try SnapshotsVerifyCommandTests.project()
        let scene = root.appendingPathComponent("scenes/panel.yaml")
        let text = try String(contentsOf: scene, encoding: .utf8)
            .replacingOccurrences(of: "snapshots:\n", with: "snapshots:\n  scales: [1, 2]\n")
        try text.write(to: scene, atomically: true, encoding: .utf8)
        let record = try SnapshotsVerifyCommandTests.bezel(["record", root.path], in: root)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        return root
    }

    static func bezel(_ arguments: [String], in root: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        try SnapshotsVerifyCommandTests.bezel(arguments, in: root)
    }

    /// `verify --shard 1/2` then `prune`: the results say which shard ran,
    /// and the command names it by the option that chose it.
    @Test func aShardIsNamedByItsOption() throws {
        let root = try Self.recordedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let verify = try Self.bezel(["verify", root.path, "--shard", "1/2"], in: root)
        #expect(verify.status == 0, "\(verify.stdout)")
        let refused = try Self.bezel(["prune"], in: root)
        #expect(refused.status == 2 && refused.stderr.hasPrefix("bezel: the last run was partial (--shard 1/2): "), "\(refused.stderr)")
    }

    /// `verify --scale 1 scene.yaml` then `prune`: the scene's @2x references are still asked for.
    @Test func theScalesAnOverrideLeftOutAreNotOrphans() throws {
        let root = try Self.recordedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = root.appendingPathComponent("scenes/panel.yaml").path
        let verify = try Self.bezel(["verify", "--scale", "1", scene], in: root)
        #expect(verify.status == 0, "\(verify.stdout)")

        let refused = try Self.bezel(["prune", "--delete"], in: root)
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("bezel: the last run was partial (--scale, paths): references it did not ask for would look "
                                         + "orphaned"), "\(refused.stderr)")
        let complete = try Self.bezel(["prune", "--complete", "panel", "--delete"], in: root)
        #expect(complete.status == 0, "\(complete.stdout)\(complete.stderr)")
        #expect(complete.stdout.hasPrefix("no orphaned references"), "\(complete.stdout)")
        for scale in [1, 2] {
            #expect(SnapshotsVerifyCommandTests.exists("Snapshots/panel/scene.theme=default@\(scale)x.png", in: root))
            #expect(SnapshotsVerifyCommandTests.exists("Snapshots/panel/ok.enabled=false.theme=default@\(scale)x.png", in: root))
        }
        let unknown = try Self.bezel(["prune", "--complete", "tap.script"], in: root)
        #expect(unknown.status == 2 && unknown.stderr.contains("--complete tap.script: the last run checked and declared nothing"),
                "\(unknown.stderr)")
    }

    /// A script whose `expect` fails keeps its golden trace and frames; a real orphan beside them goes.
    @Test func aScriptWithAnErrorKeepsItsGoldenTrace() throws {
        let root = try Self.recordedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("renamed", "Snapshots/tap.script/renamed.png", in: root)
        let script = root.appendingPathComponent("scripts/tap.yaml")
        try (try String(contentsOf: script, encoding: .utf8) + "\n  - expect: {id: alarm, properties: {\"on\": true}}\n")
            .write(to: script, atomically: true, encoding: .utf8)
        let verify = try Self.bezel(["verify"], in: root)
        #expect(verify.status == 1 && verify.stdout.contains("1 file not checked"), "\(verify.stdout)")

        let listed = try Self.bezel(["prune"], in: root)
        #expect(listed.status == 1)
        #expect(listed.stdout == "Snapshots/tap.script/renamed.png\n1 orphaned reference; remove with --delete\n", "\(listed.stdout)")
        let deleted = try Self.bezel(["prune", "--delete"], in: root)
        #expect(deleted.status == 0 && deleted.stdout.hasSuffix("removed 1 orphaned reference\n"), "\(deleted.stdout)")
        #expect(!SnapshotsVerifyCommandTests.exists("Snapshots/tap.script/renamed.png", in: root))
        #expect(SnapshotsVerifyCommandTests.exists("Snapshots/tap.script/trace.txt", in: root))
        #expect(SnapshotsVerifyCommandTests.exists("Snapshots/tap.script/tapped.png", in: root))
    }

    /// A scene that no longer reads keeps its whole folder, and so does the
    /// script that uses it (neither's snapshots are known).
    @Test func aFileThatCannotBeReadKeepsItsSuiteFolder() throws {
        let root = try Self.recordedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("stale", "Snapshots/panel/stale.png", in: root)
        try SnapshotsCommandTests.write("stale", "Snapshots/tap.script/stale.png", in: root)
        try "size: {width: 160\n".write(to: root.appendingPathComponent("scenes/panel.yaml"), atomically: true, encoding: .utf8)
        let verify = try Self.bezel(["verify"], in: root)
        #expect(verify.status == 2, "\(verify.stdout)")

        let deleted = try Self.bezel(["prune", "--delete"], in: root)
        #expect(deleted.status == 0, "\(deleted.stdout)\(deleted.stderr)")
        #expect(deleted.stdout == """
            kept Snapshots/panel/: scenes/panel.yaml:2:1: could not be checked, so what it declares is unknown
            kept Snapshots/tap.script/: scenes/panel.yaml:2:1: could not be checked, so what it declares is unknown
            no orphaned references (2 checked, 0 declared by the last run)

            """, "\(deleted.stdout)")
        #expect(SnapshotsVerifyCommandTests.exists("Snapshots/panel/stale.png", in: root))
        #expect(SnapshotsVerifyCommandTests.exists("Snapshots/tap.script/stale.png", in: root))
    }

    /// A folder named like a reference (`notes.png/`) is listed as kept, never deleted.
    @Test func aFolderNamedLikeAReferenceIsKept() throws {
        let root = try Self.recordedProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("mine", "Snapshots/panel/notes.png/mine.txt", in: root)
        #expect(try Self.bezel(["verify"], in: root).status == 0)
        let deleted = try Self.bezel(["prune", "--delete"], in: root)
        #expect(deleted.status == 0, "\(deleted.stdout)\(deleted.stderr)")
        #expect(deleted.stdout.hasPrefix("kept Snapshots/panel/notes.png: not a regular file (a folder, a link or a device): "
                                          + "never an orphan\nno orphaned references"), "\(deleted.stdout)")
        #expect(SnapshotsVerifyCommandTests.exists("Snapshots/panel/notes.png/mine.txt", in: root))
    }

    /// A results record pointing at `./x.txt` makes no suite folder of the package root.
    @Test func aRecordAtThePackageRootDeletesNothingThere() throws {
        let root = try SnapshotsCommandTests.package()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("keep", "x.txt", in: root)
        try SnapshotsCommandTests.write("keep", "notes.txt", in: root)
        let line = #"{"version":1,"run":"r","time":"2026-11-23T10:00:00.000Z","suite":"S","pathExtension":"txt","sequence":3,"#
            + #""name":"x","status":"matched","reference":"./x.txt"}"#
        let results = root.appendingPathComponent(".artifacts/snapshots/results-r-1.jsonl")
        try (try String(contentsOf: results, encoding: .utf8) + line + "\n").write(to: results, atomically: true, encoding: .utf8)
        let deleted = try Self.bezel(["prune", "--delete"], in: root)
        #expect(deleted.status == 0 && deleted.stdout == "Snapshots/S/old.png\nremoved 1 orphaned reference\n", "\(deleted.stdout)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("x.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
    }
}
