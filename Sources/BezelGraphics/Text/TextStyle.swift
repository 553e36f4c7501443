/// The direction a paragraph of text runs in: its base direction, which
/// orders runs of mixed direction (see ``TextStyle/baseDirection``).
public enum TextDirection: Hashable, Sendable, CaseIterable {
    /// Left to right, as Latin, Cyrillic, Han.
    case leftToRight
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft
}

/// How a paragraph of text is shaped into lines: alignment, wrapping, a width
/// and line limit, truncation and line spacing.
///
/// The defaults lay text out on as many lines as its newlines make, left
/// aligned, never wrapped (there is no width to wrap at) and never truncated,
/// in English, left to right.
///
/// ```swift
/// var style = TextStyle(alignment: .center, maxWidth: 120)
/// style.maxLines = 2
/// style.ellipsis = .end
/// ```
///
/// See also: ``TextLayout``, ``Font``.
public struct TextStyle: Hashable, Sendable {
    /// Where each line sits between the left edge and ``TextStyle/maxWidth``.
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// Lines start at the left edge.
        case left
        /// Lines are centred in the width.
        case center
        /// Lines end at the right edge.
        case right
        /// Wrapped lines are stretched to fill the width; the last line of a
        /// paragraph follows the base direction, as UIKit's natural alignment
        /// does: left aligned with ``TextDirection/leftToRight``, right
        /// aligned with ``TextDirection/rightToLeft``. (With both ``TextStyle/maxLines`` and
        /// an ellipsis, Pango sees the text as one paragraph, so lines that
        /// end in a newline are stretched too.)
        case justified
    }

    /// Where a line that is too long for ``TextStyle/maxWidth`` may break.
    public enum Wrapping: Hashable, Sendable, CaseIterable {
        /// Between words only; a word longer than the width overflows it.
        case word
        /// Between any two characters (grapheme clusters are never split).
        case character
        /// Between words, and inside a word only when it alone is wider than the width.
        case wordOrCharacter
        /// Never: each paragraph is one line, which may be wider than
        /// ``TextStyle/maxWidth`` (use an ellipsis to keep it inside).
        case none
    }

    /// Where text that does not fit is cut and replaced by "…".
    public enum Ellipsis: Hashable, Sendable, CaseIterable {
        /// Never cut; text that does not fit overflows.
        case none
        /// Cut at the start: "…of the line".
        case start
        /// Cut in the middle: "The st…e line".
        case middle
        /// Cut at the end: "The start of…".
        case end
    }

    /// The distance between one line and the next.
    public enum LineSpacing: Hashable, Sendable {
        /// The font's own line height.
        case normal
        /// The font's line height times a factor: 1.5 leaves half a line between lines.
        case multiple(Double)
        /// The font's line height plus a number of points.
        case extra(Double)
    }

    /// Where each line sits in the width. The alignment is *physical*:
    /// ``Alignment/left`` puts lines against the left edge whatever the
    /// ``baseDirection`` (only the last line of ``Alignment/justified`` text
    /// follows the direction).
    public var alignment: Alignment
    /// Where long lines may break.
    public var wrapping: Wrapping
    /// The width, in points, that lines wrap at (or are cut at, with an
    /// ellipsis) and are aligned in; nil for no limit, in which case lines are
    /// aligned against the widest line. Values that are not finite and
    /// positive count as nil.
    public var maxWidth: Double?
    /// The most lines shown; nil or a value below 1 for no limit. Text past
    /// the last line is dropped, and with an ellipsis the last line shows "…".
    public var maxLines: Int?
    /// Where text that does not fit is cut. With an ellipsis and a
    /// ``maxWidth`` but no ``maxLines``, each paragraph is kept to one line,
    /// as a label does.
    public var ellipsis: Ellipsis
    /// The distance between lines.
    public var lineSpacing: LineSpacing
    /// The language of the text, as a BCP 47 tag such as "ja", "zh-Hans",
    /// "zh-TW", "ko", "ar" or "en-XA"; nil means "en". It steers shaping
    /// (regional glyph forms, such as the Japanese, Simplified and
    /// Traditional Chinese forms of the same Han character), line breaking,
    /// and which bundled font draws a script (see ``FontSystem``).
    ///
    /// Tags are read case-insensitively; Chinese is mapped to a region:
    /// "zh-Hans", "zh-CN", "zh-SG" and a bare "zh" draw Simplified forms,
    /// "zh-Hant" and "zh-TW" Traditional forms, "zh-HK", "zh-MO" and
    /// "zh-Hant-HK" Hong Kong forms. A tag that is not shaped like BCP 47
    /// (letters and digits in subtags of 1 to 8, split by "-" or "_", the
    /// first of 2 to 8 letters, 64 characters at most) counts as "en".
    /// Han text in a layout whose language is not Chinese, Japanese or
    /// Korean draws Japanese forms. Text of a script the language does not
    /// use (Latin in an Arabic layout) is shaped as that script's own
    /// language.
    public var language: String?
    /// The base direction of every paragraph: the order of runs of mixed
    /// direction ("abc עברית 123" reads differently with each base) and
    /// where the ellipsis and a justified last line go. It never changes
    /// what ``alignment`` means: ``Alignment/left`` stays the left edge.
    public var baseDirection: TextDirection

    /// A paragraph style; every parameter has a default.
    public init(alignment: Alignment = .left, wrapping: Wrapping = .word, maxWidth: Double? = nil,
                maxLines: Int? = nil, ellipsis: Ellipsis = .none, lineSpacing: LineSpacing = .normal,
                language: String? = nil, baseDirection: TextDirection = .leftToRight) {
        self.alignment = alignment
        self.wrapping = wrapping
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.ellipsis = ellipsis
        self.lineSpacing = lineSpacing
        self.language = language
        self.baseDirection = baseDirection
    }

    /// Left aligned, no width, no limit, no ellipsis.
    public static let `default` = TextStyle()

    /// A single line cut with "…" at the end when wider than `width`: a label.
    public static func singleLine(width: Double, alignment: Alignment = .left) -> TextStyle {
        TextStyle(alignment: alignment, wrapping: .none, maxWidth: width, maxLines: 1, ellipsis: .end)
    }

    /// ``maxWidth`` when it is usable (finite and positive), else nil.
    var effectiveMaxWidth: Double? {
        guard let maxWidth, maxWidth.isFinite, maxWidth > 0 else { return nil }
        return min(maxWidth, 1_000_000)
    }

    /// ``language`` as Pango and fontconfig name it (see ``TextStyle/pangoLanguage(for:)``).
    var effectiveLanguage: String { TextStyle.pangoLanguage(for: language) }

    /// A BCP 47 tag as Pango and fontconfig name languages: lowercase, "-"
    /// between subtags, Chinese as one of "zh-cn", "zh-tw", "zh-hk"; "en"
    /// for nil or a tag that is not shaped like BCP 47.
    static func pangoLanguage(for tag: String?) -> String {
        guard let tag, !tag.isEmpty, tag.utf8.count <= 64 else { return "en" }
        let subtags = tag.lowercased().split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
        }
        guard let primary = subtags.first, (2...8).contains(primary.utf8.count),
              primary.utf8.allSatisfy({ (0x61...0x7A).contains($0) }),
              subtags.allSatisfy({ (1...8).contains($0.utf8.count) && $0.utf8.allSatisfy(isAlphanumeric) })
        else { return "en" }
        guard primary == "zh" else { return subtags.joined(separator: "-") }
        let rest = Set(subtags.dropFirst().map(String.init))
        let hongKong = !rest.isDisjoint(with: ["hk", "mo"])
        if rest.contains("hans") { return "zh-cn" }
        if rest.contains("hant") { return hongKong ? "zh-hk" : "zh-tw" }
        if hongKong { return "zh-hk" }
        if rest.contains("tw") { return "zh-tw" }
        return "zh-cn"
    }

    /// ``maxLines`` when it is a limit (1 or more), else nil.
    var effectiveMaxLines: Int? {
        guard let maxLines, maxLines >= 1 else { return nil }
        return min(maxLines, 100_000)
    }
}
