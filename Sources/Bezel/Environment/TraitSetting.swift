import BezelGraphics

/// One of the reader's settings (``Traits``), described once: its name in
/// scene and script files, studio messages, snapshot names and traces; the
/// words its values are written with; and how a word changes traits.
///
/// Files, schemas, `settings:` steps, state matrices and the studio are
/// made from ``all``, so a setting is described here and nowhere else.
///
/// ```swift
/// TraitSetting.textSize.change("AX3")       // TraitChange(textSize: .accessibilityExtraExtraExtraLarge)
/// TraitSetting.textSize.word(in: .default)  // "L"
/// ```
public struct TraitSetting: Sendable {
    /// The setting's name (`direction`, `textSize`, `language`).
    public let name: String
    /// What the setting is, one line (schemas, docs).
    public let summary: String
    /// What a value is, for messages: "a text size".
    public let noun: String
    /// The words its values are written with, in order, when they are a
    /// fixed list (nil: any well-formed language tag).
    public let words: [String]?
    /// Every spelling read as one of ``words`` (any letter case), for schemas.
    public let spellings: [String]?
    /// What a message says is expected.
    public let expected: String
    /// What a scene that leaves the setting out gets: a word, or how it is chosen.
    public let defaultDescription: String
    private let read: @Sendable (String) -> TraitChange?
    private let current: @Sendable (Traits) -> String
    private let changed: @Sendable (TraitChange) -> String?

    /// The change `word` names (nil when it names no value of this setting).
    public func change(_ word: String) -> TraitChange? { read(word) }

    /// This setting's word in `traits`.
    public func word(in traits: Traits) -> String { current(traits) }

    /// The word `change` sets this setting to, or nil when it leaves it as it is.
    public func word(in change: TraitChange) -> String? { changed(change) }

    /// Every setting, in the order files, names and traces list them.
    public static let all: [TraitSetting] = [direction, textSize, language]

    /// The setting called `name`, or nil.
    public static func named(_ name: String) -> TraitSetting? { all.first { $0.name == name } }

    /// The names of every setting.
    public static var names: [String] { all.map(\.name) }

    /// `direction`: `ltr` or `rtl` (UIKit's `UIUserInterfaceLayoutDirection`).
    public static let direction = TraitSetting(
        name: "direction", summary: "The layout direction: ltr or rtl.", noun: "a direction",
        words: LayoutDirection.allCases.map(\.rawValue),
        spellings: ["ltr", "rtl", "lefttoright", "righttoleft", "left-to-right", "right-to-left"],
        expected: "ltr or rtl", defaultDescription: "the language's own",
        read: { LayoutDirection(name: $0).map { TraitChange(direction: $0) } },
        current: { $0.layoutDirection.rawValue }, changed: { $0.direction?.rawValue })

    /// `textSize`: `XS` … `XXXL`, `AX1` … `AX5` (Dynamic Type's content size category).
    public static let textSize = TraitSetting(
        name: "textSize", summary: "The text size: XS … XXXL, AX1 … AX5.", noun: "a text size",
        words: ContentSizeCategory.allNames,
        spellings: Array(Set(ContentSizeCategory.allCases.flatMap { [$0.name, $0.caseName, $0.swiftUIName].map { $0.lowercased() } })).sorted(),
        expected: ContentSizeCategory.allNames.joined(separator: ", "), defaultDescription: Traits.default.contentSizeCategory.name,
        read: { ContentSizeCategory(name: $0).map { TraitChange(textSize: $0) } },
        current: { $0.contentSizeCategory.name }, changed: { $0.textSize?.name })

    /// `language`: a BCP 47 tag (`ja`, `zh-Hant`, `ar`) or a pseudo-locale (`en-XA`, `ar-XB`); its direction comes with it.
    public static let language = TraitSetting(
        name: "language",
        summary: "The language: a BCP 47 tag (en, ja, zh-Hant, ar) or a pseudo-locale (en-XA, ar-XB); its direction comes with it.",
        noun: "a language tag",
        words: nil, spellings: nil,
        expected: "a BCP 47 language tag such as en, ja, zh-Hant, ar, or a pseudo-locale: en-XA, ar-XB",
        defaultDescription: Traits.default.language,
        read: { LanguageTag.normalized($0).map { TraitChange(language: $0) } },
        current: { $0.language }, changed: { $0.language })
}

/// BCP 47 language tags as settings take them.
public enum LanguageTag {
    /// The longest tag read (tags in use are far shorter).
    public static let maximumLength = 64
    /// The tags' shape, for schemas (`_` is read as `-`).
    public static let pattern = "^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$"

    /// `text` when it is a well-formed tag (a language subtag of 2 to 8
    /// letters, then subtags of 1 to 8 letters or digits, joined by `-`;
    /// `_` is read as `-`), else nil.
    public static func normalized(_ text: String) -> String? {
        let tag = text.replacingOccurrences(of: "_", with: "-")
        guard !tag.isEmpty, tag.utf8.count <= maximumLength else { return nil }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        for part in parts.dropFirst() where !(1...8).contains(part.count) || !part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            return nil
        }
        return tag
    }
}
