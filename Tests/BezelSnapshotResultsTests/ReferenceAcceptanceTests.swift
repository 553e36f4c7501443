import BezelGraphics
import Foundation
import Testing
@testable import BezelSnapshotResults

/// A package with references, and a run's results and artifacts, in a temporary folder.
final class AcceptFixture {
    let root: String
    var artifacts: String { root + "/.artifacts/snapshots" }
    private var records: [SnapshotRecord] = []

    init() throws {
        root = NSTemporaryDirectory() + "bezel-accept-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/Snapshots", withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    }
    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ text: String, _ path: String) throws {
        let url = URL(fileURLWithPath: path.hasPrefix("/") ? path : "\(root)/\(path)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: "\(root)/\(path)").map { String(decoding: $0, as: UTF8.self) }
    }

    /// A check of `Suite/name`: the reference holds `reference` (nil: none), the actual `actual`.
    func check(_ key: String, _ status: SnapshotRecord.Status, reference: String?, actual: String? = nil,
               color: (String, String)? = nil) throws {
        let parts = key.split(separator: "/").map(String.init)
        var record = SnapshotRecord(run: "r", sequence: records.count + 1, time: "2026-11-23T10:00:00.000Z",
                                    suite: parts[0], name: parts[1], pathExtension: "png", status: status,
                                    reference: "Snapshots/\(key).png", packageRoot: "/ci/work")
        if let reference {
            try write(reference, "Snapshots/\(key).png")
            record.referenceDigest = ContentHash(data: Data(reference.utf8)).description
        }
        if let actual {
            try write(actual, "\(artifacts)/\(key).actual.png")
            record.actual = "\(key).actual.png"
            record.actualDigest = ContentHash(data: Data(actual.utf8)).description
        }
        if status == .mismatch {
            record.pixels = SnapshotRecord.Pixels(differing: 10, total: 100, bounds: nil)
            if let color { record.colorChanges = [SnapshotRecord.ColorChange(from: color.0, to: color.1, pixels: 8)] }
        }
        records.append(record)
        // One results file holding every check so far.
        for file in ResultsFolder.resultsFiles(in: artifacts) { try FileManager.default.removeItem(atPath: "\(artifacts)/\(file)") }
        let writer = ResultsWriter(run: "r")
        for record in records { try writer.append(record, to: artifacts) }
    }

    func results() throws -> SnapshotResults {
        try SnapshotResults.load(folders: [artifacts], packageRoot: root)
    }

    func accept(_ selectors: ReferenceAcceptance.Selector...) throws -> ReferenceAcceptance.Plan {
        let plan = try ReferenceAcceptance.plan(selectors, in: try results())
        try ReferenceAcceptance.apply(plan)
        return plan
    }
}

@Suite struct ReferenceAcceptanceTests {
    @Test func acceptingOneImageTouchesOnlyIt() throws {
        let fixture = try AcceptFixture()
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        try fixture.check("S/b", .mismatch, reference: "old b", actual: "new b")
        try fixture.check("S/c", .matched, reference: "c")
        let plan = try fixture.accept(.name("S/a"))
        #expect(plan.changes.map(\.description) == ["updated Snapshots/S/a.png (10 of 100 pixels differed)"])
        #expect(fixture.read("Snapshots/S/a.png") == "new a")
        #expect(fixture.read("Snapshots/S/b.png") == "old b")

        // Again: nothing left to do, and said so.
        #expect(try fixture.accept(.name("a")).skipped.map(\.description) == ["skipped S/a.png: already accepted"])
    }

    @Test func aSnapshotThatMatchedIsNeverTouched() throws {
        let fixture = try AcceptFixture()
        try fixture.check("S/c", .matched, reference: "c")
        #expect(throws: ResultsError.nothingMatches("\"S/c\": its last check was matched, nothing to accept")) {
            try fixture.accept(.name("S/c"))
        }
        #expect(throws: ResultsError.nothingMatches("suite \"T\"")) { try fixture.accept(.suite("T")) }
        #expect(fixture.read("Snapshots/S/c.png") == "c")
    }

    @Test func newSnapshotsAreAddedAndGroupsAcceptedTogether() throws {
        let fixture = try AcceptFixture()
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a", color: ("#3478f6ff", "#2060d0ff"))
        try fixture.check("T/b", .mismatch, reference: "old b", actual: "new b", color: ("#3478f6ff", "#2060d0ff"))
        try fixture.check("T/c", .mismatch, reference: "old c", actual: "new c")
        try fixture.check("U/new", .missing, reference: nil, actual: "brand new")
        let groups = ChangeGroup.groups(of: try fixture.results().entries(.failures))
        #expect(groups.map(\.id).first == "color-3478f6ff-2060d0ff")
        _ = try fixture.accept(.group("color-3478f6ff-2060d0ff"))
        #expect(fixture.read("Snapshots/S/a.png") == "new a" && fixture.read("Snapshots/T/b.png") == "new b")
        #expect(fixture.read("Snapshots/T/c.png") == "old c" && fixture.read("Snapshots/U/new.png") == nil)

        let rest = try fixture.accept(.all)
        #expect(rest.changes.map(\.description) == ["updated Snapshots/T/c.png (10 of 100 pixels differed)",
                                                    "added   Snapshots/U/new.png"])
        #expect(fixture.read("Snapshots/U/new.png") == "brand new")
    }

    /// What changed since the run is not overwritten: a reference edited (or
    /// accepted by someone else), an actual replaced, a reference outside the package.
    @Test func whatChangedSinceTheRunIsSkipped() throws {
        let fixture = try AcceptFixture()
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        try fixture.check("S/b", .mismatch, reference: "old b", actual: "new b")
        try fixture.write("edited a", "Snapshots/S/a.png")
        try fixture.write("tampered", "\(fixture.artifacts)/S/b.actual.png")
        let plan = try fixture.accept(.all)
        #expect(plan.changes.isEmpty)
        #expect(plan.skipped.map(\.description) == [
            "skipped S/a.png: its reference changed since the run; run the tests again",
            "skipped S/b.png: its actual \(fixture.artifacts)/S/b.actual.png changed since the run; run the tests again",
        ])
        #expect(fixture.read("Snapshots/S/a.png") == "edited a")
    }

    @Test func referencesOutsideThePackageAreRefused() throws {
        let fixture = try AcceptFixture()
        let elsewhere = NSTemporaryDirectory() + "bezel-elsewhere-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        var results = try fixture.results()
        results.entries[0].referencePath = elsewhere + "/S/a.png"
        let plan = try ReferenceAcceptance.plan([.all], in: results)
        #expect(plan.changes.isEmpty && plan.skipped.first?.reason.contains("outside the package") == true)
    }

    /// All or nothing: when one reference cannot be written, none is.
    @Test func aFailedAcceptChangesNothing() throws {
        let fixture = try AcceptFixture()
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        try fixture.check("T/new", .missing, reference: nil, actual: "brand new")
        try fixture.write("a file where the suite folder T would go", "Snapshots/T")
        #expect(throws: ResultsError.self) { try fixture.accept(.all) }
        #expect(fixture.read("Snapshots/S/a.png") == "old a")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/Snapshots/S")
        #expect(leftovers == ["a.png"])
    }
}

@Suite struct OrphanedReferencesTests {
    @Test func referencesNoCheckTouchedAreListedAndDeleted() throws {
        let fixture = try AcceptFixture()
        try fixture.check("S/a", .matched, reference: "a")
        try fixture.check("S/b", .mismatch, reference: "b", actual: "b2")
        try fixture.write("old", "Snapshots/S/renamed.png")
        try fixture.write("gone", "Snapshots/Gone/x.png")
        try fixture.write("notes", "Snapshots/S/README.md")
        try fixture.write("hidden", "Snapshots/S/.hidden.png")
        let orphans = OrphanedReferences.find(in: try fixture.results())
        // Gone is a suite no check of the run touched (another run's, or deleted whole): not listed.
        #expect(orphans == [fixture.root + "/Snapshots/S/renamed.png"])
        try OrphanedReferences.delete(orphans, packageRoot: fixture.root)
        #expect(fixture.read("Snapshots/S/renamed.png") == nil && fixture.read("Snapshots/S/a.png") == "a")
        #expect(OrphanedReferences.find(in: try fixture.results()).isEmpty)
        #expect(throws: ResultsError.self) { try OrphanedReferences.delete(["/etc/hostname"], packageRoot: fixture.root) }
    }
}
