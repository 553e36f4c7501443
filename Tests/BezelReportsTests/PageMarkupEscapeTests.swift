@testable import BezelReports
import Testing

/// `PageMarkup.escape` (here ScriptReport's) returns text without `&<>"'` as it is, and escapes
/// the rest as its character-by-character loop always has.
@Suite struct PageMarkupEscapeTests {
    /// The loop alone (what every text went through before the fast path).
    static func escapedByCharacters(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    @Test func everyShortMixOfPiecesIsEscapedAsBefore() {
        let pieces = ["a", " ", "&", "<", ">", "\"", "'", "é", "\u{301}", "😀", "日", "/"]
        var texts = [""]
        for _ in 0..<3 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
        for text in Set(texts) {
            #expect(ScriptReport.escape(text) == Self.escapedByCharacters(text), "\(text.debugDescription)")
        }
        #expect(ScriptReport.escape("tap #start at 3:4") == "tap #start at 3:4")
    }
}
