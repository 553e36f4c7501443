import CCairoPango

extension Canvas {
    /// The largest blur, in device pixels of σ, a shadow is drawn with; larger
    /// values are clamped (such a shadow is a faint wash anyway).
    ///
    /// The A8 box blur relies on this cap: its rounded division is exact only
    /// for box windows up to `BoxBlur.widestExactWindow` (194 pixels), and
    /// σ = 100 px makes windows of at most 189 (`BoxBlur.widestShadowWindow`).
    public static let maximumShadowSigmaInPixels = 100.0

    /// Drops every cached blurred shadow mask (they are remade on the next
    /// draw). For low-memory situations, and for measuring the uncached cost.
    public static func purgeShadowCache() {
        ShadowMaskCache.shared.removeAll()
    }

    /// Fills `path` and casts `shadow` beneath it, as Quartz does with a
    /// shadow set: first the blurred, offset silhouette, then the shape.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero, shadow: Shadow?) {
        if let shadow { drawShadow(of: path, rule: rule, shadow: shadow) }
        fill(path, with: paint, rule: rule)
    }

    /// Fills `path` with a colour and casts `shadow` beneath it.
    public func fill(_ path: Path, with color: Color, rule: FillRule = .nonZero, shadow: Shadow?) {
        fill(path, with: .color(color), rule: rule, shadow: shadow)
    }

    /// Draws the shadow an inset shape casts inside `path`: the area between
    /// `outerBounds` and `path` (filled with the even-odd rule) casts `shadow`,
    /// and only what falls inside `path` is drawn. With light from the top
    /// left (a positive offset) the shadow lines the top and left inner edges.
    ///
    /// `outerBounds` defaults to `path`'s bounds grown by the shadow's reach.
    public func drawInnerShadow(inside path: Path, shadow: Shadow, outerBounds: Rect? = nil) {
        guard let inner = path.controlBounds else { return }
        let reach = 3 * shadow.sigma + abs(shadow.offset.width) + abs(shadow.offset.height) + 1
        var ring = Path.rect(outerBounds ?? inner.insetBy(dx: -reach, dy: -reach))
        ring.append(path)
        withSavedState {
            clip(to: path)
            drawShadow(of: ring, rule: .evenOdd, shadow: shadow)
        }
    }

    /// Draws only the blurred, offset silhouette of `path` in the shadow colour.
    public func drawShadow(of path: Path, rule: FillRule = .nonZero, shadow: Shadow) {
        guard !path.isEmpty, path.isFinite, shadow.color.alpha > 0, shadow.offset.isFinite else { return }
        let m = currentTransform
        // The cap keeps BoxBlur's windows within its exact division (see maximumShadowSigmaInPixels).
        let sigmaPx = min(shadow.sigma * m.lengthScale, Canvas.maximumShadowSigmaInPixels)
        if let recorder {
            return recorder.append(.shadow(of: path, rule, shadow),
                                   reaching: recordedShadowBox(of: path, sigmaInPixels: sigmaPx, offset: shadow.offset))
        }
        let wholeX = m.tx.rounded(.down), wholeY = m.ty.rounded(.down)
        let key = ShadowMaskKey(path: path, rule: rule, sigmaInPixels: sigmaPx, a: m.a, b: m.b, c: m.c, d: m.d,
                                phaseX: m.tx - wholeX, phaseY: m.ty - wholeY)
        guard let mask = ShadowMaskCache.shared.mask(for: key, make: { Canvas.makeShadowMask(key) }) else { return }
        // The offset is in user space; map it through the linear part of the transform.
        let dx = m.a * shadow.offset.width + m.c * shadow.offset.height
        let dy = m.b * shadow.offset.width + m.d * shadow.offset.height
        withSavedState {
            setPixelSpace()
            setSource(shadow.color)
            let x = wholeX + Double(mask.originX) + dx, y = wholeY + Double(mask.originY) + dy
            let box = redraw == nil || blendMode.changesPixelsOutsideTheShape ? nil
                : Self.pixelBox(minX: x - 1, minY: y - 1, maxX: x + Double(cairo_image_surface_get_width(mask.surface)) + 1,
                                maxY: y + Double(cairo_image_surface_get_height(mask.surface)) + 1)
            // A mask on whole pixels is not resampled: a cut leaves it as it is.
            drawOperation(touching: box, cut: Self.isWhole(x) && Self.isWhole(y) ? .exact : .changes,
                          recorded: .shadow(path, rule, shadow, m, blendMode)) {
                cairo_mask_surface(cairo, mask.surface, x, y)
            }
        }
    }

    /// Renders the silhouette for `key` into an A8 surface in device pixels
    /// and blurs it.
    static func makeShadowMask(_ key: ShadowMaskKey) -> ShadowMask? {
        guard let bounds = key.path.controlBounds else { return nil }
        let m = Transform(a: key.a, b: key.b, c: key.c, d: key.d, tx: key.phaseX, ty: key.phaseY)
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)].map(m.apply)
        let pad = Double(BoxBlur.extent(sigma: key.sigmaInPixels) + 1)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = (xs.reduce(.infinity, min) - pad).rounded(.down), y0 = (ys.reduce(.infinity, min) - pad).rounded(.down)
        let x1 = (xs.reduce(-.infinity, max) + pad).rounded(.up), y1 = (ys.reduce(-.infinity, max) + pad).rounded(.up)
        let width = x1 - x0, height = y1 - y0
        let limit = Double(ImageSurface.maximumPixelDimension)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= limit, height <= limit,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        do {
            let maskCanvas = Canvas(surface: surface, owner: nil, deviceScale: 1)
            var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx - x0, y0: m.ty - y0)
            cairo_set_matrix(maskCanvas.cairo, &matrix)
            maskCanvas.fill(key.path, with: .black, rule: key.rule)
        }
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            BoxBlur.blurAlpha(data, width: Int(width), height: Int(height),
                              stride: Int(cairo_image_surface_get_stride(surface)), sigma: key.sigmaInPixels)
        }
        cairo_surface_mark_dirty(surface)
        return ShadowMask(surface: surface, originX: Int(x0), originY: Int(y0))
    }
}

