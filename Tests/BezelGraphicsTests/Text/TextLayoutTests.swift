import Testing
@testable import BezelGraphics

/// Measuring, wrapping, truncating and aligning text.
@Suite struct TextLayoutTests {
    private let sentence = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    @Test func widthGrowsWithTheText() {
        let short = TextLayout("Hi").size
        let long = TextLayout("Hi there, everyone").size
        #expect(short.width > 5)
        #expect(long.width > short.width * 4)
        #expect(long.height == short.height)
        #expect(TextLayout("").size.width == 0)
        #expect(TextLayout("").lineCount == 1)
    }

    @Test func sizeScalesLinearlyWithTheFontSize() {
        // No hinting: advances are the font's own, so doubling the size doubles the width.
        let small = TextLayout("Linear metrics", font: Font(size: 13)).size
        let large = TextLayout("Linear metrics", font: Font(size: 26)).size
        #expect(abs(large.width / small.width - 2) < 0.01)
        #expect(abs(large.height / small.height - 2) < 0.02)
        // DejaVu Sans: a line is about 1.16 em tall.
        #expect(small.height > 13 && small.height < 17)
    }

    @Test func baselineIsTheFirstLinesAscent() {
        let layout = TextLayout("Base\nline", font: Font(size: 20))
        #expect(layout.lineCount == 2)
        #expect(layout.baseline > 15 && layout.baseline < 20)
        #expect(abs(layout.size.height - 2 * TextLayout("Base", font: Font(size: 20)).size.height) < 0.01)
        #expect(layout.baseline == TextLayout("Base", font: Font(size: 20)).baseline)
    }

    @Test(arguments: [TextStyle.Wrapping.word, .character, .wordOrCharacter])
    func wrappingKeepsLinesInsideTheWidth(wrapping: TextStyle.Wrapping) {
        let layout = TextLayout(sentence, style: TextStyle(wrapping: wrapping, maxWidth: 100))
        #expect(layout.lineCount > 3)
        #expect(layout.size.width <= 100)
        #expect(layout.lineBoxes.count == layout.lineCount)
        #expect(layout.lineBoxes.allSatisfy { $0.maxX <= 100.5 })
        #expect(!layout.isTruncated)
    }

    @Test func characterWrappingFillsLinesFurtherThanWordWrapping() {
        let word = TextLayout(sentence, style: TextStyle(wrapping: .word, maxWidth: 100))
        let character = TextLayout(sentence, style: TextStyle(wrapping: .character, maxWidth: 100))
        #expect(character.lineCount <= word.lineCount)
        // A word longer than the width overflows with word wrapping, not with word-or-character.
        let long = "Supercalifragilisticexpialidocious"
        #expect(TextLayout(long, style: TextStyle(wrapping: .word, maxWidth: 60)).size.width > 60)
        #expect(TextLayout(long, style: TextStyle(wrapping: .wordOrCharacter, maxWidth: 60)).size.width <= 60)
    }

    @Test func noWrappingKeepsOneLinePerParagraph() {
        let layout = TextLayout(sentence + "\nsecond", style: TextStyle(wrapping: .none, maxWidth: 100))
        #expect(layout.lineCount == 2)
        #expect(layout.size.width > 300)
    }

    @Test(arguments: [TextStyle.Ellipsis.start, .middle, .end])
    func anEllipsisShortensToTheWidth(ellipsis: TextStyle.Ellipsis) {
        let full = TextLayout(sentence)
        let cut = TextLayout(sentence, style: TextStyle(maxWidth: 120, ellipsis: ellipsis))
        #expect(cut.lineCount == 1)
        #expect(cut.size.width <= 120 && cut.size.width > 100)
        #expect(cut.size.width < full.size.width / 3)
        #expect(cut.isTruncated && !full.isTruncated)
        // Short text is not cut.
        #expect(!TextLayout("Short", style: TextStyle(maxWidth: 120, ellipsis: ellipsis)).isTruncated)
    }

    @Test func aLineLimitWithAnEllipsisCountsEveryLine() {
        let text = "First paragraph\n" + sentence + "\n" + sentence
        let style = TextStyle(maxWidth: 120, maxLines: 3, ellipsis: .end)
        let layout = TextLayout(text, style: style)
        #expect(layout.lineCount == 3)
        #expect(layout.isTruncated)
        #expect(layout.size.width <= 120)
        // The explicit newline still breaks the line, as U+2028 in Pango's copy.
        #expect(layout.glyphBox(forCharacterAt: 16)?.minY ?? 0 > 10)
        #expect(TextLayout(text, style: TextStyle(maxWidth: 120, maxLines: 30, ellipsis: .end)).lineCount
            == TextLayout(text, style: TextStyle(maxWidth: 120)).lineCount)
    }

    @Test func aLineLimitWithoutAnEllipsisDropsTheRest() throws {
        let layout = TextLayout(sentence, style: TextStyle(maxWidth: 100, maxLines: 2))
        #expect(layout.lineCount == 2)
        #expect(layout.isTruncated)
        #expect(layout.glyphBox(forCharacterAt: layout.characterCount - 1) == nil)
        #expect(layout.glyphBox(forCharacterAt: 0) != nil)
        let paragraphs = TextLayout("one\ntwo\nthree\nfour", style: TextStyle(maxLines: 2))
        #expect(paragraphs.lineCount == 2)
        #expect(paragraphs.size.width == TextLayout("one\ntwo").size.width)
        // With an ellipsis, text that never wraps shows "…" at the end of its last line.
        let marked = TextLayout("one\ntwo\nthree", style: TextStyle(maxLines: 2, ellipsis: .end))
        #expect(marked.lineCount == 2)
        #expect(marked.size.width > TextLayout("two").size.width)
        #expect(!TextLayout("one\ntwo", style: TextStyle(maxLines: 2)).isTruncated)
    }

    @Test(arguments: [false, true])
    func alignmentMovesTheGlyphs(wraps: Bool) throws {
        // Pango aligns when it wraps; Bezel aligns text that never wraps.
        func firstBox(_ alignment: TextStyle.Alignment) throws -> (Rect, TextLayout) {
            let style = TextStyle(alignment: alignment, wrapping: wraps ? .word : .none, maxWidth: 200)
            let layout = TextLayout("Hi", style: style)
            return (try #require(layout.glyphBox(forCharacterAt: 0)), layout)
        }
        let (left, leftLayout) = try firstBox(.left)
        let (centre, centreLayout) = try firstBox(.center)
        let (right, rightLayout) = try firstBox(.right)
        let width = leftLayout.size.width
        #expect(abs(left.minX) < 0.01)
        #expect(abs(centre.minX - (200 - width) / 2) < 0.01)
        #expect(abs(right.minX - (200 - width)) < 0.01)
        #expect(abs(centreLayout.textBounds.minX - centre.minX) < 0.01)
        #expect(abs(rightLayout.textBounds.maxX - 200) < 0.01)
        #expect(centreLayout.size == leftLayout.size)
    }

    @Test func justifiedLinesFillTheWidth() {
        let style = TextStyle(alignment: .justified, maxWidth: 150)
        let layout = TextLayout(sentence, style: style)
        let boxes = layout.lineBoxes
        #expect(boxes.count > 2)
        // Every wrapped line but the last reaches the right edge (its trailing space aside).
        for box in boxes.dropLast() { #expect(box.maxX > 145) }
        #expect(boxes[boxes.count - 1].maxX < 145)
    }

    @Test func lineSpacingMovesTheSecondLine() throws {
        let normal = TextLayout("a\nb")
        let double = TextLayout("a\nb", style: TextStyle(lineSpacing: .multiple(2)))
        let extra = TextLayout("a\nb", style: TextStyle(lineSpacing: .extra(10)))
        let gap = try #require(normal.glyphBox(forCharacterAt: 2)).minY
        #expect(try #require(double.glyphBox(forCharacterAt: 2)).minY > gap * 1.8)
        #expect(abs(try #require(extra.glyphBox(forCharacterAt: 2)).minY - (gap + 10)) < 0.01)
        #expect(abs(extra.size.height - (normal.size.height + 10)) < 0.01)
    }

    @Test func nonASCIITextIsCountedInCharacters() throws {
        let text = "héllo → wörld"
        let layout = TextLayout(text)
        #expect(layout.characterCount == 13)
        var previous = -1.0
        for i in 0..<13 {
            let box = try #require(layout.glyphBox(forCharacterAt: i))
            #expect(box.minX > previous)
            #expect(box.width > 0)
            previous = box.minX
        }
        #expect(layout.glyphBox(forCharacterAt: 13) == nil)
        #expect(layout.glyphBox(forCharacterAt: -1) == nil)
        // The arrow is one character, wider than an "l".
        #expect(try #require(layout.glyphBox(forCharacterAt: 6)).width > (try #require(layout.glyphBox(forCharacterAt: 2))).width)
    }

    @Test func clustersAndNULsAreOneCharacterEach() throws {
        // "e" + combining acute is one Character; NUL goes to Pango as U+FFFD.
        let layout = TextLayout("ae\u{301}b\u{0}c")
        #expect(layout.characterCount == 5)
        let b = try #require(layout.glyphBox(forCharacterAt: 2))
        let c = try #require(layout.glyphBox(forCharacterAt: 4))
        #expect(layout.characterIndex(at: b.center) == 2)
        #expect(layout.characterIndex(at: c.center) == 4)
        let crlf = TextLayout("ab\r\ncd", style: TextStyle(maxWidth: 100, maxLines: 2, ellipsis: .end))
        #expect(crlf.characterCount == 5 && crlf.lineCount == 2)
        #expect(crlf.characterIndex(at: try #require(crlf.glyphBox(forCharacterAt: 3)).center) == 3)
    }

    @Test func invalidWidthsAndLimitsMeanNone() {
        let plain = TextLayout(sentence)
        for width in [0.0, -5, .nan, .infinity] {
            #expect(TextLayout(sentence, style: TextStyle(maxWidth: width, maxLines: 0)).size == plain.size)
        }
    }
}
