import Foundation
import Testing

/// `bezel replay` run as a user would: every example script passes and
/// writes its files; a failing expectation exits 1 naming the step, the
/// expected and the actual value; a bad script exits 2 and writes nothing.
@Suite struct ReplayCommandTests {
    static let scripts = FileCommandTests.packageRoot.appendingPathComponent("Examples/scripts")

    /// The built `bezel`, once it is known to have the `replay` subcommand.
    static func bezel() throws -> URL {
        let bezel = try #require(FontIsolationTests.locateBezel(), "The built `bezel` executable was not found.")
        let help = try FontIsolationTests.run(bezel, ["replay", "--help"], environment: nil)
        try #require(help.status == 0 && help.stdout.contains("USAGE: bezel replay"), "`bezel replay` is missing: is ReplayCommand in main.swift's subcommands? \(help.stderr)")
        return bezel
    }

    @Test func everyExampleScriptPassesAndWritesItsFiles() throws {
        let bezel = try Self.bezel()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.scripts.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 6)
        let out = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        for name in names {
            let folder = out.appendingPathComponent(name)
            let result = try FontIsolationTests.run(bezel, ["replay", Self.scripts.appendingPathComponent(name).path, "-o", folder.path],
                                                    environment: nil)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in ["trace.jsonl", "trace.txt", "report.html"] { #expect(files.contains(file), "\(name) wrote no \(file)") }
            let frames = files.filter { $0.hasSuffix(".png") }
            #expect(!frames.isEmpty, "\(name) wrote no frame")
            let page = (try? String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)) ?? ""
            for frame in frames { #expect(page.contains("src=\"\(frame)\""), "\(name): report.html does not show \(frame)") }
        }
        // Nothing but the outputs: the temporary folders were moved into place.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == names)
    }

    @Test func aFailingExpectationExitsOneNamingStepAndValues() throws {
        let bezel = try Self.bezel()
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("fails.yaml")
        try """
            scene: \(FileCommandTests.packageRoot.appendingPathComponent("Examples/scenes/timer.yaml").path)
            steps:
              - tap: "#alarm"
              - expect: {id: alarm, properties: {"on": true}}
            """.write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try FontIsolationTests.run(bezel, ["replay", script.path, "-o", out.path], environment: nil)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("fails.yaml:4:5: step 2 (expect): #alarm on: expected true, got false"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("report.html").path))
    }

    @Test func aBadScriptExitsTwoAndWritesNothing() throws {
        let bezel = try Self.bezel()
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("bad.yaml")
        try "scene: nowhere.yaml\nsteps:\n  - tapp: \"#x\"\n".write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try FontIsolationTests.run(bezel, ["replay", script.path, "-o", out.path], environment: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.yaml:3:5: unknown step 'tapp'") && result.stderr.contains("did you mean 'tap'"),
                "\(result.stderr)")
        #expect(result.stderr.contains("bad.yaml:1:8:"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.yaml"])
    }

    /// A scene whose image lies outside its folder: `render` and `replay`
    /// refuse it naming the place (exit 2), and take it with `--allow-outside-images`.
    @Test func imagesOutsideTheSceneFolderNeedTheFlag() throws {
        let bezel = try Self.bezel()
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FileCommandTests.packageRoot.appendingPathComponent("Examples/scenes/photo.png"),
                                         to: folder.appendingPathComponent("photo.png"))
        try "size: {width: 100, height: 80}\nroot: {type: imageView, id: photo, image: ../photo.png}\n"
            .write(to: scenes.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("run.yaml")
        try "scene: scenes/s.yaml\nsteps:\n  - tap: \"#photo\"\n  - snapshot: photo\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")

        let refused = try FontIsolationTests.run(bezel, ["replay", script.path, "-o", out.path], environment: nil)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("s.yaml:2:43: the image '../photo.png' is outside the scene's folder"), "\(refused.stderr)")
        // The library says what is wrong; the command names its option.
        #expect(refused.stderr.contains("(or allow outside images: --allow-outside-images)"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let render = try FontIsolationTests.run(bezel, ["render", scenes.appendingPathComponent("s.yaml").path,
                                                        "-o", folder.appendingPathComponent("s.png").path], environment: nil)
        #expect(render.status == 2 && render.stderr.contains("is outside the scene's folder"), "\(render.stderr)")

        let allowed = try FontIsolationTests.run(bezel, ["replay", script.path, "-o", out.path, "--allow-outside-images"], environment: nil)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("02-photo.png").path))
        let rendered = try FontIsolationTests.run(bezel, ["render", scenes.appendingPathComponent("s.yaml").path, "--allow-outside-images",
                                                          "-o", folder.appendingPathComponent("s.png").path], environment: nil)
        #expect(rendered.status == 0, "\(rendered.stderr)")
    }

    @Test func anUnrelatedFolderIsNotReplaced() throws {
        let bezel = try Self.bezel()
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "keep me".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try FontIsolationTests.run(bezel, ["replay", Self.scripts.appendingPathComponent("timer-switch.yaml").path,
                                                        "-o", folder.path], environment: nil)
        #expect(result.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }
}
