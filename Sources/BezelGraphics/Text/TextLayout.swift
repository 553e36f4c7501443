import CCairoPango

/// A string shaped into lines with a font and a paragraph style: measured
/// once, then drawn and hit-tested as often as needed.
///
/// Coordinates are in points, in the layout's own space: (0, 0) is the
/// top-left corner of the box the text is laid out in, the point given to
/// ``draw(in:at:color:)``. With a ``TextStyle/maxWidth``, that box is
/// `maxWidth` wide and lines are aligned in it; without, lines are aligned
/// against the widest line.
///
/// Places in the text are counted in Swift `Character`s (grapheme clusters),
/// never in UTF-8 bytes or UTF-16 units, so an offset turns into a
/// `String.Index` with `text.index(text.startIndex, offsetBy: offset)`.
///
/// Measurements do not depend on the canvas the text is drawn on: hint
/// metrics are off and glyph positions are not rounded (see ``FontSystem``),
/// so ``size`` is the same whether the text is drawn at 1x, 2x or rotated,
/// and layout done once at any scale stays valid at every other.
///
/// A layout never changes after `init`, and every Pango call it makes holds
/// its font system's lock, so one layout may be measured and drawn from
/// several threads at once.
///
/// ```swift
/// let layout = TextLayout("Save changes?", font: Font(size: 15, weight: .bold),
///                         style: TextStyle(alignment: .center, maxWidth: 120))
/// layout.draw(in: canvas, at: Point(x: 10, y: 10), color: .black)
/// ```
///
/// See also: ``Font``, ``TextStyle``, ``FontSystem``.
public final class TextLayout: @unchecked Sendable {
    /// The text, as given.
    public let text: String
    /// The font asked for (see ``FontSystem/resolvedFamily(for:)`` for the family used).
    public let font: Font
    /// The paragraph style.
    public let style: TextStyle
    /// The fonts the text is laid out with.
    public let fontSystem: FontSystem

    /// The logical size of the text: the widest line by the height of all
    /// lines, including the font's ascent, descent and line gaps, in points.
    /// This is what a label sizes itself to; glyphs may reach slightly past it.
    public let size: Size
    /// Where the lines lie in layout coordinates: ``size``, moved right by
    /// the alignment when ``TextStyle/maxWidth`` is wider than the text.
    public let textBounds: Rect
    /// The distance from the top of the layout to the first line's baseline,
    /// in points: to sit text on a baseline, draw it at `baselineY - baseline`.
    public let baseline: Double
    /// The number of lines shown (after wrapping and ``TextStyle/maxLines``).
    public let lineCount: Int
    /// Whether some of the text is not shown: replaced by an ellipsis or cut
    /// after ``TextStyle/maxLines``.
    public let isTruncated: Bool
    /// The number of `Character`s in ``text``.
    public let characterCount: Int
    /// Colours and underlines painted over ranges of the text (see
    /// `TextLayout+Attributes.swift`); they never change the metrics.
    public let attributes: [TextAttribute]

    /// The Pango context and layout measured and hit-tested against; their
    /// transform is never changed, so their metrics are fixed. Owned here,
    /// released in `deinit`.
    private let context: OpaquePointer
    private let layout: OpaquePointer
    /// A second context and layout for drawing, made on first draw: drawing
    /// updates it to the canvas's transform, which must not disturb `layout`.
    private var drawingContext: OpaquePointer?
    private var drawingLayout: OpaquePointer?

    private let settings: PangoLayoutSettings
    /// The text Pango holds (possibly cut after the last allowed line).
    private let pangoText: String
    /// Characters of ``text`` to Pango's byte indices in `pangoText`.
    let characterMap: CharacterByteMap
    /// The characters of ``text`` that Pango holds (all of them unless lines were cut).
    let visibleCharacterCount: Int
    /// How far Bezel moves the lines right to align text that Pango has no width for.
    let blockOffsetX: Double

    /// Lays out `text`.
    ///
    /// Never fails: a font size that is not finite or out of range is
    /// clamped (see ``Font/effectiveSize``), an unknown family falls back
    /// (see ``FontSystem/resolvedFamily(for:)``), and a width or line limit
    /// that is not positive counts as none.
    ///
    /// - Parameters:
    ///   - text: any string; newlines start new lines.
    ///   - font: the font; "DejaVu Sans" 13 pt by default.
    ///   - style: alignment, wrapping, width, line limit, ellipsis, spacing.
    ///   - fontSystem: the fonts to use; ``FontSystem/shared`` by default.
    ///   - attributes: colours and underlines for ranges of `text` (none by default).
    public init(_ text: String, font: Font = .default, style: TextStyle = .default,
                fontSystem: FontSystem = .shared, attributes: [TextAttribute] = []) {
        self.text = text
        self.font = font
        self.style = style
        self.fontSystem = fontSystem
        self.attributes = attributes
        let settings = PangoLayoutSettings(font: font, style: style)
        self.settings = settings
        let characterCount = text.count
        self.characterCount = characterCount

        // The shared font system loads its fallback fonts the first time text needs them.
        fontSystem.loadsFallbackFonts(for: text, language: settings.language, family: font.family)
        var (pangoText, map) = settings.pangoText(for: text)
        var visible = characterCount
        var cut = false
        let (context, layout) = fontSystem.withLock { () -> (OpaquePointer, OpaquePointer) in
            let context = settings.makeContext(fontSystem: fontSystem)
            // Never nil: GLib and fontconfig abort on out-of-memory instead (no input reaches this).
            let layout = pango_layout_new(context)!
            settings.apply(to: layout, fontSystem: fontSystem)
            PangoLayoutSettings.setText(pangoText, on: layout)
            if settings.cutsLinesItself, let limit = settings.maxLines,
               Int(pango_layout_get_line_count(layout)) > limit,
               let line = pango_layout_get_line_readonly(layout, Int32(limit)) {
                // Keep the characters before the first line past the limit,
                // without the newline that ended the last kept line.
                var keep = map.characterOffset(ofByte: Int(line.pointee.start_index))
                var end = text.index(text.startIndex, offsetBy: keep)
                if keep > 0, text[text.index(before: end)].isNewline {
                    end = text.index(before: end)
                    keep -= 1
                }
                var shown = String(text[..<end])
                if settings.showsEllipsis { shown.append("\u{2026}") }
                (pangoText, map) = settings.pangoText(for: shown)
                PangoLayoutSettings.setText(pangoText, on: layout)
                visible = keep
                cut = true
            }
            TextLayout.applyAttributes(attributes, map: map, to: layout)
            return (context, layout)
        }
        self.context = context
        self.layout = layout
        self.pangoText = pangoText
        self.characterMap = map
        self.visibleCharacterCount = visible

        var logical = PangoRectangle()
        var baselineUnits: Int32 = 0
        var lines: Int32 = 0
        var ellipsized = false
        fontSystem.withLock {
            pango_layout_get_extents(layout, nil, &logical)
            baselineUnits = pango_layout_get_baseline(layout)
            lines = pango_layout_get_line_count(layout)
            ellipsized = pango_layout_is_ellipsized(layout) != 0
        }
        let size = Size(width: Double(logical.width) / pangoScale, height: Double(logical.height) / pangoScale)
        self.size = size
        let offset = settings.blockAlignmentWidth.map { ($0 - size.width) * settings.alignmentFactor } ?? 0
        self.blockOffsetX = offset
        self.textBounds = Rect(x: Double(logical.x) / pangoScale + offset, y: Double(logical.y) / pangoScale,
                               width: size.width, height: size.height)
        self.baseline = Double(baselineUnits) / pangoScale
        self.lineCount = Int(lines)
        self.isTruncated = cut || ellipsized
    }

    deinit {
        fontSystem.withLock {
            if let drawingLayout { g_object_unref(UnsafeMutableRawPointer(drawingLayout)) }
            if let drawingContext { g_object_unref(UnsafeMutableRawPointer(drawingContext)) }
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    // MARK: Drawing

    /// Draws the text in `color` with the layout's top-left corner at
    /// `origin` (in the canvas's current coordinates).
    ///
    /// The text is shaped for the canvas's current transform and device
    /// scale, so glyphs are rasterised crisply at 2x or under a rotation,
    /// while the positions keep the device-independent metrics of ``size``.
    /// On an image surface each glyph is then drawn at the whole device pixel
    /// nearest its exact position (see `GlyphPixelSnapping`), so the pixels
    /// are the same with cairo 1.16 and cairo 1.18.
    /// The canvas's state (transform, source, path) is left as it was.
    /// Nothing is drawn on a canvas whose ``Canvas/drawsText`` is false.
    public func draw(in canvas: Canvas, at origin: Point, color: Color) {
        guard origin.isFinite else { return }
        if let recorder = canvas.recorder {
            return recorder.append(.text(self, at: origin, color), reaching: recordedBox(in: canvas, at: origin))
        }
        guard canvas.drawsText else { return }
        fontSystem.withLock {
            let target = drawingLayoutLocked()
            let cr = canvas.cairo
            cairo_save(cr)
            defer {
                cairo_new_path(cr)
                cairo_restore(cr)
            }
            cairo_new_path(cr)
            cairo_translate(cr, origin.x + blockOffsetX, origin.y)
            canvas.setSource(color)
            pango_cairo_update_layout(cr, target)
            var box: PixelRegion?
            if canvas.redraw != nil, !canvas.blendMode.changesPixelsOutsideTheShape {
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_extents(target, &ink, &logical)
                let unit = Double(PANGO_SCALE)
                // Glyphs move up to half a device pixel onto whole ones; antialiasing reaches one more.
                box = canvas.deviceBox(of: Rect(x: Double(ink.x) / unit, y: Double(ink.y) / unit,
                                                width: Double(ink.width) / unit, height: Double(ink.height) / unit), outset: 2)
            }
            // Glyphs are drawn as masks on whole device pixels: a cut leaves them as they are.
            canvas.drawOperation(touching: box, cut: .exact,
                                 recorded: .text(ObjectIdentifier(self), origin, color, canvas.currentTransform, canvas.blendMode),
                                 keeping: self) {
                cairo_move_to(cr, 0, 0)
                // Whole device pixels, so cairo 1.16 and 1.18 draw the same pixels.
                let snapping = GlyphPixelSnapping.snap(target, for: cr)
                pango_cairo_show_layout(cr, target)
                snapping.restore()
            }
        }
    }

    /// The device pixels drawing at `origin` on `canvas` can change, within
    /// its clip: the ink, grown by three device pixels. The positions keep
    /// device-independent metrics (see ``draw(in:at:color:)``), so the ink
    /// moves by less than that under another transform: glyphs go up to half
    /// a device pixel onto whole ones, and antialiasing reaches one more.
    private func recordedBox(in canvas: Canvas, at origin: Point) -> RecordedReach {
        let ink = fontSystem.withLock { () -> PangoRectangle in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(drawingLayoutLocked(), &ink, &logical)
            return ink
        }
        let unit = Double(PANGO_SCALE)
        return canvas.recordedBox(of: Rect(x: origin.x + blockOffsetX + Double(ink.x) / unit, y: origin.y + Double(ink.y) / unit,
                                           width: Double(ink.width) / unit, height: Double(ink.height) / unit),
                                  outset: 3)
    }

    /// The layout used for drawing, made on first use (call holding the lock).
    private func drawingLayoutLocked() -> OpaquePointer {
        if let drawingLayout { return drawingLayout }
        let context = settings.makeContext(fontSystem: fontSystem)
        // Never nil: GLib and fontconfig abort on out-of-memory instead (no input reaches this).
        let layout = pango_layout_new(context)!
        settings.apply(to: layout, fontSystem: fontSystem)
        PangoLayoutSettings.setText(pangoText, on: layout)
        TextLayout.applyAttributes(attributes, map: characterMap, to: layout)
        drawingContext = context
        drawingLayout = layout
        return layout
    }

    // MARK: Internals for hit testing

    /// Runs `body` with the measuring layout, holding the lock.
    func withMeasuringLayout<T>(_ body: (OpaquePointer) -> T) -> T {
        fontSystem.withLock { body(layout) }
    }
}
