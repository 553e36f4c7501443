/// Whether a view mirrors under a right-to-left layout: UIKit's
/// `UISemanticContentAttribute`, set per view with
/// ``View/semanticContentAttribute``.
///
/// As in UIKit, the attribute applies to the view it is set on, not to its
/// subviews: each view's ``View/effectiveLayoutDirection`` comes from its own
/// attribute and the direction of its ``View/traitCollection``.
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
    /// Follows the layout direction of the view's traits (the default).
    case unspecified
    /// Media playback controls (play, pause, fast forward): always left to right.
    case playback
    /// Controls whose direction is spatial (a D-pad, text alignment
    /// buttons): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft

    /// The direction a view with this attribute lays out in under traits
    /// whose direction is `direction` (UIKit's
    /// `userInterfaceLayoutDirection(for:relativeTo:)`).
    public func layoutDirection(relativeTo direction: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: return direction
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}
