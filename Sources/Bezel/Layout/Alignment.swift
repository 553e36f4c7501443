/// Where children sit across a vertical stack (left to right).
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    /// Children are stretched to the stack's width.
    case fill
}

/// Where children sit across a horizontal stack (top to bottom).
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
    /// Children are stretched to the stack's height.
    case fill
    /// The first text baselines line up (views without text are centred).
    case firstBaseline
}

/// Where a child sits in an overlay stack or a frame larger than it.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let fill = Alignment(horizontal: .fill, vertical: .fill)
}

extension HorizontalAlignment {
    /// The x of a child `width` wide in a space `available` wide: leading
    /// is the left edge, or the right edge under a right-to-left `direction`.
    func offset(for width: Double, in available: Double, direction: LayoutDirection = .leftToRight) -> Double {
        let leading = direction == .rightToLeft ? available - width : 0
        switch self {
        case .leading, .fill: return leading
        case .center: return ((available - width) / 2).rounded()
        case .trailing: return available - width - leading
        }
    }
}

extension VerticalAlignment {
    /// The y of a child `height` tall in a space `available` tall (baselines are the stack's job).
    func offset(for height: Double, in available: Double) -> Double {
        switch self {
        case .top, .fill: return 0
        case .center, .firstBaseline: return ((available - height) / 2).rounded()
        case .bottom: return available - height
        }
    }
}
