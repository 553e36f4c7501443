/// A shadow cast by a shape: the shape's silhouette, moved by `offset`,
/// blurred, in `color`.
///
/// `blur` is in points and reads as a Gaussian with σ = blur / 2 (the CSS
/// box-shadow convention); it scales with the device scale like everything
/// else. A positive offset moves the shadow right and down.
///
/// See also: ``Canvas/fill(_:with:rule:shadow:)``, ``Canvas/drawInnerShadow(inside:shadow:outerBounds:)``.
public struct Shadow: Hashable, Sendable {
    public var offset: Size
    public var blur: Double
    public var color: Color

    public init(offset: Size, blur: Double, color: Color) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }

    /// The standard deviation of the Gaussian, in points.
    public var sigma: Double { max(0, blur.isFinite ? blur : 0) / 2 }
}
