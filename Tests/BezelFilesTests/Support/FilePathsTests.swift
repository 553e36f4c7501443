import Foundation
import Testing
@testable import BezelFiles

/// A file named from another file is found, and named in messages, from the
/// folder of the path the user gave: relative stays relative, and `NAME/..`
/// is taken out only where NAME is a real folder.
@Suite struct FilePathsTests {
    @Test func aRelativePathStaysRelative() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-paths-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Examples/scripts", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FilePaths.folder(of: "Examples/scripts/x.yaml") == "Examples/scripts")
        #expect(FilePaths.folder(of: "x.yaml") == "")
        #expect(FilePaths.joined("", "../scenes/y.yaml") == "../scenes/y.yaml")
        #expect(FilePaths.joined(".", "./y.yaml") == "y.yaml")
        #expect(FilePaths.joined(root + "/Examples/scripts", "/abs/y.yaml") == "/abs/y.yaml")
        #expect(FilePaths.joined(root + "/Examples/scripts", "../scenes/y.yaml") == root + "/Examples/scenes/y.yaml")
        #expect(FilePaths.joined(root + "/Examples/scripts/", "../../y.yaml") == root + "/y.yaml")
        #expect(FilePaths.joined(root + "/nowhere", "../y.yaml") == root + "/nowhere/../y.yaml", "a folder that is not there is kept")
    }

    /// `link/..` is where the link's target's parent is, not the link's folder: it stays.
    @Test func aLinkedFolderKeepsItsDotDot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-paths-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/b/c", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/a/link", withDestinationPath: root + "/b/c")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FilePaths.joined(root + "/a/link", "../y.yaml") == root + "/a/link/../y.yaml")
        #expect(FilePaths.joined(root + "/b/c", "../y.yaml") == root + "/b/y.yaml")
    }
}
