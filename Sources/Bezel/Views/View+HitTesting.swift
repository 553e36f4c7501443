import BezelGraphics

extension View {
    /// The smallest alpha at which a view can still be hit.
    public static let minimumHitTestAlpha = 0.01

    /// The front-most view under `point` (in this view's coordinates) that
    /// accepts touches, or nil.
    ///
    /// A view and its whole subtree are skipped when it is hidden, has user
    /// interaction disabled, has alpha below ``minimumHitTestAlpha``, or the
    /// point is outside its bounds; clipping plays no part, so a subview
    /// sticking out of its parent cannot be hit where it sticks out. Subviews
    /// are tried front to back before the view itself. A view whose
    /// ``acceptsTouches`` is false (a disabled control) is passed through:
    /// the touch goes to whatever lies behind it.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= View.minimumHitTestAlpha,
              bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = Point(x: point.x - subview.frame.minX + subview.bounds.minX,
                              y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(local) { return hit }
        }
        return acceptsTouches ? self : nil
    }
}
