import CCairoPango

/// How pixels are sampled when an image is drawn at another size.
public enum Interpolation: Hashable, Sendable {
    /// The nearest pixel: hard edges, for pixel art and exact copies.
    case nearest
    /// Bilinear: fast and smooth.
    case bilinear
    /// Cairo's best filter: smooth when shrinking by large factors.
    case high
}

extension Canvas {
    /// Draws `image` stretched to fill `rect` (points) at `alpha`.
    public func draw(_ image: Image, in rect: Rect, alpha: Double = 1, interpolation: Interpolation = .high) {
        guard rect.isFinite, !rect.isEmpty, alpha > 0 else { return }
        if let recorder {
            return recorder.append(.image(image, in: rect, alpha: alpha, interpolation), reaching: recordedBox(of: rect, outset: 0))
        }
        withSavedState {
            var before = cairo_matrix_t()
            cairo_get_matrix(cairo, &before)
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
            if drawFromLayer(image, in: rect, transformBefore: before, alpha: alpha, interpolation: interpolation) { return }
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            let pattern = cairo_get_source(cairo)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            switch interpolation {
            case .nearest: cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
            case .bilinear: cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            case .high: cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            }
            let pixels = Rect(x: 0, y: 0, width: Double(image.pixelWidth), height: Double(image.pixelHeight))
            // Image pixels on whole device pixels, 1:1: a cut leaves them as they are.
            drawOperation(touching: redraw == nil || blendMode.changesPixelsOutsideTheShape ? nil : deviceBox(of: pixels),
                          cut: Self.isOneToOne(currentTransform) ? .exact : .changes,
                          recorded: .image(ObjectIdentifier(image), rect, alpha: alpha, interpolation, currentTransform, blendMode),
                          keeping: image) {
                cairo_rectangle(cairo, 0, 0, pixels.width, pixels.height)
                cairo_clip(cairo)
                if alpha >= 1 { cairo_paint(cairo) } else { cairo_paint_with_alpha(cairo, alpha) }
            }
        }
    }

    /// Whether `t` puts image pixels on whole device pixels, 1:1.
    private static func isOneToOne(_ t: Transform) -> Bool {
        t.a == 1 && t.d == 1 && t.b == 0 && t.c == 0 && isWhole(t.tx) && isWhole(t.ty)
    }

    /// While a frame is drawn in part: draws an image that is resampled
    /// onto whole device pixels from the layer its frame surface keeps of
    /// it (``ResampledImageLayers``), 1:1, and returns true; false (nothing
    /// drawn) when the image is not such a one. The current transform
    /// maps the image's pixels; `before` is the one `rect` is in.
    private func drawFromLayer(_ image: Image, in rect: Rect, transformBefore before: cairo_matrix_t, alpha: Double,
                               interpolation: Interpolation) -> Bool {
        guard let redraw, redraw.layerDepth == 0, let layers = redraw.imageLayers, alpha >= 1, blendMode == .normal
        else { return false }
        let t = currentTransform
        let x1 = t.tx + t.a * Double(image.pixelWidth), y1 = t.ty + t.d * Double(image.pixelHeight)
        guard !Self.isOneToOne(t), t.b == 0, t.c == 0, t.a > 0, t.d > 0,
              [t.tx, t.ty, x1, y1].allSatisfy(Self.isWhole),
              let clip = clipBox(), clipRectangle() == clip,
              let covered = Self.pixelBox(minX: t.tx, minY: t.ty, maxX: x1, maxY: y1)?.intersection(clip)
        else { return false }
        let recorded = RecordedOperation.image(ObjectIdentifier(image), rect, alpha: alpha, interpolation, t, blendMode)
        if redraw.isRecording {
            drawOperation(touching: covered, cut: .exact, recorded: recorded, keeping: image) {}
            return true
        }
        var ctm = before
        let key = ResampledImageLayers.Key(image: ObjectIdentifier(image), transform: t, interpolation: interpolation, clip: clip)
        guard let layer = layers.layer(for: key, image: image, draw: { canvas in
            // The same clip and transform, then the same drawing, on a new surface.
            canvas.setPixelSpace()
            cairo_rectangle(canvas.cairo, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
            cairo_clip(canvas.cairo)
            cairo_set_matrix(canvas.cairo, &ctm)
            canvas.draw(image, in: rect, alpha: 1, interpolation: interpolation)
        }) else { return false }
        drawOperation(touching: covered, cut: .exact, recorded: recorded, keeping: image) {
            setPixelSpace()
            cairo_set_source_surface(cairo, layer.pixels, 0, 0)
            cairo_rectangle(cairo, Double(covered.x), Double(covered.y), Double(covered.width), Double(covered.height))
            cairo_fill(cairo)
        }
        return true
    }

    /// Draws `image` at its own size (in points) with its top-left corner at `point`.
    public func draw(_ image: Image, at point: Point, alpha: Double = 1) {
        draw(image, in: Rect(origin: point, size: image.size), alpha: alpha)
    }
}
