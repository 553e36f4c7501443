extension Path {
    /// A rectangle with rounded corners built, as the bezel button's source
    /// series does, from four quarter arcs (one per corner, clockwise from the
    /// top left) joined by straight edges, and closed. Radii that do not fit
    /// are scaled down together (see ``CornerRadii/clamped(to:)``).
    public static func roundedRect(_ rect: Rect, radii: CornerRadii) -> Path {
        let r = radii.clamped(to: rect.size)
        var path = Path()
        let half = Double.pi / 2
        path.move(to: Point(x: rect.minX, y: rect.minY + r.topLeft))
        path.arc(center: Point(x: rect.minX + r.topLeft, y: rect.minY + r.topLeft), radius: r.topLeft,
                 startAngle: .pi, endAngle: 3 * half)
        path.arc(center: Point(x: rect.maxX - r.topRight, y: rect.minY + r.topRight), radius: r.topRight,
                 startAngle: 3 * half, endAngle: 2 * .pi)
        path.arc(center: Point(x: rect.maxX - r.bottomRight, y: rect.maxY - r.bottomRight), radius: r.bottomRight,
                 startAngle: 0, endAngle: half)
        path.arc(center: Point(x: rect.minX + r.bottomLeft, y: rect.maxY - r.bottomLeft), radius: r.bottomLeft,
                 startAngle: half, endAngle: .pi)
        path.close()
        return path
    }

    /// A rectangle whose four corners share one radius.
    public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
        roundedRect(rect, radii: CornerRadii(all: radius))
    }
}
