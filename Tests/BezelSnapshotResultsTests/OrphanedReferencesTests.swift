import Foundation
import Testing
@testable import BezelSnapshotResults

/// A package whose last run's results are written line by line: checks,
/// declarations and file errors, in one results file.
private final class PruneFixture {
    let root: String
    var artifacts: String { root + "/.artifacts/snapshots" }
    private var records: [SnapshotRecord] = []

    init() throws {
        root = NSTemporaryDirectory() + "bezel-prune-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/Snapshots", withIntermediateDirectories: true)
        try write("// swift-tools-version:6.0\n", "Package.swift")
    }
    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ text: String, _ path: String) throws {
        let url = URL(fileURLWithPath: "\(root)/\(path)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: "\(root)/\(path)") }

    /// A record of `Suite/name.ext` with `status`, its reference `reference` (default `Snapshots/Suite/name.ext`).
    @discardableResult
    func add(_ key: String, _ status: SnapshotRecord.Status, reference: String? = nil,
             amend: (inout SnapshotRecord) -> Void = { _ in }) throws -> SnapshotRecord {
        let suite = String(key.prefix { $0 != "/" }), file = String(key.drop { $0 != "/" }.dropFirst())
        let name = (file as NSString).deletingPathExtension, pathExtension = (file as NSString).pathExtension
        var record = SnapshotRecord(run: "r", sequence: records.count + 1, time: "2026-11-23T10:00:00.000Z", suite: suite,
                                    name: name, pathExtension: pathExtension, status: status,
                                    reference: reference ?? "Snapshots/\(key)", packageRoot: "/ci/work")
        amend(&record)
        records.append(record)
        for file in ResultsFolder.resultsFiles(in: artifacts) { try FileManager.default.removeItem(atPath: "\(artifacts)/\(file)") }
        let writer = ResultsWriter(run: "r")
        for record in records { try writer.append(record, to: artifacts) }
        return record
    }

    func results() throws -> SnapshotResults { try SnapshotResults.load(folders: [artifacts], packageRoot: root) }

    func plan(complete: [String] = []) throws -> OrphanedReferences.Plan {
        OrphanedReferences.plan(in: try results(), complete: complete)
    }
}

/// Orphans come from what the files declare, not from what one run
/// touched; prune refuses after a partial run and deletes all or nothing.
@Suite struct OrphansFromDeclarationsTests {
    /// `verify --scale 1 scene.yaml` checks the @1x images; the scene still
    /// declares its @2x ones, which are not orphans.
    @Test func whatAFileDeclaresIsNeverAnOrphan() throws {
        let fixture = try PruneFixture()
        for file in ["scene.theme=default@1x.png", "scene.theme=default@2x.png", "gone.theme=default@1x.png"] {
            try fixture.write("png", "Snapshots/panel/\(file)")
        }
        try fixture.add("panel/scene.theme=default@1x.png", .matched)
        try fixture.add("panel/scene.theme=default@1x.png", .declared)
        try fixture.add("panel/scene.theme=default@2x.png", .declared)
        let plan = try fixture.plan()
        #expect(plan.refusal == nil && plan.searchedSuites == ["panel"])
        #expect(plan.orphans.map(\.file) == ["gone.theme=default@1x.png"])
        #expect(try fixture.results().entries.map(\.record.key) == ["panel/scene.theme=default@1x.png"],
                "declarations are not checks")
    }

    /// A script whose run stopped declares its golden trace all the same.
    @Test func aStoppedScriptKeepsItsGoldenTrace() throws {
        let fixture = try PruneFixture()
        try fixture.write("golden", "Snapshots/tap.script/trace.txt")
        try fixture.write("png", "Snapshots/tap.script/tapped.png")
        try fixture.write("png", "Snapshots/tap.script/renamed.png")
        try fixture.add("tap.script/tapped.png", .declared)
        try fixture.add("tap.script/trace.txt", .declared)
        try fixture.add("tap.script/tap.yaml", .error) { $0.message = "tap.yaml:3:5: step 1 (expect): …" }
        #expect(try fixture.plan().orphans.map(\.file) == ["renamed.png"])
    }

    /// A file that could not be read declares nothing known: its whole suite folder is kept.
    @Test func aFileThatCouldNotBeReadProtectsItsSuite() throws {
        let fixture = try PruneFixture()
        try fixture.write("png", "Snapshots/broken/scene.theme=default@2x.png")
        try fixture.add("broken/broken.yaml", .error) { record in
            record.protectsSuite = true
            record.test = SnapshotRecord.TestSite(file: "scenes/broken.yaml", line: 3, column: 5)
        }
        let plan = try fixture.plan()
        #expect(plan.orphans.isEmpty && plan.searchedSuites.isEmpty)
        #expect(plan.kept.map(\.path) == [fixture.root + "/Snapshots/broken/"])
        #expect(plan.kept.first?.reason.hasPrefix("scenes/broken.yaml:3:5: could not be checked") == true)
    }

    /// Only regular files named like references are orphans: a folder
    /// `notes.png/` is listed as kept, other and hidden files are left alone.
    @Test func onlyRegularReferenceFilesAreOrphans() throws {
        let fixture = try PruneFixture()
        try fixture.write("a", "Snapshots/S/a.png")
        try fixture.write("inside", "Snapshots/S/notes.png/inside.png")
        try fixture.write("readme", "Snapshots/S/README.md")
        try fixture.write("data", "Snapshots/S/data.json")
        try fixture.write("staging", "Snapshots/S/.a.png.tmp-12")
        try fixture.write("old", "Snapshots/S/old.txt")
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/Snapshots/S/link.png", withDestinationPath: "/etc/hostname")
        try fixture.add("S/a.png", .matched)
        let plan = try fixture.plan()
        #expect(plan.orphans.map(\.file) == ["old.txt"])
        #expect(plan.kept.map(\.path) == [fixture.root + "/Snapshots/S/link.png", fixture.root + "/Snapshots/S/notes.png"])
        try OrphanedReferences.delete(plan.orphans, snapshotsFolder: plan.snapshotsFolder)
        for kept in ["Snapshots/S/a.png", "Snapshots/S/notes.png/inside.png", "Snapshots/S/README.md", "Snapshots/S/data.json",
                     "Snapshots/S/.a.png.tmp-12"] {
            #expect(fixture.exists(kept), "\(kept)")
        }
        #expect(!fixture.exists("Snapshots/S/old.txt"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: fixture.root + "/Snapshots/S/link.png") == "/etc/hostname")
    }

    /// A record pointing at `./x.txt` names a file of the package root but
    /// makes no suite folder of it: suite folders are only `Snapshots/<Suite>`.
    @Test func aRecordOutsideSnapshotsMakesNoSuiteFolder() throws {
        let fixture = try PruneFixture()
        try fixture.write("x", "x.txt")
        try fixture.write("notes", "notes.txt")
        try fixture.write("evil", "Snapshots/Evil/other.txt")
        try fixture.add("Evil/x.txt", .matched, reference: "./x.txt")
        let plan = try fixture.plan()
        #expect(plan.searchedSuites.isEmpty && plan.orphans.isEmpty)
        #expect(throws: ResultsError.self) { try OrphanedReferences.delete([fixture.root + "/notes.txt"], packageRoot: fixture.root) }
        #expect(fixture.exists("notes.txt") && fixture.exists("x.txt") && fixture.exists("Snapshots/Evil/other.txt"))
    }

    /// After a partial run nothing is searched unless suites are named complete; merged shards are complete.
    @Test func aPartialRunIsRefusedUnlessSuitesAreNamedComplete() throws {
        let fixture = try PruneFixture()
        try fixture.write("old", "Snapshots/S/old.png")
        try fixture.write("old", "Snapshots/T/old.png")
        try fixture.add("S/a.png", .declared) { $0.partial = SnapshotRecord.PartialRun(shardIndex: 1, shardCount: 2, options: ["--scale"]) }
        try fixture.add("T/a.png", .declared) { $0.partial = SnapshotRecord.PartialRun(shardIndex: 1, shardCount: 2, options: ["--scale"]) }
        let refused = try fixture.plan()
        #expect(refused.partialReasons == [.option("--scale"), .shard(index: 1, count: 2)])
        #expect(refused.refusal?.description.hasPrefix("the last run was partial (--scale, shard 1 of 2)") == true,
                "\(refused.refusal.map(String.init(describing:)) ?? "")")
        #expect(refused.orphans.isEmpty)
        let named = try fixture.plan(complete: ["S"])
        #expect(named.refusal == nil && named.searchedSuites == ["S"] && named.orphans.map(\.path) == [fixture.root + "/Snapshots/S/old.png"])
        #expect(try fixture.plan(complete: ["Nope"]).refusal?.description
            .hasPrefix("the suites named complete (Nope) are not the last run's: it checked and declared nothing") == true)
        #expect(OrphanedReferences.find(in: try fixture.results()).isEmpty, "the report lists no orphans after a partial run")
    }

    @Test func mergedShardsAreComplete() throws {
        func results(_ shards: [Int]) -> SnapshotResults {
            SnapshotResults(entries: [], partialRuns: shards.map { SnapshotRecord.PartialRun(shardIndex: $0, shardCount: 3) },
                            folders: [], packageRoot: "/p")
        }
        #expect(results([1, 2, 3]).partialReasons.isEmpty)
        #expect(results([1, 3]).partialReasons == [.shard(index: 1, count: 3), .shard(index: 3, count: 3)])
        let hostile = SnapshotResults(entries: [], partialRuns: [SnapshotRecord.PartialRun(shardIndex: 1, shardCount: Int.max)],
                                      folders: [], packageRoot: "/p")
        #expect(hostile.partialReasons == [.shard(index: 1, count: Int.max)])
    }

    /// Every file is checked before any is touched, and a move that fails puts every moved file back.
    @Test func deletingIsAllOrNothing() throws {
        let fixture = try PruneFixture()
        for name in ["a", "b", "c"] { try fixture.write(name, "Snapshots/S/\(name).png") }
        try fixture.add("S/keep.png", .matched)
        let plan = try fixture.plan()
        #expect(plan.orphans.map(\.file) == ["a.png", "b.png", "c.png"])

        var moves = 0
        #expect(throws: ResultsError.self) {
            try OrphanedReferences.delete(plan.orphans, snapshotsFolder: plan.snapshotsFolder) { from, name, to, slot in
                moves += 1
                if moves == 3 {
                    errno = EIO
                    return -1
                }
                return renameat(from, name, to, slot)
            }
        }
        #expect(["a", "b", "c"].allSatisfy { fixture.exists("Snapshots/S/\($0).png") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: plan.snapshotsFolder) == ["S"], "no trash folder left")

        // c.png became a folder since the plan: nothing is moved at all.
        try FileManager.default.removeItem(atPath: fixture.root + "/Snapshots/S/c.png")
        try FileManager.default.createDirectory(atPath: fixture.root + "/Snapshots/S/c.png", withIntermediateDirectories: false)
        do {
            try OrphanedReferences.delete(plan.orphans, snapshotsFolder: plan.snapshotsFolder)
            Issue.record("deleted with a folder among the orphans")
        } catch {
            #expect(error.description.contains("c.png: cannot write: it is not a regular file; nothing was deleted"), "\(error)")
        }
        #expect(fixture.exists("Snapshots/S/a.png") && fixture.exists("Snapshots/S/b.png"))

        try FileManager.default.removeItem(atPath: fixture.root + "/Snapshots/S/c.png")
        try OrphanedReferences.delete(Array(plan.orphans.prefix(2)), snapshotsFolder: plan.snapshotsFolder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/Snapshots/S").isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: plan.snapshotsFolder) == ["S"])
    }

    /// Results of format 1 (before declarations) still read; declarations of format 2 are kept apart.
    @Test func olderResultsStillRead() throws {
        let fixture = try PruneFixture()
        let common = #""run":"r","time":"2026-11-23T10:00:00.000Z","suite":"S","pathExtension":"png""#
        try fixture.write("""
            {"version":1,\(common),"sequence":1,"name":"a","status":"matched","reference":"Snapshots/S/a.png"}
            {"version":2,\(common),"sequence":2,"name":"b","status":"declared","reference":"Snapshots/S/b.png","partial":{"options":["--scale"]}}

            """, ".artifacts/snapshots/results-r-1.jsonl")
        let results = try fixture.results()
        #expect(results.entries.map(\.record.name) == ["a"] && results.declarations.map(\.record.name) == ["b"])
        #expect(results.partialReasons == [.option("--scale")])
        #expect(SnapshotRecord.formatVersion == 3)
    }
}
