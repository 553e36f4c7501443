import CCairoPango

/// A drawing context over a Cairo surface: the one place the layers above
/// draw through. Units are points; the surface's device scale turns them into
/// pixels, so the same drawing code gives crisp output at 1x, 2x and 3x.
///
/// The canvas owns its `cairo_t` and keeps its surface alive; both are freed
/// when the canvas is released. A canvas is used from one thread at a time.
///
/// See also: ``ImageSurface``, ``VectorSurface``, ``Path``.
public final class Canvas {
    private(set) var cairo: OpaquePointer
    /// Keeps the surface (and anything else the drawing needs) alive.
    private let owner: AnyObject?
    /// Pixels per point of the surface underneath.
    public let deviceScale: Double
    /// Whether ``TextLayout/draw(in:at:color:)`` draws on this canvas (true
    /// by default). False renders everything but the text: the background
    /// the text's contrast is measured against. It belongs to this canvas
    /// alone, so renders on other canvases (and threads) are unaffected.
    public var drawsText = true
    /// The regions being redrawn over an older frame, while a
    /// ``FrameSurface`` draws some (nil: a full render).
    var redraw: RegionRedraw?
    /// Where the drawing goes while the canvas records a ``DisplayList``
    /// rather than draws (nil: it draws).
    var recorder: DisplayListRecorder?

    init(surface: OpaquePointer, owner: AnyObject?, deviceScale: Double) {
        self.cairo = cairo_create(surface)
        self.owner = owner
        self.deviceScale = deviceScale
    }

    deinit {
        cairo_destroy(cairo)
    }

    /// Points the canvas at a 1×1 scratch surface: drawing after this
    /// changes nothing that was drawn (see ``Image/drawing(size:scale:_:)``).
    func detach() {
        cairo_destroy(cairo)
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        cairo = cairo_create(scratch)   // holds its own reference (a nil surface gives an error context)
        cairo_surface_destroy(scratch)
    }

    // MARK: State

    /// Saves the transform, clip, alpha and blend mode; pair with ``restoreState()``.
    public func saveState() {
        recorder?.append(.saveState)
        redraw?.record(.saveState)
        cairo_save(cairo)
        savedBlendModes.append(blendMode)
    }

    /// Restores what the matching ``saveState()`` saved.
    public func restoreState() {
        recorder?.append(.restoreState)
        redraw?.record(.restoreState)
        cairo_restore(cairo)
        // Cairo restored its operator; the property follows (a frame drawn in
        // part decides by it whether an operation changes pixels outside its shape).
        if let saved = savedBlendModes.popLast() { currentBlendMode = saved }
    }

    /// The blend modes at each ``saveState()`` not yet restored.
    private var savedBlendModes: [BlendMode] = []

    /// Runs `body` between a save and a restore of the state.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        saveState()
        defer { restoreState() }
        return try body()
    }

    /// The mode new paint combines with existing pixels in.
    public var blendMode: BlendMode {
        get { currentBlendMode }
        set {
            recorder?.append(.blendMode(newValue))
            currentBlendMode = newValue
            cairo_set_operator(cairo, newValue.cairoOperator)
        }
    }

    /// The blend mode set, which Cairo's operator follows.
    private var currentBlendMode: BlendMode = .normal

    /// Sets the blend mode back to `mode`, which Cairo's restored state
    /// already has, without recording it.
    func blendModeRestored(_ mode: BlendMode) {
        currentBlendMode = mode
    }

    /// Draws `body` into a layer, then composites the layer at `alpha`: the
    /// right way to fade a group of overlapping shapes (global alpha).
    public func withTransparencyLayer(alpha: Double, _ body: () throws -> Void) rethrows {
        if let recorder { return try recordLayer(alpha: alpha, in: recorder, body) }
        let a = clampUnit(alpha)
        if a >= 1 { return try withSavedState(body) }
        // The layer is as large as the clip: the same surface as in a full render, with the same pixels.
        let layerBox = redraw == nil ? nil : clipBox()
        let recording = redraw?.isRecording == true
        redraw?.record(.beginLayer(alpha: a))
        if !recording { cairo_push_group(cairo) }
        redraw?.layerDepth += 1
        defer {
            redraw?.layerDepth -= 1
            if !recording { cairo_pop_group_to_source(cairo) }
            if redraw == nil || layerBox != nil {
                // Whole pixels, 1:1: a cut leaves its pixels as they are.
                drawOperation(touching: layerBox, cut: .exact, recorded: .endLayer) { cairo_paint_with_alpha(cairo, a) }
            }
        }
        try withSavedState(body)
    }

    // MARK: Transforms

    /// Moves the origin by (`x`, `y`) points.
    public func translate(x: Double, y: Double) {
        recorder?.append(.translate(x: x, y: y))
        cairo_translate(cairo, x, y)
    }

    /// Scales user space by `x` horizontally and `y` vertically.
    public func scale(x: Double, y: Double) {
        recorder?.append(.scale(x: x, y: y))
        cairo_scale(cairo, x, y)
    }

    /// Rotates by `angle` radians (clockwise on screen, since y points down).
    public func rotate(by angle: Double) {
        recorder?.append(.rotate(angle))
        cairo_rotate(cairo, angle)
    }

    /// Multiplies the current transform by `transform`.
    public func concatenate(_ transform: Transform) {
        recorder?.append(.concatenate(transform))
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &m)
    }

    /// The current transform from user space (points) to device pixels,
    /// including the surface's device scale.
    public var currentTransform: Transform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let s = deviceScale
        return Transform(a: m.xx * s, b: m.yx * s, c: m.xy * s, d: m.yy * s, tx: m.x0 * s, ty: m.y0 * s)
    }

    /// Sets the transform so that user space is device pixels (undoing the
    /// surface's device scale): for placing pixel-exact masks.
    func setPixelSpace() {
        cairo_identity_matrix(cairo)
        cairo_scale(cairo, 1 / deviceScale, 1 / deviceScale)
    }

    // MARK: Filling, stroking, clipping

    /// Fills the whole clip region with `color`.
    public func paint(_ color: Color) {
        if let recorder {
            let clip = clipBox()
            return recorder.append(.paint(color), reaching: .whole(clip))
        }
        let opaque = color.alpha >= 1 && blendMode == .normal
        drawOperation(touching: nil, cut: .exact, covering: { opaque ? self.clipRectangle() : nil },
                      recorded: .paint(color, blendMode)) {
            setSource(color)
            cairo_paint(cairo)
        }
    }

    /// Fills `path` with `paint` using `rule`.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        if let recorder {
            // Cairo's coverage never reaches past the shape: its box rounded out holds every pixel.
            return recorder.append(.fill(path, paint, rule), reaching: recordedBox(of: path.controlBounds, outset: 0))
        }
        let fill = {
            self.setPath(path)
            cairo_set_fill_rule(self.cairo, rule.cairoRule)
            self.setSource(paint)
            cairo_fill(self.cairo)
        }
        guard redraw != nil else { return fill() }
        guard !path.isEmpty else { return }
        let box = blendMode.changesPixelsOutsideTheShape ? nil : deviceBox(of: path.controlBounds)
        var flat: Color?
        if case let .color(color) = paint { flat = color }
        let cut: CutResult = flat == nil ? .changes : path.isRectilinear ? .exact : .exactAwayFromEdges(of: path)
        // Covered opaquely: an opaque flat fill of one rectangle, under a clip of one rectangle.
        let covered = { () -> PixelRegion? in
            guard let flat, flat.alpha >= 1, self.blendMode == .normal, self.transformIsAxisAligned,
                  let rect = path.outlinedRectangle, let clip = self.clipRectangle() else { return nil }
            return self.fullyCoveredPixels(of: rect)?.intersection(clip)
        }
        drawOperation(touching: box, cut: cut, covering: covered,
                      recorded: .fill(path, paint, rule, currentTransform, blendMode), fill)
    }

    /// Fills `path` with a flat colour.
    public func fill(_ path: Path, with color: Color, rule: FillRule = .nonZero) {
        fill(path, with: .color(color), rule: rule)
    }

    /// Fills a rectangle with a flat colour.
    public func fill(_ rect: Rect, with color: Color) {
        fill(.rect(rect), with: .color(color))
    }

    /// Strokes `path`'s outline.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        // A miter reaches miterLimit half-widths from its corner, a square cap √2 half-widths.
        let reach = style.width.magnitude / 2 * max(style.join == .miter ? style.miterLimit : 1,
                                                    style.cap == .square ? 2.0.squareRoot() : 1, 1)
        if let recorder {
            let box = recordedBox(of: path.controlBounds.map { $0.insetBy(dx: -reach, dy: -reach) })
            return recorder.append(.stroke(path, paint, style), reaching: box)
        }
        guard redraw != nil else { return strokeNow(path, with: paint, style: style) }
        guard !path.isEmpty else { return }
        let box = blendMode.changesPixelsOutsideTheShape ? nil
            : deviceBox(of: path.controlBounds.map { $0.insetBy(dx: -reach, dy: -reach) })
        drawOperation(touching: box, cut: .changes, recorded: .stroke(path, paint, style, currentTransform, blendMode)) {
            strokeNow(path, with: paint, style: style)
        }
    }

    private func strokeNow(_ path: Path, with paint: Paint, style: StrokeStyle) {
        setPath(path)
        setSource(paint)
        cairo_set_line_width(cairo, style.width)
        cairo_set_line_cap(cairo, style.cap.cairoCap)
        cairo_set_line_join(cairo, style.join.cairoJoin)
        cairo_set_miter_limit(cairo, style.miterLimit)
        if style.dash.isEmpty {
            cairo_set_dash(cairo, nil, 0, 0)
        } else {
            style.dash.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), style.dashPhase) }
        }
        cairo_stroke(cairo)
    }

    /// Strokes `path` with a flat colour and a line width in points.
    public func stroke(_ path: Path, with color: Color, width: Double) {
        stroke(path, with: .color(color), style: StrokeStyle(width: width))
    }

    /// Narrows the clip region to the inside of `path`.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        recorder?.append(.clip(path, rule))
        redraw?.record(.clip(path, rule, currentTransform))
        noteClipEdges(of: path)
        setPath(path)
        cairo_set_fill_rule(cairo, rule.cairoRule)
        cairo_clip(cairo)
    }

    /// Narrows the clip region to `rect`.
    public func clip(to rect: Rect) {
        clip(to: .rect(rect))
    }

    // MARK: Internals shared by the canvas extensions

    func setPath(_ path: Path) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case let .move(p): cairo_move_to(cairo, p.x, p.y)
            case let .line(p): cairo_line_to(cairo, p.x, p.y)
            case let .curve(p, c1, c2): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case let .arc(c, r, a0, a1, clockwise):
                if clockwise {
                    cairo_arc(cairo, c.x, c.y, r, a0, a1)
                } else {
                    cairo_arc_negative(cairo, c.x, c.y, r, a0, a1)
                }
            case .close: cairo_close_path(cairo)
            }
        }
    }

    func setSource(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    func setSource(_ paint: Paint) {
        switch paint {
        case let .color(color):
            setSource(color)
        case let .linearGradient(g):
            let pattern = cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y)
            addStops(g.stops, to: pattern)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case let .radialGradient(g):
            let pattern = cairo_pattern_create_radial(g.startCenter.x, g.startCenter.y, g.startRadius,
                                                      g.endCenter.x, g.endCenter.y, g.endRadius)
            addStops(g.stops, to: pattern)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, clampUnit(stop.location), stop.color.red, stop.color.green,
                                              stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
}

extension FillRule {
    var cairoRule: cairo_fill_rule_t { self == .nonZero ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}

extension StrokeStyle.LineCap {
    var cairoCap: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension StrokeStyle.LineJoin {
    var cairoJoin: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
