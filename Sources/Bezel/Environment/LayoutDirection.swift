/// Which way a screen reads: UIKit's `UIUserInterfaceLayoutDirection`.
///
/// Under ``rightToLeft`` a view mirrors what follows the reading order:
/// stacks place their first child on the right, `leading` means the right
/// edge, text aligned naturally hugs the right, a slider's minimum is on the
/// right and a switch's thumb is on the left when off. See
/// ``View/effectiveLayoutDirection`` and ``SemanticContentAttribute``.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right, as English.
    case leftToRight = "ltr"
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft = "rtl"

    /// The direction named `ltr` or `rtl` (also `leftToRight`, `rightToLeft`; any case).
    public init?(name: String) {
        switch name.lowercased() {
        case "ltr", "lefttoright", "left-to-right": self = .leftToRight
        case "rtl", "righttoleft", "right-to-left": self = .rightToLeft
        default: return nil
        }
    }

    /// `ltr` or `rtl`.
    public var description: String { rawValue }

    /// Whether this is ``rightToLeft``.
    public var isRightToLeft: Bool { self == .rightToLeft }
}
