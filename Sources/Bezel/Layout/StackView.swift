import BezelGraphics

/// Lays its children out in a line, one after another along `axis`, with
/// `spacing` between them: the engine behind ``VStack`` and ``HStack``.
///
/// The algorithm, in Flutter's manner:
/// 1. children that do not grow are measured with the main axis unbounded
///    (they take their natural length) and the cross axis up to the stack's;
/// 2. what is left of the main axis is shared among growing children
///    (``Spacer`` and any view with ``View/layoutGrow`` above 0) in
///    proportion to their grow factors;
/// 3. children are placed in order, aligned across the axis; a horizontal
///    stack places them leading to trailing (from the right edge under a
///    right-to-left ``View/effectiveLayoutDirection``, as `UIStackView`
///    does), and `leading`/`trailing` across a vertical one follow the direction too.
///
/// Hidden children take no space (as in `UIStackView`). Children that do not
/// fit overflow the stack's end; clip with ``View/clipsToBounds`` if needed.
open class StackView: View {
    public enum Axis: Hashable, Sendable { case horizontal, vertical }

    public let axis: Axis
    /// Space between neighbouring children (negative or NaN reads as 0).
    public var spacing: Double { didSet { if spacing != oldValue { setNeedsLayout() } } }
    /// Alignment across a vertical stack.
    public var horizontalAlignment: HorizontalAlignment { didSet { setNeedsLayout() } }
    /// Alignment across a horizontal stack.
    public var verticalAlignment: VerticalAlignment { didSet { setNeedsLayout() } }

    init(axis: Axis, spacing: Double, horizontalAlignment: HorizontalAlignment,
         verticalAlignment: VerticalAlignment, children: [View]) {
        self.axis = axis
        self.spacing = spacing
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        super.init()
        for child in children { addSubview(child) }
    }

    private var gap: Double { LayoutLimits.nonNegative(spacing) }
    private var arranged: [View] { subviews.filter { !$0.isHidden } }
    private var fillsCross: Bool { axis == .vertical ? horizontalAlignment == .fill : verticalAlignment == .fill }

    private func main(_ s: Size) -> Double { axis == .vertical ? s.height : s.width }
    private func cross(_ s: Size) -> Double { axis == .vertical ? s.width : s.height }
    private func size(main: Double, cross: Double) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// Constraints for a child: the main axis from `mainMin` to `mainMax`, the cross axis up to the stack's.
    private func childConstraints(_ c: Constraints, mainMin: Double, mainMax: Double) -> Constraints {
        let crossMax = axis == .vertical ? c.maxWidth : c.maxHeight
        let crossMin = fillsCross && crossMax.isFinite ? crossMax : 0
        return axis == .vertical
            ? Constraints(minWidth: crossMin, maxWidth: crossMax, minHeight: mainMin, maxHeight: mainMax)
            : Constraints(minWidth: mainMin, maxWidth: mainMax, minHeight: crossMin, maxHeight: crossMax)
    }

    /// The size of every arranged child and their total length along the
    /// main axis. Every child first gets its natural length (main axis
    /// unbounded); growing children then share what is left of a bounded
    /// axis on top of it, in proportion to their grow factors (CSS flex-grow).
    private func measureChildren(_ c: Constraints) -> (sizes: [Size], total: Double) {
        let children = arranged
        var sizes = children.map { $0.size(for: childConstraints(c, mainMin: 0, mainMax: .infinity)) }
        var used = gap * Double(max(0, children.count - 1)) + sizes.map(main).reduce(0, +)
        let grows = children.map { LayoutLimits.nonNegative($0.layoutGrow) }
        let totalGrow = grows.reduce(0, +)
        let available = axis == .vertical ? c.maxHeight : c.maxWidth
        guard totalGrow > 0, available.isFinite, available > used else { return (sizes, used) }
        let remaining = available - used
        for (i, child) in children.enumerated() where grows[i] > 0 {
            let length = main(sizes[i]) + (remaining * grows[i] / totalGrow).rounded(.down)
            used -= main(sizes[i])
            sizes[i] = child.size(for: childConstraints(c, mainMin: length, mainMax: length))
            used += main(sizes[i])
        }
        return (sizes, used)
    }

    open override func measureSize(_ constraints: Constraints) -> Size {
        let (sizes, total) = measureChildren(constraints)
        var crossSize = sizes.map(cross).max() ?? 0
        if axis == .horizontal, verticalAlignment == .firstBaseline {
            crossSize = baselineLayout(sizes).height
        }
        if fillsCross { crossSize = max(crossSize, axis == .vertical ? constraints.minWidth : constraints.minHeight) }
        return size(main: total, cross: crossSize)
    }

    open override func placeSubviews() {
        let (sizes, _) = measureChildren(placementConstraints)
        let children = arranged
        let baselines = axis == .horizontal && verticalAlignment == .firstBaseline ? baselineLayout(sizes) : nil
        // A horizontal stack runs leading to trailing: from the right under right to left.
        let direction = effectiveLayoutDirection
        let mirrored = axis == .horizontal && direction == .rightToLeft
        var position = 0.0
        for (i, child) in children.enumerated() {
            var childSize = sizes[i]
            let crossOffset: Double
            if axis == .vertical {
                if horizontalAlignment == .fill { childSize.width = bounds.width }
                crossOffset = horizontalAlignment.offset(for: childSize.width, in: bounds.width, direction: direction)
                place(child, at: Rect(x: crossOffset, y: position, width: childSize.width, height: childSize.height))
            } else {
                if verticalAlignment == .fill { childSize.height = bounds.height }
                if let baselines {
                    crossOffset = baselines.offsets[i]
                } else {
                    crossOffset = verticalAlignment.offset(for: childSize.height, in: bounds.height)
                }
                let x = mirrored ? bounds.width - position - childSize.width : position
                place(child, at: Rect(x: x, y: crossOffset, width: childSize.width, height: childSize.height))
            }
            position += main(childSize) + gap
        }
    }

    /// Top offsets that line up the children's first baselines, and the height that needs.
    private func baselineLayout(_ sizes: [Size]) -> (offsets: [Double], height: Double) {
        let children = arranged
        let baselines = children.enumerated().map { i, child in
            layoutBaseline(of: child, forHeight: sizes[i].height) ?? sizes[i].height / 2
        }
        let ascent = baselines.max() ?? 0
        let offsets = baselines.map { ascent - $0 }
        let height = zip(offsets, sizes).map { $0 + $1.height }.max() ?? 0
        return (offsets, height)
    }

    open override func firstBaseline(forHeight height: Double) -> Double? {
        guard let first = arranged.first else { return nil }
        // Where the first child goes at the size asked about, as `placeSubviews` puts it.
        let (size, constraints) = prospectiveLayout(forHeight: height)
        let (sizes, _) = measureChildren(constraints)
        guard var firstSize = sizes.first else { return nil }
        let top: Double
        if axis == .vertical {
            top = 0
        } else {
            if verticalAlignment == .fill { firstSize.height = size.height }
            if verticalAlignment == .firstBaseline {
                top = baselineLayout(sizes).offsets.first ?? 0
            } else {
                top = verticalAlignment.offset(for: firstSize.height, in: size.height)
            }
        }
        return layoutBaseline(of: first, forHeight: firstSize.height).map { $0 + top }
    }

    open override var properties: [ViewProperty] {
        let alignment = axis == .vertical ? "\(horizontalAlignment)" : "\(verticalAlignment)"
        return super.properties + [.value("spacing", .number(gap)), .value("alignment", .text(alignment))]
    }
}

/// Children top to bottom.
///
/// ```swift
/// VStack(spacing: 12, alignment: .leading) {
///     Label("Timer")
///     BezelButton(image: play).mode(.toggle).id("start")
/// }
/// ```
public final class VStack: StackView {
    public init(spacing: Double = 8, alignment: HorizontalAlignment = .center, @ViewBuilder _ content: () -> [View]) {
        super.init(axis: .vertical, spacing: spacing, horizontalAlignment: alignment, verticalAlignment: .top,
                   children: content())
    }
}

/// Children leading to trailing: left to right, or right to left under a
/// right-to-left ``View/effectiveLayoutDirection``.
public final class HStack: StackView {
    public init(spacing: Double = 8, alignment: VerticalAlignment = .center, @ViewBuilder _ content: () -> [View]) {
        super.init(axis: .horizontal, spacing: spacing, horizontalAlignment: .leading, verticalAlignment: alignment,
                   children: content())
    }
}
