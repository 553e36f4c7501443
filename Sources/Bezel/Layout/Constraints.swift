import BezelGraphics

/// The sizes a parent allows a child: a range for each dimension. A
/// maximum may be infinite (the child may be as large as it likes in that
/// direction: a stack's main axis, a scroll view's content).
///
/// Layout follows Flutter's protocol: constraints go down, sizes come up, the
/// parent places the child.
///
/// See also: ``View/measureSize(_:)``, ``View/size(for:)``.
public struct Constraints: Hashable, Sendable, CustomStringConvertible {
    public var minWidth: Double
    public var maxWidth: Double
    public var minHeight: Double
    public var maxHeight: Double

    /// Constraints from ranges; NaN or negative values read as 0, a minimum
    /// above its maximum is lowered to it.
    public init(minWidth: Double = 0, maxWidth: Double = .infinity, minHeight: Double = 0, maxHeight: Double = .infinity) {
        func clean(_ v: Double, _ fallback: Double) -> Double { v.isNaN ? fallback : Swift.max(0, v) }
        let maxW = clean(maxWidth, .infinity), maxH = clean(maxHeight, .infinity)
        self.maxWidth = maxW
        self.maxHeight = maxH
        self.minWidth = Swift.min(clean(minWidth, 0).isFinite ? clean(minWidth, 0) : 0, maxW)
        self.minHeight = Swift.min(clean(minHeight, 0).isFinite ? clean(minHeight, 0) : 0, maxH)
    }

    /// Exactly `size`.
    public static func tight(_ size: Size) -> Constraints {
        Constraints(minWidth: size.width, maxWidth: size.width, minHeight: size.height, maxHeight: size.height)
    }

    /// Anything from zero up to `size`.
    public static func loose(_ size: Size) -> Constraints {
        Constraints(maxWidth: size.width, maxHeight: size.height)
    }

    /// Any size at all.
    public static let unbounded = Constraints()

    public var hasBoundedWidth: Bool { maxWidth.isFinite }
    public var hasBoundedHeight: Bool { maxHeight.isFinite }
    /// The largest size allowed, with unbounded dimensions read as their minimum.
    public var biggest: Size {
        Size(width: maxWidth.isFinite ? maxWidth : minWidth, height: maxHeight.isFinite ? maxHeight : minHeight)
    }
    public var smallest: Size { Size(width: minWidth, height: minHeight) }

    /// `size` brought into range (NaN reads as the minimum).
    public func constrain(_ size: Size) -> Size {
        func fit(_ v: Double, _ lo: Double, _ hi: Double) -> Double { v.isNaN ? lo : Swift.min(Swift.max(v, lo), hi) }
        return Size(width: fit(size.width, minWidth, maxWidth), height: fit(size.height, minHeight, maxHeight))
    }

    /// These constraints with `insets` taken off (for a child inside padding).
    public func deflated(by insets: EdgeInsets) -> Constraints {
        let dx = insets.left + insets.right, dy = insets.top + insets.bottom
        return Constraints(minWidth: Swift.max(0, minWidth - dx), maxWidth: Swift.max(0, maxWidth - dx),
                           minHeight: Swift.max(0, minHeight - dy), maxHeight: Swift.max(0, maxHeight - dy))
    }

    /// The same maxima with no minimum.
    public var loosened: Constraints {
        Constraints(maxWidth: maxWidth, maxHeight: maxHeight)
    }

    public var description: String {
        func r(_ lo: Double, _ hi: Double) -> String { lo == hi ? formatted(lo) : "\(formatted(lo))…\(hi.isFinite ? formatted(hi) : "∞")" }
        return "w \(r(minWidth, maxWidth)), h \(r(minHeight, maxHeight))"
    }
}
