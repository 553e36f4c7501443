import Foundation
import Testing

/// `bezel snapshots accept` and `prune` run as a user runs them, on a
/// package whose last run left results (written here by hand, as lines).
@Suite struct SnapshotsCommandTests {
    /// A package with `Snapshots/S/a.png` ("old a") and `Snapshots/S/old.png`,
    /// and results where `S/a` failed with actual "new a" and `S/b` matched.
    static func package() throws -> URL {
        let root = try FileCommandTests.temporaryFolder()
        let write = { (text: String, path: String) in try Self.write(text, path, in: root) }
        try write("// swift-tools-version:6.0\n", "Package.swift")
        try write("old a", "Snapshots/S/a.png")
        try write("b", "Snapshots/S/b.png")
        try write("left behind", "Snapshots/S/old.png")
        try write("new a", ".artifacts/snapshots/S/a.actual.png")
        let common = #""version":1,"run":"r","time":"2026-11-23T10:00:00.000Z","suite":"S","pathExtension":"png""#
        try write("""
            {\(common),"sequence":1,"name":"a","status":"mismatch","reference":"Snapshots/S/a.png","actual":"S/a.actual.png","pixels":{"differing":3,"total":64}}
            {\(common),"sequence":2,"name":"b","status":"matched","reference":"Snapshots/S/b.png"}

            """, ".artifacts/snapshots/results-r-1.jsonl")
        return root
    }

    /// Writes `text` at `path` inside `root`, creating folders.
    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func bezel(_ arguments: [String], in root: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let bezel = try #require(FontIsolationTests.locateBezel())
        return try FontIsolationTests.run(bezel, ["snapshots"] + arguments + ["--package-path", root.path], environment: nil)
    }

    @Test func acceptWritesOneReferenceAndSaysSo() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let accepted = try Self.bezel(["accept", "S/a"], in: root)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout == "updated Snapshots/S/a.png (3 of 64 pixels differed)\n1 reference written\n")
        #expect(try String(contentsOf: root.appendingPathComponent("Snapshots/S/a.png"), encoding: .utf8) == "new a")

        let matched = try Self.bezel(["accept", "S/b"], in: root)
        #expect(matched.status == 2)
        #expect(matched.stderr == "bezel: no failure of the last run matches \"S/b\": its last check was matched, nothing to accept\n")
        let nothing = try Self.bezel(["accept"], in: root)
        #expect(nothing.status != 0 && nothing.stderr.contains("--all"))
    }

    @Test func pruneListsThenDeletes() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let listed = try Self.bezel(["prune"], in: root)
        #expect(listed.status == 1)
        #expect(listed.stdout == "Snapshots/S/old.png\n1 orphaned reference; remove with --delete\n")
        let deleted = try Self.bezel(["prune", "--delete"], in: root)
        #expect(deleted.status == 0 && deleted.stdout == "Snapshots/S/old.png\nremoved 1 orphaned reference\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/S/old.png").path))
    }

    @Test func noResultsSaysWhatToRun() throws {
        let root = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Self.bezel(["prune"], in: root)
        #expect(run.status == 2 && run.stderr.contains("run the snapshot tests first"))
    }
}

extension SnapshotsCommandTests {
    @Test func reportWritesThePageJUnitAndSaysWhatNeedsReview() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let junit = root.appendingPathComponent("ci/junit.xml")
        let run = try Self.bezel(["report", "--junit", junit.path], in: root)
        #expect(run.status == 1, "\(run.stderr)")
        let page = root.appendingPathComponent(".artifacts/snapshots/report/index.html")
        #expect(run.stdout == "1 failed (1 change), 0 new, 0 re-recorded, 0 errors, 1 matched, 1 orphaned\nreview: \(page.path)\n")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("bezel snapshots accept S/a"))
        #expect(try String(contentsOf: junit, encoding: .utf8).contains(#"<testsuite name="S" tests="2" failures="1" errors="0">"#))

        let json = try Self.bezel(["report", "--json", "-o", root.appendingPathComponent("review").path], in: root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["counts"] as? [String: Int])?["failed"] == 1 && (object["orphans"] as? [String])?.count == 1)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("review/index.html").path))
    }
}
