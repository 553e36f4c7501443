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
/// **Right to left.** Under a right-to-left ``View/effectiveLayoutDirection``
/// the row mirrors, as a `UITableViewCell` does: ``ListViewStyle/rowInsets``'
/// left and right swap (left is the leading side), the accessory sits at the
/// left edge, the disclosure chevron points left, the text block moves right
/// of the accessory with its lines aligned to the right, and the separator
/// runs from the left edge to ``ListViewStyle/separatorInset`` from the right
/// (UIKit flips a separator inset's left and right). An image accessory is
/// not flipped.
///
/// ```swift
/// let row = ListRow(title: "Wi-Fi", subtitle: "Home network", accessory: .disclosureIndicator)
/// ```
///
/// See also: ``ListView``, ``ListViewStyle``.
public final class ListRow: View {
    /// What is shown at the trailing edge of a row (right, or left under a right-to-left layout).
    public enum Accessory: Hashable, Sendable {
        /// Nothing.
        case none
        /// A chevron pointing to the trailing side ("there is more behind this
        /// row"; right, or left under a right-to-left layout), drawn in code.
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
    /// What is shown at the trailing edge.
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
    /// What ``cachedText`` was made from (it is dropped when the traits
    /// change, so these alone say it is current).
    private var cachedInputs: (title: String, subtitle: String?, titleFont: Font, subtitleFont: Font, width: Double?)?

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

    /// The row insets, physical: the style's left and right swapped under a right-to-left layout.
    private var insets: EdgeInsets {
        let i = style.rowInsets
        let leading = LayoutLimits.nonNegative(i.left), trailing = LayoutLimits.nonNegative(i.right)
        let rtl = isRightToLeft
        return EdgeInsets(top: LayoutLimits.nonNegative(i.top), left: rtl ? trailing : leading,
                          bottom: LayoutLimits.nonNegative(i.bottom), right: rtl ? leading : trailing)
    }

    /// Whether the row is mirrored.
    private var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }

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
        if let cachedText, let cachedInputs, cachedInputs.title == title, cachedInputs.subtitle == subtitle,
           cachedInputs.titleFont == style.titleFont, cachedInputs.subtitleFont == style.subtitleFont, cachedInputs.width == width {
            return cachedText
        }
        var paragraph = TextStyle(wrapping: .none, maxWidth: width.map { Swift.max(1, $0) }, maxLines: 1,
                                  ellipsis: .end)
        paragraph.alignment = naturalAlignment
        let shownTitle = localizedForDisplay(title)
        let shownSubtitle = hasSubtitle ? localizedForDisplay(subtitle ?? "") : nil
        let (titleFont, titleStyle) = textSettings(for: shownTitle, font: style.titleFont, style: paragraph)
        let (subtitleFont, subtitleStyle) = textSettings(for: shownSubtitle ?? "", font: style.subtitleFont, style: paragraph)
        let made = (title: TextLayout(shownTitle, font: titleFont, style: titleStyle),
                    subtitle: shownSubtitle.map { TextLayout($0, font: subtitleFont, style: subtitleStyle) })
        cachedText = made
        cachedInputs = (title, subtitle, style.titleFont, style.subtitleFont, width)
        return made
    }

    /// Drops the text's layouts: they were made for the old traits.
    public override func traitsDidChange() {
        super.traitsDidChange()
        cachedText = nil
        cachedInputs = nil
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
        if let box = accessoryRect(in: area, insets: i) { drawAccessory(in: canvas, box: box) }
        if showsSeparator {
            drawSeparator(in: canvas, area)
        }
    }

    /// The title and subtitle where ``draw(in:)`` puts them.
    public override var placedTexts: [PlacedText] {
        let placed = placedText(in: bounds)
        var title = placed.title
        title.color = style.titleColor
        var subtitle = placed.subtitle
        subtitle?.color = isSelected ? style.selectedSubtitleColor : style.subtitleColor
        return [title] + (subtitle.map { [$0] } ?? [])
    }

    /// The title and subtitle laid out for `area` and placed in it: centred
    /// together vertically, after the leading inset (after the left inset,
    /// or the accessory and the left inset under a right-to-left layout).
    private func placedText(in area: Rect) -> (title: PlacedText, subtitle: PlacedText?) {
        let i = insets
        let text = text(width: area.width - i.left - i.right - accessoryWidth)
        let top = area.minY + ((area.height - textHeight(text)) / 2).rounded()
        let x = area.minX + i.left + (isRightToLeft ? accessoryWidth : 0)
        let title = PlacedText(part: .title, layout: text.title, origin: Point(x: x, y: top))
        let subtitle = text.subtitle.map {
            PlacedText(part: .subtitle, layout: $0, origin: Point(
                x: x, y: top + text.title.size.height + LayoutLimits.nonNegative(style.subtitleSpacing)))
        }
        return (title, subtitle)
    }

    /// The accessory's box in `area`, at the trailing inset (right, or left
    /// under a right-to-left layout); nil without one.
    private func accessoryRect(in area: Rect, insets i: EdgeInsets) -> Rect? {
        let size = accessorySize
        guard size.width > 0, size.height > 0 else { return nil }
        let x = isRightToLeft ? area.minX + i.left : area.maxX - i.right - size.width
        return Rect(x: x, y: area.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the accessory is drawn, in the row's coordinates (before
    /// snapping to device pixels); nil without one.
    public var accessoryFrame: Rect? { accessoryRect(in: bounds, insets: insets) }

    /// The text block's left edge and width in the row's coordinates: where
    /// the title and subtitle are laid out (aligned naturally inside it).
    public var textFrame: Rect {
        let placed = placedText(in: bounds)
        let width = placed.title.layout.style.maxWidth ?? placed.title.layout.size.width
        return Rect(x: placed.title.origin.x, y: placed.title.origin.y, width: width,
                    height: textHeight((placed.title.layout, placed.subtitle?.layout)))
    }

    private func drawAccessory(in canvas: Canvas, box: Rect) {
        switch accessory {
        case .none:
            break
        case .disclosureIndicator:
            // The stroke's round joins and caps reach half a line width past the points.
            let inset = LayoutLimits.nonNegative(style.chevronLineWidth) / 2
            // Pointing to the trailing side: right, or left under a right-to-left layout.
            let back = isRightToLeft ? box.maxX - inset : box.minX + inset
            let tip = isRightToLeft ? box.minX + inset : box.maxX - inset
            var chevron = Path()
            chevron.move(to: Point(x: back, y: box.minY + inset))
            chevron.line(to: Point(x: tip, y: box.midY))
            chevron.line(to: Point(x: back, y: box.maxY - inset))
            canvas.stroke(chevron, with: .color(style.chevronColor),
                          style: StrokeStyle(width: style.chevronLineWidth, cap: .round, join: .round))
        case let .image(image):
            canvas.draw(image, in: canvas.pixelAligned(box))
        }
    }

    /// One device pixel high, along the bottom edge, from the separator inset
    /// to the right edge (under a right-to-left layout, from the left edge to
    /// the separator inset from the right).
    private func drawSeparator(in canvas: Canvas, _ area: Rect) {
        let m = canvas.currentTransform
        let pixel = m.d > 0 ? 1 / m.d : 0.5
        if isRightToLeft {
            let end = canvas.pixelAlignedX(area.maxX - LayoutLimits.nonNegative(style.separatorInset))
            let line = canvas.pixelAligned(Rect(x: area.minX, y: area.maxY - pixel, width: area.width, height: pixel))
            canvas.fill(Rect(x: area.minX, y: line.minY, width: max(0, end - area.minX), height: line.height),
                        with: style.separatorColor)
            return
        }
        let line = canvas.pixelAligned(Rect(x: area.minX + LayoutLimits.nonNegative(style.separatorInset),
                                             y: area.maxY - pixel, width: area.width, height: pixel))
        canvas.fill(Rect(x: line.minX, y: line.minY, width: area.maxX - line.minX, height: line.height),
                    with: style.separatorColor)
    }
}
