import BezelGraphics

/// The look of a ``ScrollView``'s scroll indicators: thin rounded bars along
/// the right edge (vertical) and the bottom edge (horizontal), drawn on top
/// of the content whenever the content is larger than the bounds on that
/// axis. Points throughout.
///
/// See also: ``ScrollView``, ``Theme``.
public struct ScrollViewStyle: Hashable, Sendable {
    /// Whether indicators are drawn at all.
    public var showsIndicators = true
    /// The bar's colour: dark and translucent, readable on light and mid-tone content.
    public var indicatorColor = Color(white: 0, alpha: 0.4)
    /// A hairline (one device pixel) around the bar, so it still shows on
    /// dark content, as `UIScrollView`'s default "black with a white border"
    /// style does; nil for none.
    public var indicatorBorderColor: Color? = Color(white: 1, alpha: 0.55)
    /// The bar's thickness; its ends are rounded by half of it.
    public var indicatorThickness: Double = 3
    /// From the scroll view's edge to the bar, and from the ends of the track.
    public var indicatorInset: Double = 2
    /// The shortest a bar gets, however long the content.
    public var minimumIndicatorLength: Double = 20

    /// The default look.
    public init() {}
}
