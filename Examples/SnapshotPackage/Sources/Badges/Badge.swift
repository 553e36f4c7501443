import Bezel
import BezelGraphics

/// A notification badge: a count in white on a red pill, "99+" past 99.
public final class Badge: View {
    /// The number shown.
    public var count: Int { didSet { setNeedsDisplay() } }
    /// The pill's colour.
    public var color: Color { didSet { setNeedsDisplay() } }

    /// A badge showing `count`, sized to fit it.
    public init(count: Int, color: Color = Color(red: 0.86, green: 0.16, blue: 0.16)) {
        self.count = count
        self.color = color
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        let size = text.size
        frame = Rect(x: 0, y: 0, width: max(20, size.width + 12), height: 20)
    }

    private var text: TextLayout {
        TextLayout(count > 99 ? "99+" : String(count), font: .system(size: 12, weight: .bold))
    }

    public override func draw(in canvas: Canvas) {
        canvas.fill(Path.roundedRect(bounds, radius: bounds.height / 2), with: color)
        let text = self.text
        let origin = Point(x: (bounds.width - text.size.width) / 2, y: (bounds.height - text.size.height) / 2)
        text.draw(in: canvas, at: origin, color: Color(white: 1))
    }
}
