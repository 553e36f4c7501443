import BezelSnapshotResults
import Testing
@testable import BezelReports

/// Text findings on the gallery page: on their tiles beside the contrast
/// findings, with a badge, and counted in the header and on each theme.
@Suite struct GalleryPageTextFindingsTests {
    static let cut = SnapshotTextFinding(kind: "ellipsized", view: "Button#save", part: "title",
                                         detail: "cut with \"…\" to 90 pt: \"Save <everything>\"", place: "cut.yaml:7:7",
                                         environment: SnapshotEnvironment(theme: "dark", scale: 2))
    static let glyph = SnapshotTextFinding(kind: "missing-glyph", view: "Label at /0/2", part: "text",
                                           detail: "no font has U+65E5 日 (drawn as a box) in \"日\"")

    static func page(_ findings: [SnapshotTextFinding]) -> GalleryPage {
        GalleryPage(themes: [.init(name: "dark", background: "#1C1C1E"), .init(name: "default", background: "#FFFFFF")],
                    tiles: [.init(kind: .scene, group: "cut", state: "scene", theme: "dark", scale: 2, image: "dark/scenes/cut@2x.png",
                                  pixelWidth: 440, pixelHeight: 180, textFindings: findings),
                            .init(kind: .scene, group: "cut", state: "scene", theme: "default", scale: 2,
                                  image: "default/scenes/cut@2x.png", pixelWidth: 440, pixelHeight: 180)])
    }

    @Test func eachTileShowsItsFindingsAndThePageCountsThem() {
        let html = Self.page([Self.cut, Self.glyph]).html()
        #expect(html.contains("<a class=\"bad\" href=\"#\" data-lint-theme=\"\">2 text findings in 1 tile</a>"))
        #expect(html.contains("<strong>dark</strong> <span class=\"ok\">every text ≥ 4.5:1</span> · "
                                + "<a class=\"bad\" href=\"#\" data-lint-theme=\"dark\">2 text findings</a>"))
        #expect(html.contains("<span class=\"badge text-badge\" title=\"Texts that do not show whole\">2 text findings</span>"))
        #expect(html.contains("<li class=\"text-finding\"><strong>ellipsized</strong> Button#save title: "
                                + "cut with &quot;…&quot; to 90 pt: &quot;Save &lt;everything&gt;&quot; <code>cut.yaml:7:7</code></li>"))
        #expect(html.contains("<strong>missing-glyph</strong> Label at /0/2 text: no font has U+65E5 日"))
        #expect(html.contains("<figure class=\"shot\" data-theme=\"dark\" data-lint"), "the findings-only filter keeps it")
        #expect(html.contains("<figure class=\"shot\" data-theme=\"default\" style="), "a tile without findings is not flagged")
    }

    /// A theme's line counts each category of finding under its own name.
    @Test func eachThemeCountsEachCategoryUnderItsOwnName() {
        let dim = SnapshotTextFinding(kind: "low-contrast", view: "Label#faint", part: "", detail: "contrast 1.6:1",
                                      category: .accessibility)
        let html = Self.page([Self.cut, dim, dim]).html()
        #expect(html.contains("<a class=\"bad\" href=\"#\" data-lint-theme=\"dark\">1 text finding</a> · "
                                + "<a class=\"bad\" href=\"#\" data-lint-theme=\"dark\">2 accessibility findings</a>"), "\(html)")
        #expect(!html.contains("3 text findings"))
    }

    @Test func aPageWithoutFindingsSaysEveryTextShowsWhole() {
        let html = Self.page([]).html()
        #expect(html.contains("2 tiles · 2 themes · at 2x · every text shows whole"))
        #expect(!html.contains("text-badge\""))
    }
}
