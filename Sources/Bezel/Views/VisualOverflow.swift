import BezelGraphics

/// The sums views use to say how far they draw beyond their bounds
/// (``View/visualOverflow``).
extension EdgeInsets {
    /// How far `rect` reaches beyond `bounds` on each side (zero where it stays inside).
    static func overflow(of rect: Rect, beyond bounds: Rect) -> EdgeInsets {
        guard rect.isFinite else { return .zero }
        return EdgeInsets(top: Swift.max(0, bounds.minY - rect.minY), left: Swift.max(0, bounds.minX - rect.minX),
                          bottom: Swift.max(0, rect.maxY - bounds.maxY), right: Swift.max(0, rect.maxX - bounds.maxX))
    }

    /// How far `shadow`, cast by a shape inside the bounds, reaches beyond
    /// them: its blur (three standard deviations, as the shadow mask is
    /// cut) moved by its offset, and a point more for rounding to pixels.
    static func reach(of shadow: Shadow?) -> EdgeInsets {
        guard let shadow, shadow.color.alpha > 0 else { return .zero }
        let blur = 3 * shadow.sigma + 2
        let dx = shadow.offset.width.isFinite ? shadow.offset.width : 0
        let dy = shadow.offset.height.isFinite ? shadow.offset.height : 0
        return EdgeInsets(top: Swift.max(0, blur - dy), left: Swift.max(0, blur - dx),
                          bottom: Swift.max(0, blur + dy), right: Swift.max(0, blur + dx))
    }

    /// The larger of both on each side.
    func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Swift.max(top, other.top), left: Swift.max(left, other.left),
                   bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }
}
