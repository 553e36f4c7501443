import BezelGraphics
import Foundation
import BezelResultsFixtures
import Testing
@testable import BezelSnapshotResults

@Suite struct ReferenceAcceptanceTests {
    @Test func acceptingOneImageTouchesOnlyIt() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        try fixture.check("S/b", .mismatch, reference: "old b", actual: "new b")
        try fixture.check("S/c", .matched, reference: "c")
        let plan = try fixture.accept(.name("S/a"))
        #expect(plan.changes.map(\.description) == ["updated Snapshots/S/a.txt (10 of 100 pixels differed)"])
        #expect(fixture.read("Snapshots/S/a.txt") == "new a")
        #expect(fixture.read("Snapshots/S/b.txt") == "old b")

        // Again: nothing left to do, and said so.
        #expect(try fixture.accept(.name("a")).skipped.map(\.description) == ["skipped S/a.txt: already accepted"])
    }

    @Test func aSnapshotThatMatchedIsNeverTouched() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/c", .matched, reference: "c")
        #expect(throws: ResultsError.nothingMatches("\"S/c\": its last check was matched, nothing to accept")) {
            try fixture.accept(.name("S/c"))
        }
        #expect(throws: ResultsError.nothingMatches("suite \"T\"")) { try fixture.accept(.suite("T")) }
        #expect(fixture.read("Snapshots/S/c.txt") == "c")
    }

    @Test func newSnapshotsAreAddedAndGroupsAcceptedTogether() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a", color: ("#3478f6ff", "#2060d0ff"))
        try fixture.check("T/b", .mismatch, reference: "old b", actual: "new b", color: ("#3478f6ff", "#2060d0ff"))
        try fixture.check("T/c", .mismatch, reference: "old c", actual: "new c")
        try fixture.check("U/new", .missing, reference: nil, actual: "brand new")
        let groups = ChangeGroup.groups(of: try fixture.results().entries(.outcome(.mismatch)))
        #expect(groups.map(\.id).first == "color-3478f6ff-2060d0ff")
        _ = try fixture.accept(.group("color-3478f6ff-2060d0ff"))
        #expect(fixture.read("Snapshots/S/a.txt") == "new a" && fixture.read("Snapshots/T/b.txt") == "new b")
        #expect(fixture.read("Snapshots/T/c.txt") == "old c" && fixture.read("Snapshots/U/new.txt") == nil)

        let rest = try fixture.accept(.all)
        #expect(rest.changes.map(\.description) == ["updated Snapshots/T/c.txt (10 of 100 pixels differed)",
                                                    "added   Snapshots/U/new.txt"])
        #expect(fixture.read("Snapshots/U/new.txt") == "brand new")
    }

    /// What changed since the run is not overwritten: a reference edited (or
    /// accepted by someone else), an actual replaced, a reference outside the package.
    @Test func whatChangedSinceTheRunIsSkipped() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        try fixture.check("S/b", .mismatch, reference: "old b", actual: "new b")
        try fixture.write("edited a", "Snapshots/S/a.txt")
        try fixture.write("tampered", "\(fixture.artifacts)/S/b.actual.txt")
        let plan = try fixture.accept(.all)
        #expect(plan.changes.isEmpty)
        #expect(plan.skipped.map(\.description) == [
            "skipped S/a.txt: its reference changed since the run; run the tests again",
            "skipped S/b.txt: its actual \(fixture.artifacts)/S/b.actual.txt changed since the run; run the tests again",
        ])
        #expect(fixture.read("Snapshots/S/a.txt") == "edited a")
    }

    @Test func referencesOutsideThePackageAreRefused() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        let elsewhere = NSTemporaryDirectory() + "bezel-elsewhere-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        var results = try fixture.results()
        results.entries[0].record.reference = elsewhere + "/S/a.txt"
        let plan = try ReferenceAcceptance.plan([.all], in: results)
        #expect(plan.changes.isEmpty && plan.skipped.first?.reason.contains("is not the file the package's snapshot folders give it") == true)
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
    }

    /// All or nothing: when one reference cannot be written, none is.
    @Test func aFailedAcceptChangesNothing() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        try fixture.check("T/new", .missing, reference: nil, actual: "brand new")
        try fixture.write("a file where the suite folder T would go", "Snapshots/T")
        #expect(throws: ResultsError.self) { try fixture.accept(.all) }
        #expect(fixture.read("Snapshots/S/a.txt") == "old a")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/Snapshots/S")
        #expect(leftovers == ["a.txt"])
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
