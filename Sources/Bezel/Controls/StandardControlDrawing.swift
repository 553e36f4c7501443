import BezelGraphics

/// Drawing steps shared by the standard controls (button, switch, slider,
/// segmented control, progress view): vertical gradients, crisp ellipse
/// outlines and embossed text. Pixel snapping is the canvas's own
/// (`Canvas+PixelAlignment.swift`).
enum StandardControlDrawing {
    /// A gradient from `top` at `rect`'s top edge to `bottom` at its bottom edge.
    static func verticalGradient(_ rect: Rect, _ top: Color, _ bottom: Color) -> Paint {
        .linearGradient(LinearGradient(start: Point(x: rect.minX, y: rect.minY), end: Point(x: rect.minX, y: rect.maxY),
                                       stops: [GradientStop(0, top), GradientStop(1, bottom)]))
    }

    /// Strokes the outline of the ellipse filling `rect` inward, with its
    /// extreme points on whole device pixels.
    static func strokeCrispEllipse(_ rect: Rect, color: Color, width: Double, in canvas: Canvas) {
        guard width > 0, color.alpha > 0 else { return }
        canvas.stroke(.ellipse(in: canvas.crispStrokeRect(for: rect, lineWidth: width)), with: color, width: width)
    }

    /// Draws `layout` with its top-left corner at `origin`, the first
    /// baseline moved onto a device-pixel boundary, after an emboss copy in
    /// `embossColor` moved by `embossOffset` points down (up when negative).
    static func drawText(_ layout: TextLayout, at origin: Point, color: Color, embossColor: Color?,
                         embossOffset: Double, in canvas: Canvas) {
        let baseline = canvas.pixelAlignedY(origin.y + layout.baseline)
        let top = Point(x: origin.x, y: baseline - layout.baseline)
        if let embossColor, embossColor.alpha > 0, embossOffset != 0 {
            layout.draw(in: canvas, at: top.offsetBy(dx: 0, dy: embossOffset), color: embossColor)
        }
        layout.draw(in: canvas, at: top, color: color)
    }
}

/// One line of title text for a standard control, laid out once per text,
/// font, width and traits (text size, language, direction) and reused until
/// one of them changes. The title is shown through the control's
/// pseudo-locale, if its traits name one. The control calls ``invalidate()``
/// when its traits change (`traitsDidChange`), so a title asked for again
/// with the same text and font is the one made before, without working
/// the traits out again (every frame draws every title).
final class StandardControlTitle {
    private var natural: TextLayout?
    private var fitted: TextLayout?
    /// The text and font ``natural`` was made from, as the control gave them.
    private var madeFrom: (text: String, font: Font)?
    /// The width ``fitted`` was cut to.
    private var fittedWidth: Double?

    /// Forgets the layouts (the traits that made them changed).
    func invalidate() {
        natural = nil
        fitted = nil
        madeFrom = nil
        fittedWidth = nil
    }

    /// The layout at its natural width (for measuring).
    func natural(_ text: String, font: Font, for view: View) -> TextLayout {
        if let natural, let madeFrom, madeFrom.text == text, madeFrom.font == font { return natural }
        let shown = view.localizedForDisplay(text)
        let (font, style) = view.textSettings(for: shown, font: font, style: .default)
        if let natural, natural.text == shown, natural.font == font, natural.style == style { return natural }
        let made = TextLayout(shown, font: font, style: style)
        natural = made
        madeFrom = (text, font)
        fitted = nil
        fittedWidth = nil
        return made
    }

    /// The layout cut with "…" when wider than `width`; the natural one when it fits.
    func layout(_ text: String, font: Font, fitting width: Double, for view: View) -> TextLayout {
        let whole = natural(text, font: font, for: view)
        guard width.isFinite, whole.size.width > width + 0.01 else { return whole }
        if let fitted, fittedWidth == width { return fitted }
        let (font, style) = view.textSettings(for: whole.text, font: font, style: .singleLine(width: max(1, width)))
        let made = TextLayout(whole.text, font: font, style: style)
        fitted = made
        fittedWidth = width
        return made
    }
}
