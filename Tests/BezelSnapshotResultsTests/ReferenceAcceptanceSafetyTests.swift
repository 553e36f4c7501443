import BezelGraphics
import BezelResultsFixtures
import BezelSafeFiles
import Foundation
import Testing
@testable import BezelSnapshotResults

/// Results files are data: whatever a record says, an accept writes only a
/// derived reference file inside the package's snapshot folders, never through
/// a link, and copies only an actual the run wrote, with its digest, of the right kind.
@Suite struct ReferenceAcceptanceSafetyTests {
    /// A folder outside the package with a sentinel file, removed when released.
    final class Outside {
        let path = NSTemporaryDirectory() + "bezel-outside-" + UUID().uuidString
        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data("sentinel".utf8).write(to: URL(fileURLWithPath: path + "/secret.txt"))
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        var listing: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
        var secret: String? { FileManager.default.contents(atPath: path + "/secret.txt").map { String(decoding: $0, as: UTF8.self) } }
    }

    static func png(_ level: UInt32) throws -> Data {
        try Image(width: 2, height: 2, premultipliedARGB: Array(repeating: 0xFF00_0000 | level << 16 | level << 8 | level, count: 4))
            .pngData()
    }

    /// Records naming files that are not references: skipped, and the files keep their bytes.
    @Test(arguments: [
        ("Package", "swift", "./Package.swift", "is not one of a reference"),
        ("Package", "txt", "./Package.txt", "is not the file the package's snapshot folders give it"),
        ("evil", "swift", "Sources/Evil/evil.swift", "is not one of a reference"),
        ("ci", "txt", ".github/workflows/ci.txt", "is not the file the package's snapshot folders give it"),
        ("a", "txt", "Snapshots/Other/a.txt", "is not the file the package's snapshot folders give it"),
    ])
    func aRecordNeverChoosesWhereToWrite(name: String, pathExtension: String, reference: String, reason: String) throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        let evil = Data("evil".utf8)
        try fixture.write(evil, "\(fixture.artifacts)/S/\(name).actual.\(pathExtension)")
        for status in [SnapshotRecord.Status.mismatch, .missing] {
            var record = SnapshotRecord(run: "r", sequence: fixture.records.count + 1, time: "2026-11-23T10:00:00.000Z",
                                        suite: status == .missing ? "S" : "T", name: name, pathExtension: pathExtension,
                                        status: status, reference: reference)
            record.actual = "S/\(name).actual.\(pathExtension)"
            record.actualDigest = ContentHash(data: evil).description
            try fixture.append(record)
        }
        let plan = try fixture.accept(.all)
        #expect(plan.changes.isEmpty)
        #expect(plan.skipped.count == 2 && plan.skipped.allSatisfy { $0.reason.contains(reason) }, "\(plan.skipped)")
        #expect(fixture.read("Package.swift") == "// swift-tools-version:6.0\n")
        for path in ["Package.txt", "Sources", ".github", "Snapshots/Other", "Snapshots/S", "Snapshots/T"] {
            #expect(fixture.read(path) == nil && !FileManager.default.fileExists(atPath: "\(fixture.root)/\(path)"), "\(path)")
        }
    }

    @Test(arguments: [".hidden", "a\u{7}b", "..", "  "])
    func namesThatAreNotReferenceNamesAreSkipped(name: String) throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        var record = SnapshotRecord(run: "r", sequence: 1, time: "2026-11-23T10:00:00.000Z", suite: "S", name: name,
                                    pathExtension: "txt", status: .missing, reference: "Snapshots/S/\(name).txt")
        record.actual = "S/x.actual.txt"
        record.actualDigest = ContentHash(data: Data("x".utf8)).description
        try fixture.write("x", "\(fixture.artifacts)/S/x.actual.txt")
        let results = SnapshotResults(entries: [SnapshotResults.resolve(record, folder: fixture.artifacts, packageRoot: fixture.root)],
                                      folders: [fixture.artifacts], packageRoot: fixture.root)
        let plan = try ReferenceAcceptance.plan([.all], in: results)
        #expect(plan.changes.isEmpty && plan.skipped.first?.reason.contains("is not a reference name") == true)
    }

    /// The old staging name `.NAME.accept-PID` planted as a link leads nowhere: staging uses new random names, O_EXCL | O_NOFOLLOW.
    @Test func aLinkAtAStagingNameIsNeverWrittenThrough() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        let outside = try Outside()
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        for pid in [getpid(), getpid() + 1] {
            try FileManager.default.createSymbolicLink(atPath: "\(fixture.root)/Snapshots/S/.a.txt.accept-\(pid)",
                                                       withDestinationPath: outside.path + "/secret.txt")
        }
        _ = try fixture.accept(.all)
        #expect(fixture.read("Snapshots/S/a.txt") == "new a")
        #expect(outside.secret == "sentinel")
        let staged = try FileManager.default.contentsOfDirectory(atPath: "\(fixture.root)/Snapshots/S").filter(TemporaryName.matches)
        #expect(staged.isEmpty)
    }

    @Test func anActualThatIsALinkIsNotCopied() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        let outside = try Outside()
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "sentinel")
        try FileManager.default.removeItem(atPath: "\(fixture.artifacts)/S/a.actual.txt")
        try FileManager.default.createSymbolicLink(atPath: "\(fixture.artifacts)/S/a.actual.txt", withDestinationPath: outside.path + "/secret.txt")
        let plan = try fixture.accept(.all)
        #expect(plan.changes.isEmpty && plan.skipped.first?.reason.contains("is a link") == true, "\(plan.skipped)")
        #expect(fixture.read("Snapshots/S/a.txt") == "old a")

        // A linked suite folder among the artifacts is refused the same way.
        try FileManager.default.removeItem(atPath: "\(fixture.artifacts)/S")
        try FileManager.default.createDirectory(atPath: outside.path + "/S", withIntermediateDirectories: true)
        try Data("sentinel".utf8).write(to: URL(fileURLWithPath: outside.path + "/S/a.actual.txt"))
        try FileManager.default.createSymbolicLink(atPath: "\(fixture.artifacts)/S", withDestinationPath: outside.path + "/S")
        #expect(try fixture.accept(.all).skipped.first?.reason.contains("is a link") == true)
        #expect(fixture.read("Snapshots/S/a.txt") == "old a")
    }

    @Test func anActualThatIsAPipeIsNotRead() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("U/new", .missing, reference: nil, actual: "x")
        try FileManager.default.removeItem(atPath: "\(fixture.artifacts)/U/new.actual.txt")
        #expect(mkfifo("\(fixture.artifacts)/U/new.actual.txt", 0o644) == 0)
        let plan = try fixture.accept(.all)
        #expect(plan.skipped.first?.reason.contains("not a regular file") == true, "\(plan.skipped)")
    }

    @Test func anActualWithoutItsDigestIsNotCopied() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/a", .mismatch, reference: Data("old a".utf8), actual: Data("new a".utf8)) { $0.actualDigest = nil }
        let plan = try fixture.accept(.all)
        #expect(plan.skipped.map(\.description) == [
            "skipped S/a.txt: the run recorded no digest of its actual S/a.actual.txt; run the tests again",
        ])
        #expect(fixture.read("Snapshots/S/a.txt") == "old a")
    }

    /// What is copied must decode as the kind it replaces: an image for a png, UTF-8 for a txt.
    @Test func anActualOfTheWrongKindIsNotCopied() throws {
        let images = try AcceptFixture(pathExtension: "png")
        try images.check("S/a", .mismatch, reference: try Self.png(10), actual: Data("#!/bin/sh\nrm -rf ~\n".utf8))
        try images.check("S/b", .mismatch, reference: try Self.png(10), actual: try Self.png(200))
        let plan = try images.accept(.all)
        #expect(plan.changes.map(\.description) == ["updated Snapshots/S/b.png (10 of 100 pixels differed)"])
        #expect(plan.skipped.count == 1 && plan.skipped[0].reason.contains("is not a PNG image"))
        #expect(FileManager.default.contents(atPath: images.root + "/Snapshots/S/b.png") == (try Self.png(200)))
        #expect(FileManager.default.contents(atPath: images.root + "/Snapshots/S/a.png") == (try Self.png(10)))

        let texts = try AcceptFixture(pathExtension: "txt")
        try texts.check("S/t", .mismatch, reference: Data("old".utf8), actual: Data([0xFF, 0xFE, 0x00, 0xC3]))
        #expect(try texts.accept(.all).skipped.first?.reason.contains("is not UTF-8 text") == true)
        #expect(texts.read("Snapshots/S/t.txt") == "old")
    }

    /// A Snapshots/ or suite folder that links out of the package, or a link at the reference: refused, nothing outside changes.
    @Test(arguments: ["Snapshots", "Snapshots/S", "Snapshots/S/a.txt"])
    func linksInThePackageAreNotFollowed(linked: String) throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        let outside = try Outside()
        try fixture.check("S/a", .missing, reference: nil, actual: "new a")
        try? FileManager.default.removeItem(atPath: "\(fixture.root)/\(linked)")
        let parent = URL(fileURLWithPath: "\(fixture.root)/\(linked)").deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let target = linked.hasSuffix(".txt") ? outside.path + "/secret.txt" : outside.path
        try FileManager.default.createSymbolicLink(atPath: "\(fixture.root)/\(linked)", withDestinationPath: target)
        let plan = try fixture.accept(.all)
        #expect(plan.changes.isEmpty && plan.skipped.first?.reason.contains("is a link") == true, "\(plan.skipped)")
        #expect(outside.listing == ["secret.txt"] && outside.secret == "sentinel")
    }

    /// Even a plan made before a link was planted is refused when applied.
    @Test func aLinkPlantedAfterThePlanIsRefused() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        let outside = try Outside()
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        try fixture.check("U/new", .missing, reference: nil, actual: "brand new")
        let plan = try ReferenceAcceptance.plan([.all], in: try fixture.results())
        #expect(plan.changes.count == 2)
        try FileManager.default.createSymbolicLink(atPath: "\(fixture.root)/Snapshots/U", withDestinationPath: outside.path)
        #expect(throws: ResultsError.self) { try ReferenceAcceptance.apply(plan) }
        #expect(outside.listing == ["secret.txt"])
        #expect(fixture.read("Snapshots/S/a.txt") == "old a")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(fixture.root)/Snapshots/S") == ["a.txt"])
    }

    /// A test configured with another snapshot directory: accepted only when that folder is named.
    @Test func anotherSnapshotFolderIsUsedOnlyWhenNamed() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.write("old", "Tests/AppTests/__Snapshots__/S/a.txt")
        try fixture.write("new", "\(fixture.artifacts)/S/a.actual.txt")
        var record = SnapshotRecord(run: "r", sequence: 1, time: "2026-11-23T10:00:00.000Z", suite: "S", name: "a",
                                    pathExtension: "txt", status: .mismatch, reference: "Tests/AppTests/__Snapshots__/S/a.txt")
        record.actual = "S/a.actual.txt"
        record.actualDigest = ContentHash(data: Data("new".utf8)).description
        record.referenceDigest = ContentHash(data: Data("old".utf8)).description
        try fixture.append(record)
        #expect(try fixture.accept(.all).skipped.first?.reason.contains("(Snapshots/S/a.txt)") == true)
        let folders = try ReferenceFolders(packageRoot: fixture.root, additional: ["Tests/AppTests/__Snapshots__"])
        #expect(try fixture.accept(.all, folders: folders).changes.map(\.description) == ["updated Tests/AppTests/__Snapshots__/S/a.txt"])
        #expect(fixture.read("Tests/AppTests/__Snapshots__/S/a.txt") == "new")
    }
}
