import Foundation
import Testing

/// `bezel preview --direction … --text-size … --language …`: every theme in
/// every combination, each variant's files named with its words, listed in
/// `--json`, filtered on the page; bad values refused before anything is
/// written; nothing given, nothing changes.
@Suite struct PreviewVariantsCommandTests {
    private func bezel(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let bezel = try #require(FontIsolationTests.locateBezel())
        return try FontIsolationTests.run(bezel, arguments, environment: nil)
    }

    private var themes: String { FileCommandTests.packageRoot.appendingPathComponent("Themes").path }

    @Test func everyThemeIsPreviewedInEveryCombinationGiven() throws {
        let out = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try bezel(["preview", "--theme", "default", "--theme", "dark", "--themes-dir", themes, "--scale", "1",
                                "--format", "png", "--direction", "ltr", "--direction", "rtl", "--text-size", "L",
                                "--text-size", "AX3", "--json", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["tiles"] as? Int == 63 * 2 * 4)
        let variants = try #require(object["variants"] as? [[String: Any]])
        #expect(variants.map { $0["name"] as? String } == ["", "textSize=AX3", "direction=rtl", "direction=rtl.textSize=AX3"])
        #expect(variants.map { "\($0["direction"] ?? "") \($0["textSize"] ?? "") \($0["language"] ?? "")" }
                    == ["ltr L en", "ltr AX3 en", "rtl L en", "rtl AX3 en"])
        #expect(variants.allSatisfy { $0["tiles"] as? Int == 126 })
        let listed = try #require(object["themes"] as? [[String: Any]])
        for theme in listed {
            let name = try #require(theme["name"] as? String)
            let files = try #require(theme["files"] as? [String])
            #expect(files.count == 63 * 4 + 4, "63 tiles and a contact sheet in each variant")
            for file in ["tiles/button.selected@1x.png", "tiles/button.selected.textSize=AX3@1x.png",
                         "tiles/button.selected.direction=rtl@1x.png", "tiles/button.selected.direction=rtl.textSize=AX3@1x.png",
                         "contact-sheet@1x.png", "contact-sheet.direction=rtl.textSize=AX3@1x.png"] {
                #expect(files.contains("\(name)/\(file)"), "\(name)/\(file)")
                #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(name)/\(file)").path))
            }
        }
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<select id=\"filter-direction\">") && page.contains("<select id=\"filter-text-size\">"))
        #expect(!page.contains("<select id=\"filter-language\">"))

        let people = try bezel(["preview", "--theme", "default", "--themes-dir", themes, "--scale", "1", "--format", "none",
                                "--language", "ar", "--language", "en-XA", "-o", out.path])
        #expect(people.status == 0, "\(people.stderr)")
        #expect(people.stdout.contains("bezel: 126 images and 0 contact sheets in \(out.path) (2 variants)"), "\(people.stdout)")
        // Arabic reads right to left without --direction: its files say both.
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("default/tiles/button.normal.direction=rtl.language=ar@1x.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("default/tiles/button.normal.language=en-XA@1x.png").path))
    }

    @Test func withNothingGivenTheOutputIsWhatItWas() throws {
        let plain = try FileCommandTests.temporaryFolder(), ltr = try FileCommandTests.temporaryFolder()
        defer { for url in [plain, ltr] { try? FileManager.default.removeItem(at: url) } }
        let common = ["preview", "--theme", "dark", "--themes-dir", themes, "--scale", "1", "--format", "png", "--json"]
        let before = try bezel(common + ["-o", plain.path])
        #expect(before.status == 0, "\(before.stderr)")
        #expect(!before.stdout.contains("variants"), "no variants key without the options")
        let files = try FileManager.default.subpathsOfDirectory(atPath: plain.path).filter { $0.hasSuffix(".png") }
        #expect(files.count == 64 && files.allSatisfy { !$0.contains("direction=") && !$0.contains("textSize=") })
        let page = try String(contentsOf: plain.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!page.contains("filter-direction") && !page.contains("data-direction") && !page.contains("variant"))

        // The default settings asked for by name draw the same pixels under the same names.
        let named = try bezel(common + ["--direction", "ltr", "-o", ltr.path])
        #expect(named.status == 0, "\(named.stderr)")
        for file in files {
            #expect(try Data(contentsOf: plain.appendingPathComponent(file)) == Data(contentsOf: ltr.appendingPathComponent(file)), "\(file)")
        }
    }

    @Test func badValuesAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        for (options, message) in [(["--direction", "up"], "--direction 'up': expected ltr or rtl"),
                                   (["--text-size", "L", "--text-size", "huge"], "--text-size 'huge': expected one of"),
                                   (["--language", "x y"], "--language 'x y': expected a BCP 47 language tag")] {
            let result = try bezel(["preview", "--themes-dir", themes, "-o", out.path] + options)
            #expect(result.status != 0 && result.stderr.contains(message), "\(options): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path), "\(options): nothing is written")
        }
    }

    @Test func twoThemesAreComparedInEachVariant() throws {
        let out = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try bezel(["preview", "--compare", "default", "dark", "--themes-dir", themes, "--scale", "1",
                                "--direction", "ltr", "--direction", "rtl", "--json", "-o", out.path])
        #expect(result.status == 1, "the themes differ: \(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let changed = try #require(object["changed"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(changed.contains("button.selected") && changed.contains("button.selected.direction=rtl"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("after/button.selected.direction=rtl@1x.png").path))
    }

    @Test func theWatchRendersEveryVariantAfterAnEdit() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let themes = folder.appendingPathComponent("Themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let theme = themes.appendingPathComponent("mine.yaml")
        func write(_ fill: String) throws {
            try "name: mine\nextends: default\nbutton:\n  selected: {fillTop: '\(fill)'}\n".write(to: theme, atomically: true, encoding: .utf8)
        }
        try write("#2F6FD6")
        let out = folder.appendingPathComponent("out")
        let process = Process()
        process.executableURL = bezel
        process.arguments = ["preview", "--theme", "mine", "--themes-dir", themes.path, "--scale", "1", "--format", "none",
                             "--direction", "ltr", "--direction", "rtl", "-o", out.path, "--watch", "--stop-after", "1"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let lines = PreviewWatchCommandTests.Lines(), errorLines = PreviewWatchCommandTests.Lines()
        output.fileHandleForReading.readabilityHandler = { lines.append($0.availableData) }
        errors.fileHandleForReading.readabilityHandler = { errorLines.append($0.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        try #require(lines.wait(for: "bezel: watching"), "\(lines.all)\(errorLines.all)")
        Thread.sleep(forTimeInterval: 0.3)
        try write("#3A7AE0")
        #expect(lines.wait(for: "mine.yaml changed: re-rendered 2 images in"), "\(lines.all)")
        let state = try String(contentsOf: out.appendingPathComponent("watch.js"), encoding: .utf8)
        #expect(state.contains("\"mine/tiles/button.selected.direction=rtl@1x.png\":2"), "\(state)")
        #expect(state.contains("\"mine/tiles/button.selected@1x.png\":2"), "\(state)")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// The page in Chromium: the hash sets the filters, each hides the tiles of other values.
    @Test func theFiltersHideTheTilesOfOtherValues() throws {
        let out = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let made = try bezel(["preview", "--theme", "default", "--themes-dir", themes, "--scale", "1", "--format", "none",
                              "--direction", "ltr", "--direction", "rtl", "--text-size", "L", "--text-size", "AX3", "-o", out.path])
        try #require(made.status == 0, "\(made.stderr)")
        let checker = """
            <!doctype html><html><body><iframe id="f" src="index.html#direction=rtl&text-size=AX3"></iframe>
            <script>
            document.getElementById('f').addEventListener('load', () => {
              const page = document.getElementById('f').contentDocument, view = document.getElementById('f').contentWindow;
              const shown = () => [...page.querySelectorAll('.shot')].filter(shot => !shot.hidden && !shot.closest('[hidden]'));
              const words = () => [...new Set(shown().map(s => s.dataset.direction + '/' + s.getAttribute('data-text-size')))].join(',');
              const parts = [shown().length + ' ' + words() + ' ' + page.getElementById('shown').textContent];
              const direction = page.getElementById('filter-direction');
              direction.value = '';
              direction.dispatchEvent(new view.Event('change'));
              parts.push(shown().length + ' ' + words());
              view.location.hash = 'direction=ltr&text-size=L';
              setTimeout(() => {
                parts.push(shown().length + ' ' + words());
                document.body.setAttribute('data-result', parts.join(' | '));
              }, 200);
            });
            </script></body></html>
            """
        #expect(try GalleryPageBrowserTests.verdict(for: out, checker: checker)
                    == "63 rtl/AX3 63 of 252 tiles | 126 ltr/AX3,rtl/AX3 | 63 ltr/L")
    }
}
