import BezelGraphics
import Testing
@testable import BezelFiles
@testable import BezelReports

/// A comparison of two themes made by hand: the accent darkened and the
/// background changed. Two tiles changed (the selected button, whose title
/// now fails the contrast lint, and a segmented control that grew), three
/// did not; a hostile state and labels test the escaping.
enum ComparisonFixture {
    static let hostileState = #"<script>alert("x")</script> & co"#

    static func finding(_ control: String, _ part: String, ratio: Double, background: Color) -> LintFinding {
        LintFinding(control: control, part: part, foreground: .white, background: background, ratio: ratio,
                    minimum: ThemeLint.minimum, exempt: false)
    }

    static let accent = Color(red: 0x34 / 255, green: 0x78 / 255, blue: 0xF6 / 255)
    static let lightAccent = Color(red: 0x5C / 255, green: 0x99 / 255, blue: 0xF2 / 255)
    /// Fails before and after: its colours changed, it is not new.
    static let segmentFinding = finding("segmentedControl", "selected.title", ratio: 3.1, background: accent)
    /// Fails only after: new.
    static let buttonFinding = finding("button", "selected.title", ratio: 2.91, background: lightAccent)
    /// Fails only before: fixed.
    static let labelFinding = finding("label", "textColor", ratio: 4.1, background: .white)

    static let fill = ThemeDifference(path: "button.selected.fillTop", before: "'#3478F6'", after: "'#5C99F2'",
                                      beforeLocation: nil,
                                      afterLocation: SourceLocation(file: #"Themes/da"rk.yaml"#, line: 14, column: 14))
    static let background = ThemeDifference(path: "background", before: "'#FFFFFF'", after: "'#1C1C1E'",
                                            beforeLocation: SourceLocation(file: "Themes/default.yaml", line: 3, column: 13),
                                            afterLocation: SourceLocation(file: #"Themes/da"rk.yaml"#, line: 4, column: 13))
    static let height = ThemeDifference(path: "segmentedControl.height", before: "29", after: "32")

    static func image(_ path: String, _ width: Int = 8, _ height: Int = 6) -> ThemeComparisonPage.PageImage {
        ThemeComparisonPage.PageImage(path: path, pixelWidth: width, pixelHeight: height)
    }

    static func unchangedTile(_ control: String, _ state: String, _ name: String) -> ThemeComparisonPage.Tile {
        ThemeComparisonPage.Tile(control: control, state: state, name: name, scale: 2,
                                 before: image("\(name)@2x.after.png"), after: image("\(name)@2x.after.png"))
    }

    static let page = ThemeComparisonPage(
        title: "Default → dark & <friends>",
        before: .init(label: "default", background: "#FFFFFF", findings: [segmentFinding, labelFinding]),
        after: .init(label: #"Themes/da"rk.yaml <b>"#, background: "#1C1C1E", findings: [segmentFinding, buttonFinding]),
        differences: [background, fill, height],
        changed: [
            .init(control: "button", state: "selected · " + hostileState, name: "button.selected", scale: 2,
                  before: image("button.selected@2x.before.png"), after: image("button.selected@2x.after.png"),
                  diff: image("button.selected@2x.diff.png"),
                  pixels: PixelDifference(differingPixelCount: 12, antialiasedPixelCount: 0, totalPixelCount: 48,
                                          maximumDistance: 0.3, maximumChannelDelta: 80,
                                          bounds: PixelBounds(x: 1, y: 2, width: 4, height: 3)),
                  differences: [fill], beforeFindings: [], afterFindings: [buttonFinding]),
            .init(control: "segmentedControl", state: "selected", name: "segmentedControl.selected", scale: 1,
                  before: image("segmentedControl.selected@1x.before.png", 10, 6),
                  after: image("segmentedControl.selected@1x.after.png", 10, 8),
                  sizeChange: "10 × 6 px → 10 × 8 px", differences: [height],
                  beforeFindings: [segmentFinding], afterFindings: [segmentFinding]),
        ],
        unchanged: [unchangedTile("label", "normal", "label.normal"), unchangedTile("slider", "normal", "slider.normal"),
                    unchangedTile("textField", "normal", #"textField "quoted" name"#)])
}

@Suite struct ThemeComparisonPageTests {
    let html = ComparisonFixture.page.html()

    /// The article of the changed tile with `anchor`.
    func article(_ anchor: String) throws -> Substring {
        let start = try #require(html.range(of: "<article class=\"item compared\" id=\"\(anchor)\">"))
        let end = try #require(html.range(of: "</article>", range: start.upperBound..<html.endIndex))
        return html[start.lowerBound..<end.upperBound]
    }

    @Test func aStandalonePageWithTheCountsLinkedToTheirSections() {
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">"#))
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("src=\"/"))
        #expect(html.contains(##"<a class="tile changed" href="#changed"><span class="n">2</span><span class="l">changed tiles</span></a>"##))
        #expect(html.contains(##"<a class="tile unchanged" href="#unchanged"><span class="n">3</span><span class="l">unchanged tiles</span></a>"##))
        #expect(html.contains(##"<a class="tile values" href="#differences"><span class="n">3</span><span class="l">values differ</span></a>"##))
        for id in ["changed", "unchanged", "differences"] { #expect(html.contains("<section id=\"\(id)\"")) }
        #expect(html.contains("<html lang=\"en\" data-background=\"theme\">"))
        #expect(html.contains(#"<button type="button" data-background="theme" aria-pressed="true">Theme</button>"#))
    }

    @Test func theHeaderSaysWhatIsComparedTheBackgroundAndTheContrastVerdict() {
        #expect(html.contains("<title>Default → dark &amp; &lt;friends&gt;</title>"))
        #expect(html.contains(#"<span class="side-name">default</span><span class="arrow">→</span><span class="side-name">Themes/da&quot;rk.yaml &lt;b&gt;</span>"#))
        #expect(html.contains("<strong>The background changed:</strong>"))
        #expect(html.contains(#"<span class="swatch" style="--c:#FFFFFF"></span><code>#FFFFFF</code><span class="arrow">→</span><span class="swatch" style="--c:#1C1C1E"></span>"#))
        #expect(html.contains("<p class=\"verdict fail\">After: both changed tiles have text under 4.5:1. 1 of them passed before.</p>"))
        #expect(html.contains(##"<p class="failing-tiles"><a href="#tile-button.selected@2x">button · selected · &lt;script&gt;"##))
        #expect(html.contains(#"<strong class="bad">1 new</strong>, <strong class="good">1 fixed</strong>"#))
        #expect(html.contains("<li class=\"finding new\"><span class=\"tag\">new</span>button selected.title: #FFFFFF on #5C99F2 is 2.91:1, under 4.5:1</li>"))
        #expect(html.contains("<li class=\"finding fixed\"><span class=\"tag\">fixed</span>label textColor:"))
        #expect(ComparisonFixture.page.newFindings == [ComparisonFixture.buttonFinding])
        #expect(ComparisonFixture.page.fixedFindings == [ComparisonFixture.labelFinding])
    }

    @Test func theVerdictCountsTheFailingChangedTiles() {
        var page = ComparisonFixture.page
        page.changed[1].afterFindings = []
        let html = page.html()
        #expect(html.contains("<p class=\"verdict fail\">After: 1 of the 2 changed tiles has text under 4.5:1. It passed before.</p>"))
        #expect(!html.contains(##"<a href="#tile-segmentedControl"##))
    }

    @Test func aFailureOfBothThemesSaysWhetherItGotWorse() throws {
        var page = ComparisonFixture.page
        page.changed[0].afterFindings = []
        page.changed[1].afterFindings[0].ratio = 2.5
        let html = page.html()
        #expect(html.contains("<p class=\"verdict fail\">After: 1 of the 2 changed tiles has text under 4.5:1. It failed before too.</p>"))
        #expect(html.contains("<li class=\"finding worse\"><span class=\"tag\">worse</span>segmentedControl selected.title: #FFFFFF on #3478F6 is 2.5:1"))
        page.changed[1].afterFindings[0].ratio = 4
        #expect(page.html().contains("<li class=\"finding better\"><span class=\"tag\">better</span>segmentedControl selected.title"))
    }

    @Test func aLongValuesTableIsBehindADisclosure() {
        #expect(!html.contains("<details class=\"values-list\">"))
        var page = ComparisonFixture.page
        page.differences = (1...25).map { ThemeDifference(path: "button.normal.v\($0)", before: "1", after: "2") }
        #expect(page.html().contains("<details class=\"values-list\"><summary>Show all 25 values</summary>\n<div class=\"table-wrap\">"))
    }

    @Test func everyPassingChangedTileIsSaidToPass() {
        var page = ComparisonFixture.page
        page.changed[0].afterFindings = []
        page.changed[1].afterFindings = []
        page.before.background = "#1C1C1E"
        let html = page.html()
        #expect(html.contains("<p class=\"verdict ok\">After: every changed tile passes the contrast lint (4.5:1).</p>"))
        #expect(html.contains("<p class=\"background\">Background <span class=\"swatch\" style=\"--c:#1C1C1E\"></span>"
            + "<code>#1C1C1E</code> in both themes."))
    }

    @Test func theValuesTableHasEveryDifferenceWithItsLocations() {
        #expect(html.contains(#"<tr><th scope="row"><code>button.selected.fillTop</code></th><td><span class="value"><span class="swatch" style="--c:#3478F6"></span><code>#3478F6</code></span></td><td><span class="value"><span class="swatch" style="--c:#5C99F2"></span><code>#5C99F2</code></span></td><td><span class="inherited">inherited</span></td><td><code class="place">Themes/da&quot;rk.yaml:14:14</code></td></tr>"#))
        #expect(html.contains(#"<td><code class="place">Themes/default.yaml:3:13</code></td><td><code class="place">Themes/da&quot;rk.yaml:4:13</code></td>"#))
        #expect(html.contains(#"<tr><th scope="row"><code>segmentedControl.height</code></th><td><code>29</code></td><td><code>32</code></td>"#))
        #expect(ThemeComparisonMarkup.color("'#3478F6'") == "#3478F6" && ThemeComparisonMarkup.color("#3478f6ff") == "#3478f6ff")
        #expect(ThemeComparisonMarkup.color("'#3478F6;x'") == nil && ThemeComparisonMarkup.color("12") == nil)
        #expect(ThemeComparisonMarkup.color("white(1)") == "#FFFFFF" && ThemeComparisonMarkup.color("white(0, 0.5)") == "#00000080")
        #expect(ThemeComparisonMarkup.color("srgb(0.2, 0.4, 1)") == "#3366FF" && ThemeComparisonMarkup.color("srgb(2, 0, 0)") == nil)
        var page = ComparisonFixture.page
        page.differences[1].before = "srgb(0.2, 0.4, 1)"
        #expect(page.html().contains(#"<td><span class="value"><span class="swatch" style="--c:#3366FF"></span><code>srgb(0.2, 0.4, 1)</code></span></td>"#))
    }

    @Test func aChangedTileHasItsFactsValuesContrastPicturesAndViewer() throws {
        let button = try article("tile-button.selected@2x")
        #expect(button.contains("<strong>12</strong> of 48 pixels differ (25.00%)"))
        #expect(button.contains("changed area 4 × 3 at x 1, y 2"))
        #expect(button.contains(#"<li><code class="path">button.selected.fillTop</code> <span class="change">"#))
        #expect(!button.contains("segmentedControl.height"), "only this tile's values")
        #expect(button.contains("<h5>Before <span class=\"side-name\">default</span></h5><p class=\"passes\">passes"))
        #expect(button.contains("<li class=\"finding new\"><span class=\"tag\">new</span>button selected.title"))
        #expect(button.contains("class=\"info-block contrast fails\""))
        #expect(button.contains(#"<div class="frame checker side" style="--w:8;--h:6;--side:#FFFFFF"><img class="px" src="button.selected@2x.before.png""#))
        #expect(button.contains(#"<div class="frame checker side" style="--w:8;--h:6;--side:#1C1C1E"><img class="px" src="button.selected@2x.after.png""#))
        #expect(button.contains(#"<div class="frame checker" style="--w:8;--h:6"><img class="px" src="button.selected@2x.diff.png""#))
        #expect(button.contains(#"<div class="box" style="--bx:1;--by:2;--bw:4;--bh:3"></div>"#))
        #expect(button.contains(#"<div class="compare" data-view="slider" data-showing="actual">"#))
        #expect(button.contains(#"<div class="stage checker side" style="--w:8;--h:6;--side:#FFFFFF"><img class="px under" src="button.selected@2x.before.png""#))
        #expect(button.contains(#"<div class="over checker side" style="--side:#1C1C1E"><img class="px" src="button.selected@2x.after.png""#))
        let first = try #require(html.range(of: "id=\"tile-button.selected@2x\""))
        let unchanged = try #require(html.range(of: "id=\"unchanged\""))
        #expect(first.lowerBound < unchanged.lowerBound, "changed tiles come before the unchanged ones")
    }

    @Test func aTileWhoseSizeChangedHasNoViewer() throws {
        let segment = try article("tile-segmentedControl.selected@1x")
        #expect(segment.contains("size changed: 10 × 6 px → 10 × 8 px"))
        #expect(segment.contains("none: the sizes differ, so pixels were not compared"))
        #expect(!segment.contains("class=\"compare\""))
        #expect(segment.contains("<h5>Before <span class=\"side-name\">default</span></h5><ul class=\"findings\"><li class=\"finding\">segmentedControl selected.title"),
                "a finding of both themes is neither new nor fixed")
        #expect(html.components(separatedBy: "<div class=\"compare\"").count == 2, "one viewer: the button's")
    }

    @Test func unchangedTilesAreThumbnailsBehindADisclosure() throws {
        let start = try #require(html.range(of: "<section id=\"unchanged\""))
        let unchanged = html[start.lowerBound...]
        #expect(unchanged.contains(#"<details class="unchanged-list"><summary><h2>Unchanged tiles <span class="count">3</span></h2>"#))
        #expect(unchanged.contains(#"<a class="thumb checker side" style="--side:#1C1C1E" href="label.normal@2x.after.png"><img src="label.normal@2x.after.png" alt="label.normal@2x" width="8" height="6" loading="lazy" decoding="async"></a>"#))
        #expect(!unchanged.contains("class=\"compare\"") && !unchanged.contains("class=\"frame"))
    }

    @Test func everyTextAndPathFromDataIsEscaped() {
        #expect(!html.contains("<script>alert") && !html.contains("<b>") && !html.contains("<friends>"))
        #expect(html.contains("selected · &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"))
        #expect(html.contains(#"src="textField%20%22quoted%22%20name@2x.after.png""#))
        #expect(html.contains(#"<code>textField &quot;quoted&quot; name</code>"#))
        #expect(html.contains(#"<span class="thumb-name"><code>label.<wbr>normal</code> <span class="scale">@2x</span></span>"#))
        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script")
    }

    @Test func aMalformedColourNeverReachesAStyle() {
        var page = ComparisonFixture.page
        page.after.background = "red;background:url(x)"
        let html = page.html()
        #expect(!html.contains("--side:red") && !html.contains("url(x)\""))
        #expect(html.contains("<code>red;background:url(x)</code>"))
    }

    @Test func anchorsAreUniqueAndPlain() {
        var page = ComparisonFixture.page
        page.changed.append(page.changed[0])
        page.changed[2].name = "button selected/../x"
        let markup = ThemeComparisonMarkup(page: page)
        #expect(markup.anchors == ["tile-button.selected@2x", "tile-segmentedControl.selected@1x", "tile-button_selected_.._x@2x"])
        page.changed[2].name = "button.selected"
        #expect(ThemeComparisonMarkup(page: page).anchors.last == "tile-button.selected@2x-2")
    }
}
