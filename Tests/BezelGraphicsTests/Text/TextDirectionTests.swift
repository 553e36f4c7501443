import Testing
@testable import BezelGraphics

/// ``TextStyle/language`` and ``TextStyle/baseDirection``: how tags reach
/// Pango, physical alignment in right-to-left paragraphs, bidi order and hit
/// testing in right-to-left text.
@Suite struct TextDirectionTests {
    @Test(arguments: [
        (nil, "en"), ("", "en"), ("en", "en"), ("EN-us", "en-us"), ("en_GB", "en-gb"), ("en-XA", "en-xa"),
        ("ja", "ja"), ("ja-JP", "ja-jp"), ("ko", "ko"), ("ar", "ar"), ("he", "he"), ("th", "th"), ("hi", "hi"),
        ("zh", "zh-cn"), ("zh-Hans", "zh-cn"), ("zh-CN", "zh-cn"), ("zh-SG", "zh-cn"), ("zh_Hans_CN", "zh-cn"),
        ("zh-Hant", "zh-tw"), ("zh-TW", "zh-tw"), ("zh-Hant-TW", "zh-tw"),
        ("zh-HK", "zh-hk"), ("zh-MO", "zh-hk"), ("zh-Hant-HK", "zh-hk"),
        ("sr-Latn-RS", "sr-latn-rs"),
    ] as [(String?, String)])
    func languageTagsBecomePangoLanguages(tag: String?, expected: String) {
        #expect(TextStyle.pangoLanguage(for: tag) == expected)
        #expect(TextStyle(language: tag).effectiveLanguage == expected)
    }

    @Test(arguments: [
        "e", "x-klingon", "1a", "ja--JP", "-ja", "ja-", "ja JP", "ja;rm -rf", "日本語", "ja-toolongsubtag",
        "\u{0}", "en\u{0}", "ab\u{301}", String(repeating: "a-", count: 40) + "a", String(repeating: "zh-", count: 10_000),
    ])
    func hostileTagsCountAsEnglish(tag: String) throws {
        #expect(TextStyle.pangoLanguage(for: tag) == "en")
        let layout = TextLayout("abc", style: TextStyle(language: tag))
        #expect(layout.size.width > 0)
        _ = try TextPixels.render(layout)
    }

    @Test func languageAndDirectionAreHashed() {
        let plain = TextStyle()
        #expect(plain.language == nil && plain.baseDirection == .leftToRight)
        #expect(plain != TextStyle(language: "ja"))
        #expect(plain != TextStyle(baseDirection: .rightToLeft))
        #expect(Set([plain, TextStyle(language: "ja"), TextStyle(language: "zh-Hans"),
                     TextStyle(baseDirection: .rightToLeft)]).count == 4)
    }

    @Test func anEnglishLayoutIsTheSameWithTheDefaultsSpelledOut() throws {
        let text = "Héllo wörld, fi ffl 123"
        let implicit = try TextPixels.render(TextLayout(text, font: Font(size: 17)))
        let explicit = try TextPixels.render(TextLayout(text, font: Font(size: 17),
                                                        style: TextStyle(language: "en", baseDirection: .leftToRight)))
        #expect(implicit.premultipliedARGB() == explicit.premultipliedARGB())
    }

    // MARK: Alignment stays physical

    static let hebrew = "שלום עולם"
    static let arabic = "مرحبا بالعالم"

    @Test(arguments: [true, false])   // Pango wraps at the width / Bezel aligns the block
    func rightToLeftTextAlignedLeftHugsTheLeftEdge(pangoHasWidth: Bool) throws {
        for text in [Self.hebrew, Self.arabic] {
            let wrapping: TextStyle.Wrapping = pangoHasWidth ? .word : .none
            let left = TextLayout(text, font: Font(size: 17), style: TextStyle(alignment: .left, wrapping: wrapping,
                                                                               maxWidth: 300, baseDirection: .rightToLeft))
            #expect(left.textBounds.minX.magnitude < 0.01)
            #expect(left.lineBoxes[0].minX.magnitude < 0.01)
            let leftInk = TextPixels.dark(try TextPixels.render(left))
            #expect(leftInk.count > 50 && leftInk.minX < 4 + 3)

            let right = TextLayout(text, font: Font(size: 17), style: TextStyle(alignment: .right, wrapping: wrapping,
                                                                                maxWidth: 300, baseDirection: .rightToLeft))
            #expect((right.textBounds.maxX - 300).magnitude < 0.01)
            #expect((right.lineBoxes[0].maxX - 300).magnitude < 0.01)
            let rightInk = TextPixels.dark(try TextPixels.render(right))
            #expect(rightInk.maxX > 4 + 300 - 4)

            let center = TextLayout(text, font: Font(size: 17), style: TextStyle(alignment: .center, wrapping: wrapping,
                                                                                 maxWidth: 300, baseDirection: .rightToLeft))
            #expect((center.textBounds.midX - 150).magnitude < 0.01)
        }
    }

    @Test func leftToRightTextKeepsItsAlignmentInARightToLeftParagraph() {
        for alignment in [TextStyle.Alignment.left, .center, .right] {
            let ltr = TextLayout("Hello", style: TextStyle(alignment: alignment, maxWidth: 200))
            let rtl = TextLayout("Hello", style: TextStyle(alignment: alignment, maxWidth: 200, baseDirection: .rightToLeft))
            #expect(ltr.textBounds == rtl.textBounds)
            #expect(ltr.lineBoxes == rtl.lineBoxes)
        }
    }

    @Test func aJustifiedLastLineFollowsTheBaseDirection() {
        let text = "שלום עולם שלום עולם שלום עולם שלום עולם שלום עולם א"
        let rtl = TextLayout(text, font: Font(size: 15),
                             style: TextStyle(alignment: .justified, maxWidth: 120, baseDirection: .rightToLeft))
        let ltr = TextLayout(text, font: Font(size: 15),
                             style: TextStyle(alignment: .justified, maxWidth: 120, baseDirection: .leftToRight))
        #expect(rtl.lineCount > 2)
        let rtlLines = rtl.lineBoxes, ltrLines = ltr.lineBoxes
        // Full lines are stretched to both edges; the last line is short and sits right (RTL) or left (LTR).
        #expect(rtlLines[0].minX.magnitude < 0.5 && (rtlLines[0].maxX - 120).magnitude < 0.5)
        let rtlLast = rtlLines[rtlLines.count - 1], ltrLast = ltrLines[ltrLines.count - 1]
        #expect(rtlLast.width < 100)
        #expect((rtlLast.maxX - 120).magnitude < 0.01 && rtlLast.minX > 10)
        #expect(ltrLast.minX.magnitude < 0.01)

        // Without a width Pango wraps at, every line is a last line: right in RTL, left in LTR.
        let block = TextLayout("שלום\nעולם שלום", style: TextStyle(alignment: .justified, wrapping: .none, maxWidth: 200,
                                                                   baseDirection: .rightToLeft))
        #expect((block.textBounds.maxX - 200).magnitude < 0.01)
        #expect(block.lineBoxes.allSatisfy { ($0.maxX - 200).magnitude < 0.01 })
        let blockLTR = TextLayout("שלום\nעולם שלום", style: TextStyle(alignment: .justified, wrapping: .none, maxWidth: 200))
        #expect(blockLTR.textBounds.minX.magnitude < 0.01)
    }

    // MARK: Bidi order

    @Test func mixedTextIsOrderedByTheBaseDirection() throws {
        let text = "abc עברית 123"
        let ltr = TextLayout(text, font: Font(size: 17))
        let rtl = TextLayout(text, font: Font(size: 17), style: TextStyle(baseDirection: .rightToLeft))
        let width = ltr.size.width
        #expect((rtl.size.width - width).magnitude < 0.01)
        let a = try #require(ltr.glyphBox(forCharacterAt: 0)), rtlA = try #require(rtl.glyphBox(forCharacterAt: 0))
        let rtlC = try #require(rtl.glyphBox(forCharacterAt: 2)), rtlOne = try #require(rtl.glyphBox(forCharacterAt: 10))
        // LTR: "abc" first at the left (then "123 תירבע": digits after Hebrew join its run, as in UIKit).
        // RTL: "abc" at the right end, "123" at the left.
        #expect(a.minX < 1)
        #expect(rtlC.maxX > width - 1 && rtlOne.minX < 1 && rtlA.minX > width / 2)
        #expect(try TextPixels.render(ltr).premultipliedARGB() != TextPixels.render(rtl).premultipliedARGB())
        // Within each run the order is the run's own: "1" before "2" left to right in both.
        let two = try #require(rtl.glyphBox(forCharacterAt: 11))
        #expect(rtlOne.minX < two.minX)
    }

    // MARK: Hit testing

    @Test(arguments: [TextDirection.leftToRight, .rightToLeft])
    func hitTestingFindsEachCharacterOfRightToLeftText(direction: TextDirection) throws {
        let text = Self.hebrew
        let layout = TextLayout(text, font: Font(size: 20), style: TextStyle(maxWidth: 250, baseDirection: direction))
        var previousX = Double.infinity
        for offset in 0..<layout.characterCount {
            let box = try #require(layout.glyphBox(forCharacterAt: offset))
            #expect(box.width > 0)
            #expect(layout.characterIndex(at: Point(x: box.midX, y: box.midY)) == offset)
            if text[text.index(text.startIndex, offsetBy: offset)] != " " {
                // Hebrew runs right to left: each letter lies left of the one before it.
                #expect(box.midX < previousX)
                previousX = box.midX
            }
            // The right half of a right-to-left glyph is before it (caret at `offset`), the left half after it.
            #expect(layout.caretOffset(closestTo: Point(x: box.maxX - 0.5, y: box.midY)) == offset)
            #expect(layout.caretOffset(closestTo: Point(x: box.minX + 0.5, y: box.midY)) == offset + 1)
        }
        let line = layout.lineBoxes[0]
        // Beside a line is its start or end in the paragraph's direction: in a right-to-left
        // paragraph the start of the text is at the right end of the line, its end at the left.
        let rightEnd = direction == .rightToLeft ? 0 : layout.characterCount
        #expect(layout.caretOffset(closestTo: Point(x: line.maxX + 5, y: line.midY)) == rightEnd)
        #expect(layout.caretOffset(closestTo: Point(x: line.minX - 5, y: line.midY)) == layout.characterCount - rightEnd)
        #expect(layout.characterIndex(at: Point(x: line.minX - 5, y: line.midY)) == nil)
    }

    @Test func hitTestingMixedTextInARightToLeftParagraph() throws {
        let text = "abc עברית 123"
        let layout = TextLayout(text, font: Font(size: 20), style: TextStyle(alignment: .right, maxWidth: 300,
                                                                             baseDirection: .rightToLeft))
        for offset in 0..<layout.characterCount {
            let box = try #require(layout.glyphBox(forCharacterAt: offset))
            #expect(layout.characterIndex(at: Point(x: box.midX, y: box.midY)) == offset)
        }
    }
}
