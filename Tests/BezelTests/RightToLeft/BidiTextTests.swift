import BezelGraphics
import Testing
@testable import Bezel

/// Text whose direction is not the screen's: carets in Arabic text and links
/// inside mixed Arabic and English text.
@Suite struct BidiTextTests {
    @Test func theCaretInArabicTextRunsRightToLeft() throws {
        let window = Window(size: Size(width: 300, height: 60))
        window.traitOverrides = Traits(language: "ar")
        let field = TextField(text: "مرحبا", placeholder: "")
        field.frame = Rect(x: 10, y: 10, width: 280, height: 36)
        window.addSubview(field)
        try window.layout()
        field.isFocused = true
        field.caretOffset = nil   // at the end: after the last letter, the text's left end
        let end = try #require(field.caretFrame)
        field.caretOffset = 0     // before the first letter: the text's right end
        let start = try #require(field.caretFrame)
        #expect(start.midX > end.midX + 20, "start \(start), end \(end)")
        #expect(start.maxX > 250, "the first letter is at the right: \(start)")
    }

    @Test func aLinkInsideArabicTextIsFoundWhereItIsDrawn() throws {
        for language in ["en", "ar"] {
            let window = Window(size: Size(width: 320, height: 80))
            window.traitOverrides = Traits(language: language)
            let label = LinkLabel(runs: [.text("اقرأ "), .link("the terms", to: "app://terms"), .text(" ثم تابع")],
                                  frame: Rect(x: 0, y: 0, width: 320, height: 40))
            window.addSubview(label)
            try window.layout()
            let link = try #require(label.links.first)
            let boxes = label.boxes(for: link)
            #expect(!boxes.isEmpty)
            for box in boxes {
                #expect(label.link(at: box.center) == link, "\(language): \(box)")
            }
            // The Arabic words on both sides hit no link.
            let first = try #require(label.layout.glyphBox(forCharacterAt: 0))
            #expect(label.link(at: first.center) == nil)
            // An Arabic paragraph: its first word is at the right, the English link inside it.
            #expect(first.minX > (boxes.map(\.maxX).max() ?? 0), "\(language): \(first) vs \(boxes)")
        }
    }
}
