import CCairoPango

/// A change to how one range of a text is painted: a colour or an underline.
///
/// Attributes only paint: none of them changes a glyph, an advance or a line
/// break, so a layout with attributes measures and hit-tests exactly as the
/// same text without them (Pango applies such attributes after shaping).
/// Ranges count `Character`s of the layout's text, as the rest of
/// ``TextLayout``'s API does; the parts of a range outside the text are
/// ignored, and where ranges of the same kind overlap the later one wins.
///
/// ```swift
/// let blue = Color(red: 0.04, green: 0.38, blue: 0.85)
/// let layout = TextLayout("Read the docs", attributes: [.color(blue, range: 9..<13)]
///                         + TextAttribute.underline(range: 9..<13))
/// ```
///
/// See also: ``TextLayout/init(_:font:style:fontSystem:attributes:)``, ``TextLayout/outline(at:)``.
public struct TextAttribute: Hashable, Sendable {
    /// How a range is underlined.
    public enum Underline: Hashable, Sendable, CaseIterable {
        /// One line at the font's underline position and thickness.
        case single
        /// Two thin lines.
        case double
        /// One line below the lowest descender, clear of every glyph.
        case low
    }

    /// What the attribute does.
    public enum Value: Hashable, Sendable {
        /// Paints the glyphs in this colour instead of the one given to
        /// ``TextLayout/draw(in:at:color:)`` (alpha included).
        case foregroundColor(Color)
        /// Underlines the range, in the text's colour unless ``underlineColor(_:)`` says otherwise.
        case underline(Underline)
        /// The colour of the range's underline.
        case underlineColor(Color)
    }

    /// The characters affected, as `Character` offsets into the layout's text.
    public var range: Range<Int>
    /// What is done to them.
    public var value: Value

    /// An attribute doing `value` to the characters in `range`.
    public init(_ value: Value, range: Range<Int>) {
        self.value = value
        self.range = range
    }

    /// Paints `range` in `color`.
    public static func color(_ color: Color, range: Range<Int>) -> TextAttribute {
        TextAttribute(.foregroundColor(color), range: range)
    }

    /// Underlines `range`, in `color` when given (else in the text's colour).
    public static func underline(_ style: Underline = .single, color: Color? = nil,
                                 range: Range<Int>) -> [TextAttribute] {
        var made = [TextAttribute(.underline(style), range: range)]
        if let color { made.append(TextAttribute(.underlineColor(color), range: range)) }
        return made
    }
}

extension TextLayout {
    /// The outlines of the text as drawn by ``draw(in:at:color:)`` at
    /// `origin`, underlines included, as one path (non-zero fill rule).
    ///
    /// For effects that need the text's silhouette: a blurred text shadow
    /// is `canvas.drawShadow(of: layout.outline(at: origin), shadow: shadow)`.
    /// Outlines are unhinted (see ``FontSystem``), so the silhouette matches
    /// the drawn glyphs at every scale.
    public func outline(at origin: Point = .zero) -> Path {
        // An unbounded recording surface: on a bounded one Cairo leaves out
        // the glyphs that fall outside the surface.
        guard origin.isFinite else { return Path() }
        // The context and surface are released under the lock too: the
        // context holds the last font it used (see ``FontSystem``).
        let raw: UnsafeMutablePointer<cairo_path_t>? = withMeasuringLayout { layout in
            guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return nil }
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else { return nil }
            defer { cairo_destroy(cr) }
            cairo_move_to(cr, 0, 0)
            pango_cairo_layout_path(cr, layout)
            return cairo_copy_path(cr)
        }
        guard let raw else { return Path() }
        defer { cairo_path_destroy(raw) }
        return TextLayout.path(from: raw.pointee, dx: origin.x + blockOffsetX, dy: origin.y)
    }

    /// The baseline of every line, top to bottom, as distances from the top
    /// of the layout (``baseline`` is the first), in points.
    public var lineBaselines: [Double] {
        withMeasuringLayout { layout in
            var baselines: [Double] = []
            guard let iterator = pango_layout_get_iter(layout) else { return baselines }
            defer { pango_layout_iter_free(iterator) }
            repeat {
                baselines.append(Double(pango_layout_iter_get_baseline(iterator)) / pangoScale)
            } while pango_layout_iter_next_line(iterator) != 0
            return baselines
        }
    }

    /// Where the font puts an underline: `offset` from the baseline down to
    /// the line's top edge and its `thickness`, in points (from the font's
    /// metrics, unrounded). For drawing underlines snapped to device pixels
    /// rather than through ``TextAttribute/Value/underline(_:)``.
    public var underlineMetrics: (offset: Double, thickness: Double) {
        fontSystem.withLock {
            let context = fontSystem.makeContext()
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            let description = fontSystem.makeFontDescription(for: font)
            defer { pango_font_description_free(description) }
            guard let metrics = pango_context_get_metrics(context, description, pango_language_from_string("en")) else {
                return (font.effectiveSize * 0.085, font.effectiveSize * 0.044)
            }
            defer { pango_font_metrics_unref(metrics) }
            let position = Double(pango_font_metrics_get_underline_position(metrics)) / pangoScale
            let thickness = Double(pango_font_metrics_get_underline_thickness(metrics)) / pangoScale
            return (-position, max(thickness, 0))
        }
    }

    /// A Cairo path as a ``Path``, moved by (`dx`, `dy`).
    private static func path(from raw: cairo_path_t, dx: Double, dy: Double) -> Path {
        var path = Path()
        guard raw.status == CAIRO_STATUS_SUCCESS, let data = raw.data else { return path }
        func point(_ i: Int) -> Point { Point(x: data[i].point.x + dx, y: data[i].point.y + dy) }
        var i = 0
        let count = Int(raw.num_data)
        while i < count {
            let header = data[i].header
            let length = max(1, Int(header.length))
            guard i + length <= count else { break }
            switch header.type {
            case CAIRO_PATH_MOVE_TO where length >= 2:
                path.move(to: point(i + 1))
            case CAIRO_PATH_LINE_TO where length >= 2:
                path.line(to: point(i + 1))
            case CAIRO_PATH_CURVE_TO where length >= 4:
                path.curve(to: point(i + 3), control1: point(i + 1), control2: point(i + 2))
            case CAIRO_PATH_CLOSE_PATH:
                path.close()
            default:
                break
            }
            i += length
        }
        return path
    }

    /// Sets `attributes` on `layout` as a Pango attribute list, mapping
    /// character ranges to byte ranges of the text Pango holds (call holding
    /// the font system's lock).
    static func applyAttributes(_ attributes: [TextAttribute], map: CharacterByteMap, to layout: OpaquePointer) {
        guard !attributes.isEmpty, let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        for attribute in attributes {
            let lower = max(0, min(attribute.range.lowerBound, map.characterCount))
            let upper = max(0, min(attribute.range.upperBound, map.characterCount))
            guard lower < upper, let start = map.byteIndex(ofCharacter: lower),
                  let end = map.byteIndex(ofCharacter: upper) else { continue }
            for made in pangoAttributes(for: attribute.value) {
                made.pointee.start_index = UInt32(start)
                made.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, made)  // the list takes ownership
            }
        }
        pango_layout_set_attributes(layout, list)  // the layout takes a reference
    }

    /// The Pango attributes for one value (a colour with alpha needs two).
    private static func pangoAttributes(for value: TextAttribute.Value) -> [UnsafeMutablePointer<PangoAttribute>] {
        func channel(_ v: Double) -> UInt16 { UInt16((clampUnit(v) * 65_535).rounded()) }
        var made: [UnsafeMutablePointer<PangoAttribute>?] = []
        switch value {
        case let .foregroundColor(c):
            made.append(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)))
            made.append(pango_attr_foreground_alpha_new(channel(c.alpha)))
        case let .underline(style):
            let mode: PangoUnderline
            switch style {
            case .single: mode = PANGO_UNDERLINE_SINGLE
            case .double: mode = PANGO_UNDERLINE_DOUBLE
            case .low: mode = PANGO_UNDERLINE_LOW
            }
            made.append(pango_attr_underline_new(mode))
        case let .underlineColor(c):
            made.append(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)))
        }
        return made.compactMap { $0 }
    }
}
