import BezelGraphics
import Foundation
import Testing
@testable import BezelReports

/// The theme comparison page opened in headless Chromium, as the review
/// page is (``SnapshotReviewPageBrowserTests``): real PNGs beside the page,
/// every image must load and the viewer's controls must work.
@Suite struct ThemeComparisonPageBrowserTests {
    /// Loads `index.html` in a frame, drives the first comparison and writes
    /// `<n> images loaded` or `BROKEN <paths>`, then `<control> ok` or
    /// `<control> FAILED (<what was seen>)` into `data-result`.
    static let checker = """
        \(BrowserCheckPage.prelude)

            const compares = page.querySelectorAll('.compare');
            const compare = compares[0];
            const over = compare.querySelector('.over');
            const mode = name => {
              click(compare.querySelector('button[data-view="' + name + '"]'));
              return compare.dataset.view;
            };
            const slide = (name, value) => {
              const input = compare.querySelector('input[name="' + name + '"]');
              input.value = value;
              input.dispatchEvent(new view.Event('input', {bubbles: true}));
            };
            const views = [];

            views.push(mode('blend'));
            slide('blend', 30);
            check('blend', views[0] === 'blend' && style(over).opacity === '0.3', views[0] + ' ' + style(over).opacity);

            views.push(mode('toggle'));
            const shown = [style(over).visibility];
            click(compare.querySelector('.flip'));
            shown.push(style(over).visibility);
            click(compare.querySelector('.stage'));
            shown.push(style(over).visibility);
            check('toggle', views[1] === 'toggle' && shown.join(' ') === 'visible hidden visible', views[1] + ' ' + shown.join(' '));

            views.push(mode('slider'));
            slide('split', 20);
            const at20 = style(over).clipPath;
            check('slider', views[2] === 'slider' && at20.includes('20%') && style(over).opacity === '1', views[2] + ' ' + at20);

            // Theme: each side's own background behind its picture; Dark: the same dark behind both.
            const stage = compare.querySelector('.stage');
            const themed = [style(stage).backgroundImage, style(over).backgroundImage];
            click(page.querySelector('button[data-background="dark"]'));
            const dark = [style(stage).backgroundImage, style(over).backgroundImage];
            check('background', themed[0].includes('rgb(255, 255, 255)') && themed[1].includes('rgb(28, 28, 30)')
                  && dark[0] === dark[1] && !dark[0].includes('rgb(28, 28, 30)'), themed.join(' | ') + ' -> ' + dark.join(' | '));

            const image = page.querySelector('.frame img');
            const before = image.getBoundingClientRect().width;
            click(page.querySelector('button[data-zoom="2"]'));
            const after = image.getBoundingClientRect().width;
            check('zoom', before > 0 && after === 2 * before, before + ' -> ' + after);

            const details = page.querySelector('details.unchanged-list');
            const thumb = details.querySelector('.thumbs li');
            const hidden = !thumb.checkVisibility();
            click(details.querySelector('summary'));
            check('unchanged', hidden && thumb.checkVisibility() && compares.length === 1, hidden + ' ' + compares.length);
          } catch (error) {
            parts.push('ERROR ' + error);
          }
          document.body.setAttribute('data-result', parts.join('; '));
        });
        </script></body></html>
        """

    /// A folder with the page and its PNGs: the fixture's tiles drawn for real.
    final class Folder {
        let path = NSTemporaryDirectory() + "bezel-compare-tests-" + UUID().uuidString

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            var page = ComparisonFixture.page
            let before = try ReviewFixture.button("Save", fill: ReviewFixture.accent)
            let after = try ReviewFixture.button("Save", fill: ReviewFixture.newAccent)
            guard case let .different(.pixels(pixels), diff?) = ImageComparison.exact.compare(reference: before, actual: after) else {
                Issue.record("the two buttons should differ")
                return
            }
            page.changed[0].before = try write(before, "button.selected@2x.before.png")
            page.changed[0].after = try write(after, "button.selected@2x.after.png")
            page.changed[0].diff = try write(diff, "button.selected@2x.diff.png")
            page.changed[0].pixels = pixels
            page.changed[1].before = try write(ReviewFixture.slider(knob: 40), "segmentedControl.selected@1x.before.png")
            page.changed[1].after = try write(ReviewFixture.checkbox(fill: ReviewFixture.accent),
                                              "segmentedControl.selected@1x.after.png")
            for index in page.unchanged.indices {
                let image = try ReviewFixture.toggle(on: index % 2 == 0)
                let tile = page.unchanged[index]
                page.unchanged[index].before = try write(image, "\(tile.name)@2x.before.png")
                page.unchanged[index].after = try write(image, "\(tile.name)@2x.after.png")
            }
            try page.html().write(toFile: path + "/index.html", atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ image: Image, _ name: String) throws -> ThemeComparisonPage.PageImage {
            try image.pngData().write(to: URL(fileURLWithPath: path + "/" + name))
            return ThemeComparisonPage.PageImage(path: name, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
        }
    }

    /// Opens the checker next to `folder/index.html` and returns its verdict.
    static func verdict(for folder: String) throws -> String {
        let chromium = try #require(SnapshotReviewPageBrowserTests.browser(),
                                    "headless Chromium is not installed: run scripts/install-system-packages")
        let page = URL(fileURLWithPath: folder).appendingPathComponent("check-compare.html")
        try checker.write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        let (status, stdout, stderr) = try SnapshotReviewPageBrowserTests.run(
            chromium, ["--no-sandbox", "--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom",
                       page.absoluteString])
        guard let range = stdout.range(of: #"data-result="[^"]*""#, options: .regularExpression) else {
            return "NO RESULT (exit \(status)): \(stderr.suffix(300))"
        }
        return String(stdout[range].dropFirst("data-result=\"".count).dropLast())
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    static let everythingWorks = "blend ok; toggle ok; slider ok; background ok; zoom ok; unchanged ok"

    /// 2 changed tiles × before, after (+ the button's diff and its viewer's two), 3 thumbnails.
    @Test func everyImageLoadsAndEveryControlWorks() throws {
        let folder = try Folder()
        #expect(try Self.verdict(for: folder.path) == "10 images loaded; " + Self.everythingWorks)
    }

    /// The check can fail: a missing thumbnail (lazy, behind a closed disclosure) is named.
    @Test func aBrokenImageIsNamed() throws {
        let folder = try Folder()
        try FileManager.default.removeItem(atPath: folder.path + "/slider.normal@2x.after.png")
        #expect(try Self.verdict(for: folder.path) == "BROKEN slider.normal@2x.after.png; " + Self.everythingWorks)
    }
}
