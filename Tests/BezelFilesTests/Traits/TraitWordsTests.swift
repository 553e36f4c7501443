import Bezel
import BezelFileFixtures
@testable import BezelFiles
import BezelGraphics
import Testing

/// Scenes and scripts name the reader's settings: `direction`, `textSize`,
/// `language` at the top, and a script's `settings:` step.
@Suite struct TraitWordsTests {
    @Test func aSceneNamesItsDirectionTextSizeAndLanguage() throws {
        let document = try SceneTestSupport.document("""
            size: {width: 200, height: 100}
            direction: RTL
            textSize: ax3
            language: zh-Hant
            root: {type: label, text: Hi}
            """)
        #expect(document.traits == Traits(layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge,
                                          language: "zh-Hant"))
        let arabic = try SceneTestSupport.document("size: {width: 200, height: 100}\nlanguage: ar\nroot: {type: label, text: Hi}")
        #expect(arabic.traits.layoutDirection == .rightToLeft && arabic.direction == nil)
        let plain = try SceneTestSupport.document("size: {width: 200, height: 100}\nroot: {type: label, text: Hi}")
        #expect(plain.traits == .default)
    }

    @Test func badSettingsAreErrorsAtTheirPlace() {
        let errors = SceneTestSupport.errors("""
            size: {width: 200, height: 100}
            direction: sideways
            textSize: AX9
            language: "not a tag!"
            root: {type: label, text: Hi}
            """)
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["2:12", "3:11", "4:11"])
        #expect(errors.map(\.message) == ["'sideways' is not a direction", "'AX9' is not a text size",
                                          "'not a tag!' is not a language tag"])
        #expect(errors[1].suggestion == "AX5" || errors[1].suggestion == "AX1", "\(errors[1].suggestion ?? "-")")
    }

    @Test func languageTagsAreCheckedAndBounded() {
        for good in ["en", "ja", "zh-Hant", "zh_TW", "en-XA", "ar-XB", "sr-Latn-RS", "de-CH-1996"] {
            #expect(TraitWords.language(good) != nil, "\(good)")
        }
        for bad in ["", "e", "1a", "en-", "-en", "en--US", "en-toolongsubtag", "日本", String(repeating: "a-b", count: 40), "en US"] {
            #expect(TraitWords.language(bad) == nil, "\(bad)")
        }
        #expect(TraitWords.language("zh_TW") == "zh-TW")
    }
}
