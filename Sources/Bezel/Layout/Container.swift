import BezelGraphics

/// A plain container whose children keep the absolute frames they were
/// given (see ``View/frame(_:)``); it is as large as `size`, or when none is
/// given as the union of its children's frames.
public final class Container: View {
    /// The container's own size; nil to fit the children.
    public var size: Size? { didSet { setNeedsLayout() } }

    public init(size: Size? = nil, @ViewBuilder _ content: () -> [View]) {
        self.size = size
        super.init(frame: Rect(size: size ?? .zero))
        for child in content() { addSubview(child) }
    }

    public override func measureSize(_ constraints: Constraints) -> Size {
        if let size { return size }
        let extent = subviews.reduce(Rect.zero) { $0.union($1.frame) }
        return Size(width: max(0, extent.maxX), height: max(0, extent.maxY))
    }

    // Children keep their frames: nothing to place. Each still lays out its
    // own subtree at its own size (see ``View/layoutSubtreeIfNeeded()``).
}
