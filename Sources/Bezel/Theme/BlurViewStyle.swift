import BezelGraphics

/// How a ``BlurView`` frosts what lies behind it.
///
/// See also: ``BlurView``, ``Theme``.
public struct BlurViewStyle: Hashable, Sendable {
    /// The blur radius in points: a Gaussian of σ = radius / 2 (the CSS
    /// convention shadows use too). 0 draws the backdrop unblurred (that is,
    /// nothing but the tint).
    public var radius: Double = 12
    /// Laid over the blurred backdrop; nil for none. A translucent white
    /// gives the frosted-glass look, a translucent black a smoked one.
    public var tintColor: Color? = Color(white: 1, alpha: 0.3)

    /// The default look: a radius of 12 points and a light frost.
    public init() {}

    /// A style with the given radius and tint.
    public init(radius: Double, tintColor: Color?) {
        self.radius = radius
        self.tintColor = tintColor
    }
}
