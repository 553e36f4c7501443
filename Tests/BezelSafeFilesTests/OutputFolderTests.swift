@testable import BezelSafeFiles
import Foundation
import Testing

@Suite struct OutputFolderTests {
    @Test func refusesAnEmptyPathAndTheFoldersThatHoldWork() throws {
        let sandbox = try SandboxFolder()
        try sandbox.file("project/Package.swift")
        try sandbox.file("repo/.git/HEAD")
        let current = FileManager.default.currentDirectoryPath
        for given in ["", "  ", "/", current, ".", "\(current)/..", NSHomeDirectory(),
                      "\(sandbox.path)/project", "\(sandbox.path)/repo"] {
            let error = #expect(throws: SafeFileError.self, "\(given.debugDescription)") {
                try OutputFolder.claim(given, command: "bezel replay")
            }
            #expect(error?.description.contains("output folder") == true)
        }
    }

    @Test func refusesAFolderOfSomeoneElsesFiles() throws {
        let sandbox = try SandboxFolder()
        try sandbox.file("out/notes.txt")
        let error = #expect(throws: SafeFileError.self) { try OutputFolder.claim("\(sandbox.path)/out", command: "bezel replay") }
        #expect(error?.reason.contains("notes.txt") == true)
        #expect(sandbox.exists("out/notes.txt"))
    }

    @Test func refusesALinkAndAFile() throws {
        let sandbox = try SandboxFolder(), outside = try SandboxFolder()
        try sandbox.link("out", to: outside.path)
        try sandbox.file("file")
        #expect(throws: SafeFileError.self) { try OutputFolder.claim("\(sandbox.path)/out", command: "bezel replay") }
        #expect(throws: SafeFileError.self) { try OutputFolder.claim("\(sandbox.path)/file", command: "bezel replay") }
    }

    @Test func takesANewOrEmptyFolderAndItsOwnEarlierOutput() throws {
        let sandbox = try SandboxFolder()
        let path = "\(sandbox.path)/out"
        let first = try OutputFolder.claim(path, command: "bezel preview")
        #expect(!first.exists)
        let writer = try first.openForWriting(clearingEarlierOutput: true)
        try writer.write(Data("a".utf8), to: RelativePath("dark/tiles/a.png"))
        try writer.write(Data("<html>".utf8), to: RelativePath("index.html"))
        let second = try OutputFolder.claim(path, command: "bezel preview")
        #expect(Set(second.earlierFiles.map(\.description)) == ["dark/tiles/a.png", "index.html"])
        _ = try second.openForWriting(clearingEarlierOutput: true)
        #expect(!sandbox.exists("out/dark"))
        #expect(!sandbox.exists("out/index.html"))
        // Another command's output is not taken.
        #expect(throws: SafeFileError.self) { try OutputFolder.claim(path, command: "bezel replay") }
    }

    @Test func anEarlierOutputWithAUsersFileIsRefusedAndKept() throws {
        let sandbox = try SandboxFolder()
        let path = "\(sandbox.path)/out"
        let writer = try OutputFolder.claim(path, command: "bezel preview").openForWriting(clearingEarlierOutput: true)
        try writer.write(Data("a".utf8), to: RelativePath("index.html"))
        try sandbox.file("out/dark/mine.png")
        let error = #expect(throws: SafeFileError.self) { try OutputFolder.claim(path, command: "bezel preview") }
        #expect(error?.reason.contains("dark/mine.png") == true)
        #expect(sandbox.exists("out/dark/mine.png"))
    }

    @Test func aKilledWritersTemporaryFileOfAListedFileIsItsOwn() throws {
        let sandbox = try SandboxFolder()
        let path = "\(sandbox.path)/out"
        let writer = try OutputFolder.claim(path, command: "bezel preview").openForWriting(clearingEarlierOutput: true)
        try writer.write(Data("a".utf8), to: RelativePath("index.html"))
        try sandbox.file("out/.index.html.tmp-999999999-ab")
        #expect(try OutputFolder.claim(path, command: "bezel preview").exists)
        try sandbox.file("out/.notes.txt.tmp-999999999-ab")
        #expect(throws: SafeFileError.self) { try OutputFolder.claim(path, command: "bezel preview") }
    }

    @Test func replacingMovesTheStagingFolderInAndRemovesTheEarlierOutput() throws {
        let sandbox = try SandboxFolder()
        let path = "\(sandbox.path)/run"
        for round in 1...2 {
            let output = try OutputFolder.claim(path, command: "bezel replay")
            let staging = try output.stage()
            #expect(staging.name.hasPrefix(".run.tmp-\(getpid())-"))
            try staging.folder.write(Data("round \(round)".utf8), to: RelativePath("trace.txt"))
            if round == 1 { try staging.folder.write(Data("x".utf8), to: RelativePath("01-first.png")) }
            try output.replace(with: staging)
        }
        #expect(sandbox.text("run/trace.txt") == "round 2")
        #expect(!sandbox.exists("run/01-first.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["run"])
        #expect(sandbox.text("run/.bezel-output")?.contains("trace.txt") == true)
    }

    @Test func aDiscardedStagingFolderAndTheFoldersMadeForItGo() throws {
        let sandbox = try SandboxFolder()
        let output = try OutputFolder.claim("\(sandbox.path)/newA/newB/run", command: "bezel replay")
        let staging = try output.stage()
        try staging.folder.write(Data("x".utf8), to: RelativePath("deep/trace.txt"))
        #expect(sandbox.exists("newA/newB/\(staging.name)/deep/trace.txt"))
        staging.discard()
        #expect(!sandbox.exists("newA"))
    }

    @Test func aStagingFolderOfAGoneProcessIsSweptAndAnyOtherKept() throws {
        let sandbox = try SandboxFolder()
        try sandbox.file(".run.tmp-999999999-ab/trace.txt")
        try sandbox.file(".run.tmp-999999999-6F1D4B8E-2A7C-4E59-9B3A-0C8D7E6F5A41/trace.txt")   // an older replay's
        try sandbox.file(".other.tmp-999999999-ab/trace.txt")
        try sandbox.file(".run.tmp-\(getpid())-cd/trace.txt")
        let staging = try OutputFolder.claim("\(sandbox.path)/run", command: "bezel replay").stage()
        defer { staging.discard() }
        #expect(!sandbox.exists(".run.tmp-999999999-ab"))
        #expect(!sandbox.exists(".run.tmp-999999999-6F1D4B8E-2A7C-4E59-9B3A-0C8D7E6F5A41"))
        #expect(sandbox.exists(".other.tmp-999999999-ab/trace.txt"))
        #expect(sandbox.exists(".run.tmp-\(getpid())-cd/trace.txt"))
    }

    @Test func aFolderThatAppearsAfterTheClaimIsNotTaken() throws {
        let sandbox = try SandboxFolder(), victim = try SandboxFolder()
        try victim.file("notes.txt")
        let output = try OutputFolder.claim("\(sandbox.path)/out", command: "bezel preview")
        try sandbox.link("out", to: victim.path)
        let error = #expect(throws: SafeFileError.self) { try output.openForWriting(clearingEarlierOutput: true) }
        #expect(error?.reason.contains("appeared") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["notes.txt"])
    }
}
