/// A location in a two-dimensional coordinate system whose origin is the top
/// left and whose y axis grows downward. Units are points unless said otherwise.
///
/// See also: ``Size``, ``Rect``.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// This point moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// Formats a coordinate as traces and dumps show every number: no trailing
/// ".0", rounded to 3 decimals (4, 4.5, 255.333; never 255.33333333333331).
func formatNumber(_ value: Double) -> String {
    value.compactText(decimals: 3)
}
