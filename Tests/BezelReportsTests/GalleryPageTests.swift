import Testing
import BezelFiles
import Bezel
import BezelGraphics
@testable import BezelReports

/// The gallery page's markup: tiles grouped by control then state, every
/// path relative and escaped, findings on their tiles, the watch hooks.
@Suite struct GalleryPageTests {
    /// A real finding: white on a pale selected blue.
    static func finding() throws -> LintFinding {
        var theme = Theme.default
        theme.button.selected.fillTop = Color(red: 0.36, green: 0.6, blue: 0.95)
        return try #require(ThemeLint.measure(theme).first { $0.control == "button" && $0.part == "selected.title" })
    }

    static func page(watch: GalleryPage.Watch? = nil) throws -> GalleryPage {
        let finding = try finding()
        return GalleryPage(themes: [.init(name: "dark", background: "#1C1C1E", files: ["dark/contact-sheet.pdf"], findings: [finding]),
                             .init(name: "a<b", background: "red;}</style>")],
                    tiles: [.init(kind: .control, group: "button", state: "selected", theme: "dark", scale: 2,
                                  image: "dark/tiles/button.selected@2x.png", pixelWidth: 200, pixelHeight: 88, findings: [finding]),
                            .init(kind: .control, group: "button", state: "selected", theme: "a<b", scale: 2,
                                  image: "a<b/tiles/x y.png", pixelWidth: 200, pixelHeight: 88),
                            .init(kind: .scene, group: "timer", state: "scene", theme: "dark", scale: 1, image: nil,
                                  error: "timer.yaml: <too big>")],
                    watch: watch)
    }

    @Test func tilesAreGroupedAndLinkedRelativelyWithEverythingEscaped() throws {
        let html = try Self.page().html()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<article class=\"card\"").count == 3, "one card per state: button selected, the scene")
        #expect(html.contains("<a class=\"frame\" href=\"dark/tiles/button.selected@2x.png\""))
        #expect(html.contains("href=\"a%3Cb/tiles/x%20y.png\"") && !html.contains("<b/tiles"))
        #expect(html.contains("style=\"--w:200;--h:88;--s:2\""))
        #expect(html.contains("--tb:#FFFFFF"), "a background that is not a hex colour never reaches a style")
        #expect(!html.contains("red;}</style>"))
        #expect(html.contains("timer.yaml: &lt;too big&gt;"))
        #expect(html.contains("<li>button selected.title: #FFFFFF on"), "the finding is shown on its tile")
        #expect(html.contains("<span class=\"badge\""))
        #expect(!html.contains("src=\"/") && !html.contains("http:") && !html.contains("https:"))
        #expect(!html.contains("<meta name=\"bezel-watch\""), "only a watched page reads watch.js")
    }

    @Test func aWatchedPageNamesItsVersionAndWatchJSIsAScriptCall() throws {
        #expect(try Self.page(watch: .init(version: 7)).html().contains("<meta name=\"bezel-watch\" content=\"7\" data-interval=\"400\">"))
        let script = try GalleryPage.watchScript(version: 3, reload: false, imageVersions: ["a b/x.png": 3],
                                                 errors: ["t.yaml:1:2: </script> bad"])
        #expect(script == "window.bezelWatch && window.bezelWatch({\"errors\":[\"t.yaml:1:2: <\\/script> bad\"],\"format\":1,"
                + "\"images\":{\"a%20b/x.png\":3},\"reload\":false,\"version\":3});\n")
    }
}
