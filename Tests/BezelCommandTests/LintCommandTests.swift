import Foundation
import Testing

/// `bezel lint`: the lines it prints, its exit statuses and its JSON.
@Suite struct LintCommandTests {
    static let scene = """
        size: {width: 200, height: 100}
        root:
          type: vstack
          children:
            - {type: label, id: title, text: "Good morning, everyone, and welcome", lines: 1}
            - {type: label, text: "𠀋𐀀"}
        """

    private func lint(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let bezel = try #require(FontIsolationTests.locateBezel())
        return try FontIsolationTests.run(bezel, ["lint"] + arguments, environment: nil)
    }

    @Test func findingsArePrintedAtTheirNodesWithExitOne() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.yaml")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        let result = try lint([file.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == """
            \(file.path):5:7: ellipsized: Label#title text: cut after 1 line to 199 pt: "Good morning, everyone, and welcome"
            \(file.path):6:7: missing-glyph: Label at /0/1 text: no font has U+2000B 𠀋, U+10000 𐀀 (drawn as a box) in "𠀋𐀀"

            """, "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func jsonIsTheVersionedReport() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.yaml")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        let result = try lint(["--json", file.path])
        #expect(result.status == 1, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 3)
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        let findings = try #require(scenes.first?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["ellipsized", "missing-glyph"])
        #expect(findings.first?["line"] as? Int == 5 && findings.first?["column"] as? Int == 7)
        #expect(findings.first?["view"] as? String == "Label#title")
        #expect(findings.last?["characters"] as? [String] == ["U+2000B", "U+10000"])
        #expect(findings.first?["direction"] as? String == "ltr" && findings.first?["textSize"] as? String == "L"
                && findings.first?["language"] as? String == "en")
    }

    @Test func everyDirectionTextSizeAndLanguageGivenIsChecked() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("fits.yaml")
        try "size: {width: 120, height: 40}\nroot: {type: label, id: hello, text: Hello there}\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try lint([file.path]).status == 0)
        let result = try lint([file.path, "--text-size", "L", "--text-size", "AX5", "--direction", "rtl"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("(in rtl, AX5, en)\n") && !result.stdout.contains(", L,"), "\(result.stdout)")
        let bad = try lint([file.path, "--text-size", "huge"])
        #expect(bad.status == 64 && bad.stderr.contains("--text-size 'huge': expected one of XS, S, M, L"), "\(bad.stderr)")
    }

    @Test func accessibilityFindingsComeWithTheFlag() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("switch.yaml")
        try "size: {width: 200, height: 80}\nroot: {type: vstack, children: [{type: switch, id: alarm, height: 44, width: 60}]}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try lint([file.path]).status == 0)
        let result = try lint(["--accessibility", file.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains(":2:33: unlabelled: Switch#alarm: switch button with no label: VoiceOver says only \"switch button, off\""),
                "\(result.stdout)")
        let json = try lint(["--accessibility", "--json", file.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        let found = try #require(scenes.first?["accessibility"] as? [[String: Any]])
        #expect(found.first?["kind"] as? String == "unlabelled" && found.first?["announcement"] as? String == "switch button, off")
        // The touch target's size is the caller's: the 51 × 31 switch is under 44 and 60, not under WCAG's 24.
        let strict = try lint(["--accessibility", "--min-touch-target", "60", file.path])
        #expect(strict.stdout.contains("small-touch-target: Switch#alarm: 51 × 31 pt, under 60 × 60"), "\(strict.stdout)")
        let wcag = try lint(["--accessibility", "--min-touch-target", "24", file.path])
        #expect(!wcag.stdout.contains("small-touch-target"), "\(wcag.stdout)")
    }

    @Test func lowContrastAndTextCutAtAX5ComeWithTheFlag() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("grey.yaml")
        try """
            size: {width: 200, height: 80}
            background: "#000000"
            root:
              type: vstack
              children:
                - {type: label, id: faint, text: "Good morning", color: "#333333"}
                - {type: label, id: bright, text: "Hello", color: "#FFFFFF", lines: 1}
            """.write(to: file, atomically: true, encoding: .utf8)
        #expect(try lint([file.path]).status == 0)
        let result = try lint(["--accessibility", file.path])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix(":6:7: low-contrast: Label#faint: \"Good morning\": contrast 1.6:1 over the rendered background (needs 4.5:1)") },
                "\(result.stdout)")
        #expect(!lines.contains { $0.contains("low-contrast: Label#bright") }, "\(result.stdout)")
        // The texts are checked at AX5 too, where "Good morning" no longer fits 200 pt.
        #expect(lines.contains { $0.contains(":6:7: ellipsized: Label#faint text") || $0.contains(":6:7: clipped: Label#faint text") || $0.contains(":6:7: overflows-window: Label#faint") }
                && lines.contains { $0.hasSuffix("(in ltr, AX5, en)") }, "\(result.stdout)")
        // With a text size given, only that one.
        let large = try lint(["--accessibility", "--text-size", "L", file.path])
        #expect(!large.stdout.contains("AX5"), "\(large.stdout)")
    }

    @Test func theExamplesAreClean() throws {
        let scenes = FileCommandTests.packageRoot.appendingPathComponent("Examples/scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count == 8)
        let result = try lint(["--themes-dir", FileCommandTests.packageRoot.appendingPathComponent("Themes").path]
                              + files.map { scenes.appendingPathComponent($0).path })
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aFileThatCannotBeReadExitsTwoWithNothingElse() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("long.yaml")
        try Self.scene.write(to: good, atomically: true, encoding: .utf8)
        let bad = folder.appendingPathComponent("bad.yaml")
        try "size: {width: 100, height: 100}\nroot:\n  type: vstak\n".write(to: bad, atomically: true, encoding: .utf8)
        let result = try lint([good.path, bad.path, folder.appendingPathComponent("missing.yaml").path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "no findings printed beside errors: \(result.stdout)")
        #expect(result.stderr.contains("bad.yaml:3:9:") && result.stderr.contains("missing.yaml"), "\(result.stderr)")
    }
}
