import Testing
@testable import BezelGraphics

@Suite struct TextLayoutInspectionTests {
    @Test func theShippedFontsHaveLatinGreekAndCyrillic() {
        #expect(TextLayout("Hello Ωμέγα Привет …").missingCharacters.isEmpty)
    }

    @Test func charactersNoFontHasAreListedOnceInOrder() {
        #expect(TextLayout("𠀋𐀀 \u{1FAE9}𠀋 \u{E000} 𠀋𐀀語").missingCharacters == ["\u{2000B}", "\u{10000}", "\u{1FAE9}", "\u{E000}"])
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
