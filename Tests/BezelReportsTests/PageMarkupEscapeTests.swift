@testable import BezelReports
import Testing

/// `PageMarkup.escape` (here ScriptReport's) returns text without `&<>"'` as it is, and escapes
/// the rest as its character-by-character loop always has.
@Suite struct PageMarkupEscapeTests {
    @Test func everyShortMixOfPiecesIsEscapedAsBefore() {
        let pieces = ["a", " ", "&", "<", ">", "\"", "'", "é", "\u{301}", "😀", "日", "/"]
        var texts = [""]
        for _ in 0..<3 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
        for text in Set(texts) {
            #expect(ScriptReport.escape(text) == ScriptReport.escapeEachCharacter(text), "\(text.debugDescription)")
        }
        #expect(ScriptReport.escape("tap #start at 3:4") == "tap #start at 3:4")
    }
}
