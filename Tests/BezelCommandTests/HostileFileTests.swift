import Foundation
import Testing

/// Files copied from elsewhere are hostile until checked: every command
/// refuses them quickly, at file:line:column, with exit 2, writing nothing.
@Suite struct HostileFileTests {
    /// A kilobyte of nested YAML aliases that would expand to 10⁹ values.
    static let laughs: String = {
        var lines = ["unknown:", "  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            lines.append("  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test(arguments: [["render", "FILE", "-o", "OUT/x.png"], ["replay", "FILE", "-o", "OUT/run"],
                      ["themes", "lint", "FILE"], ["preview", "--theme", "FILE", "-o", "OUT/preview"]])
    func aliasBombsAreRefusedByEveryCommand(_ template: [String]) throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lol.yaml")
        try Self.laughs.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let arguments = template.map { $0 == "FILE" ? file.path : $0.replacingOccurrences(of: "OUT", with: out.path) }
        let result = try FontIsolationTests.run(bezel, arguments, environment: nil)
        #expect(result.status == 2, "\(template): \(result.stderr)")
        #expect(result.stderr.contains("lol.yaml:2:"), "\(result.stderr)")
        #expect(result.stderr.contains("expands to more values than it has bytes"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}

/// Counts a scene gives are checked, not trusted: state values that
/// multiply past `Int.max` are an error at their place (exit 2), never a trap.
@Suite struct HostileCountTests {
    /// A 190 KB scene whose one state matrix gives its text field 72⁴ × 8,000³
    /// combinations (BezelFileFixtures' `HostileScenes.statesPastIntMax`, which
    /// this target does not link); the matrix is at line 4, column 7.
    static func statesPastIntMax() -> String {
        let spellings = ["true", "yes", "on", "false", "no", "off"].flatMap { word in
            (0..<(1 << word.count)).map { mask in
                String(word.enumerated().map { index, letter in mask & (1 << index) != 0 ? Character(letter.uppercased()) : letter })
            }
        }
        var lines = ["size: {width: 100, height: 40}", "snapshots:", "  states:", "    - ids: [f]"]
        for key in ["hidden", "enabled", "highlighted", "selected"] {
            lines.append("      \(key): [" + spellings.joined(separator: ", ") + "]")
        }
        for (key, value) in [("alpha", { (i: Int) in "\(i)e-4" }), ("text", { "t\($0)" }), ("placeholder", { "p\($0)" })] {
            lines.append("      \(key): [" + (1...8_000).map(value).joined(separator: ", ") + "]")
        }
        return (lines + ["root: {type: textField, id: f}"]).joined(separator: "\n") + "\n"
    }

    static let message = "hostile.yaml:4:7: snapshots asks for more images than can be counted"

    @Test func renderSaysWhereAndExits2() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("hostile.yaml")
        try Self.statesPastIntMax().write(to: scene, atomically: true, encoding: .utf8)
        let target = folder.appendingPathComponent("out.png").path
        let result = try FontIsolationTests.run(bezel, ["render", scene.path, "-o", target], environment: nil)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(Self.message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test(arguments: [false, true])
    func verifySaysWhereAndExits2(inFolder: Bool) throws {
        let root = try SnapshotsVerifyCommandTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = root.appendingPathComponent("scenes/hostile.yaml")
        try Self.statesPastIntMax().write(to: scene, atomically: true, encoding: .utf8)
        let run = try SnapshotsVerifyCommandTests.bezel(["verify", inFolder ? root.path : scene.path], in: root)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(Self.message), "\(run.stdout)")
        #expect(run.stdout.contains("1 file not checked"), "\(run.stdout)")
        #expect(!run.stderr.contains("overflow"), "\(run.stderr)")
    }
}

/// A theme's name becomes a folder of the preview: names that are not one
/// plain folder name are refused where they are read, and nothing is written.
@Suite struct ThemeNameTests {
    static let badNames = ["../../x", "..", ".", "''", "a/b", String(repeating: "n", count: 300), "index.html",
                           ".hidden", "-dash", "tab\\tname", "ünï"]

    @Test(arguments: badNames)
    func badNamesAreRefusedByPreviewAndLint(_ name: String) throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("evil.yaml")
        try "background: '#FFFFFF'\nname: \"\(name)\"\n".write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("a/b/out")
        let preview = try FontIsolationTests.run(bezel, ["preview", "--theme", file.path, "--format", "png", "-o", out.path],
                                                 environment: nil)
        #expect(preview.status == 2, "\(name): \(preview.stderr)")
        #expect(preview.stderr.contains("evil.yaml:2:7:") && preview.stderr.contains("is not valid"), "\(preview.stderr)")
        // Nothing anywhere under the temporary folder but the theme file itself.
        let written = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        #expect(written == ["evil.yaml"], "\(name): wrote \(written)")

        let lint = try FontIsolationTests.run(bezel, ["themes", "lint", file.path], environment: nil)
        #expect(lint.status == 2 && lint.stderr.contains("evil.yaml:2:7:"), "\(lint.stderr)")
    }

    @Test func aFileNameThatCannotBeAFolderNeedsAName() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("my theme.yaml")
        try "background: '#FFFFFF'\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try FontIsolationTests.run(bezel, ["themes", "lint", file.path], environment: nil)
        #expect(result.status == 2 && result.stderr.contains("my theme.yaml:1:1:") && result.stderr.contains("add a 'name:'"),
                "\(result.stderr)")
    }
}

/// A scene's size × scale is checked against the largest image where it is read.
@Suite struct SceneSizeTests {
    @Test(arguments: ["png", "pdf", "svg"])
    func tooManyPixelsIsAFileErrorForEveryFormat(_ format: String) throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("wide.yaml")
        try "size: {width: 8193, height: 10}\nscale: 2\nroot: {type: label, text: hi}\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let target = folder.appendingPathComponent("out.\(format)").path
        let result = try FontIsolationTests.run(bezel, ["render", scene.path, "-o", target], environment: nil)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("wide.yaml:1:7:")
                && result.stderr.contains("8193×10 pt at scale 2 is 16386×20 pixels, more than 16384 a side"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func theScaleOptionIsCheckedToo() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("wide.yaml")
        try "size: {width: 6000, height: 10}\nscale: 1\nroot: {type: label, text: hi}\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let target = folder.appendingPathComponent("out.png").path
        let result = try FontIsolationTests.run(bezel, ["render", scene.path, "--scale", "3", "-o", target], environment: nil)
        #expect(result.status == 2 && result.stderr.contains("--scale 3: 6000×10 pt at scale 3 is 18000×30 pixels"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}

/// An image a scene names that is not an image says so in the user's terms.
@Suite struct HostileImageTests {
    /// Renders a scene whose image view shows `image`; returns the result.
    private func render(image: String, in folder: URL, prepare: (URL) throws -> Void)
        throws -> (status: Int32, stdout: String, stderr: String) {
        let bezel = try #require(FontIsolationTests.locateBezel())
        try prepare(folder)
        let scene = folder.appendingPathComponent("scene.yaml")
        try "size: {width: 40, height: 40}\nroot: {type: imageView, image: '\(image)'}\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let target = folder.appendingPathComponent("out.png").path
        let result = try FontIsolationTests.run(bezel, ["render", scene.path, "--allow-outside-images", "-o", target],
                                                environment: nil)
        #expect(!FileManager.default.fileExists(atPath: target))
        return result
    }

    @Test func eachKindOfNonImageIsNamed() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try Data(contentsOf: FileCommandTests.packageRoot
            .appendingPathComponent("Examples/scenes/play@2x.png"))
        var badCRC = good
        badCRC[good.count - 20] ^= 0x55
        let cases: [(String, (URL) throws -> Void, String)] = [
            ("folder.png", { try FileManager.default.createDirectory(at: $0.appendingPathComponent("folder.png"),
                                                                      withIntermediateDirectories: true) },
             "it is a folder, not an image file"),
            ("fifo.png", { _ = mkfifo($0.appendingPathComponent("fifo.png").path, 0o600) },
             "it is not a regular file (a device, pipe or socket)"),
            ("/dev/zero", { _ in }, "it is not a regular file (a device, pipe or socket)"),
            ("/proc/self/mem", { _ in }, "cannot read the file (Input/output error)"),
            ("crc.png", { try badCRC.write(to: $0.appendingPathComponent("crc.png")) }, "is wrong (the file is corrupt)"),
            ("text.png", { try Data("hello".utf8).write(to: $0.appendingPathComponent("text.png")) },
             "not a valid image: the data starts with neither the PNG nor the JPEG signature"),
        ]
        for (image, prepare, expected) in cases {
            let result = try render(image: image, in: folder, prepare: prepare)
            #expect(result.status == 2, "\(image): \(result.stderr)")
            #expect(result.stderr.contains("scene.yaml:2:") && result.stderr.contains(expected), "\(image): \(result.stderr)")
            #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("out of memory")
                    && !result.stderr.contains("image image"), "\(image): \(result.stderr)")
        }
    }
}
