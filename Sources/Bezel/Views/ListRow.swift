import BezelGraphics

/// One row of a ``ListView``: a title, an optional subtitle under it in a
/// smaller grey font, and an optional accessory at the right edge (a
/// disclosure chevron drawn in code, or an image).
///
/// The row is as tall as its text needs plus ``ListViewStyle/rowInsets``,
/// never lower than ``ListViewStyle/minimumRowHeight``, rounded up to whole
/// points so every row edge and separator falls on the pixel grid. Text that
/// is too long for the width is cut with an ellipsis; the text block is
/// centred vertically. A selected row is filled with
/// ``ListViewStyle/selectedRowColor`` and its subtitle drawn in
/// ``ListViewStyle/selectedSubtitleColor``. Its separator, a hairline (one device
/// pixel at any scale) along the bottom edge starting
/// ``ListViewStyle/separatorInset`` from the left, is shown and hidden by
/// the list (see ``ListView``).
///
/// ```swift
/// let row = ListRow(title: "Wi-Fi", subtitle: "Home network", accessory: .disclosureIndicator)
/// ```
///
/// See also: ``ListView``, ``ListViewStyle``.
public final class ListRow: View {
    /// What is shown at the right edge of a row.
    public enum Accessory: Hashable, Sendable {
        /// Nothing.
        case none
        /// A right-pointing chevron ("there is more behind this row"), drawn in code.
        case disclosureIndicator
        /// An image, fitted into ``ListViewStyle/accessoryImageSize``.
        case image(Image)

        /// A short name for descriptions.
        var name: String {
            switch self {
            case .none: return "none"
            case .disclosureIndicator: return "disclosureIndicator"
            case .image: return "image"
            }
        }

        public static func == (lhs: Accessory, rhs: Accessory) -> Bool {
            switch (lhs, rhs) {
            case (.none, .none), (.disclosureIndicator, .disclosureIndicator): return true
            case let (.image(a), .image(b)): return a === b
            default: return false
            }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            if case let .image(image) = self { hasher.combine(ObjectIdentifier(image)) }
        }
    }

    /// The main text, on one line.
    public var title: String { didSet { if title != oldValue { setNeedsLayout() } } }
    /// The smaller text under the title; nil or empty for none.
    public var subtitle: String? { didSet { if subtitle != oldValue { setNeedsLayout() } } }
    /// What is shown at the right edge.
    public var accessory: Accessory { didSet { if accessory != oldValue { setNeedsLayout() } } }
    /// Metrics and colours; a ``ListView`` gives its rows its own.
    public var style: ListViewStyle { didSet { if style != oldValue { setNeedsLayout() } } }
    /// Whether the row is drawn highlighted; set through ``ListView/selectedRow``.
    public internal(set) var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Whether the hairline along the bottom edge is drawn; the list decides.
    public internal(set) var showsSeparator = false { didSet { if showsSeparator != oldValue { setNeedsDisplay() } } }

    /// Hiding or showing a row changes the list's height: the list is laid out again.
    public override var isHidden: Bool {
        didSet { if isHidden != oldValue { superview?.setNeedsLayout() } }
    }

    private var cachedText: (title: TextLayout, subtitle: TextLayout?)?

    /// A row with a title and, optionally, a subtitle and an accessory.
    public init(title: String, subtitle: String? = nil, accessory: Accessory = .none,
                style: ListViewStyle = ListViewStyle()) {
        self.title = title
        self.subtitle = subtitle
        self.accessory = accessory
        self.style = style
        super.init()
    }

    // MARK: Metrics

    private var insets: EdgeInsets {
        let i = style.rowInsets
        return EdgeInsets(top: LayoutLimits.nonNegative(i.top), left: LayoutLimits.nonNegative(i.left),
                          bottom: LayoutLimits.nonNegative(i.bottom), right: LayoutLimits.nonNegative(i.right))
    }

    /// The accessory's size in points (zero for none).
    private var accessorySize: Size {
        switch accessory {
        case .none: return .zero
        case .disclosureIndicator:
            return Size(width: LayoutLimits.nonNegative(style.chevronSize.width),
                        height: LayoutLimits.nonNegative(style.chevronSize.height))
        case let .image(image):
            let box = Rect(size: style.accessoryImageSize)
            guard box.isFinite, !box.isEmpty else { return .zero }
            return ContentMode.aspectFit.rect(forContentOf: image.size, in: box, allowUpscaling: false).size
        }
    }

    /// Room the accessory takes from the text, spacing included.
    private var accessoryWidth: Double {
        let w = accessorySize.width
        return w > 0 ? w + LayoutLimits.nonNegative(style.accessorySpacing) : 0
    }

    private var hasSubtitle: Bool { !(subtitle ?? "").isEmpty }

    /// The title and subtitle laid out for `width` points of text (nil: unlimited), kept while nothing changes.
    private func text(width: Double?) -> (title: TextLayout, subtitle: TextLayout?) {
        var paragraph = TextStyle(wrapping: .none, maxWidth: width.map { Swift.max(1, $0) }, maxLines: 1,
                                  ellipsis: .end)
        paragraph.alignment = naturalAlignment
        let (titleFont, titleStyle) = textSettings(font: style.titleFont, style: paragraph)
        let (subtitleFont, _) = textSettings(font: style.subtitleFont, style: paragraph)
        let shownTitle = localizedForDisplay(title)
        let shownSubtitle = hasSubtitle ? localizedForDisplay(subtitle ?? "") : nil
        if let cachedText, cachedText.title.style == titleStyle, cachedText.title.text == shownTitle,
           cachedText.title.font == titleFont, cachedText.subtitle?.text == shownSubtitle,
           cachedText.subtitle.map({ $0.font == subtitleFont }) ?? true {
            return cachedText
        }
        let made = (title: TextLayout(shownTitle, font: titleFont, style: titleStyle),
                    subtitle: shownSubtitle.map { TextLayout($0, font: subtitleFont, style: titleStyle) })
        cachedText = made
        return made
    }

    /// The text block's height: the title, then the spacing and the subtitle.
    private func textHeight(_ text: (title: TextLayout, subtitle: TextLayout?)) -> Double {
        guard let sub = text.subtitle else { return text.title.size.height }
        return text.title.size.height + LayoutLimits.nonNegative(style.subtitleSpacing) + sub.size.height
    }

    /// Width: all that is offered, else what the text and accessory need.
    /// Height: the text's plus the insets, at least the minimum, in whole points.
    public override func measureSize(_ constraints: Constraints) -> Size {
        let i = insets
        let natural = text(width: nil)
        let textWidth = Swift.max(natural.title.size.width, natural.subtitle?.size.width ?? 0)
        let width = constraints.hasBoundedWidth ? constraints.maxWidth
                                                : (i.left + textWidth + accessoryWidth + i.right).rounded(.up)
        let content = Swift.max(textHeight(natural), accessorySize.height)
        let height = Swift.max(LayoutLimits.nonNegative(style.minimumRowHeight), i.top + content + i.bottom)
        return Size(width: width, height: height.rounded(.up))
    }

    public override var properties: [ViewProperty] {
        super.properties + [
            .quoted("title", title), .quoted("subtitle", subtitle ?? "", shown: hasSubtitle && subtitle != nil),
            .value("accessory", .text(accessory.name), shown: accessory != .none), .flag("selected", isSelected),
        ]
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let area = bounds
        if let fill = isSelected ? style.selectedRowColor : style.rowBackgroundColor {
            canvas.fill(area, with: fill)
        }
        let i = insets
        let placed = placedText(in: area)
        placed.title.layout.draw(in: canvas, at: placed.title.origin, color: style.titleColor)
        if let sub = placed.subtitle {
            sub.layout.draw(in: canvas, at: sub.origin, color: isSelected ? style.selectedSubtitleColor : style.subtitleColor)
        }
        drawAccessory(in: canvas, right: area.maxX - i.right, midY: area.midY)
        if showsSeparator {
            drawSeparator(in: canvas, area)
        }
    }

    /// The title and subtitle where ``draw(in:)`` puts them.
    public override var placedTexts: [PlacedText] {
        let placed = placedText(in: bounds)
        return [placed.title] + (placed.subtitle.map { [$0] } ?? [])
    }

    /// The title and subtitle laid out for `area` and placed in it: centred
    /// together vertically, after the left inset.
    private func placedText(in area: Rect) -> (title: PlacedText, subtitle: PlacedText?) {
        let i = insets
        let text = text(width: area.width - i.left - i.right - accessoryWidth)
        let top = area.minY + ((area.height - textHeight(text)) / 2).rounded()
        let title = PlacedText(part: .title, layout: text.title, origin: Point(x: area.minX + i.left, y: top))
        let subtitle = text.subtitle.map {
            PlacedText(part: .subtitle, layout: $0, origin: Point(
                x: area.minX + i.left, y: top + text.title.size.height + LayoutLimits.nonNegative(style.subtitleSpacing)))
        }
        return (title, subtitle)
    }

    private func drawAccessory(in canvas: Canvas, right: Double, midY: Double) {
        let size = accessorySize
        guard size.width > 0, size.height > 0 else { return }
        let box = Rect(x: right - size.width, y: midY - size.height / 2, width: size.width, height: size.height)
        switch accessory {
        case .none:
            break
        case .disclosureIndicator:
            // The stroke's round joins and caps reach half a line width past the points.
            let inset = LayoutLimits.nonNegative(style.chevronLineWidth) / 2
            var chevron = Path()
            chevron.move(to: Point(x: box.minX + inset, y: box.minY + inset))
            chevron.line(to: Point(x: box.maxX - inset, y: box.midY))
            chevron.line(to: Point(x: box.minX + inset, y: box.maxY - inset))
            canvas.stroke(chevron, with: .color(style.chevronColor),
                          style: StrokeStyle(width: style.chevronLineWidth, cap: .round, join: .round))
        case let .image(image):
            canvas.draw(image, in: canvas.pixelAligned(box))
        }
    }

    /// One device pixel high, along the bottom edge, from the separator inset to the right edge.
    private func drawSeparator(in canvas: Canvas, _ area: Rect) {
        let m = canvas.currentTransform
        let pixel = m.d > 0 ? 1 / m.d : 0.5
        let line = canvas.pixelAligned(Rect(x: area.minX + LayoutLimits.nonNegative(style.separatorInset),
                                             y: area.maxY - pixel, width: area.width, height: pixel))
        canvas.fill(Rect(x: line.minX, y: line.minY, width: area.maxX - line.minX, height: line.height),
                    with: style.separatorColor)
    }
}
