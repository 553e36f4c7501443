import BezelGraphics

/// The metrics and colours a ``BezelButton`` draws with. The defaults are the
/// numbers of the source series ("Bezelボタンを作る"), in points.
///
/// See also: ``Theme``.
public struct BezelButtonStyle: Hashable, Sendable {
    /// Distance from the bounds to the rounded rectangle on every side (`INSET_SIZE`).
    public var inset: Double = 4
    /// Corner radius of the rounded rectangle (`CORNER_RADIUS`).
    public var cornerRadius: Double = 8
    /// Shadow offset toward the bottom right, both axes (`SHADOW_SIZE`).
    public var shadowSize: Double = 3
    /// Shadow blur in points, a Gaussian of σ = blur / 2 (`SHADOW_BLUR`).
    public var shadowBlur: Double = 2
    /// Shadow colour (black at alpha 1/3, as the reference programs use).
    public var shadowColor = Color(white: 0, alpha: 1.0 / 3.0)
    /// Outline of the recessed look (grey 0.5 hides the light fringe at the edge).
    public var recessedStrokeColor = Color(white: 0.5)
    /// Outline of the raised look.
    public var raisedStrokeColor = Color(white: 0.75)
    /// Outline width.
    public var strokeWidth: Double = 0.5
    /// Fill inside the rounded rectangle (`innerColor`, white in the series).
    public var innerColor = Color.white
    /// Distance from the bounds to the image on every side (`IMAGE_PADDING`).
    public var imagePadding: Double = 16
    /// How far the image moves with the bezel: right and down when recessed,
    /// left and up when raised.
    public var imageOffset: Double = 1
    /// Drawn over everything while pushed.
    public var pushedOverlayColor = Color(white: 0, alpha: 0.2)
    /// Alpha of the grayscale image drawn while disabled.
    public var disabledImageAlpha: Double = 0.5

    public init() {}

    /// The shadow both looks cast.
    public var shadow: Shadow {
        Shadow(offset: Size(width: shadowSize, height: shadowSize), blur: shadowBlur, color: shadowColor)
    }
}
