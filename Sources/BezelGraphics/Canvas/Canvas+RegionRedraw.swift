import CCairoPango

extension Canvas {
    /// Runs `operation`, one drawing operation, as a full render runs it,
    /// limited to the regions being redrawn when the canvas redraws some
    /// (``RegionRedraw``; otherwise it just runs).
    ///
    /// - Parameters:
    ///   - box: device pixels holding every pixel the operation can change,
    ///     as far as its own shape goes (the clip is taken into account
    ///     here); nil for the whole clip.
    ///   - exactWhenCut: whether a cut through it by a region's edge leaves
    ///     its pixels inside the region as a full render has them (under a
    ///     clip of rectangles, which is checked here).
    ///   - covered: the device pixels it covers with an opaque flat colour,
    ///     if any (asked only of the first operation drawn).
    func drawOperation(touching box: PixelRegion?, exactWhenCut: Bool, covering covered: () -> PixelRegion? = { nil },
                       _ operation: () -> Void) {
        // In a transparency layer everything is drawn as in a full render (the
        // layer is a new surface, as large as the clip, whose first operation
        // Cairo draws another way); the regions cut only the layer's paint onto the frame.
        guard let redraw, redraw.layerDepth == 0 else { return operation() }
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
        if placement == .inside { return operation() }
        if !(exactWhenCut && clipIsRectangles()) { redraw.noteCrossing(touched) }
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
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down), x1 = maxX.rounded(.up), y1 = maxY.rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, abs(x0) < limit, abs(y0) < limit,
              abs(x1) < limit, abs(y1) < limit, x1 >= x0, y1 >= y0 else { return nil }
        return PixelRegion(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// The device pixels the fill of `rect` covers fully (user space; an
    /// axis-aligned transform is assumed), or nil when none.
    func fullyCoveredPixels(of rect: Rect) -> PixelRegion? {
        let t = currentTransform
        let ax = t.a * rect.minX + t.tx, bx = t.a * rect.maxX + t.tx
        let ay = t.d * rect.minY + t.ty, by = t.d * rect.maxY + t.ty
        let x0 = min(ax, bx).rounded(.up), x1 = max(ax, bx).rounded(.down)
        let y0 = min(ay, by).rounded(.up), y1 = max(ay, by).rounded(.down)
        guard x1 > x0, y1 > y0 else { return nil }
        return Self.pixelBox(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The device pixels the current clip can leave drawn on, or nil when it leaves none.
    func clipBox() -> PixelRegion? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        guard x1 > x0, y1 > y0 else { return nil }
        return deviceBox(of: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), outset: 0)
    }

    /// Whether the current clip is a set of rectangles (the surface, when nothing clips).
    func clipIsRectangles() -> Bool {
        guard transformIsAxisAligned, let list = cairo_copy_clip_rectangle_list(cairo) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        return list.pointee.status == CAIRO_STATUS_SUCCESS
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
    /// Whether every edge is horizontal or vertical (arcs of radius zero,
    /// as a rounded rectangle with no rounding has, are corners).
    var isRectilinear: Bool {
        var current: Point?
        var start: Point?
        func straight(_ from: Point?, _ to: Point) -> Bool {
            guard let from else { return true }
            return from.x == to.x || from.y == to.y
        }
        for element in elements {
            switch element {
            case let .move(p):
                current = p
                start = p
            case let .line(p):
                guard straight(current, p) else { return false }
                if start == nil { start = p }
                current = p
            case .curve:
                return false
            case let .arc(c, r, _, _, _):
                guard r == 0, straight(current, c) else { return false }
                if start == nil { start = c }
                current = c
            case .close:
                if let s = start { guard straight(current, s) else { return false } }
                current = start
            }
        }
        return true
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
