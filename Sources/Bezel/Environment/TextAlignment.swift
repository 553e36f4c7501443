import BezelGraphics

/// Where a view's lines of text sit, including the reading-order choice
/// UIKit calls natural: UIKit's `NSTextAlignment`.
///
/// ``natural`` (the default for labels) is left under a left-to-right
/// layout and right under a right-to-left one; the others are physical
/// edges. ``resolved(for:)`` gives the physical `TextStyle.Alignment` a
/// text layout uses.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// The leading edge: left, or right under a right-to-left layout.
    case natural
    /// The left edge, in either direction.
    case left
    /// Centred.
    case center
    /// The right edge, in either direction.
    case right
    /// Stretched to the width; the last line of a paragraph sits at the leading edge.
    case justified

    /// The physical alignment under `direction`.
    public func resolved(for direction: LayoutDirection) -> TextStyle.Alignment {
        switch self {
        case .natural: return direction == .rightToLeft ? .right : .left
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        }
    }

    /// The alignment a paragraph style's physical one stands for in a view:
    /// its default, left, reads as ``natural``.
    public init(_ alignment: TextStyle.Alignment) {
        switch alignment {
        case .left: self = .natural
        case .center: self = .center
        case .right: self = .right
        case .justified: self = .justified
        }
    }
}
