import Testing
import BezelGraphics
@testable import Bezel

@Suite struct PseudoLocaleTests {
    @Test func accentedTextIsBracketedAccentedAndAboutFortyPercentLonger() {
        let shown = PseudoLocale.accented.localize("Start the timer")
        #expect(shown.hasPrefix("[Šţåŕţ ţĥé ţîɱéŕ") && shown.hasSuffix("]"), "\(shown)")
        #expect(Double(shown.count) >= Double("Start the timer".count) * 1.4)
        #expect(!shown.unicodeScalars.contains { ("a"..."z").contains(Character($0)) && !shown.contains("one") })
        #expect(PseudoLocale.accented.localize("") == "")
        #expect(PseudoLocale.accented.localize("OK").count >= 2 + 2 + 4)   // short strings grow by words too
    }

    @Test func bidiTextIsOverriddenRightToLeftPerLine() {
        #expect(PseudoLocale.bidi.localize("Start\nStop") == "\u{202E}Start\u{202C}\n\u{202E}Stop\u{202C}")
        #expect(PseudoLocale.bidi.layoutDirection == .rightToLeft)
    }

    @Test func tagsAreReadInAnyCaseAndRealLanguagesAreNotPseudo() {
        #expect(PseudoLocale(tag: "en_xa") == .accented)
        #expect(PseudoLocale(tag: "AR-XB") == .bidi)
        #expect(PseudoLocale(tag: "en") == nil)
    }

    @Test func viewsShowTitlesThroughThePseudoLocaleButNotTypedTextOrLinks() throws {
        let window = Window(size: Size(width: 600, height: 200))
        let label = Label("Start")
        let field = TextField(text: "typed", placeholder: "Name")
        let links = LinkLabel(runs: [.text("See "), .link("terms", to: "app://terms")])
        for view in [label, field, links] as [View] { window.addSubview(view) }
        window.traitOverrides = Traits(language: "en-XA")
        #expect(label.placedTexts.first?.layout.text.hasPrefix("[Šţåŕţ") == true)
        #expect(field.layout.text == "typed")
        field.text = ""
        #expect(field.layout.text.hasPrefix("[Ñåɱé"))
        #expect(links.layout.text == "See terms")
    }
}
