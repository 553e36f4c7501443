import Foundation
import Testing

/// `bezel init` given careless or hostile names and folders: it refuses
/// (exit 2) before writing anything, and never writes through a link.
@Suite struct InitSafetyTests {
    @Test func badNamesWriteNothing() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["", ".yaml", ".hidden", "a/b", String(repeating: "a", count: 300), "tab\there"] {
            for kind in ["scene", "script", "theme"] {
                let result = try InitCommandTests.bezel(["init", kind, name, "-o", folder.path])
                #expect(result.status == 2, "init \(kind) \(name.debugDescription): \(result.stderr)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing, not even Schemas/, was written")
    }

    @Test func anEmptyOutputIsRefused() throws {
        let result = try InitCommandTests.bezel(["init", "scene", "s", "-o", ""])
        #expect(result.status == 2 && result.stderr.contains("empty"), "\(result.stderr)")
    }

    @Test func aLinkedSchemasFolderIsNotWrittenThrough() throws {
        let folder = try FileCommandTests.temporaryFolder(), outside = try FileCommandTests.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Schemas").path, withDestinationPath: outside.path)
        let result = try InitCommandTests.bezel(["init", "scene", "s", "-o", folder.path])
        #expect(result.status == 2 && result.stderr.contains("is a link"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Schemas"])
    }

    @Test func aLinkAtTheFileNameIsNotFollowed() throws {
        let folder = try FileCommandTests.temporaryFolder(), outside = try FileCommandTests.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("s.yaml").path,
                                                   withDestinationPath: outside.appendingPathComponent("planted.yaml").path)
        let result = try InitCommandTests.bezel(["init", "scene", "s", "-o", folder.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["s.yaml"])
    }
}
