import Testing
@testable import BezelGraphics

/// Converting between Swift character offsets and Pango's UTF-8 byte indices.
@Suite struct TextCharacterMapTests {
    @Test func nonASCIICharactersTakeSeveralBytes() {
        let map = CharacterByteMap("héllo → wörld")
        #expect(map.characterCount == 13)
        #expect(map.byteCount == 17)
        // h é l l o ␠ → ␠ w ö r l d
        #expect(map.starts == [0, 1, 3, 4, 5, 6, 7, 10, 11, 12, 14, 15, 16, 17])
        #expect(map.byteIndex(ofCharacter: 6) == 7)
        #expect(map.byteIndex(ofCharacter: 13) == 17)
        #expect(map.byteIndex(ofCharacter: 14) == nil)
        #expect(map.byteIndex(ofCharacter: -1) == nil)
    }

    @Test func aByteInsideACharacterMapsToThatCharacter() {
        let map = CharacterByteMap("héllo → wörld")
        #expect(map.characterOffset(ofByte: 1) == 1)
        #expect(map.characterOffset(ofByte: 2) == 1)  // second byte of "é"
        #expect(map.characterOffset(ofByte: 8) == 6)  // inside "→"
        #expect(map.characterOffset(ofByte: 9) == 6)
        #expect(map.characterOffset(ofByte: 10) == 7)
        #expect(map.characterOffset(ofByte: -3) == 0)
        #expect(map.characterOffset(ofByte: 17) == 13)
        #expect(map.characterOffset(ofByte: 99) == 13)
        for offset in 0...13 {
            #expect(map.characterOffset(ofByte: map.byteIndex(ofCharacter: offset) ?? -1) == offset)
        }
    }

    @Test func clustersAreSingleCharacters() {
        // "e" + U+0301, a flag (two regional indicators), a family emoji (ZWJ sequence).
        let text = "e\u{301}🇫🇷👨‍👩‍👧x"
        let map = CharacterByteMap(text)
        #expect(map.characterCount == 4)
        #expect(map.byteCount == text.utf8.count)
        #expect(map.characterOffset(ofByte: 2) == 0)
        #expect(map.characterOffset(ofByte: text.utf8.count - 1) == 3)
        #expect(CharacterByteMap("").characterCount == 0)
        #expect(CharacterByteMap("").characterOffset(ofByte: 0) == 0)
    }

    @Test func replacementsKeepTheCallersCharacterCount() {
        // With a line limit and an ellipsis, newlines go to Pango as U+2028 (3 bytes).
        let settings = PangoLayoutSettings(font: .default,
                                           style: TextStyle(maxWidth: 100, maxLines: 2, ellipsis: .end))
        #expect(settings.usesLineSeparators)
        let (text, map) = settings.pangoText(for: "a\r\nb\nc\u{0}\u{301}")
        #expect(text == "a\u{2028}b\u{2028}c\u{FFFD}\u{301}")
        // The caller's characters: a, CR LF, b, LF, c, NUL, U+0301 (a lone mark after a control).
        #expect(map.characterCount == "a\r\nb\nc\u{0}\u{301}".count)
        #expect(map.byteCount == text.utf8.count)
        #expect(map.byteIndex(ofCharacter: 2) == 4)
        let plain = PangoLayoutSettings(font: .default, style: TextStyle())
        #expect(!plain.usesLineSeparators)
        #expect(plain.pangoText(for: "a\nb").text == "a\nb")
    }
}
