import Foundation
import Testing

/// `--direction`, `--text-size` and `--language` on `bezel render` and
/// `bezel replay`: one variant each, checked before anything is written.
@Suite struct TraitOptionsCommandTests {
    private func bezel(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let bezel = try #require(FontIsolationTests.locateBezel())
        return try FontIsolationTests.run(bezel, arguments, environment: nil)
    }

    @Test func renderDrawsTheVariantAsked() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("row.yaml")
        try """
            size: {width: 200, height: 40}
            root:
              type: hstack
              children:
                - {type: label, text: One}
                - {type: spacer}
                - {type: switch, id: s}
            """.write(to: scene, atomically: true, encoding: .utf8)
        var images: [Data] = []
        for (name, options) in [("ltr", [String]()), ("rtl", ["--direction", "rtl"]), ("ax3", ["--text-size", "AX3"]),
                                ("xa", ["--language", "en-XA"])] {
            let output = folder.appendingPathComponent("\(name).png").path
            let result = try bezel(["render", scene.path, "-o", output] + options)
            #expect(result.status == 0, "\(result.stderr)")
            images.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(Set(images).count == 4, "each variant draws differently")
    }

    @Test func badOrRepeatedValuesAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("one.yaml")
        try "size: {width: 100, height: 40}\nroot: {type: label, text: One}\n".write(to: scene, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out.png").path
        for (options, message) in [(["--direction", "up"], "--direction 'up': expected ltr or rtl"),
                                   (["--language", "x y"], "--language 'x y': expected a BCP 47 language tag"),
                                   (["--text-size", "L", "--text-size", "AX1"], "--text-size is given 2 times")] {
            let result = try bezel(["render", scene.path, "-o", output] + options)
            #expect(result.status != 0 && result.stderr.contains(message), "\(options): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }
}
