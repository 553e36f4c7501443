import BezelGraphics

/// Wraps one view with space around it; made by ``View/padding(_:)-(Double)``.
public final class PaddingView: View {
    /// The space on each side (negative or NaN sides read as 0).
    public var insets: EdgeInsets { didSet { setNeedsLayout() } }
    /// Whether ``insets`` are leading and trailing rather than left and
    /// right: `left` is the leading side and `right` the trailing one, so
    /// they swap under a right-to-left ``View/effectiveLayoutDirection``
    /// (UIKit's `directionalLayoutMargins`, SwiftUI's padding).
    public var isDirectional: Bool { didSet { if isDirectional != oldValue { setNeedsLayout() } } }

    /// Padding of `insets` around `child`; with `isDirectional`, `insets.left`
    /// is the leading side and `insets.right` the trailing one.
    public init(_ insets: EdgeInsets, isDirectional: Bool = false, child: View) {
        self.insets = insets
        self.isDirectional = isDirectional
        super.init()
        addSubview(child)
    }

    /// The insets as they fall now: cleaned, and swapped for a directional
    /// padding laid out right to left.
    private var clean: EdgeInsets {
        let swapped = isDirectional && effectiveLayoutDirection == .rightToLeft
        let left = swapped ? insets.right : insets.left, right = swapped ? insets.left : insets.right
        return EdgeInsets(top: LayoutLimits.nonNegative(insets.top), left: LayoutLimits.nonNegative(left),
                          bottom: LayoutLimits.nonNegative(insets.bottom), right: LayoutLimits.nonNegative(right))
    }

    public override func measureSize(_ constraints: Constraints) -> Size {
        let i = clean
        let inner = subviews.first.map { $0.size(for: constraints.deflated(by: i)) } ?? .zero
        return Size(width: inner.width + i.left + i.right, height: inner.height + i.top + i.bottom)
    }

    public override func placeSubviews() {
        guard let child = subviews.first else { return }
        let i = clean
        place(child, at: Rect(origin: Point(x: i.left, y: i.top), size: child.size(for: placementConstraints.deflated(by: i))))
    }

    public override func firstBaseline(forHeight height: Double) -> Double? {
        guard let child = subviews.first else { return nil }
        let i = clean
        let inner = child.size(for: prospectiveLayout(forHeight: height).constraints.deflated(by: i))
        return layoutBaseline(of: child, forHeight: inner.height).map { $0 + i.top }
    }

    public override var properties: [ViewProperty] {
        let i = clean
        return super.properties + [
            .value("insets", .text("(\(formatted(i.top)), \(formatted(i.left)), \(formatted(i.bottom)), \(formatted(i.right)))")),
        ]
    }
}
