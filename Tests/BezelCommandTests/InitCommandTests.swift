import BezelSchemaValidation
import Foundation
import Testing

/// `bezel init theme|scene|script` run as a user runs it, in fresh folders:
/// each written file starts with its schema line, validates against that
/// schema, and works (`themes lint`, `render`, `replay`); nothing existing
/// is overwritten.
@Suite struct InitCommandTests {
    /// Runs `bezel ARGUMENTS` (every path in them absolute).
    static func bezel(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let bezel = try #require(FontIsolationTests.locateBezel(), "The built `bezel` executable was not found.")
        return try FontIsolationTests.run(bezel, arguments, environment: nil)
    }

    static func text(_ path: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The path a file's first line names (`# yaml-language-server: $schema=PATH`),
    /// resolved against the file's folder.
    static func schemaNamed(by file: URL) throws -> URL {
        let text = try String(contentsOf: file, encoding: .utf8)
        let first = String(text.prefix { $0 != "\n" })
        let prefix = "# yaml-language-server: $schema="
        try #require(first.hasPrefix(prefix), "\(file.path): first line is `\(first)`")
        return file.deletingLastPathComponent().appendingPathComponent(String(first.dropFirst(prefix.count))).standardizedFileURL
    }

    /// Validates `file` against the schema its first line names, which must
    /// be the schema `bezel schema FORMAT` prints.
    static func expectValid(_ file: URL, format: String) throws {
        let schema = try schemaNamed(by: file)
        let text = try String(contentsOf: schema, encoding: .utf8)
        let printed = try bezel(["schema", format])
        #expect(text == printed.stdout, "\(schema.path) is not the \(format) schema this bezel prints")
        let errors = try SchemaValidator.validate(schema: text, files: [file.path])[file.path] ?? ["not validated"]
        #expect(errors.isEmpty, "\(file.lastPathComponent) does not match the \(format) schema: \(errors.joined(separator: "; "))")
    }

    @Test func aThemeValidatesExtendsTheDefaultAndPassesItsLint() throws {
        let root = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try Self.bezel(["init", "theme", "dusk", "-o", root.path])
        #expect(made.status == 0, "\(made.stderr)")
        let file = root.appendingPathComponent("dusk.yaml")
        #expect(try Self.schemaNamed(by: file) == root.appendingPathComponent("Schemas/theme.schema.json").standardizedFileURL)
        try Self.expectValid(file, format: "theme")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\nname: dusk\nextends: default\n"))
        let lint = try Self.bezel(["themes", "lint", file.path])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")

        // The keys shown as comments are real: with every one uncommented the
        // theme still validates, reads and passes its lint.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstKey = try #require(lines.firstIndex { !$0.hasPrefix("#") && !$0.isEmpty })
        let uncommented = lines.enumerated().map { index, line -> String in
            guard index > firstKey, let hash = line.firstIndex(of: "#"), line[..<hash].allSatisfy({ $0 == " " }),
                  line[hash...].hasPrefix("# ") else { return line }
            return String(line[..<hash]) + line[line.index(hash, offsetBy: 2)...]
        }
        let all = root.appendingPathComponent("dusk-all.yaml")
        try uncommented.joined(separator: "\n").replacingOccurrences(of: "name: dusk\n", with: "name: dusk-all\n")
            .write(to: all, atomically: true, encoding: .utf8)
        #expect(uncommented.joined(separator: "\n").contains("\nswitch:\n  onTrackTop:"))
        try Self.expectValid(all, format: "theme")
        let lintAll = try Self.bezel(["themes", "lint", all.path])
        #expect(lintAll.status == 0, "\(lintAll.stdout)\(lintAll.stderr)")
    }

    @Test func aSceneValidatesRendersAndVerifies() throws {
        let root = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try Self.bezel(["init", "scene", "hello", "-o", root.path])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("wrote \(root.path)/Schemas/scene.schema.json"))
        let file = root.appendingPathComponent("hello.yaml")
        try Self.expectValid(file, format: "scene")
        let png = root.appendingPathComponent("hello.png").path
        let render = try Self.bezel(["render", file.path, "-o", png])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: png))
        // Its `snapshots:` key: the scene and the button in four states, recorded, then matched.
        let environment = SnapshotsVerifyCommandTests.environment()
        let bezel = try #require(FontIsolationTests.locateBezel())
        let first = try FontIsolationTests.run(bezel, ["snapshots", "verify", file.path, "--package-path", root.path], environment: environment)
        // The default theme's buttons are UIKit's 37 pt: each image warns of a touch target under 44 pt.
        #expect(first.stdout.hasSuffix("bezel: 1 file: 0 matched, 0 mismatches, 0 missing, 5 recorded, 0 errors; 5 failing, 5 accessibility findings\n"),
                "\(first.stdout)")
        #expect(first.stdout.contains("hello.yaml:47:7: warning: scene.theme=default@2x: small-touch-target: Button#hello: 208 × 37 pt, under 44 × 44"))
        let second = try FontIsolationTests.run(bezel, ["snapshots", "verify", file.path, "--package-path", root.path], environment: environment)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
    }

    @Test func aScriptWithoutASceneComesWithOneAndReplays() throws {
        let root = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try Self.bezel(["init", "script", "tap", "-o", root.path])
        #expect(made.status == 0, "\(made.stderr)")
        let script = root.appendingPathComponent("tap.yaml"), scene = root.appendingPathComponent("tap-scene.yaml")
        try Self.expectValid(script, format: "script")
        try Self.expectValid(scene, format: "scene")
        #expect(try String(contentsOf: script, encoding: .utf8).contains("\nscene: tap-scene.yaml\n"))
        let replay = try Self.bezel(["replay", script.path, "-o", root.appendingPathComponent("run").path])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("every expectation held"), "\(replay.stdout)")
    }

    @Test func aScriptForAGivenSceneTapsItsFirstButton() throws {
        let root = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("""
            size: {width: 160, height: 60}
            root:
              type: hstack
              children:
                - {type: button, id: off, title: Off, enabled: false}
                - {type: button, id: ok, title: OK}
            """, "scenes/panel.yaml", in: root)
        let made = try Self.bezel(["init", "script", "panel-tap", "-o", root.appendingPathComponent("scripts").path,
                                   "--scene", root.appendingPathComponent("scenes/panel.yaml").path])
        #expect(made.status == 0, "\(made.stderr)")
        let script = root.appendingPathComponent("scripts/panel-tap.yaml")
        try Self.expectValid(script, format: "script")
        let text = try String(contentsOf: script, encoding: .utf8)
        #expect(text.contains("\nscene: ../scenes/panel.yaml\n"))
        #expect(text.contains("  - tap: \"#ok\"\n"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("scripts/panel-tap-scene.yaml").path))
        let replay = try Self.bezel(["replay", script.path, "-o", root.appendingPathComponent("run").path])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")

        let missing = try Self.bezel(["init", "script", "other", "-o", root.path,
                                      "--scene", root.appendingPathComponent("nowhere.yaml").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere.yaml does not exist"), "\(missing.stderr)")
        try SnapshotsCommandTests.write("size: {width: 10, height: 10}\nroot: {type: lable}\n", "scenes/broken.yaml", in: root)
        let broken = try Self.bezel(["init", "script", "other", "-o", root.path,
                                     "--scene", root.appendingPathComponent("scenes/broken.yaml").path])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.yaml:2:14:"), "\(broken.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("other.yaml").path))
    }

    @Test func aSchemaFolderAboveIsUsedAndNeverRewritten() throws {
        let root = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let current = try Self.bezel(["schema", "scene"]).stdout
        try SnapshotsCommandTests.write(current, "Schemas/scene.schema.json", in: root)
        let made = try Self.bezel(["init", "scene", "a", "-o", root.appendingPathComponent("scenes/deep").path])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try Self.text("scenes/deep/a.yaml", in: root).hasPrefix("# yaml-language-server: $schema=../../Schemas/scene.schema.json\n"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("scenes/deep/Schemas").path))
        #expect(made.stderr.isEmpty, "\(made.stderr)")

        // An older Bezel schema is used as it is, with a note.
        let older = current.replacingOccurrences(of: "\"title\" : \"Bezel scene\"", with: "\"title\" : \"Bezel scene (older)\"")
        #expect(older != current)
        try SnapshotsCommandTests.write(older, "Schemas/scene.schema.json", in: root)
        let noted = try Self.bezel(["init", "scene", "b", "-o", root.appendingPathComponent("scenes").path])
        #expect(noted.status == 0, "\(noted.stderr)")
        #expect(noted.stderr.contains("differs from this bezel's scene schema"), "\(noted.stderr)")
        #expect(try Self.text("Schemas/scene.schema.json", in: root) == older)

        // A file there that is not Bezel's schema stops the command.
        try SnapshotsCommandTests.write("{\"title\": \"mine\"}", "Schemas/scene.schema.json", in: root)
        let refused = try Self.bezel(["init", "scene", "c", "-o", root.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("Schemas/scene.schema.json exists and is not Bezel's scene schema"), "\(refused.stderr)")
        #expect(try Self.text("Schemas/scene.schema.json", in: root) == "{\"title\": \"mine\"}")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("c.yaml").path))
    }

    @Test func existingFilesAreNeverOverwritten() throws {
        let root = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try SnapshotsCommandTests.write("mine\n", "hello.yml", in: root)
        let refused = try Self.bezel(["init", "scene", "hello.yml", "-o", root.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("hello.yml already exists; nothing was written"), "\(refused.stderr)")
        #expect(try Self.text("hello.yml", in: root) == "mine\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Schemas").path))

        // A script's new scene must not exist either; the message says how to use it.
        try SnapshotsCommandTests.write("mine\n", "tap-scene.yaml", in: root)
        let scene = try Self.bezel(["init", "script", "tap", "-o", root.path])
        #expect(scene.status == 2)
        #expect(scene.stderr.contains("--scene"), "\(scene.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("tap.yaml").path))
        #expect(try Self.text("tap-scene.yaml", in: root) == "mine\n")
    }

    @Test func namesMustBePlainFileNames() throws {
        let root = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for (arguments, message) in [(["theme", "my theme"], "cannot name a theme"), (["scene", "a/b"], "is not a file name"),
                                     (["scene", ".hidden"], "is not a file name"), (["scene", "x", "--scene", "y.yaml"], "--scene is for")] {
            let result = try Self.bezel(["init"] + arguments + ["-o", root.path])
            #expect(result.status != 0 && result.stderr.contains(message), "\(arguments): \(result.status) \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }
}
