import BezelSafeFiles
import Foundation
import Testing

@Suite struct ContainedFolderTests {
    @Test func writesMakingFoldersAndLeavesNoTemporaryFile() throws {
        let sandbox = try SandboxFolder()
        let folder = try ContainedFolder(root: sandbox.path)
        try folder.write(Data("one".utf8), to: RelativePath("Snapshots/Suite/a.png"))
        try folder.write(Data("two".utf8), to: RelativePath("Snapshots/Suite/a.png"))
        #expect(sandbox.text("Snapshots/Suite/a.png") == "two")
        #expect(try folder.contents(of: RelativePath("Snapshots/Suite")) == ["a.png"])
    }

    @Test func refusesALinkedFolderOnTheWay() throws {
        let sandbox = try SandboxFolder(), outside = try SandboxFolder()
        try sandbox.link("Snapshots", to: outside.path)
        let folder = try ContainedFolder(root: sandbox.path)
        let error = #expect(throws: SafeFileError.self) {
            try folder.write(Data("x".utf8), to: RelativePath("Snapshots/Suite/a.png"))
        }
        #expect(error?.reason.contains("it is a link") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func refusesToWriteOverALinkOrReadThroughOne() throws {
        let sandbox = try SandboxFolder(), outside = try SandboxFolder()
        try outside.file("secret.txt", "secret")
        try sandbox.link("a.png", to: "\(outside.path)/secret.txt")
        let folder = try ContainedFolder(root: sandbox.path)
        #expect(throws: SafeFileError.self) { try folder.write(Data("x".utf8), to: RelativePath("a.png")) }
        #expect(throws: SafeFileError.self) { try folder.read(RelativePath("a.png"), maximumBytes: 100) }
        #expect(throws: SafeFileError.self) { try folder.removeFile(RelativePath("a.png")) }
        #expect(outside.text("secret.txt") == "secret")
        #expect(folder.entry(at: try RelativePath("a.png")) == .link)
    }

    @Test func readsOnlyRegularFilesWithinTheLimit() throws {
        let sandbox = try SandboxFolder()
        try sandbox.file("a.txt", "hello")
        mkfifo("\(sandbox.path)/fifo.png", 0o644)
        let folder = try ContainedFolder(root: sandbox.path)
        #expect(try folder.read(RelativePath("a.txt"), maximumBytes: 5) == Data("hello".utf8))
        #expect(throws: SafeFileError.self) { try folder.read(RelativePath("a.txt"), maximumBytes: 4) }
        let fifo = #expect(throws: SafeFileError.self) { try folder.read(RelativePath("fifo.png"), maximumBytes: 4) }
        #expect(fifo?.reason.contains("not a regular file") == true)
    }

    @Test func removesFilesNeverFolders() throws {
        let sandbox = try SandboxFolder()
        try sandbox.file("notes.png/keep.txt")
        let folder = try ContainedFolder(root: sandbox.path)
        #expect(throws: SafeFileError.self) { try folder.removeFile(RelativePath("notes.png")) }
        #expect(sandbox.exists("notes.png/keep.txt"))
        #expect(!folder.removeFolderIfEmpty(try RelativePath("notes.png")))
    }

    @Test func stagedFilesChangeNothingUntilCommitted() throws {
        let sandbox = try SandboxFolder(), outside = try SandboxFolder()
        try sandbox.file("Snapshots/S/a.png", "old")
        let folder = try ContainedFolder(root: sandbox.path)
        let staged = try folder.stage(Data("new".utf8), for: RelativePath("Snapshots/S/a.png"))
        #expect(staged.folders == ["Snapshots", "S"] && TemporaryName.matches(staged.name) && !TemporaryName.isAbandoned(staged.name))
        #expect(sandbox.text("Snapshots/S/a.png") == "old")
        try folder.commit(staged, to: RelativePath("Snapshots/S/a.png"))
        #expect(sandbox.text("Snapshots/S/a.png") == "new")
        #expect(try folder.contents(of: RelativePath("Snapshots/S")) == ["a.png"])

        // A link planted at the name between staging and commit is refused; the staged file can be removed.
        let again = try folder.stage(Data("newer".utf8), for: RelativePath("Snapshots/S/b.png"))
        try sandbox.link("Snapshots/S/b.png", to: "\(outside.path)/b.png")
        #expect(throws: SafeFileError.self) { try folder.commit(again, to: RelativePath("Snapshots/S/b.png")) }
        try folder.removeFile(again)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(throws: SafeFileError.self) { try folder.commit(RelativePath("Snapshots/S/a.png"), to: RelativePath("Snapshots/S/c.png")) }
    }

    @Test func onlyAbandonedTemporaryFilesAreSwept() throws {
        let sandbox = try SandboxFolder()
        let live = TemporaryName.make(for: "b.png")
        for name in ["a.png", ".a.png.tmp-999999999-ab", ".c.png.tmp-1234567890", live, ".hidden.png", "x.tmp-999999999-ab"] {
            try sandbox.file("S/\(name)")
        }
        try sandbox.file("S/.d.png.tmp-999999999-cd/inside")
        let folder = try ContainedFolder(root: sandbox.path)
        #expect(folder.removeAbandonedTemporaryFiles(in: try RelativePath("S")) == [".a.png.tmp-999999999-ab", ".c.png.tmp-1234567890"])
        #expect(Set(try folder.contents(of: RelativePath("S"))) == ["a.png", live, ".hidden.png", "x.tmp-999999999-ab",
                                                                     ".d.png.tmp-999999999-cd"])
        #expect(folder.removeAbandonedTemporaryFiles(in: try RelativePath("Missing")).isEmpty)
    }

    @Test func relativePathsThatLeadOutAreRefused() {
        for bad in ["", "/etc/passwd", "../x", "a/../../x", "a//b", "a/./b", "a/", ".hidden", "a\nb"] {
            #expect(throws: SafeFileError.self, "\(bad.debugDescription)") { try RelativePath(bad) }
        }
        #expect((try? RelativePath(".artifacts/x", allowingHidden: true))?.parts == [".artifacts", "x"])
    }

    @Test func temporaryNamesTellLiveWritersFromDeadOnes() {
        let mine = TemporaryName.make(for: "a.png")
        #expect(TemporaryName.matches(mine))
        #expect(!TemporaryName.isAbandoned(mine))
        #expect(TemporaryName.isAbandoned(".a.png.tmp-999999999-ab12"))
        #expect(TemporaryName.isAbandoned(".a.png.tmp-1234567890123"))   // the older form, with no pid
        #expect(!TemporaryName.isGone(getpid()) && !TemporaryName.isGone(1) && TemporaryName.isGone(999_999_999))
        #expect(!TemporaryName.matches("a.png"))
        #expect(!TemporaryName.matches(".run.tmp-12-0F0E2C4A-1111-2222-3333-444455556666"))
    }
}
