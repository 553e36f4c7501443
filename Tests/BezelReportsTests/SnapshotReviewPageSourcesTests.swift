import BezelGraphics
import Foundation
import Testing
@testable import BezelReports
@testable import BezelSnapshotResults

/// The review page copies references only from the package's snapshot
/// folders and artifacts only from the results folders, never through a
/// link: a record pointing elsewhere (a secret file) gets a note, not a copy.
@Suite struct SnapshotReviewPageSourcesTests {
    @Test func aReferenceOrArtifactOutsideItsFoldersIsNotCopied() throws {
        let fixture = try ReviewFixture()
        let secret = fixture.root + "/secret.txt"
        try Data("password=hunter2".utf8).write(to: URL(fileURLWithPath: secret))
        let loaded = try fixture.results()
        var entry = try #require(loaded.entries.first { $0.record.name == "primary@2x" })
        entry.record.reference = secret
        entry.referencePath = secret
        entry.referenceCopyPath = nil
        entry.actualPath = secret
        var recorded = try #require(loaded.entries.first { $0.record.name == "caption" })
        recorded.referencePath = fixture.packageRoot + "/Package.swift"
        let results = SnapshotResults(entries: [entry, recorded], folders: loaded.folders, packageRoot: loaded.packageRoot)
        let html = try String(contentsOfFile: try SnapshotReviewPage(results: results, orphans: [secret]).write(to: fixture.output),
                              encoding: .utf8)
        #expect(html.contains("not shown: \(secret) is outside the package&#39;s snapshot folders and the results folder"))
        #expect(!html.contains("hunter2"))
        let copied = try FileManager.default.subpathsOfDirectory(atPath: fixture.output + "/images")
        #expect(!copied.contains { $0.hasSuffix(".txt") || $0.hasSuffix(".swift") }, "\(copied)")
    }

    @Test func aLinkToAFileOutsideIsNotFollowed() throws {
        let fixture = try ReviewFixture()
        let secret = fixture.root + "/secret.png"
        try ReviewFixture.button("Secret", fill: .black).pngData().write(to: URL(fileURLWithPath: secret))
        let actual = fixture.artifacts + "/BezelToggle/on.actual.png"
        try FileManager.default.removeItem(atPath: actual)
        try FileManager.default.createSymbolicLink(atPath: actual, withDestinationPath: secret)
        // A Snapshots/ folder that is a link: its orphans are not read through it.
        let snapshots = fixture.packageRoot + "/Snapshots"
        try FileManager.default.moveItem(atPath: snapshots, toPath: fixture.root + "/real-snapshots")
        try FileManager.default.createSymbolicLink(atPath: snapshots, withDestinationPath: fixture.root + "/real-snapshots")
        let html = try fixture.writePage()
        #expect(html.contains("not shown: \(actual) is a link, or a folder on its way is"))
        #expect(html.contains("not shown: \(fixture.orphans[0]) is a link, or a folder on its way is"))
        #expect(!FileManager.default.fileExists(atPath: fixture.output + "/images/BezelToggle/on.actual.png"))
        #expect(!FileManager.default.fileExists(atPath: fixture.output + "/images/BezelOld/gone.orphaned.png"))
    }

    @Test func anotherSnapshotFolderIsReadWhenNamed() throws {
        let fixture = try ReviewFixture()
        let loaded = try fixture.results()
        var entry = try #require(loaded.entries.first { $0.record.name == "caption" })
        let other = fixture.packageRoot + "/Tests/__Snapshots__/BezelLabel/caption.png"
        try FileManager.default.createDirectory(atPath: (other as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: entry.referencePath, toPath: other)
        entry.referencePath = other
        let results = SnapshotResults(entries: [entry], folders: loaded.folders, packageRoot: loaded.packageRoot)
        let plain = try String(contentsOfFile: try SnapshotReviewPage(results: results, orphans: []).write(to: fixture.output),
                               encoding: .utf8)
        #expect(plain.contains("not shown: \(other) is outside"))
        let folders = try ReferenceFolders(packageRoot: fixture.packageRoot, additional: ["Tests/__Snapshots__"])
        let named = try String(contentsOfFile: try SnapshotReviewPage(results: results, orphans: [], snapshotFolders: folders)
            .write(to: fixture.output), encoding: .utf8)
        #expect(named.contains("images/BezelLabel/caption.reference.png"))
    }
}
