import BezelGraphics

extension View {
    /// The rectangle, in the view's own coordinates (those of ``bounds``),
    /// that the view's own drawing can touch: its bounds grown by
    /// ``visualOverflow`` on each side. Its subviews are not included (see
    /// ``subtreeVisualExtent``); neither are ``isHidden`` and ``alpha``,
    /// which decide whether it is drawn, not where.
    public var visualExtent: Rect {
        let o = visualOverflow
        func outward(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
        return bounds.inset(by: EdgeInsets(top: -outward(o.top), left: -outward(o.left),
                                           bottom: -outward(o.bottom), right: -outward(o.right)))
    }

    /// The rectangle, in the view's own coordinates, that rendering the view
    /// and its subtree can touch: ``visualExtent`` and the subtree extents of
    /// its visible subviews (neither hidden nor fully transparent), cut to
    /// the bounds when the view ``clipsToBounds``. Nil when nothing can be
    /// drawn (a clip with nothing inside it).
    public var subtreeVisualExtent: Rect? {
        var extent: Rect? = visualExtent
        for subview in subviews where !subview.isHidden && subview.alpha > 0 {
            guard let inner = subview.subtreeVisualExtent else { continue }
            let moved = inner.offsetBy(dx: subview.frame.minX - subview.bounds.minX,
                                       dy: subview.frame.minY - subview.bounds.minY)
            extent = extent.map { $0.union(moved) } ?? moved
        }
        if clipsToBounds { extent = extent?.intersection(bounds) }
        return extent
    }
}
