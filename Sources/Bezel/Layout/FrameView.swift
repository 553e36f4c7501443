import BezelGraphics

/// Wraps one view with size rules: a fixed width or height, or minimum and
/// maximum ones (`.infinity` to fill what the parent allows), and aligns
/// the child in the room it gets; made by ``View/frame(width:height:alignment:)``
/// and ``View/frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)``.
public final class FrameView: View {
    public var fixedWidth: Double? { didSet { setNeedsLayout() } }
    public var fixedHeight: Double? { didSet { setNeedsLayout() } }
    public var minWidth: Double? { didSet { setNeedsLayout() } }
    public var maxWidth: Double? { didSet { setNeedsLayout() } }
    public var minHeight: Double? { didSet { setNeedsLayout() } }
    public var maxHeight: Double? { didSet { setNeedsLayout() } }
    public var alignment: Alignment { didSet { setNeedsLayout() } }

    public init(child: View, width: Double? = nil, height: Double? = nil, minWidth: Double? = nil,
                maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        func clean(_ v: Double?) -> Double? { v.flatMap { $0.isNaN ? nil : max(0, $0) } }
        fixedWidth = clean(width).flatMap { $0.isFinite ? $0 : nil }
        fixedHeight = clean(height).flatMap { $0.isFinite ? $0 : nil }
        self.minWidth = clean(minWidth)
        self.maxWidth = clean(maxWidth)
        self.minHeight = clean(minHeight)
        self.maxHeight = clean(maxHeight)
        self.alignment = alignment
        super.init()
        addSubview(child)
    }

    /// The parent's constraints narrowed by this frame's rules, for one axis.
    private func axis(_ lo: Double, _ hi: Double, fixed: Double?, min rMin: Double?, max rMax: Double?) -> (Double, Double) {
        if let fixed { let v = Swift.min(Swift.max(fixed, lo), hi); return (v, v) }
        var a = lo, b = hi
        if let rMin { a = Swift.min(Swift.max(a, rMin), b) }
        if let rMax { b = Swift.max(Swift.min(b, rMax), a) }
        return (a, b)
    }

    private func own(_ c: Constraints) -> Constraints {
        let w = axis(c.minWidth, c.maxWidth, fixed: fixedWidth, min: minWidth, max: maxWidth)
        let h = axis(c.minHeight, c.maxHeight, fixed: fixedHeight, min: minHeight, max: maxHeight)
        return Constraints(minWidth: w.0, maxWidth: w.1, minHeight: h.0, maxHeight: h.1)
    }

    /// A fixed width and height (or constraints that leave one size) make
    /// the frame's size its own, whatever its child: a relayout boundary.
    public override func sizeIgnoresSubviews(under constraints: Constraints) -> Bool {
        super.sizeIgnoresSubviews(under: own(constraints))
    }

    public override func measureSize(_ constraints: Constraints) -> Size {
        let mine = own(constraints)
        let child = subviews.first.map { $0.size(for: mine.loosened) } ?? .zero
        // A maximum of infinity means "fill": take the largest allowed size.
        let width = maxWidth == .infinity && mine.hasBoundedWidth ? mine.maxWidth : child.width
        let height = maxHeight == .infinity && mine.hasBoundedHeight ? mine.maxHeight : child.height
        return mine.constrain(Size(width: width, height: height))
    }

    public override func placeSubviews() {
        guard let child = subviews.first else { return }
        place(child, at: frame(of: child, in: bounds.size, under: placementConstraints))
    }

    /// Where `child` goes in a frame of `size` measured under `constraints`.
    private func frame(of child: View, in size: Size, under constraints: Constraints) -> Rect {
        var c = own(constraints).loosened
        if alignment.horizontal == .fill { c = Constraints(minWidth: size.width, maxWidth: size.width, minHeight: c.minHeight, maxHeight: c.maxHeight) }
        if alignment.vertical == .fill { c = Constraints(minWidth: c.minWidth, maxWidth: c.maxWidth, minHeight: size.height, maxHeight: size.height) }
        let childSize = child.size(for: c)
        return Rect(x: alignment.horizontal.offset(for: childSize.width, in: size.width, direction: effectiveLayoutDirection),
                    y: alignment.vertical.offset(for: childSize.height, in: size.height),
                    width: childSize.width, height: childSize.height)
    }

    public override func firstBaseline(forHeight height: Double) -> Double? {
        guard let child = subviews.first else { return nil }
        let (size, constraints) = prospectiveLayout(forHeight: height)
        let place = frame(of: child, in: size, under: constraints)
        return layoutBaseline(of: child, forHeight: place.height).map { $0 + place.minY }
    }
}
