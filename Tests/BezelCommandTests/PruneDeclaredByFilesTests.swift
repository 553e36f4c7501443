import Foundation
import Testing

/// `prune` reads what the package's scene and script files declare from the
/// files themselves: a results file that leaves declarations out (edited,
/// truncated, hostile) cannot make a declared reference an orphan.
@Suite struct PruneDeclaredByFilesTests {
    /// A package whose scene declares four references and whose script two and a trace, all recorded.
    static func package() throws -> URL {
        let root = try FileCommandTests.temporaryFolder()
        for (path, text) in [
            ("Package.swift", "// swift-tools-version:6.0\n"),
            ("scenes/card.yaml", """
                size: {width: 120, height: 40}
                snapshots:
                  scales: [1, 2]
                  states:
                    - ids: [go]
                      enabled: [true, false]
                root: {type: button, id: go, title: "Go"}

                """),
            ("scripts/flow.yaml", "scene: ../scenes/card.yaml\nsteps:\n  - snapshot: start\n  - tap: \"#go\"\n"),
        ] {
            try SnapshotsCommandTests.write(text, path, in: root)
        }
        let record = try OutputFolderCommandTests.bezel(["snapshots", "record"], in: root)
        #expect(record.status == 0, "\(record.stderr)")
        return root
    }

    /// The results file's lines, less those `drop` picks.
    static func rewriteResults(in root: URL, dropping drop: (String) -> Bool) throws {
        let folder = root.appendingPathComponent(".artifacts/snapshots")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix("results-") })
        let file = folder.appendingPathComponent(name)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init).filter { !drop($0) }
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func referencesTheFilesDeclareAreKeptWhateverTheResultsSay() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let recorded = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Snapshots/card").path).sorted()
        #expect(recorded.count == 6, "\(recorded)")
        try SnapshotsCommandTests.write("left behind", "Snapshots/card/old.png", in: root)
        // Keep one record of each suite and drop every declaration and every other record.
        var kept: Set<String> = []
        try Self.rewriteResults(in: root) { line in
            let suite = line.contains(#""suite":"card""#) ? "card" : "flow"
            return line.contains(#""status":"declared""#) || !kept.insert(suite).inserted
        }
        let listed = try SnapshotsCommandTests.bezel(["prune"], in: root)
        #expect(listed.status == 1, "\(listed.stdout)\(listed.stderr)")
        #expect(listed.stdout.contains("kept Snapshots/card/go.enabled=false.theme=default@2x.png: scenes/card.yaml declares it"),
                "\(listed.stdout)")
        let deleted = try SnapshotsCommandTests.bezel(["prune", "--delete"], in: root)
        #expect(deleted.status == 0, "\(deleted.stdout)\(deleted.stderr)")
        #expect(deleted.stdout.hasSuffix("removed 1 orphaned reference\n"), "\(deleted.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Snapshots/card").path).sorted() == recorded)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/flow.script/trace.txt").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/flow.script/start.png").path))
    }

    @Test func aSceneThatNoLongerReadsKeepsItsSuiteFolder() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("left behind", "Snapshots/card/old.png", in: root)
        try SnapshotsCommandTests.write("size: [broken\n", "scenes/card.yaml", in: root)
        try Self.rewriteResults(in: root) { $0.contains(#""status":"declared""#) }
        let listed = try SnapshotsCommandTests.bezel(["prune"], in: root)
        #expect(listed.stdout.contains("kept Snapshots/card/old.png: scenes/card.yaml cannot be read"), "\(listed.stdout)")
        #expect(!listed.stdout.contains("\nSnapshots/card/"), "\(listed.stdout)")
    }

    /// A name with a newline is not a reference name: never an orphan, never printed raw to forge a line.
    @Test func aFileNameWithANewlineIsNeitherDeletedNorPrintedRaw() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("x", "Snapshots/card/forged\nkept.png", in: root)
        let deleted = try SnapshotsCommandTests.bezel(["prune", "--delete"], in: root)
        #expect(deleted.status == 0, "\(deleted.stdout)\(deleted.stderr)")
        #expect(!deleted.stdout.split(separator: "\n").contains { $0.hasPrefix("kept.png") }, "\(deleted.stdout)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/card/forged\nkept.png").path))
    }
}

/// What killed processes left in `Snapshots/` is listed by `prune` and removed by `--delete`; a live writer's is not.
@Suite struct PruneLeftoversTests {
    @Test func killedWritersAndPrunesLeftoversAreListedThenRemoved() throws {
        let root = try PruneDeclaredByFilesTests.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let dead = "Snapshots/card/.scene.theme=default@1x.png.tmp-999999999-ab", live = "Snapshots/card/.x.png.tmp-1-cd"
        for path in [dead, live, "Snapshots/.bezel-prune-999999999/old.png"] { try SnapshotsCommandTests.write("x", path, in: root) }
        let listed = try SnapshotsCommandTests.bezel(["prune"], in: root)
        #expect(listed.status == 1, "\(listed.stdout)\(listed.stderr)")
        #expect(listed.stdout.contains("leftover \(dead): left by a writer that was killed before renaming it"), "\(listed.stdout)")
        #expect(listed.stdout.contains("leftover Snapshots/.bezel-prune-999999999/: left by a prune that was killed"), "\(listed.stdout)")
        #expect(!listed.stdout.contains(live), "\(listed.stdout)")
        let deleted = try SnapshotsCommandTests.bezel(["prune", "--delete"], in: root)
        #expect(deleted.status == 0 && deleted.stdout.hasSuffix("removed 0 orphaned references, 2 leftovers\n"), "\(deleted.stdout)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(dead).path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/.bezel-prune-999999999").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(live).path))
    }
}
