import BezelGraphics

/// Where an accessibility image (``View/accessibilityImage(scale:background:legendWidth:)``)
/// puts things: the view at the top left, each element's frame over it
/// tinted in its colour (``AccessibilityPalette``) and numbered in reading
/// order with a badge beside its leading top corner, and a legend to the right
/// of the view with one row per element: its badge, what a screen reader
/// announces (``AccessibilityElement/announcement``) and, in a smaller grey
/// line, its hint. As cashapp/AccessibilitySnapshot draws the hierarchy.
///
/// - The legend is beside the view in every layout direction (to its right,
///   also under right-to-left traits): the image then keeps its shape in
///   every variant. Inside it, the rows follow the direction of the language
///   VoiceOver speaks (``VoiceOverVocabulary``, from the view's traits):
///   in Arabic and Hebrew each row's badge is on the right and its text is a
///   right-to-left paragraph aligned right; in a left-to-right language the
///   badge is on the left and each row's text is a paragraph in its own
///   direction (the first strong character's, else the element's view's),
///   aligned to that direction's leading edge.
/// - Text is drawn with Bezel's shipped fonts ("DejaVu Sans" and the
///   fallback fonts it brings for other scripts), shaped in the element's
///   language, else its view's traits' language; its size does not follow
///   the traits' text size (the view shows that), so legends stay comparable.
/// - Long announcements and hints wrap to the legend's width.
/// - The image is as wide as the view and the legend together and as tall
///   as the taller of the two; a view with no elements gets a legend that
///   says so (``emptyNote``).
///
/// See also: ``View/accessibilityImage(scale:background:legendWidth:)``, ``AccessibilityPalette``.
public struct AccessibilityImageLayout {
    /// One element: its number, colour and where its frame, badge and legend row are.
    public struct Row {
        /// Its place in the reading order, from 1.
        public let number: Int
        /// The element.
        public let element: AccessibilityElement
        /// Its colour (``AccessibilityPalette/color(at:)``).
        public let color: Color
        /// Its frame in the image, in points (the view's bounds are at the origin).
        public let frame: Rect
        /// The rectangles tinted for it, in the image: its frame, or a wrapped link's boxes.
        public let regions: [Rect]
        /// Its badge over the view, in the image.
        public let badge: Rect
        /// Its badge in the legend (the row's swatch), in the image.
        public let swatch: Rect
        /// The whole legend row, in the image.
        public let rowFrame: Rect
        /// The announcement's text layout and where it is drawn.
        let announcement: (layout: TextLayout, origin: Point)
        /// The hint's text layout and where it is drawn, when the element has a hint.
        let hint: (layout: TextLayout, origin: Point)?
        /// The number's text layout.
        let numberLayout: TextLayout
    }

    /// The legend's width, in points, when none is given.
    public static let defaultLegendWidth = 320.0
    /// The padding around the legend's contents and between its rows, in points.
    public static let padding = 16.0
    /// What the legend says when the view has no elements.
    public static let emptyNote = "No accessibility elements"

    /// The view's size: its part of the image, at the origin.
    public let viewSize: Size
    /// The legend's rectangle in the image, right of the view.
    public let legendFrame: Rect
    /// The whole image's size: the view and the legend side by side, as tall as the taller.
    public var size: Size { Size(width: legendFrame.maxX, height: max(viewSize.height, legendFrame.height)) }
    /// One row per element, in reading order.
    public let rows: [Row]
    /// The note for a view with no elements, and where it is drawn; nil when there are rows.
    let empty: (layout: TextLayout, origin: Point)?

    static let badgeHeight = 18.0
    static let numberFont = Font.system(size: 11, weight: .bold)
    static let announcementFont = Font.system(size: 13)
    static let hintFont = Font.system(size: 11)
    static let textColor = Color(white: 0.1)
    static let hintColor = Color(white: 0.42)
    static let legendColor = Color(red: 0.96, green: 0.96, blue: 0.97)
    static let legendRuleColor = Color(white: 0.82)

    /// Lays out the accessibility image of `view`'s elements (``View/accessibilityElements()``).
    ///
    /// - Parameters:
    ///   - view: the view, laid out, whose elements are drawn (its bounds are the image's left part).
    ///   - legendWidth: the legend's width in points; widths under
    ///     120 points count as 120, which leaves room for a badge and some text.
    public init(view: View, legendWidth: Double = AccessibilityImageLayout.defaultLegendWidth) {
        let legendWidth = legendWidth.isFinite ? max(120, legendWidth) : Self.defaultLegendWidth
        let viewSize = view.bounds.size
        let origin = view.windowFrame.origin
        let elements = view.accessibilityElements()
        let padding = Self.padding
        let numbers = elements.indices.map { TextLayout(String($0 + 1), font: Self.numberFont) }
        let badgeWidths = numbers.map { max(Self.badgeHeight, ($0.size.width + 9).rounded(.up)) }
        let column = (badgeWidths.max() ?? Self.badgeHeight) + 8
        let direction = Self.legendDirection(of: view)
        let rightToLeft = direction == .rightToLeft
        let textX = viewSize.width + padding + (rightToLeft ? 0 : column)
        let textWidth = legendWidth - 2 * padding - column
        var y = padding
        var rows: [Row] = []
        for (index, element) in elements.enumerated() {
            let traits = element.view.traitCollection
            let language = element.language ?? (traits.shapingLanguage == "en" ? nil : traits.shapingLanguage)
            func paragraph(_ text: String, font: Font) -> TextLayout {
                // In a right-to-left legend every row is a sentence of that
                // language, whatever its label starts with.
                let direction: TextDirection = rightToLeft ? .rightToLeft
                    : NaturalWritingDirection.textDirection(of: text, in: element.view.effectiveLayoutDirection)
                return TextLayout(text, font: font, style: TextStyle(
                    alignment: direction == .rightToLeft ? .right : .left, wrapping: .wordOrCharacter,
                    maxWidth: textWidth, language: language, baseDirection: direction))
            }
            let spoken = element.announcement
            let announcement = paragraph(spoken.isEmpty ? "(nothing)" : spoken, font: Self.announcementFont)
            let hint = element.hint.flatMap { $0.isEmpty ? nil : paragraph($0, font: Self.hintFont) }
            // The badge and the first line of text share a middle (a line of
            // Arabic or Japanese, in its fallback font, is taller than Latin).
            let lineHeight = announcement.size.height / Double(max(1, announcement.lineCount))
            let textY = y + max(0, (Self.badgeHeight - lineHeight) / 2)
            let textHeight = announcement.size.height + (hint.map { 2 + $0.size.height } ?? 0)
            let rowHeight = max(Self.badgeHeight, textY - y + textHeight)
            let swatchX = rightToLeft ? viewSize.width + legendWidth - padding - badgeWidths[index] : viewSize.width + padding
            let swatch = Rect(x: swatchX, y: y + max(0, (lineHeight - Self.badgeHeight) / 2),
                              width: badgeWidths[index], height: Self.badgeHeight)
            let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            let regions = element.regions.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
            rows.append(Row(number: index + 1, element: element, color: AccessibilityPalette.color(at: index), frame: frame,
                            regions: regions,
                            badge: Self.badge(width: badgeWidths[index], for: regions.first ?? frame, in: viewSize,
                                              rightToLeft: element.view.effectiveLayoutDirection == .rightToLeft,
                                              avoiding: rows.map(\.badge)),
                            swatch: swatch,
                            rowFrame: Rect(x: viewSize.width, y: y - padding / 2, width: legendWidth, height: rowHeight + padding),
                            announcement: (announcement, Point(x: textX, y: textY)),
                            hint: hint.map { ($0, Point(x: textX, y: textY + announcement.size.height + 2)) },
                            numberLayout: numbers[index]))
            y += rowHeight + padding
        }
        var empty: (layout: TextLayout, origin: Point)?
        if rows.isEmpty {
            var font = Self.announcementFont
            font.isItalic = true
            let note = TextLayout(Self.emptyNote, font: font, style: TextStyle(wrapping: .wordOrCharacter, maxWidth: legendWidth - 2 * padding))
            empty = (note, Point(x: viewSize.width + padding, y: padding))
            y += note.size.height + padding
        }
        self.viewSize = viewSize
        self.rows = rows
        self.empty = empty
        self.legendFrame = Rect(x: viewSize.width, y: 0, width: legendWidth, height: y)
    }

    /// The direction the legend is laid out in: that of the language its
    /// words are in (``VoiceOverVocabulary``, from the view's traits), so
    /// an Arabic or Hebrew legend is right-aligned with its badges on the
    /// right, and a pseudo-locale's English words read left to right.
    static func legendDirection(of view: View) -> LayoutDirection {
        Traits.direction(ofLanguage: VoiceOverVocabulary(language: view.traitCollection.language).language)
    }

    /// A badge beside the frame's leading top corner, overlapping it by 5
    /// points so that it covers little of what the element shows, kept
    /// inside the view's bounds (where there is no room outside, it moves
    /// in). A badge that would cover an earlier one (two elements sharing a
    /// corner, as a link label and its first link do) moves along the top
    /// edge towards the trailing side until it is clear.
    static func badge(width: Double, for frame: Rect, in size: Size, rightToLeft: Bool, avoiding placed: [Rect] = []) -> Rect {
        func clamped(_ x: Double, _ y: Double) -> Rect {
            Rect(x: min(max(0, x), max(0, size.width - width)), y: min(max(0, y), max(0, size.height - badgeHeight)),
                 width: width, height: badgeHeight)
        }
        let start = clamped(rightToLeft ? frame.maxX - 5 : frame.minX - width + 5, frame.minY - 5)
        var badge = start
        for step in 1...24 {
            guard placed.contains(where: { $0.intersection(badge).map { !$0.isEmpty } ?? false }) else { return badge }
            let shift = Double(step) * (width + 2)
            badge = clamped(rightToLeft ? start.minX - shift : start.minX + shift, start.minY)
        }
        return start
    }

    /// Draws the image on `canvas` (of at least ``size``): `background`
    /// everywhere, the view over it, the elements' tints, outlines and
    /// badges, and the legend.
    public func draw(_ view: View, in canvas: Canvas, background: Color = .white) {
        canvas.paint(background)
        canvas.withSavedState {
            canvas.clip(to: Rect(size: viewSize))
            view.renderContent(in: canvas)
            for row in rows {
                for region in row.regions {
                    canvas.fill(region, with: row.color.withAlpha(0.28))
                    let outline = region.insetBy(dx: 0.75, dy: 0.75)
                    if !outline.isEmpty { canvas.stroke(.rect(outline), with: row.color, width: 1.5) }
                }
            }
            for row in rows { drawBadge(row, in: row.badge, on: canvas) }
        }
        canvas.fill(Rect(x: legendFrame.minX, y: 0, width: legendFrame.width, height: size.height), with: Self.legendColor)
        canvas.fill(Rect(x: legendFrame.minX, y: 0, width: 1, height: size.height), with: Self.legendRuleColor)
        for row in rows {
            drawBadge(row, in: row.swatch, on: canvas)
            row.announcement.layout.draw(in: canvas, at: row.announcement.origin, color: Self.textColor)
            if let hint = row.hint { hint.layout.draw(in: canvas, at: hint.origin, color: Self.hintColor) }
        }
        if let empty { empty.layout.draw(in: canvas, at: empty.origin, color: Self.hintColor) }
    }

    private func drawBadge(_ row: Row, in rect: Rect, on canvas: Canvas) {
        let shape = Path.roundedRect(rect, radius: rect.height / 2)
        canvas.fill(shape, with: row.color)
        canvas.stroke(.roundedRect(rect.insetBy(dx: 0.5, dy: 0.5), radius: rect.height / 2 - 0.5),
                      with: Color(white: 1, alpha: 0.9), width: 1)
        let number = row.numberLayout
        number.draw(in: canvas, at: Point(x: rect.midX - number.size.width / 2, y: rect.midY - number.size.height / 2),
                    color: AccessibilityPalette.numberColor(on: row.color))
    }
}
