import BezelGraphics

/// The reader's settings a view tree is drawn for: the layout direction, the
/// text size and the language. UIKit's trait collection, reduced to what
/// changes pixels.
///
/// A ``Window`` has traits (``View/traitOverrides`` on the window, or on any
/// view for its subtree); every view reads the ones that reach it as
/// ``View/traitCollection``. Changing them lays the tree out again and
/// redraws it, as a user changing Settings would see.
///
/// ```swift
/// window.traitOverrides = Traits(language: "ar")             // right to left, Arabic
/// window.traitOverrides = Traits(contentSizeCategory: .accessibilityExtraLarge)
/// ```
public struct Traits: Hashable, Sendable, CustomStringConvertible {
    /// Which way the screen reads.
    public var layoutDirection: LayoutDirection
    /// How large text is drawn (fonts scale through `Font.scalesWith`).
    public var contentSizeCategory: ContentSizeCategory
    /// The language, a BCP 47 tag such as `en`, `ja`, `zh-Hant`, `ar`, or a
    /// pseudo-locale (`en-XA`, `ar-XB`, see ``PseudoLocale``). It goes to
    /// Pango for shaping, line breaking and the choice of Han forms.
    public var language: String

    /// Traits with a direction, a text size and a language (large, English by
    /// default). Without a direction, the language's own is taken: right to
    /// left for Arabic, Hebrew, Persian, Urdu and the other right-to-left
    /// languages and for the `ar-XB` pseudo-locale, else left to right.
    public init(layoutDirection: LayoutDirection? = nil, contentSizeCategory: ContentSizeCategory = .large,
                language: String = "en") {
        self.layoutDirection = layoutDirection ?? Traits.direction(ofLanguage: language)
        self.contentSizeCategory = contentSizeCategory
        self.language = language
    }

    /// Left to right, large text, English.
    public static let `default` = Traits()

    /// The pseudo-locale ``language`` names, if it names one.
    public var pseudoLocale: PseudoLocale? { PseudoLocale(tag: language) }

    /// The language text is shaped with: ``language``, or for a pseudo-locale
    /// the language of its characters (`en`).
    public var shapingLanguage: String { pseudoLocale == nil ? language : "en" }

    /// The languages written right to left, by their primary subtag.
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps",
                                                     "sd", "syr", "ug", "ur", "yi"]

    /// The direction `language` (a BCP 47 tag) is read in.
    public static func direction(ofLanguage language: String) -> LayoutDirection {
        if let pseudo = PseudoLocale(tag: language) { return pseudo.layoutDirection }
        let parts = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let primary = parts.first else { return .leftToRight }
        if parts.dropFirst().contains("arab") || parts.dropFirst().contains("hebr") { return .rightToLeft }
        if parts.dropFirst().contains("latn") || parts.dropFirst().contains("cyrl") { return .leftToRight }
        return rightToLeftLanguages.contains(String(primary)) ? .rightToLeft : .leftToRight
    }

    /// `ltr, L, en`: what a trace or a finding names the traits by.
    public var description: String { "\(layoutDirection), \(contentSizeCategory), \(language)" }
}
