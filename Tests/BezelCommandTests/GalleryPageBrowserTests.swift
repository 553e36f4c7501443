import Foundation
import Testing

/// The HTML gallery opened in a real browser: headless Chromium (Debian's
/// `chromium-headless-shell`, installed by `scripts/install-system-packages`)
/// loads `index.html` in a frame and every image must have loaded.
@Suite struct GalleryPageBrowserTests {
    /// A page beside `index.html` that loads it in a frame and writes the
    /// result into `data-result`: `OK <count>` or `BROKEN <paths>`.
    static let checker = """
        <!doctype html><html><body><iframe id="f" src="index.html"></iframe>
        <script>
        document.getElementById('f').addEventListener('load', () => {
          const imgs = [...document.getElementById('f').contentDocument.images];
          const broken = imgs.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src'));
          document.body.setAttribute('data-result', broken.length ? 'BROKEN ' + broken.join(' ') : 'OK ' + imgs.length);
        });
        </script></body></html>
        """

    static func browser() -> URL? {
        for path in ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        return nil
    }

    /// Opens the checker next to `folder/index.html` and returns its verdict.
    static func verdict(for folder: URL) throws -> String {
        let chromium = try #require(Self.browser(), "headless Chromium is not installed: run scripts/install-system-packages")
        let page = folder.appendingPathComponent("check-images.html")
        try checker.write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        let result = try FontIsolationTests.run(chromium, ["--no-sandbox", "--allow-file-access-from-files",
                                                          "--virtual-time-budget=10000", "--dump-dom", page.absoluteString],
                                                environment: nil)
        guard let range = result.stdout.range(of: #"data-result="[^"]*""#, options: .regularExpression) else {
            return "NO RESULT (exit \(result.status)): \(result.stderr.suffix(300))"
        }
        return String(result.stdout[range].dropFirst("data-result=\"".count).dropLast())
    }

    @Test func everyImageOfThePreviewGalleryLoads() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let out = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let themes = FileCommandTests.packageRoot.appendingPathComponent("Themes").path
        let made = try FontIsolationTests.run(bezel, ["preview", "--all", "--scale", "1", "--format", "png",
                                                      "--themes-dir", themes, "-o", out.path], environment: nil)
        try #require(made.status == 0, "\(made.stderr)")
        #expect(try Self.verdict(for: out) == "OK 4")

        // The check can fail: take one image away and it is named.
        try FileManager.default.removeItem(at: out.appendingPathComponent("dark/contact-sheet@1x.png"))
        #expect(try Self.verdict(for: out) == "BROKEN dark/contact-sheet@1x.png")
    }
}

@Suite struct ReplayReportBrowserTests {
    /// `bezel replay`'s report, frames and animated run open in Chromium.
    @Test func everyImageOfAReplayReportLoads() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let out = try FileCommandTests.temporaryFolder().appendingPathComponent("run")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let script = FileCommandTests.packageRoot.appendingPathComponent("Examples/scripts/bezel-button-toggle.yaml").path
        let made = try FontIsolationTests.run(bezel, ["replay", script, "-o", out.path], environment: nil)
        try #require(made.status == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("run.png").path))
        let page = out.appendingPathComponent("index.html")
        try FileManager.default.copyItem(at: out.appendingPathComponent("report.html"), to: page)
        #expect(try GalleryPageBrowserTests.verdict(for: out) == "OK 3")
    }
}

@Suite struct ReplayJSONTests {
    @Test func replayPrintsJSONForPrograms() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let out = try FileCommandTests.temporaryFolder().appendingPathComponent("run")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let script = FileCommandTests.packageRoot.appendingPathComponent("Examples/scripts/bezel-button-toggle.yaml").path
        let result = try FontIsolationTests.run(bezel, ["replay", script, "-o", out.path, "--json"], environment: nil)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == true)
        #expect(object["stepsRun"] as? Int == 8)
        #expect(object["failure"] is NSNull)
    }
}
