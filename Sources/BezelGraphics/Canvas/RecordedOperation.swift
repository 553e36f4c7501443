/// One thing a canvas did that decides pixels, with every input it used:
/// what a region of a frame is drawn from. Two regions drawn from equal
/// lists of these, over the same rectangles, have the same pixels (see
/// ``DrawnRegions``). Transforms are device transforms (user space to
/// device pixels); images and text layouts are told apart by identity,
/// and the list's owner keeps them alive so that no other takes their place.
enum RecordedOperation: Equatable {
    case saveState
    case restoreState
    case clip(Path, FillRule, Transform)
    case paint(Color, BlendMode)
    case fill(Path, Paint, FillRule, Transform, BlendMode)
    case stroke(Path, Paint, StrokeStyle, Transform, BlendMode)
    case image(ObjectIdentifier, Rect, alpha: Double, Interpolation, Transform, BlendMode)
    case text(ObjectIdentifier, Point, Color, Transform, BlendMode)
    case shadow(Path, FillRule, Shadow, Transform, BlendMode)
    case beginLayer(alpha: Double)
    case endLayer
}
