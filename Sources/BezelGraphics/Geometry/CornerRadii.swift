/// The radius of each corner of a rounded rectangle.
///
/// See also: ``Path/roundedRect(_:radii:)``.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    public static let zero = CornerRadii(all: 0)

    /// These radii scaled down together, when needed, so that neighbouring
    /// corners never overlap on a rectangle of `size` (the CSS rule), and with
    /// negative or NaN radii read as zero.
    public func clamped(to size: Size) -> CornerRadii {
        func clean(_ r: Double) -> Double { r.isFinite && r > 0 ? r : 0 }
        var radii = CornerRadii(topLeft: clean(topLeft), topRight: clean(topRight),
                                bottomRight: clean(bottomRight), bottomLeft: clean(bottomLeft))
        let w = Swift.max(size.width, 0), h = Swift.max(size.height, 0)
        var factor = 1.0
        for (sum, side) in [(radii.topLeft + radii.topRight, w), (radii.bottomLeft + radii.bottomRight, w),
                            (radii.topLeft + radii.bottomLeft, h), (radii.topRight + radii.bottomRight, h)]
        where sum > side {
            factor = Swift.min(factor, side / sum)
        }
        if factor < 1 {
            radii = CornerRadii(topLeft: radii.topLeft * factor, topRight: radii.topRight * factor,
                                bottomRight: radii.bottomRight * factor, bottomLeft: radii.bottomLeft * factor)
        }
        return radii
    }

    /// Whether every corner is square.
    public var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }
}
