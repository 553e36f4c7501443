import CCairoPango

/// What a layout shows, asked of Pango on request (never while drawing, so
/// it costs nothing to text that is only drawn): where its ink lies and
/// which characters no shipped font has.
extension TextLayout {
    /// The rectangle the glyphs' ink covers, in layout coordinates (as
    /// ``textBounds``): the pixels drawn, which may reach slightly past
    /// ``size`` (accents, descenders, side bearings). Empty for text that
    /// draws nothing (empty, or only spaces).
    public var inkBounds: Rect {
        var ink = PangoRectangle()
        withMeasuringLayout { pango_layout_get_extents($0, &ink, nil) }
        guard ink.width > 0, ink.height > 0 else { return .zero }
        return Rect(x: Double(ink.x) / pangoScale + blockOffsetX, y: Double(ink.y) / pangoScale,
                    width: Double(ink.width) / pangoScale, height: Double(ink.height) / pangoScale)
    }

    /// The characters drawn as a missing-glyph box (Pango's hex box: no font
    /// of the font system has them), each once, in the order they first
    /// appear in the shown text.
    public var missingCharacters: [Unicode.Scalar] {
        withMeasuringLayout { layout -> [Unicode.Scalar] in
            var found: [Unicode.Scalar] = []
            guard let iterator = pango_layout_get_iter(layout) else { return found }
            defer { pango_layout_iter_free(iterator) }
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iterator),
                      let glyphs = run.pointee.glyphs, let infos = glyphs.pointee.glyphs else { continue }
                for i in 0..<Int(max(0, glyphs.pointee.num_glyphs)) {
                    let glyph = infos[i].glyph
                    // PANGO_GET_UNKNOWN_GLYPH(wc) is wc | PANGO_GLYPH_UNKNOWN_FLAG.
                    guard glyph & pangoGlyphUnknownFlag != 0, glyph != pangoGlyphInvalidInput,
                          let scalar = Unicode.Scalar(glyph & ~pangoGlyphUnknownFlag),
                          !found.contains(scalar) else { continue }
                    found.append(scalar)
                }
            } while pango_layout_iter_next_run(iterator) != 0
            return found
        }
    }
}

/// `PANGO_GLYPH_UNKNOWN_FLAG` (a macro Swift does not import).
private let pangoGlyphUnknownFlag: PangoGlyph = 0x1000_0000
/// `PANGO_GLYPH_INVALID_INPUT`: bytes that are not UTF-8 (never from a Swift string).
private let pangoGlyphInvalidInput: PangoGlyph = 0xFFFF_FFFF

extension TextLayout {
    /// The family of the font that draws each run of the shown text, in
    /// visual order (for tests: which bundled font a script or language got).
    var runFontFamilies: [String] {
        withMeasuringLayout { layout -> [String] in
            var families: [String] = []
            guard let iterator = pango_layout_get_iter(layout) else { return families }
            defer { pango_layout_iter_free(iterator) }
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                      let font = item.pointee.analysis.font, let description = pango_font_describe(font) else { continue }
                defer { pango_font_description_free(description) }
                if let family = pango_font_description_get_family(description) {
                    families.append(String(cString: family))
                }
            } while pango_layout_iter_next_run(iterator) != 0
            return families
        }
    }
}
