@testable import BezelSafeFiles
import Foundation
import Testing

@Suite struct FolderRemovalTests {
    @Test func removesATreeAndNeverWhatALinkInItPointsTo() throws {
        let sandbox = try SandboxFolder(), outside = try SandboxFolder()
        try outside.file("precious/a.txt")
        try sandbox.file("tree/a/b/c.txt")
        try sandbox.file("tree/.hidden")
        try sandbox.link("tree/a/out", to: outside.path)
        try sandbox.link("tree/file-link", to: "\(outside.path)/precious/a.txt")
        let root = try ContainedFolder(root: sandbox.path)
        #expect(root.removeFolderTree(named: "tree"))
        #expect(!sandbox.exists("tree"))
        #expect(outside.text("precious/a.txt") == "x")
    }

    @Test func aLinkAtTheNameIsNeitherFollowedNorRemoved() throws {
        let sandbox = try SandboxFolder(), outside = try SandboxFolder()
        try outside.file("a.txt")
        try sandbox.link("tree", to: outside.path)
        let root = try ContainedFolder(root: sandbox.path)
        #expect(!root.removeFolderTree(named: "tree"))
        #expect(sandbox.exists("tree"))
        #expect(outside.text("a.txt") == "x")
    }
}
