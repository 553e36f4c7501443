import BezelGraphics
import Foundation
import Testing
import BezelSnapshotResults
@testable import BezelSnapshots

/// Where a check writes: never through a link, and a killed writer's temporary files swept by the next.
/// (The checks here are in suite `SnapshotFiles`, after this file's name.)
@Suite struct SnapshotFilesTests {
    /// `Snapshots/` (or a suite folder) linking out of the project: recording is refused with an error naming the link.
    @Test(arguments: ["Snapshots", "Snapshots/SnapshotFiles"])
    func aLinkedSnapshotFolderIsRefused(linked: String) throws {
        let folder = try TemporaryFolder(), outside = try TemporaryFolder()
        let path = "\(folder.path)/\(linked)"
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside.path)
        let error = #expect(throws: SnapshotError.self) {
            try folder.run { try check(of: try makeImage(), as: .image, named: "badge") }
        }
        guard case let .cannotWrite(written, reason)? = error else {
            Issue.record("expected cannotWrite, got \(String(describing: error))")
            return
        }
        #expect(written == folder.reference("badge", suite: "SnapshotFiles"))
        #expect(reason.contains("\(path): it is a link (to \(outside.path))"), "\(reason)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func aLinkAtTheReferenceIsNotWrittenThrough() throws {
        let folder = try TemporaryFolder(), outside = try TemporaryFolder()
        let secret = outside.path + "/secret.png"
        try Data("sentinel".utf8).write(to: URL(fileURLWithPath: secret))
        try FileManager.default.createDirectory(atPath: folder.snapshots + "/SnapshotFiles", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.reference("badge", suite: "SnapshotFiles"), withDestinationPath: secret)
        #expect(throws: SnapshotError.self) {
            try folder.run(record: .all) { try check(of: try makeImage(), as: .image, named: "badge") }
        }
        #expect(FileManager.default.contents(atPath: secret) == Data("sentinel".utf8))
    }

    /// `.x.png.tmp-<pid>-<hex>` of a process that is gone is swept by the next write into its folder; a live one's is kept.
    @Test func aKilledWritersTemporaryFilesAreSweptByTheNextWrite() throws {
        let folder = try TemporaryFolder()
        let suite = folder.snapshots + "/SnapshotFiles", artifacts = folder.artifacts + "/SnapshotFiles"
        let dead = ".x.png.tmp-999999999-ab", live = ".y.png.tmp-\(getpid())-cd"
        for place in [suite, artifacts] {
            try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
            for name in [dead, live, "notes.txt"] { try Data("x".utf8).write(to: URL(fileURLWithPath: "\(place)/\(name)")) }
        }
        // The artifacts folder an earlier run made (its mark says so).
        try Data("bezel-output 1 \(ArtifactsFolder.command)\n".utf8).write(to: URL(fileURLWithPath: folder.artifacts + "/.bezel-output"))
        _ = try folder.run { try check(of: try makeImage(), as: .image, named: "badge") }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: suite)) == [live, "notes.txt", "badge.png"])
        // A mismatch writes artifacts: their folder is swept too.
        _ = try folder.run { try check(of: try makeImage(changes: [(1, 1, grey(3))]), as: .image, named: "badge") }
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: artifacts))
        #expect(!left.contains(dead) && left.contains(live) && left.contains("badge.actual.png"), "\(left)")
    }

    @Test func referencesAreWrittenInsideThePackageOrTheSnapshotFoldersParent() throws {
        let inside = try SnapshotLocation.resolve(name: "a", suite: "S", pathExtension: "png", packageRoot: "/work/app")
        let (root, file) = try SnapshotFiles.referenceRoot(of: inside)
        #expect(root == "/work/app" && file.description == "Snapshots/S/a.png")
        let elsewhere = try SnapshotLocation.resolve(name: "a", suite: "S", pathExtension: "png", packageRoot: "/work/app",
                                                     configuration: SnapshotConfiguration(snapshotDirectory: "/refs/app/"))
        let (otherRoot, otherFile) = try SnapshotFiles.referenceRoot(of: elsewhere)
        #expect(otherRoot == "/refs" && otherFile.description == "app/S/a.png")
    }
}

/// Artifacts are written and removed without following links, and a
/// reference that is not a regular file is an error saying what it is
/// (suite `SnapshotFiles`, after this file's name).
@Suite struct SnapshotArtifactFilesTests {
    @Test func aLinkedArtifactsSuiteFolderIsNotWrittenThroughOrCleaned() throws {
        let folder = try TemporaryFolder(), outside = try TemporaryFolder()
        _ = try folder.run { try check(of: try makeImage(), as: .image, named: "badge") }
        try FileManager.default.createDirectory(atPath: folder.artifacts, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.artifacts + "/SnapshotFiles", withDestinationPath: outside.path)
        // A file outside named like an earlier artifact: removing old artifacts must not reach it.
        try Data("sentinel".utf8).write(to: URL(fileURLWithPath: outside.path + "/badge.actual.png"))
        let result = try folder.run { try check(of: try makeImage(changes: [(1, 1, grey(3))]), as: .image, named: "badge") }
        guard case let .mismatch(mismatch) = result else {
            Issue.record("expected a mismatch, got \(result)")
            return
        }
        #expect(mismatch.actualPath == nil)
        #expect(mismatch.artifactsProblem?.contains("it is a link") == true, "\(mismatch.artifactsProblem ?? "")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["badge.actual.png"])
        #expect(FileManager.default.contents(atPath: outside.path + "/badge.actual.png") == Data("sentinel".utf8))
    }

    @Test func aReferenceThatIsAFifoOrADeviceIsNamedAsSuch() throws {
        let folder = try TemporaryFolder()
        let suite = folder.snapshots + "/SnapshotFiles"
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        mkfifo(suite + "/fifo.png", 0o644)
        try FileManager.default.createSymbolicLink(atPath: suite + "/zero.png", withDestinationPath: "/dev/zero")
        for name in ["fifo", "zero"] {
            let error = #expect(throws: SnapshotError.self) {
                try folder.run { try check(of: try makeImage(), as: .image, named: name) }
            }
            #expect(error?.description.contains("not a regular file (a device, pipe or socket)") == true, "\(String(describing: error))")
            #expect(error?.description.contains("permission denied") == false)
        }
    }
}
