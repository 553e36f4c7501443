import CCairoPango
import Foundation

/// The Pango objects a font system makes, with the device-independent
/// settings described on ``FontSystem`` (call holding its lock).
extension FontSystem {
    /// A new Pango context with the device-independent settings described
    /// on ``FontSystem``. The caller owns it (`g_object_unref`).
    /// `language` is a Pango language name (see `TextStyle.pangoLanguage(for:)`).
    func makeContext(language: String = "en", direction: TextDirection = .leftToRight) -> OpaquePointer {
        // Never nil: GLib and fontconfig abort on out-of-memory instead (no input reaches this).
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)  // copies the options
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, FontSystem.resolution)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string(language))
        pango_context_set_base_dir(context, direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        return context
    }

    /// A Pango font description for `font`, with its family resolved. The
    /// caller frees it (`pango_font_description_free`).
    ///
    /// For Korean (`language` "ko…"), the family list goes on with
    /// ``koreanHanFamily``: Pango gives Han runs in a Korean layout no
    /// language (it checks the language's own script, Hangul), so neither
    /// the font rules nor the font's regional forms could pick Korean hanja.
    func makeFontDescription(for font: Font, language: String = "en") -> OpaquePointer {
        // Never nil: GLib and fontconfig abort on out-of-memory instead (no input reaches this).
        let description = pango_font_description_new()!
        var family = resolvedFamily(for: font.family)
        if language == "ko" || language.hasPrefix("ko-") {
            family += "," + FontSystem.koreanHanFamily
        }
        pango_font_description_set_family(description, family)
        // An absolute size is in user units: exactly the points asked for.
        pango_font_description_set_absolute_size(description, (font.effectiveSize * Double(PANGO_SCALE)).rounded())
        pango_font_description_set_weight(description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(description, PANGO_STRETCH_NORMAL)
        pango_font_description_set_variant(description, PANGO_VARIANT_NORMAL)
        return description
    }

    /// The family that draws Han characters in Korean text (see
    /// ``makeFontDescription(for:language:)``).
    static let koreanHanFamily = "Noto Sans CJK KR"
}
