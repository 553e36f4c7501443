import BezelGraphics

/// The bar across the top of a ``NavigationController``'s view: the top
/// controller's title, centred in bold, on a light grey band with a hairline
/// under it, and a ``NavigationBackButton`` at the left while there is a
/// controller to go back to (``backTitle`` is not nil).
///
/// **Right to left.** Under a right-to-left ``View/effectiveLayoutDirection``
/// the back button is at the right (its chevron pointing right, see
/// ``NavigationBackButton``), as in UIKit's `UINavigationBar`; the title stays
/// centred between equal margins.
///
/// **Text sizes.** The bar keeps its height, so its title and back button
/// grow with the text size only up to ``largestTextSize`` (XXXL: 23 pt for a
/// 17 pt title), as UIKit's bars stop growing and leave the largest sizes to
/// the content; set ``View/maximumContentSizeCategory`` to change it.
public final class NavigationBar: View {
    /// The largest text size the bar draws at unless told otherwise.
    public static let largestTextSize = ContentSizeCategory.extraExtraExtraLarge

    /// The bar's height in points.
    public static let height = 44.0

    /// The title shown; nil shows nothing.
    public var title: String? {
        didSet { if title != oldValue { titleLabel.text = title ?? "" } }
    }

    /// The back button's title; nil hides the button.
    public var backTitle: String? {
        didSet {
            guard backTitle != oldValue else { return }
            backButton.title = backTitle ?? ""
            backButton.isHidden = backTitle == nil
            setNeedsLayout()
            placeSubviews()
        }
    }

    /// The label showing ``title``.
    public let titleLabel: Label
    /// The button going back to the controller under the top one.
    public let backButton: NavigationBackButton

    /// A bar showing `title`.
    public init(title: String? = nil, frame: Rect = .zero) {
        self.title = title
        let style = LabelStyle(font: .system(size: 17, weight: .bold), textColor: .black,
                               paragraph: TextStyle(alignment: .center, wrapping: .none))
        titleLabel = Label(title ?? "", style: style)
        titleLabel.verticalAlignment = .center
        backButton = NavigationBackButton()
        backButton.isHidden = true
        super.init(frame: frame)
        backgroundColor = Color(white: 0.95)
        maximumContentSizeCategory = NavigationBar.largestTextSize
        addSubview(titleLabel)
        addSubview(backButton)
        placeSubviews()
    }

    public override var frame: Rect {
        didSet { if frame.size != oldValue.size { placeSubviews() } }
    }

    public override func measureSize(_ constraints: Constraints) -> Size {
        constraints.constrain(Size(width: frame.width, height: Self.height))
    }

    /// The back button at the leading edge (left, or right under a
    /// right-to-left layout), as wide as it needs up to the room the centred
    /// title leaves (a third of the bar at least), its title cut with "…"
    /// beyond that; the title centred between the button and an equal margin
    /// on the other side.
    public override func placeSubviews() {
        var inset = min(8, bounds.width / 2)
        if !backButton.isHidden {
            let natural = backButton.size(for: .unbounded).width
            let titleWidth = titleLabel.size(for: .unbounded).width
            let room = max(bounds.width / 3, (bounds.width - titleWidth) / 2 - 4)
            let width = min(natural, room)
            let x = effectiveLayoutDirection == .rightToLeft ? bounds.width - width : 0
            place(backButton, at: Rect(x: x, y: 0, width: width, height: bounds.height))
            inset = min(max(inset, width + 4), bounds.width / 2)
        }
        place(titleLabel, at: Rect(x: inset, y: 0, width: bounds.width - 2 * inset, height: bounds.height))
        backButton.layoutSubtreeIfNeeded()
    }

    public override func draw(in canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5), with: Color(white: 0.7))
    }

    public override var properties: [ViewProperty] {
        super.properties + [
            .value("title", .text(title ?? ""), shown: title != nil), .value("back", .text(backTitle ?? ""), shown: backTitle != nil),
        ]
    }
}

/// A navigation controller's view: the bar on top, the top controller's
/// view filling the rest.
final class NavigationView: View {
    let bar: NavigationBar
    /// What a screen reader's escape gesture does (the controller pops).
    var escape: (() -> Bool)?

    init() {
        bar = NavigationBar()
        super.init()
        backgroundColor = .white
        addSubview(bar)
    }

    /// Where the top controller's view goes.
    var contentFrame: Rect {
        let top = min(NavigationBar.height, bounds.height)
        return Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// Shows `content` under the bar, filling the rest.
    func show(_ content: View) {
        addSubview(content)
        place(content, at: contentFrame)
    }

    override var frame: Rect {
        didSet { if frame.size != oldValue.size { placeSubviews() } }
    }

    override func accessibilityPerformEscape() -> Bool { escape?() ?? false }

    override func placeSubviews() {
        place(bar, at: Rect(x: 0, y: 0, width: bounds.width, height: min(NavigationBar.height, bounds.height)))
        for content in subviews where content !== bar { place(content, at: contentFrame) }
    }
}
