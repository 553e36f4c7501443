import Foundation
import Testing

/// `bezel render`, `bezel preview` and `bezel themes lint` run as a user
/// would: the examples render, bad files exit 2 naming file:line:column and
/// write nothing.
@Suite struct FileCommandTests {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func everyExampleSceneRenders() throws {
        let bezel = try #require(FontIsolationTests.locateBezel(), "The built `bezel` executable was not found.")
        let scenes = Self.packageRoot.appendingPathComponent("Examples/scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 5)
        let out = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        for name in names {
            for ext in ["png", "pdf"] {
                let target = out.appendingPathComponent("\(name).\(ext)").path
                let result = try FontIsolationTests.run(bezel, ["render", scenes.appendingPathComponent(name).path, "-o", target],
                                                        environment: nil)
                #expect(result.status == 0, "\(name): \(result.stderr)")
                #expect(FileManager.default.fileExists(atPath: target), "\(name) wrote no \(ext)")
            }
        }
    }

    @Test func badScenesExitTwoNamingThePlaceAndWriteNothing() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("bad.yaml")
        try "size: {width: 100, height: 100}\nroot:\n  type: vstak\n".write(to: scene, atomically: true, encoding: .utf8)
        let target = folder.appendingPathComponent("out.png").path
        let result = try FontIsolationTests.run(bezel, ["render", scene.path, "-o", target], environment: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.yaml:3:9:") && result.stderr.contains("did you mean 'vstack'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func previewOfAllThemesWritesAGalleryPage() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let out = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try FontIsolationTests.run(bezel, ["preview", "--all", "--scale", "1", "--format", "png",
                                                        "--themes-dir", Self.packageRoot.appendingPathComponent("Themes").path,
                                                        "-o", out.path], environment: nil)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        for theme in ["default", "dark", "high-contrast", "hsb"] {
            #expect(page.contains(theme))
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(theme)/contact-sheet@1x.png").path))
        }
    }

    @Test func themeLintReportsFindingsWithExitOne() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let themes = Self.packageRoot.appendingPathComponent("Themes")
        let clean = try FontIsolationTests.run(bezel, ["themes", "lint", themes.appendingPathComponent("dark.yaml").path], environment: nil)
        #expect(clean.status == 0, "\(clean.stdout) \(clean.stderr)")
        let findings = try FontIsolationTests.run(bezel, ["themes", "lint", themes.appendingPathComponent("default.yaml").path],
                                                  environment: nil)
        #expect(findings.status == 1)
        #expect(findings.stdout.contains("under 4.5:1"))
    }
}

@Suite struct PreviewJSONTests {
    /// `--json` prints one JSON object a program can read; no progress
    /// line reaches a pipe.
    @Test func previewPrintsJSONForPrograms() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let out = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try FontIsolationTests.run(bezel, ["preview", "--json", "--scale", "1", "--format", "png",
                                                        "--themes-dir", FileCommandTests.packageRoot.appendingPathComponent("Themes").path,
                                                        "-o", out.path], environment: nil)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("["), "progress reached a pipe: \(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let themes = try #require(object["themes"] as? [[String: Any]])
        #expect(themes.first?["name"] as? String == "default")
        #expect((themes.first?["files"] as? [String])?.count == 25)
    }
}
