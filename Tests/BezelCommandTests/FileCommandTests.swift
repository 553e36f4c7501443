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

    /// One theme rule in every command: `--theme` on render, preview and
    /// lint, a scene's `theme:` and a theme's `extends:` all take a name or
    /// a `.yaml`/`.yml` path, and all give the same pixels.
    @Test func aThemeFileIsReadTheSameWayEverywhere() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("brand.yml", "name: brand\nextends: dark\nbackground: '#203040'\n")
        try write("dark.yaml", "name: dark\nbackground: '#101010'\n")
        let root = "root: {type: button, title: Go}\n"
        try write("named.yaml", "size: {width: 80, height: 40}\ntheme: brand.yml\n" + root)
        try write("plain.yaml", "size: {width: 80, height: 40}\n" + root)
        let run = { (arguments: [String]) throws -> (status: Int32, stderr: String) in
            let result = try FontIsolationTests.run(bezel, arguments, environment: nil)
            return (result.status, result.stderr)
        }
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        let viaScene = try run(["render", folder.appendingPathComponent("named.yaml").path, "-o", a])
        #expect(viaScene.status == 0, "\(viaScene.stderr)")
        let viaOption = try run(["render", folder.appendingPathComponent("plain.yaml").path, "--theme",
                                 folder.appendingPathComponent("brand.yml").path, "-o", b])
        #expect(viaOption.status == 0, "\(viaOption.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        let byName = try run(["render", folder.appendingPathComponent("plain.yaml").path, "--theme", "brand",
                              "--themes-dir", folder.path, "-o", folder.appendingPathComponent("c.png").path])
        #expect(byName.status == 0, "a .yml file is found by name too: \(byName.stderr)")
        let lint = try run(["themes", "lint", folder.appendingPathComponent("brand.yml").path])
        #expect(lint.status != 2, "\(lint.stderr)")
        let preview = try run(["preview", "--theme", folder.appendingPathComponent("brand.yml").path, "--format", "png",
                               "-o", folder.appendingPathComponent("p").path])
        #expect(preview.status == 0, "\(preview.stderr)")
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
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pale = folder.appendingPathComponent("pale.yaml")
        try "extends: default\nlabel: {textColor: '#999999'}\n".write(to: pale, atomically: true, encoding: .utf8)
        let findings = try FontIsolationTests.run(bezel, ["themes", "lint", pale.path], environment: nil)
        #expect(findings.status == 1)
        #expect(findings.stdout.contains("label textColor: #999999 on #FFFFFF is 2.85:1, under 4.5:1"), "\(findings.stdout)")
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
        // 63 tiles and the contact sheet.
        let files = try #require(themes.first?["files"] as? [String])
        #expect(files.count == 64)
        #expect(files.contains("default/contact-sheet@1x.png") && files.contains("default/tiles/button.selected@1x.png"))
        #expect(object["tiles"] as? Int == 63)
    }
}
