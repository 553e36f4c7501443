/// How a paragraph of text is shaped into lines: alignment, wrapping, a width
/// and line limit, truncation and line spacing.
///
/// The defaults lay text out on as many lines as its newlines make, left
/// aligned, never wrapped (there is no width to wrap at) and never truncated.
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
        /// paragraph stays left aligned. (With both ``TextStyle/maxLines`` and
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

    /// Where each line sits in the width.
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

    /// A paragraph style; every parameter has a default.
    public init(alignment: Alignment = .left, wrapping: Wrapping = .word, maxWidth: Double? = nil,
                maxLines: Int? = nil, ellipsis: Ellipsis = .none, lineSpacing: LineSpacing = .normal) {
        self.alignment = alignment
        self.wrapping = wrapping
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.ellipsis = ellipsis
        self.lineSpacing = lineSpacing
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

    /// ``maxLines`` when it is a limit (1 or more), else nil.
    var effectiveMaxLines: Int? {
        guard let maxLines, maxLines >= 1 else { return nil }
        return min(maxLines, 100_000)
    }
}
