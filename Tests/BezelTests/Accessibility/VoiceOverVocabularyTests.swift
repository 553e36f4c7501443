import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

/// VoiceOver's words in the environment's language: every shipped language
/// has every word, in its own script; numbers and percentages come from
/// Foundation with the locale given; hints can be turned off; the legend of
/// an accessibility image reads in the language's direction.
@Suite struct VoiceOverVocabularyTests {
    /// Every word of a vocabulary, by name.
    private static func words(_ v: VoiceOverVocabulary) -> [(String, String)] {
        [("button", v.button), ("switchButton", v.switchButton), ("backButton", v.backButton), ("link", v.link),
         ("heading", v.heading), ("searchField", v.searchField), ("textField", v.textField), ("image", v.image),
         ("adjustable", v.adjustable), ("selected", v.selected), ("selectedChange", v.selectedChange),
         ("dimmed", v.dimmed), ("on", v.on), ("off", v.off), ("isEditing", v.isEditing),
         ("insertionPointAtStart", v.insertionPointAtStart), ("insertionPointAtEnd", v.insertionPointAtEnd),
         ("progress", v.progress), ("toggleHint", v.toggleHint), ("adjustableHint", v.adjustableHint),
         ("editHint", v.editHint), ("position", v.position(1, of: 3)), ("percent", v.percent(50))]
    }

    @Test(arguments: VoiceOverVocabulary.shippedLanguages)
    func everyShippedLanguageHasEveryWordInItsOwnScript(language: String) {
        let vocabulary = VoiceOverVocabulary(language: language)
        let english = VoiceOverVocabulary(language: "en")
        #expect(vocabulary.language == language)
        for ((name, word), (_, englishWord)) in zip(Self.words(vocabulary), Self.words(english)) {
            #expect(!word.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(name)")
            guard language != "en", name != "percent" else { continue }
            #expect(word != englishWord, "\(language) \(name) is the English word")
            #expect(!word.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) },
                    "\(language) \(name): \(word) has Latin letters")
        }
        #expect(!vocabulary.separator.isEmpty)
        #expect(vocabulary.position(2, of: 5).contains("2") && vocabulary.position(2, of: 5).contains("5"))
    }

    @Test(arguments: VoiceOverVocabulary.shippedLanguages)
    func theShippedFontsDrawEveryWord(language: String) {
        let vocabulary = VoiceOverVocabulary(language: language)
        for (name, word) in Self.words(vocabulary) {
            let layout = TextLayout(word, font: .system(size: 13), style: TextStyle(language: language))
            #expect(layout.missingCharacters.isEmpty, "\(language) \(name): \(word)")
        }
    }

    @Test func englishIsVoiceOversWording() {
        let en = VoiceOverVocabulary(language: "en")
        #expect(en.toggleHint == "Double tap to toggle setting.")
        #expect(en.adjustableHint == "Swipe up or down with one finger to adjust the value.")
        #expect(en.editHint == "Double tap to edit.")
        #expect(en.position(1, of: 3) == "1 of 3")
        #expect(en.percent(50) == "50%")
        #expect(en.join(["Alarm", "switch button", "on"]) == "Alarm, switch button, on")
    }

    @Test func percentagesAndNumbersAreTheLanguagesFormat() {
        #expect(VoiceOverVocabulary(language: "en").percent(50) == "50%")
        #expect(VoiceOverVocabulary(language: "ja").percent(50) == "50%")
        #expect(VoiceOverVocabulary(language: "fr").percent(50) == "50\u{A0}%")
        #expect(VoiceOverVocabulary(language: "de").percent(50) == "50\u{A0}%")
        #expect(VoiceOverVocabulary(language: "ar").percent(50) == "50\u{200E}%\u{200E}")
        #expect(VoiceOverVocabulary(language: "de").number(1234) == "1.234")
        #expect(VoiceOverVocabulary(language: "en").number(1234) == "1,234")
        #expect(VoiceOverVocabulary(language: "en-XA").percent(50) == "50%", "a pseudo-locale's numbers are English")
        #expect(VoiceOverVocabulary(language: "ar-XB").percent(50) == "50%")
    }

    @Test func regionalTagsSpeakTheirLanguageAndOthersEnglish() {
        #expect(VoiceOverVocabulary(language: "ja-JP").language == "ja")
        #expect(VoiceOverVocabulary(language: "zh-TW").language == "zh-Hant")
        #expect(VoiceOverVocabulary(language: "zh-HK").language == "zh-Hant")
        #expect(VoiceOverVocabulary(language: "zh-Hant-TW").language == "zh-Hant")
        #expect(VoiceOverVocabulary(language: "zh-CN").language == "zh-Hans")
        #expect(VoiceOverVocabulary(language: "zh").language == "zh-Hans")
        #expect(VoiceOverVocabulary(language: "zh_Hans_SG").language == "zh-Hans")
        #expect(VoiceOverVocabulary(language: "ar-EG").language == "ar")
        #expect(VoiceOverVocabulary(language: "iw").language == "he")
        #expect(VoiceOverVocabulary(language: "fr-CA").language == "en")
        #expect(VoiceOverVocabulary(language: "fr-CA").percent(50) == "50\u{A0}%", "English words, its own numbers")
        #expect(VoiceOverVocabulary(language: "en-XA").language == "en")
        #expect(VoiceOverVocabulary(language: "ar-XB").language == "en")
        #expect(VoiceOverVocabulary(language: "").language == "en")
    }

    // MARK: What the reader says

    /// The titles of ``screen(_:titles:)``: alarm, seconds, three segments, placeholder, button.
    private static let englishTitles = ["Alarm", "Seconds", "Day", "Week", "Month", "Name", "Start"]

    /// A settings screen: a switch, a slider, segments, a text field and a
    /// button, in `language`, titled `titles` (``englishTitles`` by default).
    private func screen(_ language: String, titles: [String] = englishTitles) throws -> Window {
        let window = Window(size: Size(width: 320, height: 300))
        window.traitOverrides = Traits(language: language)
        let alarm = Switch(isOn: false).id("alarm")
        alarm.accessibility.label = titles[0]
        let seconds = Slider(value: 0.5).id("seconds")
        seconds.accessibility.label = titles[1]
        let stack = VStack(spacing: 12, alignment: .fill) {
            alarm
            seconds
            SegmentedControl(titles: Array(titles[2...4]), selectedSegmentIndex: 0).id("period")
            TextField(placeholder: titles[5]).id("name")
            Button(title: titles[6]).id("start")
        }.padding(16)
        window.addSubview(stack)
        stack.frame = Rect(size: window.frame.size)
        try window.layout()
        return window
    }

    /// The accessibility image of the settings screen in Arabic and in
    /// Japanese, titled in the language: `Snapshots/Accessibility/voiceover-settings.language=….accessibility@2x.png`.
    @Test(arguments: [("ar", ["المنبّه", "الثواني", "يوم", "أسبوع", "شهر", "الاسم", "ابدأ"]),
                      ("ja", ["アラーム", "秒", "日", "週", "月", "名前", "開始"])])
    func theAccessibilityImageInArabicAndJapanese(language: String, titles: [String]) throws {
        let window = try screen(language, titles: titles)
        let layout = AccessibilityImageLayout(view: window)
        for row in layout.rows {
            #expect(row.announcement.layout.missingCharacters.isEmpty, "\(row.element.announcement)")
            #expect(row.hint.map { $0.layout.missingCharacters.isEmpty } ?? true)
        }
        assertSnapshot(of: window as View, as: .accessibilityImage(scale: 2),
                       named: "voiceover-settings.language=\(language).accessibility@2x", suite: "Accessibility")
    }

    @Test func japaneseAnnouncements() throws {
        let said = try screen("ja").accessibilityElements().map(\.announcement)
        #expect(said == ["Alarm、スイッチボタン、オフ", "Seconds、50%、調整可能", "選択中、Day、ボタン、3個中1個目",
                         "Week、ボタン、3個中2個目", "Month、ボタン、3個中3個目", "Name、テキストフィールド", "Start、ボタン"])
    }

    @Test func arabicAnnouncements() throws {
        let elements = try screen("ar").accessibilityElements()
        #expect(elements.map(\.announcement) == [
            "Alarm، زر تبديل، إيقاف", "Seconds، 50\u{200E}%\u{200E}، قابل للتعديل", "محدد، Day، زر، 1 من 3",
            "Week، زر، 2 من 3", "Month، زر، 3 من 3", "Name، حقل نص", "Start، زر",
        ])
        #expect(elements.map(\.hint) == ["اضغط مرتين لتبديل الإعداد.", "اسحب لأعلى أو لأسفل بإصبع واحدة لضبط القيمة.",
                                         nil, nil, nil, "اضغط مرتين للتحرير.", nil])
    }

    @Test func anotherLanguageSpeaksEnglishWordsWithItsOwnPercent() throws {
        #expect(try screen("de").accessibilityElements().map(\.announcement)[1] == "Seconds, 50\u{A0}%, adjustable")
        #expect(try screen("en").accessibilityElements().map(\.announcement)[1] == "Seconds, 50%, adjustable")
    }

    @Test func hintsAreSpokenByDefaultAndCanBeTurnedOff() throws {
        let window = try screen("en")
        let reader = ScreenReader(window: window)
        #expect(reader.speaksHints)
        #expect(try reader.perform(.first).map(\.description) == ["\"Alarm, switch button, off\" hint \"Double tap to toggle setting.\""])
        let quiet = ScreenReader(window: window, speaksHints: false)
        #expect(try quiet.perform(.first).map(\.description) == ["\"Alarm, switch button, off\""])
        #expect(try quiet.perform(.next).map(\.description) == ["\"Seconds, 50%, adjustable\""])
        try #require(window.view(withIdentifier: "alarm")).accessibility.hint = "Rings at the end"
        #expect(try reader.perform(.first).map(\.description) == ["\"Alarm, switch button, off\" hint \"Rings at the end\""],
                "the view's own hint replaces the default")
        #expect(try quiet.perform(.first).map(\.description) == ["\"Alarm, switch button, off\""], "off means no hint at all")
    }

    @Test func activatingAStateSaysItInTheLanguage() throws {
        let reader = ScreenReader(window: try screen("ja"))
        try reader.perform(.first)
        #expect(try reader.perform(.activate).map(\.description) == ["\"オン\""])
        try reader.perform(.focus(.id("period")))
        try reader.perform(.next)
        #expect(try reader.perform(.activate).map(\.description) == ["\"選択中\""])
    }

    @Test func activatingATextFieldSaysWhereTheInsertionPointIs() throws {
        let reader = ScreenReader(window: try screen("en"))
        #expect(try reader.perform(.focus(.id("name"))).map(\.description) == ["\"Name, text field\" hint \"Double tap to edit.\""])
        #expect(try reader.perform(.activate).map(\.description) == ["\"insertion point at end\""])
        #expect(try reader.perform(.focus(.id("name"))).map(\.description) == ["\"text field, is editing, Name, insertion point at end\""])
    }

    // MARK: The legend

    @Test(arguments: ["ar", "he"]) func aRightToLeftLanguagesLegendIsRightAligned(language: String) throws {
        let window = try screen(language)
        let layout = AccessibilityImageLayout(view: window)
        let padding = AccessibilityImageLayout.padding
        for row in layout.rows {
            #expect(row.swatch.maxX == layout.legendFrame.maxX - padding, "the badge is at the right of the legend")
            #expect(row.announcement.layout.style.alignment == .right)
            #expect(row.announcement.layout.style.baseDirection == .rightToLeft, "even for a label in Latin letters")
            #expect(row.announcement.origin.x + (row.announcement.layout.style.maxWidth ?? 0) < row.swatch.minX)
        }
    }

    @Test(arguments: ["en", "ja", "ar-XB"]) func aLeftToRightLanguagesLegendHasItsBadgesOnTheLeft(language: String) throws {
        let layout = AccessibilityImageLayout(view: try screen(language))
        for row in layout.rows {
            #expect(row.swatch.minX == layout.legendFrame.minX + AccessibilityImageLayout.padding)
            #expect(row.announcement.origin.x > row.swatch.maxX)
        }
    }
}
