import BezelGraphics

/// A view that draws text with the shipped fonts through Pango.
///
/// The text is laid out to the label's width (wrapping and ellipsis from
/// ``style``) and drawn from the top left. The layout is made once per text,
/// font, style and width and reused until one of them changes.
///
/// See also: ``TextLayout``.
public final class Label: View {
    public var text: String { didSet { if text != oldValue { invalidateLayout() } } }
    public var font: Font { didSet { if font != oldValue { invalidateLayout() } } }
    public var textColor: Color { didSet { setNeedsDisplay() } }
    /// Alignment, wrapping, line limit and ellipsis; the width comes from the bounds.
    public var style: TextStyle { didSet { if style != oldValue { invalidateLayout() } } }

    private var cachedLayout: TextLayout?

    public init(_ text: String, frame: Rect = .zero, font: Font = .default, color: Color = .black,
                style: TextStyle = .default) {
        self.text = text
        self.font = font
        self.textColor = color
        self.style = style
        super.init(frame: frame)
    }

    /// The layout for the current text at the current width.
    public var layout: TextLayout {
        var wanted = style
        wanted.maxWidth = bounds.width > 0 ? bounds.width : nil
        if let cachedLayout, cachedLayout.style == wanted { return cachedLayout }
        let made = TextLayout(text, font: font, style: wanted)
        cachedLayout = made
        return made
    }

    public override func draw(in canvas: Canvas) {
        layout.draw(in: canvas, at: bounds.origin, color: textColor)
    }

    public override var stateDescription: [String] {
        ["text=\"\(text)\""]
    }

    private func invalidateLayout() {
        cachedLayout = nil
        setNeedsDisplay()
    }
}
