/// One render node of a ``DisplayList``: a canvas call with every input it
/// takes. Replaying the nodes in order on a canvas (``Canvas/draw(_:)``)
/// makes the same Cairo calls the drawing that recorded them made, so the
/// pixels are the same.
///
/// Images and text layouts are held by reference and compared by identity:
/// two nodes drawing the same image object are equal.
public enum DisplayItem: Equatable, Sendable {
    /// ``Canvas/saveState()``.
    case saveState
    /// ``Canvas/restoreState()``.
    case restoreState
    /// Setting ``Canvas/blendMode``.
    case blendMode(BlendMode)
    /// ``Canvas/translate(x:y:)``.
    case translate(x: Double, y: Double)
    /// ``Canvas/scale(x:y:)``.
    case scale(x: Double, y: Double)
    /// ``Canvas/rotate(by:)``.
    case rotate(Double)
    /// ``Canvas/concatenate(_:)``.
    case concatenate(Transform)
    /// ``Canvas/clip(to:rule:)``.
    case clip(Path, FillRule)
    /// ``Canvas/paint(_:)``.
    case paint(Color)
    /// `Canvas.fill(_:with:rule:)` with a paint.
    case fill(Path, Paint, FillRule)
    /// ``Canvas/stroke(_:with:style:)``.
    case stroke(Path, Paint, StrokeStyle)
    /// ``Canvas/draw(_:in:alpha:interpolation:)``.
    case image(Image, in: Rect, alpha: Double, Interpolation)
    /// ``TextLayout/draw(in:at:color:)``.
    case text(TextLayout, at: Point, Color)
    /// ``Canvas/drawShadow(of:rule:shadow:)``.
    case shadow(of: Path, FillRule, Shadow)
    /// ``Canvas/withTransparencyLayer(alpha:_:)`` around the nodes of the list.
    case layer(alpha: Double, DisplayList)
    /// A retained group: nodes recorded once and kept (a view's drawing),
    /// drawn as if they stood here.
    case group(DisplayGroup)

    public static func == (lhs: DisplayItem, rhs: DisplayItem) -> Bool {
        switch (lhs, rhs) {
        case (.saveState, .saveState), (.restoreState, .restoreState): return true
        case let (.blendMode(a), .blendMode(b)): return a == b
        case let (.translate(ax, ay), .translate(bx, by)): return ax == bx && ay == by
        case let (.scale(ax, ay), .scale(bx, by)): return ax == bx && ay == by
        case let (.rotate(a), .rotate(b)): return a == b
        case let (.concatenate(a), .concatenate(b)): return a == b
        case let (.clip(ap, ar), .clip(bp, br)): return ap == bp && ar == br
        case let (.paint(a), .paint(b)): return a == b
        case let (.fill(ap, aq, ar), .fill(bp, bq, br)): return ap == bp && aq == bq && ar == br
        case let (.stroke(ap, aq, ar), .stroke(bp, bq, br)): return ap == bp && aq == bq && ar == br
        case let (.image(ai, ar, aa, af), .image(bi, br, ba, bf)): return ai === bi && ar == br && aa == ba && af == bf
        case let (.text(al, ap, ac), .text(bl, bp, bc)): return al === bl && ap == bp && ac == bc
        case let (.shadow(ap, ar, asd), .shadow(bp, br, bsd)): return ap == bp && ar == br && asd == bsd
        case let (.layer(aa, al), .layer(ba, bl)): return aa == ba && al == bl
        case let (.group(a), .group(b)): return a === b || a.list == b.list
        default: return false
        }
    }
}
