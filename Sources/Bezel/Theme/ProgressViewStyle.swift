import BezelGraphics

/// The metrics and colours a ``ProgressView`` draws with: a recessed light
/// grey capsule filled from the left by a raised blue bar. Points throughout.
///
/// See also: ``ProgressView``, ``Theme``.
public struct ProgressViewStyle: Hashable, Sendable {
    /// The intrinsic height (the track plus a point above and below).
    public var height: Double = 11
    /// The intrinsic width when the constraints leave the width unbounded.
    public var defaultWidth: Double = 120
    /// The track's thickness; its ends are round.
    public var trackHeight: Double = 9
    /// Outline width of the track and the bar.
    public var borderWidth: Double = 1

    /// The track's fill, top to bottom (darker at the top: pressed in).
    public var trackTop = Color(white: 0.82)
    /// See ``trackTop``.
    public var trackBottom = Color(white: 0.97)
    /// The track's outline.
    public var trackBorder = Color(white: 0.6)
    /// Cast inside the track from its top edge.
    public var trackInnerShadow: Shadow? = Shadow(offset: Size(width: 0, height: 1), blur: 2,
                                                  color: Color(white: 0, alpha: 0.3))
    /// The bar's fill, top to bottom (lighter at the top: raised).
    public var barTop = Color(red: 0.45, green: 0.7, blue: 1)
    /// See ``barTop``.
    public var barBottom = Color(red: 0.15, green: 0.43, blue: 0.86)
    /// The bar's outline.
    public var barBorder = Color(red: 0.1, green: 0.29, blue: 0.62)
    /// A thin light line along the bar's top inner edge (gloss); nil for none.
    public var barHighlight: Color? = Color(white: 1, alpha: 0.45)
    /// The opacity of the whole view while disabled.
    public var disabledAlpha: Double = 0.5

    /// The default look.
    public init() {}
}
