import BezelTestImages
@testable import BezelReplay
import Foundation
import Testing

/// The UTF-8 escaper of `trace.jsonl` strings writes what `JSONEncoder`
/// writes, and what the escaper it replaced (which read characters) wrote.
@Suite struct JSONStringEscapingTests {
    /// Characters a trace's text may hold: control characters, quotes,
    /// backslashes, slashes, text outside ASCII, emoji with modifiers and
    /// joiners, and combining marks (one after a quote makes one `Character`).
    static let pieces: [String] = ["a", "Z", "0", " ", "/", "\"", "\\", "\u{7F}", "é", "e\u{301}", "\u{301}", "日本",
                                   "😀", "👍🏽", "👩‍👩‍👧", "\u{2028}", "→", "\n", "\t", "\u{0}", "\u{1}", "\u{1F}", "\r\n"]

    static func randomText(using generator: inout SplitMix) -> String {
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    /// The inside of the string `JSONEncoder` writes for `text`.
    static func encoderEscaped(_ text: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // ["…"], less its brackets and quotes (bytes: a combining mark at the start joins the quote's `Character`).
        return String(decoding: try encoder.encode([text]).dropFirst(2).dropLast(2), as: UTF8.self)
    }

    /// The escaper this one replaced, character by character.
    static func characterEscaped(_ text: String) -> String? {
        if text.unicodeScalars.contains(where: { $0.value < 0x20 }) { return nil }
        var escaped = ""
        for character in text {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    @Test func randomTextIsEscapedAsJSONEncoderEscapesItOrLeftToIt() throws {
        var generator = SplitMix(seed: 27)
        var written = 0, declined = 0
        for _ in 0..<5_000 {
            let text = Self.randomText(using: &generator)
            let hasControl = text.unicodeScalars.contains { $0.value < 0x20 }
            guard let escaped = JSONStringEscaping.escaped(text) else {
                #expect(hasControl, "\(text.debugDescription) declined")
                declined += 1
                continue
            }
            written += 1
            #expect(!hasControl)
            #expect(escaped == (try Self.encoderEscaped(text)), "\(text.debugDescription)")
            // The old escaper agrees except on a quote or backslash with a
            // combining mark after it, which it left unescaped (invalid JSON).
            let combinedQuote = text.contains { $0.unicodeScalars.count > 1 && ["\"", "\\"].contains($0.unicodeScalars.first) }
            if !combinedQuote { #expect(escaped == Self.characterEscaped(text), "\(text.debugDescription)") }
        }
        #expect(written > 1_000 && declined > 1_000)
    }

    @Test func aQuoteWithACombiningMarkIsEscaped() throws {
        #expect(JSONStringEscaping.escaped("say \"\u{301}hi\\\u{301}") == "say \\\"\u{301}hi\\\\\u{301}")
        #expect(JSONStringEscaping.escaped("\"\u{301}") == (try Self.encoderEscaped("\"\u{301}")))
    }
}
