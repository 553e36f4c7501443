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
        document.getElementById('f').addEventListener('load', async () => {
          const imgs = [...document.getElementById('f').contentDocument.images];
          // Lazy images out of view load only when asked to.
          for (const img of imgs) img.loading = 'eager';
          const loads = imgs.map(img => img.complete ? null : new Promise(done => { img.onload = img.onerror = done; }));
          await Promise.race([Promise.all(loads), new Promise(done => setTimeout(done, 8000))]);
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
    static func verdict(for folder: URL, checker: String = checker) throws -> String {
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
        // 63 tiles in each of the 4 shipped themes.
        #expect(try Self.verdict(for: out) == "OK 252")
        #expect(try Self.verdict(for: out, checker: Self.controlsChecker) == Self.controlsExpected)

        // The check can fail: take one image away and it is named.
        try FileManager.default.removeItem(at: out.appendingPathComponent("dark/tiles/button.selected@1x.png"))
        #expect(try Self.verdict(for: out) == "BROKEN dark/tiles/button.selected@1x.png")
    }

    /// Works the gallery page's toolbar in the frame and writes what each
    /// step left visible: the filters by control, state, theme, text and
    /// contrast findings, the zoom (1:1 shows one image pixel a device
    /// pixel) and the background.
    static let controlsChecker = """
        <!doctype html><html><body><iframe id="f" src="index.html" width="1400" height="900"></iframe>
        <script>
        document.getElementById('f').addEventListener('load', () => {
          const doc = document.getElementById('f').contentDocument;
          const visible = selector => [...doc.querySelectorAll(selector)].filter(e => !e.closest('[hidden]'));
          const set = (id, value) => {
            const field = doc.getElementById(id);
            if (field.type === 'checkbox') field.checked = value; else field.value = value;
            field.dispatchEvent(new Event(field.type === 'search' ? 'input' : 'change', {bubbles: true}));
          };
          const out = [];
          set('filter-group', 'button');
          out.push('group=' + new Set(visible('.card').map(c => c.dataset.group)).size + ':' + visible('.card')[0].dataset.group);
          set('filter-state', 'highlighted');
          out.push('state=' + visible('.card').every(c => c.dataset.words.split(' ').includes('highlighted')) + ':' + visible('.card').length);
          set('filter-theme', 'dark');
          out.push('theme=' + visible('.shot').every(s => s.dataset.theme === 'dark') + ':' + visible('.shot').length);
          set('filter-group', ''); set('filter-state', ''); set('filter-theme', '');
          set('filter-text', 'segmentedControl selected 1');
          out.push('text=' + visible('.card').length);
          set('filter-text', '');
          set('filter-lint', true);
          out.push('lint=' + visible('.shot').every(s => s.hasAttribute('data-lint')));
          set('filter-lint', false);
          out.push('shown=' + doc.getElementById('shown').textContent);
          doc.querySelector('button[data-zoom="1"]').click();
          const img = visible('img.tile-img')[0];
          out.push('zoom=' + doc.documentElement.dataset.zoom + ':' + (img.getBoundingClientRect().width * devicePixelRatio === img.naturalWidth));
          doc.querySelector('button[data-background=checker]').click();
          out.push('background=' + doc.documentElement.dataset.background);
          document.body.setAttribute('data-result', out.join(' '));
        });
        </script></body></html>
        """

    static let controlsExpected = "group=1:button state=true:4 theme=true:4 text=2 lint=true shown=252 tiles "
        + "zoom=1:true background=checker"
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

extension ReplayReportBrowserTests {
    /// Decodes `run.png` with Chromium's own APNG decoder (WebCodecs'
    /// ImageDecoder, which composites each frame's rectangle over the ones
    /// before) and compares its last frame with the last snapshot, pixel by pixel.
    static let animationChecker = """
        <!doctype html><html><body><script>
        function load(url) {
          return new Promise((resolve, reject) => {
            const x = new XMLHttpRequest(); x.open('GET', url); x.responseType = 'arraybuffer';
            x.onload = () => resolve(x.response); x.onerror = () => reject(new Error('cannot load ' + url)); x.send();
          });
        }
        function pixels(source, w, h) {
          const c = document.createElement('canvas'); c.width = w; c.height = h;
          const g = c.getContext('2d'); g.drawImage(source, 0, 0);
          return g.getImageData(0, 0, w, h).data;
        }
        // Virtual time stops while a file loads, and the decoding below runs
        // off the page's thread: loading something again and again keeps
        // Chromium from dumping the page before the result is written.
        let done = false;
        (async () => { while (!done) await load('run.png'); })();
        (async () => {
          try {
            const bytes = await load('run.png');
            const decoder = new ImageDecoder({data: bytes, type: 'image/png'});
            await decoder.tracks.ready;
            const count = decoder.tracks.selectedTrack.frameCount;
            const last = (await decoder.decode({frameIndex: count - 1})).image;
            const w = last.displayWidth, h = last.displayHeight;
            const snapshot = await createImageBitmap(new Blob([await load('SNAPSHOT')]));
            const a = pixels(last, w, h), b = pixels(snapshot, w, h);
            let differ = 0;
            for (let i = 0; i < a.length; i += 4) if (a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] || a[i+3] != b[i+3]) differ++;
            document.body.setAttribute('data-result', 'FRAMES ' + count + ' SIZE ' + w + 'x' + h + ' DIFFER ' + differ);
          } catch (e) { document.body.setAttribute('data-result', 'ERROR ' + e); }
          done = true;
        })();
        </script></body></html>
        """

    /// The animated run as a browser plays it: each later frame is stored as
    /// the rectangle that changed and equal frames merge, and Chromium must
    /// still end on exactly the window the last snapshot shows.
    @Test func chromiumPlaysTheRunToTheLastSnapshot() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let chromium = try #require(GalleryPageBrowserTests.browser(), "headless Chromium is not installed: run scripts/install-system-packages")
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = FileCommandTests.packageRoot.appendingPathComponent("Examples/scenes/timer.yaml").path
        let script = folder.appendingPathComponent("run.yaml")
        try """
            scene: \(scene)
            steps:
              - tap: "#alarm"
              - wait: 1
              - tap: "#alarm"
              - drag: {from: "#seconds", to: {x: 300, y: 200}, steps: 3}
              - tap: "#start"
              - wait: 0
              - snapshot: end
            """.write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let made = try FontIsolationTests.run(bezel, ["replay", script.path, "-o", out.path], environment: nil)
        try #require(made.status == 0, "\(made.stderr)")
        let stored = PNGChunkList(try Data(contentsOf: out.appendingPathComponent("run.png"))).frameCount
        #expect(stored < 8, "8 frames (before the first step and after each of 7) with 3 that draw nothing: \(stored) stored")
        let page = out.appendingPathComponent("check-run.html")
        try Self.animationChecker.replacingOccurrences(of: "SNAPSHOT", with: "07-end.png")
            .write(to: page, atomically: true, encoding: .utf8)
        // Should Chromium still dump the page before the result (a very busy
        // machine), try again.
        var verdict: String?
        var stderr = ""
        for _ in 0..<5 where verdict == nil {
            let result = try FontIsolationTests.run(chromium, ["--no-sandbox", "--allow-file-access-from-files",
                                                              "--virtual-time-budget=10000", "--dump-dom", page.absoluteString],
                                                    environment: nil)
            verdict = result.stdout.range(of: #"data-result="[^"]*""#, options: .regularExpression).map { String(result.stdout[$0]) }
            stderr = String(result.stderr.suffix(300))
        }
        #expect(verdict == "data-result=\"FRAMES \(stored) SIZE 640x480 DIFFER 0\"", "\(verdict ?? stderr)")
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
        #expect(object["failure"] == nil && object["version"] as? Int == 1)
    }
}

@Suite struct WatchedGalleryPageBrowserTests {
    /// A watched page reads `watch.js` and swaps in the tiles it names
    /// (a new query, so the browser fetches them again) and shows its errors.
    @Test func aWatchedPageSwapsInReRenderedTilesAndShowsErrors() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let chromium = try #require(GalleryPageBrowserTests.browser(), "headless Chromium is not installed")
        let out = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let made = try FontIsolationTests.run(bezel, ["preview", "--scale", "1", "--format", "none", "-o", out.path,
                                                      "--watch", "--stop-after", "0"], environment: nil)
        try #require(made.status == 0, "\(made.stderr)")
        let state = "window.bezelWatch && window.bezelWatch({\"errors\":[\"Themes/mine.yaml:4:23: bad colour\"],"
            + "\"images\":{\"default/tiles/button.selected@1x.png\":2},\"reload\":false,\"version\":2});\n"
        try state.write(to: out.appendingPathComponent("watch.js"), atomically: true, encoding: .utf8)
        let page = out.appendingPathComponent("index.html")
        let result = try FontIsolationTests.run(chromium, ["--no-sandbox", "--allow-file-access-from-files",
                                                          "--virtual-time-budget=3000", "--dump-dom", page.absoluteString],
                                                environment: nil)
        #expect(result.stdout.contains("src=\"default/tiles/button.selected@1x.png?v=2\""))
        #expect(result.stdout.contains("src=\"default/tiles/button.normal@1x.png\""), "other tiles are left alone")
        #expect(result.stdout.contains("id=\"watch-errors\" role=\"alert\">Themes/mine.yaml:4:23: bad colour<"))
    }
}
