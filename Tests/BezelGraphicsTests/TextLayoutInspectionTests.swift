import Testing
@testable import BezelGraphics

@Suite struct TextLayoutInspectionTests {
    @Test func theShippedFontsHaveLatinGreekAndCyrillic() {
        #expect(TextLayout("Hello Ωμέγα Привет …").missingCharacters.isEmpty)
    }

    @Test func charactersNoFontHasAreListedOnceInOrder() {
        #expect(TextLayout("日本 語日 \u{E000}").missingCharacters == ["\u{65E5}", "\u{672C}", "\u{8A9E}", "\u{E000}"])
    }

    @Test func inkLiesInsideTheLogicalBoxForPlainText() {
        let layout = TextLayout("Ink", font: Font(size: 20))
        let ink = layout.inkBounds
        #expect(!ink.isEmpty)
        #expect(ink.minX >= layout.textBounds.minX - 1 && ink.maxX <= layout.textBounds.maxX + 1)
        #expect(ink.minY > layout.textBounds.minY && ink.maxY < layout.textBounds.maxY)
        #expect(TextLayout("   ").inkBounds.isEmpty)
    }

    @Test func inkFollowsTheAlignmentOffset() {
        let left = TextLayout("Ink", style: TextStyle(alignment: .left, maxWidth: 200)).inkBounds
        let right = TextLayout("Ink", style: TextStyle(alignment: .right, maxWidth: 200)).inkBounds
        #expect(right.minX > left.minX + 100)
    }
}
