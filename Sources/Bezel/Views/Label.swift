import BezelGraphics

/// A view that draws text with the shipped fonts through Pango.
///
/// The text is laid out to the label's width (alignment, wrapping, line
/// limit and ellipsis from ``style``) and drawn from the top of the bounds
/// (see ``verticalAlignment``). The layout is made once per text, font, style
/// and width and reused until one of them changes.
///
/// **Sizing.** ``measureSize(_:)`` asks Pango: the text wraps at the
/// constraints' maximum width (when bounded) and the label takes the text's
/// size rounded up to whole points; empty text takes no room.
///
/// **Automatic text colour.** With ``automaticTextColor`` on, the text
/// colour follows the colour behind the label by the colour-theme rule of
/// ``AutomaticTextColor`` (brightness `1 − b`, 0.40 on midtones, a shadow of
/// the same colour at alpha 0.4). The colour behind the label is, first found:
/// ``automaticTextColorBackground`` when set, the label's own
/// ``View/backgroundColor``, then the nearest ancestor's (colours with alpha 0
/// are skipped; the alpha of the one found is ignored). With none of them,
/// ``textColor`` is used.
///
/// A label takes no touches (like UIKit's): they pass through to what lies behind it.
///
/// ```swift
/// let title = Label("Welcome back", style: LabelStyle(font: .system(size: 17, weight: .bold)))
/// title.lineLimit = 2
/// title.ellipsis = .end
/// ```
///
/// See also: ``LabelStyle``, ``LinkLabel``, `TextLayout`.
public class Label: View {
    /// Where the text block sits vertically when the bounds are taller than it.
    public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
        case top, center, bottom
    }

    /// The text; newlines start new lines.
    public var text: String { didSet { if text != oldValue { invalidateLayout() } } }
    /// The font.
    public var font: Font { didSet { if font != oldValue { invalidateLayout() } } }
    /// The text colour, unless ``automaticTextColor`` is on.
    public var textColor: Color { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// Wrapping, line limit and ellipsis; the width comes from the bounds.
    /// The alignment is ``alignment``: a style set with another alignment
    /// sets it (left as ``TextAlignment/natural``).
    public var style: TextStyle {
        didSet {
            guard style != oldValue else { return }
            if style.alignment != oldValue.alignment { alignment = TextAlignment(style.alignment) }
            invalidateLayout()
        }
    }
    /// Where each line sits in the width: ``TextAlignment/natural`` (the
    /// default) is the leading edge, which is the right one under a
    /// right-to-left ``View/effectiveLayoutDirection``.
    public var alignment: TextAlignment { didSet { if alignment != oldValue { invalidateLayout() } } }
    /// Where the text sits when the label is taller than its text.
    public var verticalAlignment: VerticalAlignment {
        didSet { if verticalAlignment != oldValue { setNeedsDisplay() } }
    }
    /// A shadow under the text; nil for none. Blurred shadows are cast by
    /// the glyph outlines, so they follow the letters.
    public var shadow: Shadow? { didSet { if shadow != oldValue { setNeedsDisplay() } } }
    /// Whether the text colour follows the background (see the type's documentation).
    public var automaticTextColor: Bool { didSet { if automaticTextColor != oldValue { setNeedsDisplay() } } }
    /// The background to work the automatic colour out from; nil looks it up
    /// on the label and its ancestors.
    public var automaticTextColorBackground: Color? { didSet { setNeedsDisplay() } }
    /// Offset and blur of the shadow drawn with the automatic colour when
    /// ``shadow`` is nil (its colour is replaced); nil for no shadow.
    public var automaticShadow: Shadow? { didSet { setNeedsDisplay() } }

    private var cachedLayout: TextLayout?
    private var cachedOutline: (layout: TextLayout, origin: Point, path: Path)?

    /// A label drawn with `style` (``LabelStyle`` defaults: 13 pt black, top left).
    public init(_ text: String, frame: Rect = .zero, style: LabelStyle = LabelStyle()) {
        self.text = text
        self.font = style.font
        self.textColor = style.textColor
        self.style = style.paragraph
        self.alignment = TextAlignment(style.paragraph.alignment)
        self.verticalAlignment = style.verticalAlignment
        self.shadow = style.shadow
        self.automaticTextColor = style.automaticTextColor
        self.automaticShadow = style.automaticShadow
        super.init(frame: frame)
    }

    /// A label with a font, colour and paragraph style (the other values from ``LabelStyle``).
    public convenience init(_ text: String, frame: Rect = .zero, font: Font = .default, color: Color = .black,
                            style: TextStyle = .default) {
        self.init(text, frame: frame, style: LabelStyle(font: font, textColor: color, paragraph: style))
    }

    // MARK: Paragraph shortcuts (all stored in ``style``)

    /// Where long lines may break (`TextStyle/Wrapping/none` keeps each paragraph on one line).
    public var wrapping: TextStyle.Wrapping {
        get { style.wrapping }
        set { style.wrapping = newValue }
    }
    /// The most lines shown; nil for no limit.
    public var lineLimit: Int? {
        get { style.maxLines }
        set { style.maxLines = newValue }
    }
    /// Where text that does not fit is cut and replaced by "…".
    public var ellipsis: TextStyle.Ellipsis {
        get { style.ellipsis }
        set { style.ellipsis = newValue }
    }

    // MARK: Colours

    /// The colour the automatic text colour is worked out from: see the
    /// type's documentation for the order; nil when none is found.
    public var effectiveBackgroundColor: Color? {
        if let automaticTextColorBackground { return automaticTextColorBackground }
        var current: View? = self
        while let view = current {
            if let color = view.backgroundColor, color.alpha > 0 { return color }
            current = view.superview
        }
        return nil
    }

    /// The colour the text is drawn in now.
    public var resolvedTextColor: Color {
        guard automaticTextColor, let background = effectiveBackgroundColor else { return textColor }
        return AutomaticTextColor.for(background: background)
    }

    /// The shadow drawn now: ``shadow``, or with the automatic colour on, the
    /// shadow (or ``automaticShadow``) in the automatic shadow colour.
    public var resolvedShadow: Shadow? {
        guard automaticTextColor, let background = effectiveBackgroundColor else { return shadow }
        guard var made = shadow ?? automaticShadow else { return nil }
        made.color = AutomaticTextColor.shadowColor(forBackground: background)
        return made
    }

    // MARK: Layout

    /// The layout for the current text at the current width.
    public var layout: TextLayout {
        var wanted = style
        wanted.maxWidth = bounds.width > 0 ? bounds.width : nil
        if let cachedLayout, cachedLayout.style.maxWidth == wanted.maxWidth { return cachedLayout }
        let made = makeLayout(style: wanted)
        cachedLayout = made
        return made
    }

    /// Colours and underlines over ranges of the text (none; ``LinkLabel`` adds its links).
    var textAttributes: [TextAttribute] { [] }

    /// The text as shown (through a pseudo-locale, if the traits name one),
    /// laid out for this view's traits (text size, language, direction).
    private func makeLayout(style: TextStyle) -> TextLayout {
        var style = style
        style.alignment = alignment.resolved(for: effectiveLayoutDirection)
        return makeTextLayout(displayedText, font: font, style: style, attributes: textAttributes)
    }

    /// The text as drawn: ``text``, or the pseudo-locale's version of it.
    /// (A ``LinkLabel``'s links keep their ranges: it shows its text as given.)
    var displayedText: String { localizedForDisplay(text) }

    public override func traitsDidChange() {
        super.traitsDidChange()
        invalidateLayout()
    }

    public override func measureSize(_ constraints: Constraints) -> Size {
        guard !text.isEmpty else { return constraints.smallest }
        var wanted = style
        wanted.maxWidth = constraints.hasBoundedWidth ? constraints.maxWidth : nil
        let size = makeLayout(style: wanted).size
        return constraints.constrain(Size(width: size.width.rounded(.up), height: size.height.rounded(.up)))
    }

    public override func firstBaseline(forHeight height: Double) -> Double? {
        let layout = self.layout
        return textOffsetY(forHeight: height, textHeight: layout.size.height) + layout.baseline
    }

    /// Where the layout's top-left corner goes in the bounds.
    func textOrigin(for layout: TextLayout) -> Point {
        Point(x: bounds.minX, y: bounds.minY + textOffsetY(forHeight: bounds.height, textHeight: layout.size.height))
    }

    private func textOffsetY(forHeight height: Double, textHeight: Double) -> Double {
        switch verticalAlignment {
        case .top: return 0
        case .center: return ((height - textHeight) / 2).rounded()
        case .bottom: return (height - textHeight).rounded()
        }
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let layout = self.layout
        let origin = textOrigin(for: layout)
        if let shadow = resolvedShadow, shadow.color.alpha > 0 {
            canvas.drawShadow(of: outline(of: layout, at: origin), shadow: shadow)
        }
        layout.draw(in: canvas, at: origin, color: resolvedTextColor)
    }

    /// The text where ``draw(in:)`` puts it (none while the text is empty).
    public override var placedTexts: [PlacedText] {
        guard !text.isEmpty else { return [] }
        let layout = self.layout
        return [PlacedText(part: .text, layout: layout, origin: textOrigin(for: layout), color: resolvedTextColor)]
    }

    /// The glyph outlines for the shadow, kept while the layout and place stay the same.
    private func outline(of layout: TextLayout, at origin: Point) -> Path {
        if let cachedOutline, cachedOutline.layout === layout, cachedOutline.origin == origin {
            return cachedOutline.path
        }
        let path = layout.outline(at: origin)
        cachedOutline = (layout, origin, path)
        return path
    }

    /// A label takes no touches; they reach what lies behind it.
    public override var acceptsTouches: Bool { false }

    public override var properties: [ViewProperty] {
        super.properties + [
            .quoted("text", text), .quoted("font", "\(font)"),
            .value("color", .text(automaticTextColor ? "auto(\(resolvedTextColor))" : "\(textColor)")),
            .value("align", .text(alignment.rawValue), shown: alignment != .natural),
            .value("wrap", .text(style.wrapping.caseName), shown: style.wrapping != .word),
            .optionalNumber("lines", style.maxLines, shown: style.maxLines != nil),
            .value("ellipsis", .text(style.ellipsis.caseName), shown: style.ellipsis != .none),
            .value("valign", .text(verticalAlignment.rawValue), shown: verticalAlignment != .top),
            .flag("shadow", resolvedShadow != nil),
        ]
    }

    /// Drops the layout so the next draw makes a new one.
    func invalidateLayout() {
        cachedLayout = nil
        cachedOutline = nil
        setNeedsLayout()
    }
}
