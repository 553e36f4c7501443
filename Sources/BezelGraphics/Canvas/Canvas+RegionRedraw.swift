import CCairoPango
import Foundation

/// What a cut through a drawing operation by a region's edge does to its
/// pixels inside the region.
enum CutResult {
    /// Nothing: they are a full render's (flat fills of rectangles, text,
    /// images and masks on whole pixels 1:1).
    case exact
    /// Nothing, unless the cut crosses an antialiased edge of `path` (a
    /// flat fill of a curved shape, cut through its inside).
    case exactAwayFromEdges(of: Path)
    /// They can change (strokes, gradients, resampled images).
    case changes
}

extension Canvas {
    /// Runs `operation`, one drawing operation, as a full render runs it,
    /// limited to the regions being redrawn when the canvas redraws some
    /// (``RegionRedraw``; otherwise it just runs).
    ///
    /// - Parameters:
    ///   - box: device pixels holding every pixel the operation can change,
    ///     as far as its own shape goes (the clip is taken into account
    ///     here); nil for the whole clip.
    ///   - cut: what a cut by a region's edge does to it; where it would
    ///     change pixels, the regions are told to grow.
    ///   - covered: the device pixels it covers with an opaque flat colour,
    ///     if any (asked only of the first operation drawn).
    ///   - recorded: the operation with its inputs, for a pass that records
    ///     (``RegionRedraw/isRecording``) rather than draws; `object` is an
    ///     image or text layout it names by identity.
    func drawOperation(touching box: PixelRegion?, cut: CutResult, covering covered: () -> PixelRegion? = { nil },
                       recorded: @autoclosure () -> RecordedOperation, keeping object: AnyObject? = nil,
                       _ operation: () -> Void) {
        guard let redraw else { return operation() }
        // In a transparency layer everything is drawn as in a full render (the
        // layer is a new surface, as large as the clip, whose first operation
        // Cairo draws another way); the regions cut only the layer's paint onto the frame.
        guard redraw.layerDepth == 0 else {
            if redraw.isRecording { return redraw.record(recorded(), keeping: object) }
            return operation()
        }
        // What the clip leaves of the box; nothing: Cairo draws nothing in a full render either.
        guard let visible = clipBox() else { return }
        let touched: PixelRegion
        if let box {
            guard let inClip = box.intersection(visible) else { return }
            touched = inClip
        } else {
            touched = visible
        }
        let placement = redraw.placement(of: touched)
        if placement == .outside { return }
        guard redraw.noteOperation(covering: covered) else { return }
        if placement == .across {
            // (A clip's own antialiased edges were looked at when it was set.)
            switch transformIsAxisAligned ? cut : .changes {
            case .exact: break
            case let .exactAwayFromEdges(path): noteEdgeCrossings(of: path, within: touched)
            case .changes: redraw.noteCrossing(touched)
            }
        }
        if redraw.isRecording { return redraw.record(recorded(), keeping: object) }
        if placement == .inside { return operation() }
        // Once for each region it reaches, each a clip of one rectangle: a
        // fractional edge cut by several rectangles at once is composited another way.
        for region in redraw.regions where region.intersection(touched) != nil {
            cairo_save(cairo)
            clip(toPixelRegions: [region])
            operation()
            cairo_restore(cairo)
        }
    }

    /// Whether a shape drawn now keeps its axis-aligned rectangles axis-aligned on the device.
    var transformIsAxisAligned: Bool {
        let t = currentTransform
        return t.b == 0 && t.c == 0
    }

    /// The whole device pixels `rect` (user space, points) reaches under
    /// the current transform, grown by `outset` pixels on every side; nil
    /// for a rectangle that is not finite.
    func deviceBox(of rect: Rect?, outset: Double = 1) -> PixelRegion? {
        guard let rect, rect.isFinite else { return nil }
        let t = currentTransform
        let xs = [rect.minX, rect.maxX], ys = [rect.minY, rect.maxY]
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for x in xs {
            for y in ys {
                let dx = t.a * x + t.c * y + t.tx, dy = t.b * x + t.d * y + t.ty
                minX = min(minX, dx); maxX = max(maxX, dx); minY = min(minY, dy); maxY = max(maxY, dy)
            }
        }
        return Self.pixelBox(minX: minX - outset, minY: minY - outset, maxX: maxX + outset, maxY: maxY + outset)
    }

    /// The whole device pixels a device-space rectangle reaches (nil when not finite or out of range).
    static func pixelBox(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRegion? {
        let limit = Double(Int32.max)
        let x0 = snapped(minX).rounded(.down), y0 = snapped(minY).rounded(.down)
        let x1 = snapped(maxX).rounded(.up), y1 = snapped(maxY).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, abs(x0) < limit, abs(y0) < limit,
              abs(x1) < limit, abs(y1) < limit, x1 >= x0, y1 >= y0 else { return nil }
        return PixelRegion(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// `value` on the whole number within a millionth of it, as Cairo's
    /// 24.8 fixed point puts it (a transform's rounding leaves 61.00000000000001).
    static func snapped(_ value: Double) -> Double {
        let whole = value.rounded()
        return abs(value - whole) < 1e-6 ? whole : value
    }

    /// Whether `value` is a whole number to Cairo (see ``snapped(_:)``).
    static func isWhole(_ value: Double) -> Bool { snapped(value) == value.rounded() }

    /// The device pixels the fill of `rect` covers fully (user space; an
    /// axis-aligned transform is assumed), or nil when none.
    func fullyCoveredPixels(of rect: Rect) -> PixelRegion? {
        let t = currentTransform
        let ax = t.a * rect.minX + t.tx, bx = t.a * rect.maxX + t.tx
        let ay = t.d * rect.minY + t.ty, by = t.d * rect.maxY + t.ty
        let x0 = Self.snapped(min(ax, bx)).rounded(.up), x1 = Self.snapped(max(ax, bx)).rounded(.down)
        let y0 = Self.snapped(min(ay, by)).rounded(.up), y1 = Self.snapped(max(ay, by)).rounded(.down)
        guard x1 > x0, y1 > y0 else { return nil }
        return Self.pixelBox(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The device pixels the current clip can leave drawn on (within the
    /// surface), or nil when it leaves none.
    func clipBox() -> PixelRegion? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        guard x1 > x0, y1 > y0, let box = deviceBox(of: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), outset: 0)
        else { return nil }
        let target = cairo_get_target(cairo)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return box }
        return box.intersection(PixelRegion(x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
                                            height: Int(cairo_image_surface_get_height(target))))
    }

    /// While regions are redrawn: notes where a clip to `path` (about to be
    /// set) has antialiased edges across a region's edge (see ``noteEdgeCrossings(of:within:)``).
    func noteClipEdges(of path: Path) {
        guard let redraw, redraw.layerDepth == 0, !(path.isRectilinear && transformIsAxisAligned),
              let visible = clipBox() else { return }
        noteEdgeCrossings(of: path, within: visible)
    }

    /// Notes, as boxes the regions must hold whole, the antialiased edges
    /// of `path` (filled or clipped to) that cross a region's edge within
    /// `visible` (device pixels). A cut through such an edge composites
    /// the shape another way; through its inside, or through rectangles,
    /// it does not. So each curve, arc and slanted line counts, and each
    /// straight one off whole pixels.
    func noteEdgeCrossings(of path: Path, within visible: PixelRegion) {
        guard let redraw else { return }
        let t = currentTransform
        for edge in path.edgeBoxes() {
            // A horizontal or vertical edge on whole device pixels has no antialiased pixels.
            if transformIsAxisAligned, edge.width == 0 || edge.height == 0 {
                let x = t.a * edge.minX + t.tx, y = t.d * edge.minY + t.ty
                if edge.width == 0 ? Self.isWhole(x) : Self.isWhole(y) { continue }
            }
            guard let box = deviceBox(of: edge, outset: 1)?.intersection(visible) else { continue }
            if redraw.placement(of: box) == .across { redraw.noteCrossing(box) }
        }
    }

    /// The device pixels the current clip covers when it is one rectangle, else nil.
    func clipRectangle() -> PixelRegion? {
        guard transformIsAxisAligned, let list = cairo_copy_clip_rectangle_list(cairo) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let r = list.pointee.rectangles?.pointee else { return nil }
        return fullyCoveredPixels(of: Rect(x: r.x, y: r.y, width: r.width, height: r.height))
    }

    /// Narrows the clip to `regions` (device pixels).
    func clip(toPixelRegions regions: [PixelRegion]) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        setPixelSpace()
        cairo_new_path(cairo)
        for r in regions { cairo_rectangle(cairo, Double(r.x), Double(r.y), Double(r.width), Double(r.height)) }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &m)
    }
}

extension BlendMode {
    /// Whether the mode changes pixels outside the shape drawn (within the clip): Cairo's unbounded operators.
    var changesPixelsOutsideTheShape: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }
}

extension Path {
    /// A box (points) around each edge of the path: each line (the ones
    /// closing a subpath and leading into an arc too), each curve's
    /// control points, each arc's whole circle.
    func edgeBoxes() -> [Rect] {
        var boxes: [Rect] = []
        var current: Point?
        var start: Point?
        func line(to p: Point) {
            if let from = current, from != p {
                boxes.append(Rect(x: min(from.x, p.x), y: min(from.y, p.y), width: abs(p.x - from.x), height: abs(p.y - from.y)))
            }
            current = p
        }
        for element in elements {
            switch element {
            case let .move(p):
                current = p
                start = p
            case let .line(p):
                if start == nil { start = p }
                line(to: p)
            case let .curve(p, c1, c2):
                let from = current ?? c1
                let xs = [from.x, c1.x, c2.x, p.x], ys = [from.y, c1.y, c2.y, p.y]
                let x0 = xs.min() ?? p.x, y0 = ys.min() ?? p.y
                boxes.append(Rect(x: x0, y: y0, width: (xs.max() ?? p.x) - x0, height: (ys.max() ?? p.y) - y0))
                if start == nil { start = from }
                current = p
            case let .arc(c, r, a0, a1, _):
                let first = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
                if start == nil { start = first }
                line(to: first)
                boxes.append(Rect(x: c.x - abs(r), y: c.y - abs(r), width: 2 * abs(r), height: 2 * abs(r)))
                current = Point(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
            case .close:
                if let s = start { line(to: s) }
            }
        }
        return boxes
    }

    /// Whether every edge is horizontal or vertical (arcs of radius zero,
    /// as a rounded rectangle with no rounding has, are corners).
    var isRectilinear: Bool {
        let curved = elements.contains { element in
            switch element {
            case .curve: return true
            case let .arc(_, r, _, _, _): return r != 0
            default: return false
            }
        }
        return !curved && edgeBoxes().allSatisfy { $0.width == 0 || $0.height == 0 }
    }

    /// The rectangle the path outlines when it is one rectangle (its four
    /// corners in turn, each once), else nil.
    var outlinedRectangle: Rect? {
        guard isRectilinear, let bounds = controlBounds, bounds.width > 0, bounds.height > 0 else { return nil }
        var corners: [Point] = []
        var moves = 0
        for element in elements {
            let p: Point
            switch element {
            case let .move(q): moves += 1; p = q
            case let .line(q): p = q
            case let .arc(c, _, _, _, _): p = c
            case .curve: return nil
            case .close: continue
            }
            if corners.last != p { corners.append(p) }
        }
        if corners.count == 5, corners.first == corners.last { corners.removeLast() }
        guard moves == 1, corners.count == 4, Set(corners).count == 4,
              corners.allSatisfy({ ($0.x == bounds.minX || $0.x == bounds.maxX) && ($0.y == bounds.minY || $0.y == bounds.maxY) })
        else { return nil }
        return bounds
    }
}
