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

    /// A real run (scene files checked on CI, so nothing recorded) leaves actuals with their digests; one is accepted.
    @Test func acceptWritesOneReferenceAndSaysSo() throws {
        let root = try SnapshotsVerifyCommandTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let ci = SnapshotsVerifyCommandTests.environment(["CI": "true"])
        #expect(try SnapshotsVerifyCommandTests.bezel(["verify", root.path], in: root, environment: ci).status == 1)
        let name = "panel/scene.theme=default@1x"
        let accepted = try SnapshotsVerifyCommandTests.bezel(["accept", name], in: root)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout == "added   Snapshots/\(name).png\n1 reference written\n")
        let actual = try Data(contentsOf: root.appendingPathComponent(".artifacts/snapshots/\(name).actual.png"))
        #expect(try Data(contentsOf: root.appendingPathComponent("Snapshots/\(name).png")) == actual)
        let again = try SnapshotsVerifyCommandTests.bezel(["accept", name], in: root)
        #expect(again.status == 0 && again.stdout == "skipped \(name).png: already accepted\n0 references written, 1 skipped\n")
    }

    @Test func acceptSaysWhatItCannotAccept() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let matched = try Self.bezel(["accept", "S/b"], in: root)
        #expect(matched.status == 2)
        #expect(matched.stderr == "bezel: no failure of the last run matches \"S/b\": its last check was matched, nothing to accept\n")
        let nothing = try Self.bezel(["accept"], in: root)
        #expect(nothing.status != 0 && nothing.stderr.contains("--all"))
        // The hand-written results carry no digest of the actual (and "new a" is no PNG): not copied.
        let undigested = try Self.bezel(["accept", "S/a"], in: root)
        #expect(undigested.status == 1)
        #expect(undigested.stdout == "skipped S/a.png: the run recorded no digest of its actual S/a.actual.png; run the tests again\n"
            + "0 references written, 1 skipped\n")
        #expect(try String(contentsOf: root.appendingPathComponent("Snapshots/S/a.png"), encoding: .utf8) == "old a")
        let outside = try Self.bezel(["accept", "--all", "--snapshots", "../elsewhere"], in: root)
        #expect(outside.status == 2 && outside.stderr.contains("--snapshots: snapshot folder \"../elsewhere\": it is outside the package"))
        let help = try FontIsolationTests.run(try #require(FontIsolationTests.locateBezel()), ["snapshots", "accept", "--help"],
                                              environment: nil)
        #expect(help.stdout.contains("What it may write: only reference files <folder>/<Suite>/<name>.png or .txt"))
    }

    /// Results written by someone hostile: the package's own files, new sources and CI workflows, links in and out.
    @Test func acceptWritesOnlyReferences() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try Self.write("sentinel", "secret.txt", in: outside)
        try Self.write("evil", ".artifacts/snapshots/evil.txt", in: root)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(".artifacts/snapshots/S/link.actual.txt").path,
                                                   withDestinationPath: outside.appendingPathComponent("secret.txt").path)
        let common = #""version":1,"run":"r2","time":"2026-11-23T11:00:00.000Z","actual":"evil.txt""#
            + #","actualDigest":"00000000000000000000000000000000""#
        try Self.write("""
            {\(common),"sequence":1,"suite":"S","name":"Package","pathExtension":"swift","status":"mismatch","reference":"./Package.swift"}
            {\(common),"sequence":2,"suite":"Evil","name":"evil","pathExtension":"swift","status":"missing","reference":"Sources/Evil/evil.swift"}
            {\(common),"sequence":3,"suite":"workflows","name":"ci","pathExtension":"txt","status":"missing","reference":".github/workflows/ci.txt"}
            {"version":1,"run":"r2","time":"2026-11-23T11:00:00.000Z","sequence":4,"suite":"S","name":"link","pathExtension":"txt","status":"missing","reference":"Snapshots/S/link.txt","actual":"S/link.actual.txt","actualDigest":"00000000000000000000000000000000"}

            """, ".artifacts/snapshots/results-r2-1.jsonl", in: root)
        let before = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        let run = try Self.bezel(["accept", "--all"], in: root)
        #expect(run.status == 1)
        #expect(run.stdout.contains("0 references written, 4 skipped"), "\(run.stdout)")
        #expect(run.stdout.contains("skipped S/link.txt: its actual \(root.path)/.artifacts/snapshots/S/link.actual.txt is a link"),
                "\(run.stdout)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before)
        #expect(try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) == "// swift-tools-version:6.0\n")
        #expect(try String(contentsOf: outside.appendingPathComponent("secret.txt"), encoding: .utf8) == "sentinel")
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
        #expect(run.stderr.contains("or name the results folder with --results"), "\(run.stderr)")
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
        #expect(run.stdout == "1 matched, 1 mismatch, 0 missing, 0 recorded, 0 errors; 1 failing, 1 change, 1 orphaned\nreview: \(page.path)\n")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("bezel snapshots accept S/a"))
        #expect(try String(contentsOf: junit, encoding: .utf8).contains(#"<testsuite name="S" tests="2" failures="1" errors="0">"#))

        let json = try Self.bezel(["report", "--json", "-o", root.appendingPathComponent("review").path], in: root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["counts"] as? [String: Int])?["mismatch"] == 1 && (object["orphans"] as? [String])?.count == 1)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("review/index.html").path))
    }
}
