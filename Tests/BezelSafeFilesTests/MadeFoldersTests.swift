@testable import BezelSafeFiles
import Foundation
import Testing

@Suite struct MadeFoldersTests {
    @Test func theFoldersMadeAreRemovedAndNoOthers() throws {
        let sandbox = try SandboxFolder()
        try sandbox.file("old/keep.txt")
        let (folder, made) = try MadeFolders.open("\(sandbox.path)/old/newA/newB")
        #expect(folder.path == "\(sandbox.path)/old/newA/newB")
        #expect(made.paths == ["\(sandbox.path)/old/newA", "\(sandbox.path)/old/newA/newB"])
        made.remove()
        #expect(!sandbox.exists("old/newA"))
        #expect(sandbox.exists("old/keep.txt"))
    }

    @Test func aMadeFolderThatGotAFileIsKept() throws {
        let sandbox = try SandboxFolder()
        let (_, made) = try MadeFolders.open("\(sandbox.path)/newA/newB")
        try sandbox.file("newA/theirs.txt")
        made.remove()
        #expect(!sandbox.exists("newA/newB"))
        #expect(sandbox.exists("newA/theirs.txt"))
    }

    @Test func anOverlongPathOrPartIsRefusedBeforeAnythingIsMade() throws {
        let sandbox = try SandboxFolder()
        let deep = (0..<400).map { _ in "folder-name" }.joined(separator: "/")
        let error = #expect(throws: SafeFileError.self) { try MadeFolders.open("\(sandbox.path)/\(deep)") }
        #expect(error?.reason.contains("bytes long") == true)
        let long = #expect(throws: SafeFileError.self) { try MadeFolders.open("\(sandbox.path)/a/\(String(repeating: "x", count: 300))") }
        #expect(long?.reason.contains("longer than") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).isEmpty)
    }

    @Test func aLinkOrAFileOnTheWayIsRefusedAndWhatWasMadeRemoved() throws {
        let sandbox = try SandboxFolder(), outside = try SandboxFolder()
        try sandbox.file("file")
        #expect(throws: SafeFileError.self) { try MadeFolders.open("\(sandbox.path)/file/a") }
        try sandbox.link("link", to: outside.path)
        // A link the path names is the user's choice; the folders below it are made inside its target.
        let (_, made) = try MadeFolders.open("\(sandbox.path)/link/new")
        made.remove()
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
