import Foundation

/// The words Bezel's screen reader says around what a view gives it, in one
/// language: role words ("button"), states ("selected", "dimmed", "on"),
/// VoiceOver's default hints, the position of a segment ("1 of 3"), the
/// separator between words, and numbers and percentages in the language's
/// format (through Foundation's formatters, with the locale passed
/// explicitly: the host's locale and environment never change them).
///
/// One table a language, for every language Bezel ships fonts for: `en`,
/// `ja`, `zh-Hans`, `zh-Hant`, `ko`, `ar`, `he`, `th` and `hi`
/// (``shipped``). ``init(language:)`` takes a view's ``Traits/language``:
///
/// - a regional tag speaks its language (`ja-JP` Japanese, `ar-EG` Arabic);
///   Chinese is Traditional for `zh-Hant`, `zh-TW`, `zh-HK` and `zh-MO`,
///   else Simplified (`zh`, `zh-CN`, `zh-Hans`); `iw` is Hebrew;
/// - a pseudo-locale (`en-XA`, `ar-XB`, see ``PseudoLocale``) speaks plain
///   English words and English numbers: the titles it transforms are
///   already in the labels, and the screen reader's own words stay as they
///   are (as TalkBack's stay under Android's pseudo-locales);
/// - any other language speaks English words, with numbers and percentages
///   still in its own format (`fr` and `de` say "50 %", with a no-break space).
///
/// **Sources.** English follows VoiceOver as cashapp/AccessibilitySnapshot
/// models it (`Localizable.strings`: "Switch Button.", "Dimmed.", "Double
/// tap to toggle setting.", "Swipe up or down with one finger to adjust the
/// value.", "Double tap to edit.", "Is editing."), a slider as D. Rönnqvist
/// heard it ("50%. Adjustable. Swipe up or down with one finger to adjust
/// the value.", ronnqvi.st, "Accessible Sliders and Adjustable Controls") and
/// an editing field as kickstarter/ios-oss#545 quotes it ("New Email - text
/// field - is editing - some text - character mode - insertion point at
/// end"). Japanese "ボタン" and "選択中" are quoted from VoiceOver's speech in
/// Mynavi News (2025: "選択中のボイスオーバー、ボタン"), "テキストフィールド",
/// "先頭に挿入ポイント" and "末尾に挿入ポイント" from the PASOVO VoiceOver
/// course (sites.google.com/view/pasovo-voiceover); Korean "버튼" and the
/// ", " between words from Toss's accessibility log (toss.tech, "쌓인 이자
/// 2,253원, 5,931,424원, 버튼"), and the "…려면 이중 탭하십시오." form of its
/// hints from NULI (nuli.navercorp.com, "열려면 이중 탭 하십시오."). The
/// other words are careful standard translations, Bezel's own, in the terms
/// Apple's user guides use in each language (連按兩次 / 點兩下 for a
/// double tap, for example); the separators other than English's and
/// Korean's are Bezel's choice (each language's own list comma; a space in
/// Thai, which writes no commas).
///
/// ```swift
/// let words = VoiceOverVocabulary(language: "ja-JP")
/// words.button                  // "ボタン"
/// words.percent(50)             // "50%"
/// words.position(1, of: 3)      // "3個中1個目"
/// VoiceOverVocabulary(language: "fr").percent(50)   // "50 %"
/// ```
///
/// See also: ``AccessibilityElement/announcement``, ``AccessibilityTraits/spokenWords(in:)``,
/// ``AccessibilityDefaults``.
public struct VoiceOverVocabulary: Hashable, Sendable {
    /// The language whose words these are: one of the ``shipped`` languages' tags.
    public let language: String
    /// The locale numbers and percentages are formatted in (the traits'
    /// language as given, `en` for a pseudo-locale).
    public private(set) var numberLocale: String

    /// A button's role ("button").
    public let button: String
    /// A switch's role ("switch button").
    public let switchButton: String
    /// A navigation bar's back button's role ("back button").
    public let backButton: String
    /// A link's role ("link").
    public let link: String
    /// A heading's role ("heading").
    public let heading: String
    /// A search field's role ("search field").
    public let searchField: String
    /// A text field's role ("text field").
    public let textField: String
    /// An image's role ("image").
    public let image: String
    /// An adjustable element's role ("adjustable").
    public let adjustable: String
    /// Said first for a selected element ("Selected"), and alone when an
    /// element becomes selected (``selectedChange``).
    public let selected: String
    /// Said when an activation selects the element ("selected").
    public let selectedChange: String
    /// A control that is not enabled ("dimmed").
    public let dimmed: String
    /// A switch that is on ("on").
    public let on: String
    /// A switch that is off ("off").
    public let off: String
    /// A text field with the keyboard ("is editing").
    public let isEditing: String
    /// An editing field's caret before its text ("insertion point at start").
    public let insertionPointAtStart: String
    /// An editing field's caret after its text, or in an empty field ("insertion point at end").
    public let insertionPointAtEnd: String
    /// A progress view's label ("Progress").
    public let progress: String
    /// A switch's default hint ("Double tap to toggle setting.").
    public let toggleHint: String
    /// An adjustable element's default hint ("Swipe up or down with one finger to adjust the value.").
    public let adjustableHint: String
    /// A text field's default hint, when it is not editing ("Double tap to edit.").
    public let editHint: String
    /// What goes between the words of an announcement (", ").
    public let separator: String
    /// The position of an element among its siblings, with `{index}` and
    /// `{count}` for the numbers ("{index} of {count}").
    public let positionFormat: String

    /// The words for `language`, a BCP 47 tag (a view's ``Traits/language``):
    /// its language's table, English for a pseudo-locale or a language Bezel
    /// has no table for; numbers in `language`'s own format (English's for a
    /// pseudo-locale).
    public init(language: String) {
        self = Self.table(for: language)
        let pseudo = PseudoLocale(tag: language) != nil
        let tag = language.replacingOccurrences(of: "_", with: "-")
        self.numberLocale = pseudo || tag.isEmpty ? "en" : tag
    }

    /// The languages with words of their own, in the order of the list of shipped fonts.
    public static let shippedLanguages = ["en", "ja", "zh-Hans", "zh-Hant", "ko", "ar", "he", "th", "hi"]

    /// One vocabulary per shipped language, in ``shippedLanguages`` order.
    public static var shipped: [VoiceOverVocabulary] { shippedLanguages.map { VoiceOverVocabulary(language: $0) } }

    /// The shipped language `tag` speaks in: its primary language when it
    /// has a table (Chinese by script or region), else `en`; `en` for a pseudo-locale.
    public static func spokenLanguage(of tag: String) -> String {
        if PseudoLocale(tag: tag) != nil { return "en" }
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = parts.first else { return "en" }
        switch primary {
        case "zh":
            let rest = Set(parts.dropFirst())
            if rest.contains("hant") || !rest.isDisjoint(with: ["tw", "hk", "mo"]) && !rest.contains("hans") { return "zh-Hant" }
            return "zh-Hans"
        case "iw": return "he"
        case "ja", "ko", "ar", "he", "th", "hi", "en": return primary
        default: return "en"
        }
    }

    // MARK: Saying things

    /// `words` joined by ``separator``, empty words left out.
    public func join(_ words: [String]) -> String {
        words.filter { !$0.isEmpty }.joined(separator: separator)
    }

    /// `value` as a whole percentage in the language's format: "50%" in
    /// English and Japanese, "50 %" (a no-break space) in French and German,
    /// and in Arabic with the left-to-right marks Foundation puts around the sign.
    public func percent(_ value: Int) -> String {
        value.formatted(.percent.locale(Locale(identifier: numberLocale)))
    }

    /// `value` in the language's number format ("1,234"; "1.234" in German).
    public func number(_ value: Int) -> String {
        value.formatted(.number.locale(Locale(identifier: numberLocale)))
    }

    /// The position of the element `index` (from 1) among `count` ("1 of 3").
    public func position(_ index: Int, of count: Int) -> String {
        positionFormat.replacingOccurrences(of: "{index}", with: number(index))
            .replacingOccurrences(of: "{count}", with: number(count))
    }

    // MARK: The tables

    private init(language: String, button: String, switchButton: String, backButton: String, link: String, heading: String,
                 searchField: String, textField: String, image: String, adjustable: String, selected: String,
                 selectedChange: String, dimmed: String, on: String, off: String, isEditing: String,
                 insertionPointAtStart: String, insertionPointAtEnd: String, progress: String, toggleHint: String,
                 adjustableHint: String, editHint: String, separator: String, positionFormat: String) {
        self.language = language
        self.numberLocale = language
        self.button = button
        self.switchButton = switchButton
        self.backButton = backButton
        self.link = link
        self.heading = heading
        self.searchField = searchField
        self.textField = textField
        self.image = image
        self.adjustable = adjustable
        self.selected = selected
        self.selectedChange = selectedChange
        self.dimmed = dimmed
        self.on = on
        self.off = off
        self.isEditing = isEditing
        self.insertionPointAtStart = insertionPointAtStart
        self.insertionPointAtEnd = insertionPointAtEnd
        self.progress = progress
        self.toggleHint = toggleHint
        self.adjustableHint = adjustableHint
        self.editHint = editHint
        self.separator = separator
        self.positionFormat = positionFormat
    }

    private static func table(for tag: String) -> VoiceOverVocabulary {
        switch spokenLanguage(of: tag) {
        case "ja": return japanese
        case "zh-Hans": return simplifiedChinese
        case "zh-Hant": return traditionalChinese
        case "ko": return korean
        case "ar": return arabic
        case "he": return hebrew
        case "th": return thai
        case "hi": return hindi
        default: return english
        }
    }

    private static let english = VoiceOverVocabulary(
        language: "en", button: "button", switchButton: "switch button", backButton: "back button", link: "link",
        heading: "heading", searchField: "search field", textField: "text field", image: "image", adjustable: "adjustable",
        selected: "Selected", selectedChange: "selected", dimmed: "dimmed", on: "on", off: "off", isEditing: "is editing",
        insertionPointAtStart: "insertion point at start", insertionPointAtEnd: "insertion point at end", progress: "Progress",
        toggleHint: "Double tap to toggle setting.", adjustableHint: "Swipe up or down with one finger to adjust the value.",
        editHint: "Double tap to edit.", separator: ", ", positionFormat: "{index} of {count}")

    private static let japanese = VoiceOverVocabulary(
        language: "ja", button: "ボタン", switchButton: "スイッチボタン", backButton: "戻るボタン", link: "リンク",
        heading: "見出し", searchField: "検索フィールド", textField: "テキストフィールド", image: "イメージ", adjustable: "調整可能",
        selected: "選択中", selectedChange: "選択中", dimmed: "淡色表示", on: "オン", off: "オフ", isEditing: "編集中",
        insertionPointAtStart: "先頭に挿入ポイント", insertionPointAtEnd: "末尾に挿入ポイント", progress: "進行状況",
        toggleHint: "ダブルタップで設定を切り替えます。", adjustableHint: "1本指で上下にスワイプして値を調整します。",
        editHint: "ダブルタップで編集します。", separator: "、", positionFormat: "{count}個中{index}個目")

    private static let simplifiedChinese = VoiceOverVocabulary(
        language: "zh-Hans", button: "按钮", switchButton: "开关按钮", backButton: "返回按钮", link: "链接",
        heading: "标题", searchField: "搜索栏", textField: "文本栏", image: "图像", adjustable: "可调整",
        selected: "已选中", selectedChange: "已选中", dimmed: "变暗", on: "开启", off: "关闭", isEditing: "正在编辑",
        insertionPointAtStart: "插入点位于开头", insertionPointAtEnd: "插入点位于末尾", progress: "进度",
        toggleHint: "连按两次以切换设置。", adjustableHint: "用一个手指向上或向下轻扫以调整值。",
        editHint: "连按两次以编辑。", separator: "，", positionFormat: "第{index}项，共{count}项")

    private static let traditionalChinese = VoiceOverVocabulary(
        language: "zh-Hant", button: "按鈕", switchButton: "切換按鈕", backButton: "返回按鈕", link: "連結",
        heading: "標題", searchField: "搜尋欄位", textField: "文字欄位", image: "影像", adjustable: "可調整",
        selected: "已選取", selectedChange: "已選取", dimmed: "暗化", on: "開啟", off: "關閉", isEditing: "正在編輯",
        insertionPointAtStart: "插入點在開頭", insertionPointAtEnd: "插入點在結尾", progress: "進度",
        toggleHint: "點兩下來切換設定。", adjustableHint: "用一指向上或向下滑動來調整數值。",
        editHint: "點兩下來編輯。", separator: "，", positionFormat: "第{index}項，共{count}項")

    private static let korean = VoiceOverVocabulary(
        language: "ko", button: "버튼", switchButton: "스위치 버튼", backButton: "뒤로 버튼", link: "링크",
        heading: "머리말", searchField: "검색 필드", textField: "텍스트 필드", image: "이미지", adjustable: "조절 가능",
        selected: "선택됨", selectedChange: "선택됨", dimmed: "흐리게 표시됨", on: "켬", off: "끔", isEditing: "편집 중",
        insertionPointAtStart: "삽입점이 처음에 있음", insertionPointAtEnd: "삽입점이 끝에 있음", progress: "진행률",
        toggleHint: "설정을 전환하려면 이중 탭하십시오.", adjustableHint: "값을 조절하려면 한 손가락으로 위나 아래로 쓸어넘기십시오.",
        editHint: "편집하려면 이중 탭하십시오.", separator: ", ", positionFormat: "{count}개 중 {index}번째")

    private static let arabic = VoiceOverVocabulary(
        language: "ar", button: "زر", switchButton: "زر تبديل", backButton: "زر الرجوع", link: "رابط",
        heading: "عنوان", searchField: "حقل البحث", textField: "حقل نص", image: "صورة", adjustable: "قابل للتعديل",
        selected: "محدد", selectedChange: "محدد", dimmed: "معتم", on: "تشغيل", off: "إيقاف", isEditing: "قيد التحرير",
        insertionPointAtStart: "نقطة الإدراج في البداية", insertionPointAtEnd: "نقطة الإدراج في النهاية", progress: "التقدم",
        toggleHint: "اضغط مرتين لتبديل الإعداد.", adjustableHint: "اسحب لأعلى أو لأسفل بإصبع واحدة لضبط القيمة.",
        editHint: "اضغط مرتين للتحرير.", separator: "، ", positionFormat: "{index} من {count}")

    private static let hebrew = VoiceOverVocabulary(
        language: "he", button: "כפתור", switchButton: "כפתור מתג", backButton: "כפתור חזרה", link: "קישור",
        heading: "כותרת", searchField: "שדה חיפוש", textField: "שדה טקסט", image: "תמונה", adjustable: "ניתן לכוונון",
        selected: "נבחר", selectedChange: "נבחר", dimmed: "מעומעם", on: "פועל", off: "כבוי", isEditing: "בעריכה",
        insertionPointAtStart: "נקודת הכנסה בהתחלה", insertionPointAtEnd: "נקודת הכנסה בסוף", progress: "התקדמות",
        toggleHint: "הקש פעמיים כדי לשנות את ההגדרה.", adjustableHint: "החלק למעלה או למטה באצבע אחת כדי לכוונן את הערך.",
        editHint: "הקש פעמיים כדי לערוך.", separator: ", ", positionFormat: "{index} מתוך {count}")

    private static let thai = VoiceOverVocabulary(
        language: "th", button: "ปุ่ม", switchButton: "ปุ่มสวิตช์", backButton: "ปุ่มย้อนกลับ", link: "ลิงก์",
        heading: "หัวเรื่อง", searchField: "ช่องค้นหา", textField: "ช่องข้อความ", image: "ภาพ", adjustable: "ปรับได้",
        selected: "ที่เลือก", selectedChange: "ที่เลือก", dimmed: "หรี่", on: "เปิด", off: "ปิด", isEditing: "กำลังแก้ไข",
        insertionPointAtStart: "จุดแทรกอยู่ที่ต้น", insertionPointAtEnd: "จุดแทรกอยู่ที่ท้าย", progress: "ความคืบหน้า",
        toggleHint: "แตะสองครั้งเพื่อสลับการตั้งค่า", adjustableHint: "ปัดขึ้นหรือลงด้วยนิ้วเดียวเพื่อปรับค่า",
        editHint: "แตะสองครั้งเพื่อแก้ไข", separator: " ", positionFormat: "{index} จาก {count}")

    private static let hindi = VoiceOverVocabulary(
        language: "hi", button: "बटन", switchButton: "स्विच बटन", backButton: "वापस जाएँ बटन", link: "लिंक",
        heading: "शीर्षक", searchField: "खोज फ़ील्ड", textField: "टेक्स्ट फ़ील्ड", image: "चित्र", adjustable: "समायोज्य",
        selected: "चयनित", selectedChange: "चयनित", dimmed: "मंद", on: "चालू", off: "बंद", isEditing: "संपादन जारी है",
        insertionPointAtStart: "सम्मिलन बिंदु शुरुआत में", insertionPointAtEnd: "सम्मिलन बिंदु अंत में", progress: "प्रगति",
        toggleHint: "सेटिंग बदलने के लिए डबल टैप करें।", adjustableHint: "मान समायोजित करने के लिए एक उँगली से ऊपर या नीचे स्वाइप करें।",
        editHint: "संपादित करने के लिए डबल टैप करें।", separator: ", ", positionFormat: "{count} में से {index}")
}
