/// How an image's content is placed in a rectangle of another size.
///
/// ```swift
/// let rect = ContentMode.aspectFit.rect(forContentOf: image.size, in: bounds)
/// canvas.draw(image, in: bounds, contentMode: .aspectFill)   // centre crop
/// ```
///
/// See also: ``Image/resized(to:scale:contentMode:allowUpscaling:)``,
/// ``Canvas/draw(_:in:contentMode:allowUpscaling:alpha:)``.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Stretches the content to fill the rectangle exactly; the aspect ratio
    /// is not kept.
    case scaleToFill
    /// Scales the content, keeping its aspect ratio, until it just fits
    /// inside the rectangle; centred, leaving bars on two sides.
    case aspectFit
    /// Scales the content, keeping its aspect ratio, until it covers the whole
    /// rectangle; centred, so the overflow is cut equally from both sides
    /// (a centre crop).
    case aspectFill
    /// Keeps the content at its own size, centred; it may overflow.
    case center

    /// The rectangle content of `size` occupies when placed in `bounds`.
    ///
    /// The result can be larger than `bounds` (``aspectFill``, and ``center``
    /// for content bigger than the bounds): whoever draws it clips to `bounds`.
    /// Coordinates are exact, not rounded to pixels.
    ///
    /// - Parameters:
    ///   - size: the content's size, in the same units as `bounds`.
    ///   - bounds: the rectangle to place the content in.
    ///   - allowUpscaling: when false, ``aspectFit`` and ``aspectFill`` never
    ///     scale the content up: content smaller than `bounds` keeps its own
    ///     size, centred (a thumbnail that shrinks to fit but never grows).
    ///     ``scaleToFill`` always fills and ``center`` never scales, so both ignore it.
    /// - Returns: the content's rectangle; an empty rectangle at the centre of
    ///   `bounds` (or ``Rect/zero``) when either size is empty, negative or not finite.
    public func rect(forContentOf size: Size, in bounds: Rect, allowUpscaling: Bool = true) -> Rect {
        guard size.isDrawable, bounds.isFinite, !bounds.isEmpty else {
            return bounds.isFinite ? Rect(origin: bounds.center, size: .zero) : .zero
        }
        let placed: Size
        switch self {
        case .scaleToFill:
            return bounds
        case .center:
            placed = size
        case .aspectFit, .aspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            var factor = self == .aspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            if !allowUpscaling { factor = Swift.min(factor, 1) }
            placed = size.scaled(by: factor)
        }
        return Rect(x: bounds.midX - placed.width / 2, y: bounds.midY - placed.height / 2,
                    width: placed.width, height: placed.height)
    }

    /// Whether content placed with this mode can spill outside the bounds, so
    /// drawing it needs a clip.
    public var mayOverflow: Bool { self == .aspectFill || self == .center }
}

extension Canvas {
    /// Draws `image` in `bounds` (points) placed by `contentMode`: stretched,
    /// fitted, centre-cropped or centred at its own size.
    ///
    /// For ``ContentMode/aspectFill`` and ``ContentMode/center`` the drawing is
    /// clipped to `bounds`, so nothing spills outside.
    ///
    /// - Parameters:
    ///   - allowUpscaling: see ``ContentMode/rect(forContentOf:in:allowUpscaling:)``.
    ///   - alpha: opacity from 0 to 1.
    public func draw(_ image: Image, in bounds: Rect, contentMode: ContentMode, allowUpscaling: Bool = true,
                     alpha: Double = 1) {
        let rect = contentMode.rect(forContentOf: image.size, in: bounds, allowUpscaling: allowUpscaling)
        guard rect.isFinite, !rect.isEmpty else { return }
        if contentMode.mayOverflow {
            withSavedState {
                clip(to: bounds)
                draw(image, in: rect, alpha: alpha)
            }
        } else {
            draw(image, in: rect, alpha: alpha)
        }
    }
}
