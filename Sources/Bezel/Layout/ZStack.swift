import BezelGraphics

/// Children on top of each other (first at the back), each aligned within
/// the stack; the stack is as large as its largest child.
public final class ZStack: View {
    public var alignment: Alignment { didSet { setNeedsLayout() } }

    public init(alignment: Alignment = .center, @ViewBuilder _ content: () -> [View]) {
        self.alignment = alignment
        super.init()
        for child in content() { addSubview(child) }
    }

    private func childConstraints(_ c: Constraints) -> Constraints {
        Constraints(minWidth: alignment.horizontal == .fill && c.hasBoundedWidth ? c.maxWidth : 0, maxWidth: c.maxWidth,
                    minHeight: alignment.vertical == .fill && c.hasBoundedHeight ? c.maxHeight : 0, maxHeight: c.maxHeight)
    }

    public override func measureSize(_ constraints: Constraints) -> Size {
        let sizes = subviews.filter { !$0.isHidden }.map { $0.size(for: childConstraints(constraints)) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public override func placeSubviews() {
        let c = childConstraints(placementConstraints)
        for child in subviews where !child.isHidden {
            let size = child.size(for: c)
            place(child, at: Rect(x: alignment.horizontal.offset(for: size.width, in: bounds.width, direction: effectiveLayoutDirection),
                                  y: alignment.vertical.offset(for: size.height, in: bounds.height),
                                  width: size.width, height: size.height))
        }
    }
}
