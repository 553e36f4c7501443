/// A width and a height, in points unless said otherwise.
///
/// See also: ``Point``, ``Rect``.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite (neither NaN nor infinite).
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// Whether both dimensions are finite and greater than zero: a size an
    /// image or a surface can have.
    public var isDrawable: Bool { isFinite && width > 0 && height > 0 }

    /// This size multiplied by `factor` in both dimensions.
    public func scaled(by factor: Double) -> Size {
        Size(width: width * factor, height: height * factor)
    }

    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}
