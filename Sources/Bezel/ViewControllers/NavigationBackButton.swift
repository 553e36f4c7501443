import BezelGraphics

/// The button at the left of a ``NavigationBar`` while a controller is
/// pushed over another: a chevron and the title of the controller under the
/// top one ("Back" when that one has no title), in the bar's tint. Pushed
/// in (highlighted), it is drawn at a fifth of its alpha, as UIKit does.
///
/// **Right to left.** Under a right-to-left ``View/effectiveLayoutDirection``
/// the button mirrors, as UIKit's back button does: the chevron is at the
/// right pointing right, and the title is left of it, aligned to the right.
///
/// A complete press sends touchUpInside; the ``NavigationController`` pops
/// on it. The title is a ``Label`` that takes no touches, so a script can
/// find the button by its text (`tap: {text: Groceries}`) and the touch
/// lands on the button.
public final class NavigationBackButton: Control {
    /// The chevron's size in points, and the gap between it and the title.
    static let chevron = Size(width: 9, height: 15)
    static let chevronSpacing = 6.0
    /// Room left and right of the content.
    static let insets = 8.0

    /// The blue of the chevron and title.
    public static let tint = Color(red: 0, green: 0.478, blue: 1)

    /// The label showing the back title.
    public let titleLabel: Label

    /// A button showing `title`.
    public init(title: String = "Back") {
        let style = LabelStyle(font: .system(size: 17), textColor: Self.tint,
                               paragraph: TextStyle(alignment: .left, wrapping: .none, ellipsis: .end))
        titleLabel = Label(title, style: style)
        titleLabel.verticalAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        super.init()
        addSubview(titleLabel)
    }

    /// The text after the chevron.
    public var title: String {
        get { titleLabel.text }
        set { if newValue != titleLabel.text { titleLabel.text = newValue; setNeedsLayout() } }
    }

    public override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { titleLabel.alpha = isHighlighted ? 0.2 : 1; setNeedsDisplay() } }
    }

    /// The chevron, the spacing and the title's natural width, with the insets.
    public override func measureSize(_ constraints: Constraints) -> Size {
        let text = titleLabel.size(for: .unbounded)
        let width = Self.insets * 2 + Self.chevron.width + Self.chevronSpacing + text.width
        return constraints.constrain(Size(width: width, height: max(NavigationBar.height, text.height)))
    }

    /// Whether the chevron is at the right, pointing right.
    private var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }

    public override func placeSubviews() {
        let lead = Self.insets + Self.chevron.width + Self.chevronSpacing
        let width = max(0, bounds.width - lead - Self.insets)
        place(titleLabel, at: Rect(x: isRightToLeft ? Self.insets : lead, y: 0, width: width, height: bounds.height))
    }

    /// The chevron's box in the button's coordinates: after the leading inset.
    public var chevronFrame: Rect {
        let x = isRightToLeft ? bounds.width - Self.insets - Self.chevron.width : Self.insets
        return Rect(x: x, y: (bounds.height - Self.chevron.height) / 2,
                    width: Self.chevron.width, height: Self.chevron.height)
    }

    /// The chevron: two strokes meeting at a rounded point, vertically
    /// centred, pointing to the leading side (left, or right under a
    /// right-to-left layout).
    public override func draw(in canvas: Canvas) {
        let box = chevronFrame
        let back = isRightToLeft ? box.minX + 1.5 : box.maxX - 1.5
        let tip = isRightToLeft ? box.maxX - 1.5 : box.minX + 1.5
        var path = Path()
        path.move(to: Point(x: back, y: box.minY + 1.5))
        path.line(to: Point(x: tip, y: box.midY))
        path.line(to: Point(x: back, y: box.maxY - 1.5))
        let color = isHighlighted ? Self.tint.withAlpha(0.2) : Self.tint
        canvas.stroke(path, with: .color(color), style: StrokeStyle(width: 2.5, cap: .round, join: .round))
    }

    public override var properties: [ViewProperty] {
        super.properties + [.value("title", .text(title))]
    }
}
