import CCairoPango

/// Pango works in units of 1/1024 point.
let pangoScale = Double(PANGO_SCALE)

/// Points to Pango units, clamped to what an `Int32` holds (NaN gives 0).
func pangoUnits(_ points: Double) -> Int32 {
    guard !points.isNaN else { return 0 }
    let units = (points * pangoScale).rounded()
    return Int32(min(max(units, -2_000_000_000), 2_000_000_000))
}

/// Everything a Pango layout is configured with, worked out once from a
/// ``Font`` and a ``TextStyle``, so the layout that measures and the layout
/// that draws are configured identically.
///
/// Pango's own line limit (a negative layout height) and ellipsis count lines
/// per *paragraph*, and a paragraph that does not fit in the width is kept to
/// one line when ellipsizing. To make ``TextStyle/maxLines`` count every line
/// of wrapped text, newlines are handed to Pango as U+2028 LINE SEPARATOR,
/// which breaks the line but keeps one paragraph (one character for one, so
/// character offsets do not move). Text that does not wrap is cut after its
/// last allowed line instead (see ``TextLayout``).
struct PangoLayoutSettings {
    let font: Font
    /// The wrapping width in Pango units, or -1 for none.
    let width: Int32
    /// Pango's line limit: `-maxLines`, or -1 (one line per paragraph when ellipsizing).
    let height: Int32
    let wrap: PangoWrapMode
    let ellipsize: PangoEllipsizeMode
    let alignment: PangoAlignment
    let justify: Bool
    /// Extra space between lines, in Pango units.
    let spacing: Int32
    /// Line height factor; 0 keeps the font's own.
    let lineSpacingFactor: Float
    /// Whether newlines go to Pango as U+2028 (see above).
    let usesLineSeparators: Bool
    /// Whether Bezel drops lines past ``TextStyle/maxLines`` itself.
    let cutsLinesItself: Bool
    /// The width the block of text is aligned in by Bezel, for text that
    /// Pango is given no width for (it never wraps); nil when Pango aligns.
    let blockAlignmentWidth: Double?
    /// 0 for left, 0.5 for centre, 1 for right.
    let alignmentFactor: Double
    /// The line limit, if any.
    let maxLines: Int?
    /// Whether truncated text should show "…".
    let showsEllipsis: Bool
    /// The language as Pango names it (see ``TextStyle/pangoLanguage(for:)``).
    let language: String
    /// The paragraphs' base direction.
    let direction: TextDirection

    init(font: Font, style: TextStyle) {
        self.font = font
        let maxWidth = style.effectiveMaxWidth
        let maxLines = style.effectiveMaxLines
        self.maxLines = maxLines
        showsEllipsis = style.ellipsis != .none
        language = style.effectiveLanguage
        direction = style.baseDirection
        // Pango is given the width when it must wrap at it or cut lines to it.
        let pangoHasWidth = maxWidth != nil && (style.wrapping != .none || style.ellipsis != .none)
        width = pangoHasWidth ? pangoUnits(maxWidth ?? 0) : -1
        usesLineSeparators = pangoHasWidth && style.wrapping != .none && style.ellipsis != .none && maxLines != nil
        height = usesLineSeparators ? -Int32(maxLines ?? 1) : -1
        cutsLinesItself = maxLines != nil && !usesLineSeparators
        blockAlignmentWidth = pangoHasWidth ? nil : maxWidth

        switch style.wrapping {
        case .word, .none: wrap = PANGO_WRAP_WORD
        case .character: wrap = PANGO_WRAP_CHAR
        case .wordOrCharacter: wrap = PANGO_WRAP_WORD_CHAR
        }
        switch pangoHasWidth ? style.ellipsis : .none {
        case .none: ellipsize = PANGO_ELLIPSIZE_NONE
        case .start: ellipsize = PANGO_ELLIPSIZE_START
        case .middle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .end: ellipsize = PANGO_ELLIPSIZE_END
        }
        // Alignment is physical. With automatic direction off, Pango does
        // not swap left and right for right-to-left paragraphs, so the
        // physical side is given as is; only a justified text's last line
        // (and text that is never justified, as it has no width) follows the
        // base direction, as UIKit's natural alignment does.
        let physical: TextStyle.Alignment
        if style.alignment == .justified, style.baseDirection == .rightToLeft {
            physical = .right
        } else {
            physical = style.alignment
        }
        switch physical {
        case .left, .justified:
            alignment = PANGO_ALIGN_LEFT
            alignmentFactor = 0
        case .center:
            alignment = PANGO_ALIGN_CENTER
            alignmentFactor = 0.5
        case .right:
            alignment = PANGO_ALIGN_RIGHT
            alignmentFactor = 1
        }
        justify = style.alignment == .justified
        switch style.lineSpacing {
        case .normal:
            spacing = 0
            lineSpacingFactor = 0
        case let .multiple(factor):
            spacing = 0
            lineSpacingFactor = factor.isFinite && factor > 0 ? Float(min(factor, 100)) : 0
        case let .extra(points):
            spacing = points.isFinite ? pangoUnits(min(max(points, -1_000), 1_000)) : 0
            lineSpacingFactor = 0
        }
    }

    /// Configures `layout` (call holding the font system's lock).
    func apply(to layout: OpaquePointer, fontSystem: FontSystem) {
        let description = fontSystem.makeFontDescription(for: font, language: language)
        pango_layout_set_font_description(layout, description)  // copies it
        pango_font_description_free(description)
        pango_layout_set_width(layout, width)
        pango_layout_set_height(layout, height)
        pango_layout_set_wrap(layout, wrap)
        pango_layout_set_ellipsize(layout, ellipsize)
        pango_layout_set_alignment(layout, alignment)
        pango_layout_set_justify(layout, justify ? 1 : 0)
        pango_layout_set_spacing(layout, spacing)
        pango_layout_set_line_spacing(layout, lineSpacingFactor)
        // The context's base direction, never guessed from the text.
        pango_layout_set_auto_dir(layout, 0)
    }

    /// A Pango context for this language and direction (call holding the lock).
    func makeContext(fontSystem: FontSystem) -> OpaquePointer {
        fontSystem.makeContext(language: language, direction: direction)
    }

    /// Sets `text` on `layout` (call holding the lock). Pango copies it.
    static func setText(_ text: String, on layout: OpaquePointer) {
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
            }
        }
    }

    /// The text as Pango is given it, and the map from the characters of
    /// `text` to Pango's byte indices. Every NUL (which Pango's UTF-8 check
    /// refuses) becomes U+FFFD, and with ``usesLineSeparators`` every newline
    /// (LF, CR, CR LF, NEL, U+2029) becomes U+2028. The map is built from the
    /// characters of `text`, so offsets count the caller's characters even
    /// where a replacement would join or split clusters differently.
    func pangoText(for text: String) -> (text: String, map: CharacterByteMap) {
        let needsNewlines = usesLineSeparators && text.contains(where: \.isNewline)
        guard needsNewlines || text.utf8.contains(0) else { return (text, CharacterByteMap(text)) }
        var result = ""
        var counts: [Int] = []
        result.reserveCapacity(text.utf8.count)
        for character in text {
            let replacement: Character
            if character == "\u{0}" {
                replacement = "\u{FFFD}"
            } else if usesLineSeparators, character.isNewline {
                replacement = "\u{2028}"
            } else {
                replacement = character
            }
            result.append(replacement)
            counts.append(replacement.utf8.count)
        }
        return (result, CharacterByteMap(byteCounts: counts))
    }
}
