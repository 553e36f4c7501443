import Bezel
import Testing
@testable import BezelReports

/// The gallery page of a preview drawn in variants: a filter for each
/// setting that differs between tiles, each tile labelled with its variant
/// and carrying what the filters read; a page without variants has none of it.
@Suite struct GalleryPageVariantsTests {
    static func tile(_ theme: String, _ traits: Traits?, suffix: String = "") -> GalleryPage.Tile {
        .init(kind: .control, group: "button", state: "normal", theme: theme, scale: 2,
              image: "\(theme)/tiles/button.normal\(suffix)@2x.png", pixelWidth: 100, pixelHeight: 40, traits: traits)
    }

    static let rtlAX3 = Traits(layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge)

    @Test func eachSettingThatVariesHasAFilterAndEachTileItsLabel() {
        let page = GalleryPage(themes: [.init(name: "dark", background: "#000000")], tiles: [
            Self.tile("dark", Traits()),
            Self.tile("dark", Traits(layoutDirection: .rightToLeft), suffix: ".direction=rtl"),
            Self.tile("dark", Traits(contentSizeCategory: .accessibilityExtraLarge), suffix: ".textSize=AX3"),
            Self.tile("dark", Self.rtlAX3, suffix: ".direction=rtl.textSize=AX3"),
        ])
        let html = page.html()
        #expect(html.contains("<span class=\"tool-label\">Direction</span><select id=\"filter-direction\"><option value=\"\">all</option>"
                              + "<option value=\"ltr\">ltr</option><option value=\"rtl\">rtl</option></select>"))
        #expect(html.contains("<select id=\"filter-text-size\"><option value=\"\">all</option><option value=\"L\">L</option>"
                              + "<option value=\"AX3\">AX3</option></select>"))
        #expect(!html.contains("filter-language\""), "every tile is in English: no language filter")
        #expect(html.contains("data-direction=\"rtl\" data-text-size=\"AX3\" data-language=\"en\""))
        #expect(html.contains("<span class=\"variant\">ltr · L</span>") && html.contains("<span class=\"variant\">rtl · AX3</span>"))
        #expect(html.contains("alt=\"button · normal · theme dark @2x · rtl · AX3\""))
        #expect(html.contains("4 tiles · 1 theme · at 2x · 4 variants"))
        // The script reads the two filters, and the address's hash.
        #expect(html.contains("const variants = ['direction', 'text-size'].map("))
        #expect(html.contains("'filter-lint', 'filter-direction', 'filter-text-size']"))
        #expect(html.contains("new URLSearchParams(location.hash.slice(1))"))
    }

    @Test func aSettingGivenOnceIsALabelNotAFilter() {
        let page = GalleryPage(themes: [.init(name: "dark", background: "#000000")], tiles: [
            Self.tile("dark", Traits(language: "ar"), suffix: ".direction=rtl.language=ar"),
        ])
        let html = page.html()
        #expect(!html.contains("<select id=\"filter-direction\"") && !html.contains("<select id=\"filter-language\""))
        #expect(html.contains("<span class=\"variant\">rtl · ar</span>"), "the settings that are not the default")
        #expect(html.contains("data-language=\"ar\""))
    }

    @Test func aPageWithoutVariantsHasNoneOfIt() {
        let page = GalleryPage(themes: [.init(name: "dark", background: "#000000")], tiles: [Self.tile("dark", nil)])
        let html = page.html()
        for absent in ["variant", "data-direction", "filter-direction", "URLSearchParams", "const variants"] {
            #expect(!html.contains(absent), "\(absent)")
        }
        #expect(GalleryPage.script(variantFilters: []) == page.html().components(separatedBy: "<script>\n").last?
                    .components(separatedBy: "\n</script>").first)
    }
}
