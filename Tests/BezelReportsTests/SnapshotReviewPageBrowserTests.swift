import Foundation
import Testing
@testable import BezelReports

/// The snapshot review page opened in a real browser: headless Chromium
/// (Debian's `chromium-headless-shell`, installed by
/// `scripts/install-system-packages`) loads `index.html` in a frame, every
/// image must load, and the controls must do what they say.
@Suite struct SnapshotReviewPageBrowserTests {
    /// A page beside `index.html` that loads it in a frame, drives it as a
    /// reviewer would (events dispatched in the frame's document, computed
    /// styles read back) and writes one verdict into `data-result`:
    /// `<n> images loaded` or `BROKEN <paths>`, then `<control> ok` or
    /// `<control> FAILED (<what was seen>)` for slider, blend, toggle, group and zoom.
    static let checker = """
        \(BrowserCheckPage.prelude)

            const compare = page.querySelector('.compare');
            const over = compare.querySelector('.over');
            const mode = name => click(compare.querySelector('button[data-view="' + name + '"]'));
            const slide = (name, value) => {
              const input = compare.querySelector('input[name="' + name + '"]');
              input.value = value;
              input.dispatchEvent(new view.Event('input', {bubbles: true}));
            };

            mode('slider');
            slide('split', 20);
            const at20 = style(over).clipPath;
            slide('split', 80);
            const at80 = style(over).clipPath;
            check('slider', at20.includes('20%') && at80.includes('80%') && style(over).opacity === '1', at20 + ' / ' + at80);

            mode('blend');
            slide('blend', 30);
            check('blend', style(over).opacity === '0.3' && style(over).clipPath === 'none',
                  style(over).opacity + ' ' + style(over).clipPath);

            mode('toggle');
            const shown = [style(over).visibility];
            click(compare.querySelector('.flip'));
            shown.push(style(over).visibility);
            click(compare.querySelector('.stage'));
            shown.push(style(over).visibility);
            // The actual covers the reference entirely, transparent pixels included.
            const backdrop = style(over).backgroundImage;
            check('toggle', shown.join(' ') === 'visible hidden visible' && style(over).opacity === '1'
                  && backdrop.includes('gradient'), shown.join(' ') + ' ' + backdrop);

            const members = page.querySelector('.group details.members');
            const member = members.querySelector('.member-items .item');
            const closed = members.getBoundingClientRect().height;
            const hidden = !member.checkVisibility();
            click(members.querySelector('summary'));
            const open = members.getBoundingClientRect().height;
            check('group', hidden && member.checkVisibility() && open > closed + 100, closed + ' -> ' + open);

            const image = page.querySelector('.frame img');
            const before = image.getBoundingClientRect().width;
            click(page.querySelector('button[data-zoom="4"]'));
            const after = image.getBoundingClientRect().width;
            check('zoom', before > 0 && after === 4 * before && style(image).imageRendering === 'pixelated',
                  before + ' -> ' + after + ' ' + style(image).imageRendering);
          } catch (error) {
            parts.push('ERROR ' + error);
          }
          document.body.setAttribute('data-result', parts.join('; '));
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
    static func verdict(for folder: String) throws -> String {
        let chromium = try #require(browser(), "headless Chromium is not installed: run scripts/install-system-packages")
        let page = URL(fileURLWithPath: folder).appendingPathComponent("check-review.html")
        try checker.write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        let (status, stdout, stderr) = try run(chromium, ["--no-sandbox", "--allow-file-access-from-files",
                                                          "--virtual-time-budget=10000", "--dump-dom", page.absoluteString])
        guard let range = stdout.range(of: #"data-result="[^"]*""#, options: .regularExpression) else {
            return "NO RESULT (exit \(status)): \(stderr.suffix(300))"
        }
        return String(stdout[range].dropFirst("data-result=\"".count).dropLast())
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Runs `executable` to completion; its output goes through files, so a chatty child never blocks.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let folder = NSTemporaryDirectory() + "bezel-chromium-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outPath = folder + "/stdout", errPath = folder + "/stderr"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return (process.terminationStatus, try String(contentsOfFile: outPath, encoding: .utf8),
                try String(contentsOfFile: errPath, encoding: .utf8))
    }

    static let everythingWorks = "slider ok; blend ok; toggle ok; group ok; zoom ok"

    @Test func everyImageLoadsAndEveryControlWorks() throws {
        let fixture = try ReviewFixture()
        try fixture.writePage()
        #expect(try Self.verdict(for: fixture.output) == "18 images loaded; " + Self.everythingWorks)
    }

    /// The check can fail: take one copied image away (one behind a closed
    /// disclosure, which loads lazily) and it is named.
    @Test func aBrokenImageIsNamed() throws {
        let fixture = try ReviewFixture()
        try fixture.writePage()
        try FileManager.default.removeItem(atPath: fixture.output + "/images/BezelCheckbox/checked.diff.png")
        #expect(try Self.verdict(for: fixture.output) == "BROKEN images/BezelCheckbox/checked.diff.png; " + Self.everythingWorks)
    }
}
