import Testing
@testable import BezelGraphics

/// Finding the character under a point, and the box of a character.
@Suite struct TextHitTestingTests {
    private let sample = "héllo → wörld, naïve café\nZürich ✓ ok"

    @Test(arguments: TextStyle.Alignment.allCases)
    func theCentreOfEveryGlyphBoxHitsItsCharacter(alignment: TextStyle.Alignment) throws {
        let layout = TextLayout(sample, font: Font(size: 14), style: TextStyle(alignment: alignment, maxWidth: 130))
        #expect(layout.lineCount >= 3)
        let characters = Array(sample)
        for i in 0..<layout.characterCount where !characters[i].isNewline {
            let box = try #require(layout.glyphBox(forCharacterAt: i), "no box for \(i)")
            // A space at a wrap point is squeezed to nothing by Pango: nothing to hit.
            if box.width == 0 { #expect(characters[i] == " "); continue }
            #expect(layout.characterIndex(at: box.center) == i, "character \(i) '\(characters[i])' at \(box)")
        }
    }

    @Test func everyCharacterOfASingleLineHasAHittableBox() throws {
        let layout = TextLayout(sample.replacingOccurrences(of: "\n", with: " "), font: Font(size: 11, weight: .bold))
        for i in 0..<layout.characterCount {
            let box = try #require(layout.glyphBox(forCharacterAt: i))
            #expect(box.width > 0)
            #expect(layout.characterIndex(at: box.center) == i)
            #expect(layout.characterIndex(at: Point(x: box.minX + 0.1, y: box.minY + 0.1)) == i)
        }
    }

    @Test func emptySpaceBesideAShortCentredLineHitsNothing() throws {
        let layout = TextLayout("Hi", style: TextStyle(alignment: .center, maxWidth: 200))
        let first = try #require(layout.glyphBox(forCharacterAt: 0))
        let last = try #require(layout.glyphBox(forCharacterAt: 1))
        let y = first.midY
        #expect(layout.characterIndex(at: Point(x: 5, y: y)) == nil)
        #expect(layout.characterIndex(at: Point(x: first.minX - 1, y: y)) == nil)
        #expect(layout.characterIndex(at: Point(x: last.maxX + 1, y: y)) == nil)
        #expect(layout.characterIndex(at: Point(x: 195, y: y)) == nil)
        #expect(layout.characterIndex(at: Point(x: first.midX, y: y)) == 0)
        #expect(layout.characterIndex(at: Point(x: last.midX, y: y)) == 1)
        // Above and below the text.
        #expect(layout.characterIndex(at: Point(x: first.midX, y: -1)) == nil)
        #expect(layout.characterIndex(at: Point(x: first.midX, y: layout.size.height + 1)) == nil)
        #expect(layout.characterIndex(at: Point(x: .nan, y: y)) == nil)
    }

    @Test func theEndOfAShortLineAmongLongOnesHitsNothing() throws {
        let layout = TextLayout("A long first line\nend")
        let d = try #require(layout.glyphBox(forCharacterAt: 20))
        #expect(layout.characterIndex(at: d.center) == 20)
        #expect(layout.characterIndex(at: Point(x: d.maxX + 5, y: d.midY)) == nil)
    }

    @Test func unwrappedTextAlignedByBezelHitsTheSame() throws {
        // Pango is given no width here: Bezel moves the block, and hit testing follows.
        let layout = TextLayout("Right", style: TextStyle(alignment: .right, wrapping: .none, maxWidth: 150))
        let box = try #require(layout.glyphBox(forCharacterAt: 0))
        #expect(box.minX > 100)
        #expect(layout.characterIndex(at: box.center) == 0)
        #expect(layout.characterIndex(at: Point(x: 10, y: box.midY)) == nil)
    }

    @Test func caretOffsetsSnapToTheNearestEdge() throws {
        let layout = TextLayout("héllo")
        let e = try #require(layout.glyphBox(forCharacterAt: 1))
        #expect(layout.caretOffset(closestTo: Point(x: e.minX + 0.5, y: e.midY)) == 1)
        #expect(layout.caretOffset(closestTo: Point(x: e.maxX - 0.5, y: e.midY)) == 2)
        #expect(layout.caretOffset(closestTo: Point(x: -20, y: e.midY)) == 0)
        #expect(layout.caretOffset(closestTo: Point(x: 500, y: e.midY)) == 5)
    }

    @Test func ellipsizedTextHitsOnlyShownCharacters() throws {
        let text = "abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz"
        let layout = TextLayout(text, style: TextStyle(maxWidth: 80, ellipsis: .end))
        let first = try #require(layout.glyphBox(forCharacterAt: 0))
        #expect(layout.characterIndex(at: first.center) == 0)
        // Past the ellipsis there is nothing to hit.
        #expect(layout.characterIndex(at: Point(x: 85, y: first.midY)) == nil)
        let cut = TextLayout("one\ntwo\nthree", style: TextStyle(maxLines: 2, ellipsis: .end))
        let lastLine = try #require(cut.lineBoxes.last)
        // The "…" appended after "two" stands for the last character shown.
        #expect(cut.characterIndex(at: Point(x: lastLine.maxX - 1, y: lastLine.midY)) == 6)
    }
}
