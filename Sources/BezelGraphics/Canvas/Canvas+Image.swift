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
        withSavedState {
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            let pattern = cairo_get_source(cairo)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            switch interpolation {
            case .nearest: cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
            case .bilinear: cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            case .high: cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            }
            let pixels = Rect(x: 0, y: 0, width: Double(image.pixelWidth), height: Double(image.pixelHeight))
            let t = currentTransform
            // Image pixels on whole device pixels, 1:1: a cut leaves them as they are.
            let oneToOne = t.a == 1 && t.d == 1 && t.b == 0 && t.c == 0 && t.tx == t.tx.rounded() && t.ty == t.ty.rounded()
            drawOperation(touching: redraw == nil || blendMode.changesPixelsOutsideTheShape ? nil : deviceBox(of: pixels),
                          exactWhenCut: oneToOne) {
                cairo_rectangle(cairo, 0, 0, pixels.width, pixels.height)
                cairo_clip(cairo)
                if alpha >= 1 { cairo_paint(cairo) } else { cairo_paint_with_alpha(cairo, alpha) }
            }
        }
    }

    /// Draws `image` at its own size (in points) with its top-left corner at `point`.
    public func draw(_ image: Image, at point: Point, alpha: Double = 1) {
        draw(image, in: Rect(origin: point, size: image.size), alpha: alpha)
    }
}
