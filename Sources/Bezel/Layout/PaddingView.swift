import BezelGraphics

/// Wraps one view with space around it; made by ``View/padding(_:)-(Double)``.
public final class PaddingView: View {
    /// The space on each side (negative or NaN sides read as 0).
    public var insets: EdgeInsets { didSet { setNeedsLayout() } }

    public init(_ insets: EdgeInsets, child: View) {
        self.insets = insets
        super.init()
        addSubview(child)
    }

    private var clean: EdgeInsets {
        EdgeInsets(top: LayoutLimits.nonNegative(insets.top), left: LayoutLimits.nonNegative(insets.left),
                   bottom: LayoutLimits.nonNegative(insets.bottom), right: LayoutLimits.nonNegative(insets.right))
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
        return child.firstBaseline(forHeight: child.frame.height).map { $0 + clean.top }
    }

    public override var properties: [ViewProperty] {
        let i = clean
        return super.properties + [
            .value("insets", .text("(\(formatted(i.top)), \(formatted(i.left)), \(formatted(i.bottom)), \(formatted(i.right)))")),
        ]
    }
}
