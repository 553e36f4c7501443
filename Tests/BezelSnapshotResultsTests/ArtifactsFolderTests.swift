import BezelSafeFiles
import BezelSnapshotResults
import Foundation
import Testing

/// Issue 37, item 6: the artifacts folder follows the rules of `-o`.
@Suite struct ArtifactsFolderTests {
    /// A package (`Package.swift`, `Snapshots/S/a.png`, a user's `notes/`) in a fresh folder.
    static func package() throws -> String {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("bezel-artifacts-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        for (path, text) in [("Package.swift", "// swift-tools-version:6.0\n"), ("Snapshots/S/a.png", "png"), ("notes/todo.txt", "mine")] {
            let url = URL(fileURLWithPath: "\(root)/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func theFoldersThatHoldWorkAreRefused() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: "\(root)/linked", withDestinationPath: "\(root)/notes")
        let cases: [(String, String)] = [
            (root, "package root"), ("\(root)/.", "package root"), ("\(root)/Snapshots", "references folder"),
            ("\(root)/Snapshots/S", "inside the snapshot references"), ("/", "root folder"),
            (NSHomeDirectory(), "home folder"), ("\(root)/notes", "files bezel did not write (todo.txt)"),
            ("\(root)/linked", "link"), ("\(root)/Package.swift", "not a folder"),
        ]
        for (path, reason) in cases {
            let refusal = ArtifactsFolder.claim(path, packageRoot: root, referencesFolder: "\(root)/Snapshots",
                                                namedBy: ArtifactsFolder.environmentVariable)
            #expect(refusal?.contains(reason) == true, "\(path): \(refusal ?? "taken")")
            #expect(refusal?.hasPrefix("BEZEL_SNAPSHOT_ARTIFACTS names") == true)
        }
        #expect(FileManager.default.contents(atPath: "\(root)/notes/todo.txt") == Data("mine".utf8))
        #expect(!FileManager.default.fileExists(atPath: "\(root)/notes/.bezel-output"))
        #expect(!FileManager.default.fileExists(atPath: "\(root)/Snapshots/.bezel-output"))
    }

    @Test func aNewOrEmptyFolderIsMadeAndMarkedAndTakenAgain() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in ["\(root)/out/snaps", "\(root)/empty"] {
            try FileManager.default.createDirectory(atPath: "\(root)/empty", withIntermediateDirectories: true)
            #expect(ArtifactsFolder.claim(path, packageRoot: root, referencesFolder: "\(root)/Snapshots", namedBy: "x") == nil)
            let mark = try String(contentsOfFile: "\(path)/.bezel-output", encoding: .utf8)
            #expect(mark.hasPrefix("bezel-output 1 \(ArtifactsFolder.command)"))
            try Data("x".utf8).write(to: URL(fileURLWithPath: "\(path)/results-r-1.jsonl"))
        }
        // The default folder is bezel's own name: taken even when an earlier version left it without a mark.
        let standard = "\(root)/\(ArtifactsFolder.defaultPath)"
        try FileManager.default.createDirectory(atPath: "\(standard)/S", withIntermediateDirectories: true)
        #expect(ArtifactsFolder.claim(standard, packageRoot: root, referencesFolder: "\(root)/Snapshots", namedBy: "x") == nil)
    }

    @Test func aRefusalLeavesNoFolderItMade() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let refusal = ArtifactsFolder.claim("\(root)/Snapshots/new/deeper", packageRoot: root,
                                            referencesFolder: "\(root)/Snapshots", namedBy: "x")
        #expect(refusal != nil)
        #expect(!FileManager.default.fileExists(atPath: "\(root)/Snapshots/new"))
    }
}
