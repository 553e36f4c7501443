/// Putting edges on whole device pixels, so lines and fills are crisp at
/// 1x, 2x and 3x instead of smeared over two half-covered pixels. Every
/// function leaves its input unchanged when the transform rotates or skews
/// (there is no pixel grid to snap to then) or the input is not finite.
extension Canvas {
    /// The transform's axis-aligned scale and offset, or nil when it rotates, skews or flips.
    private var axisAlignedTransform: Transform? {
        let m = currentTransform
        return m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0 ? m : nil
    }

    private func snap(_ value: Double, _ scale: Double, _ offset: Double) -> Double {
        ((value * scale + offset).rounded() - offset) / scale
    }

    /// `rect` with each edge moved to the nearest device-pixel boundary; a
    /// rectangle with area keeps at least one device pixel each way.
    public func pixelAligned(_ rect: Rect) -> Rect {
        guard let m = axisAlignedTransform, rect.isFinite else { return rect }
        let x0 = snap(rect.minX, m.a, m.tx), y0 = snap(rect.minY, m.d, m.ty)
        var x1 = snap(rect.maxX, m.a, m.tx), y1 = snap(rect.maxY, m.d, m.ty)
        if rect.width > 0 { x1 = max(x1, x0 + 1 / m.a) }
        if rect.height > 0 { y1 = max(y1, y0 + 1 / m.d) }
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// An x coordinate moved to the nearest device-pixel boundary.
    public func pixelAlignedX(_ x: Double) -> Double {
        guard let m = axisAlignedTransform, x.isFinite else { return x }
        return snap(x, m.a, m.tx)
    }

    /// A y coordinate moved to the nearest device-pixel boundary.
    public func pixelAlignedY(_ y: Double) -> Double {
        guard let m = axisAlignedTransform, y.isFinite else { return y }
        return snap(y, m.d, m.ty)
    }

    /// The rectangle to stroke, with a line `width` points wide, so the line
    /// lands on whole device pixels inside `rect`: the outer edge of the line
    /// stays on `rect`'s edge (snapped to the pixel grid) and the line lies
    /// inward. Lines thinner than a device pixel are centred in the edge
    /// pixel, so a hairline is one pixel wide at every scale, never smeared over two.
    public func crispStrokeRect(for rect: Rect, lineWidth width: Double) -> Rect {
        let m = currentTransform
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0 else { return rect.insetBy(dx: width / 2, dy: width / 2) }
        func snap(_ value: Double, _ scale: Double, _ offset: Double) -> Double {
            ((value * scale + offset).rounded() - offset) / scale
        }
        let x0 = snap(rect.minX, m.a, m.tx), x1 = snap(rect.maxX, m.a, m.tx)
        let y0 = snap(rect.minY, m.d, m.ty), y1 = snap(rect.maxY, m.d, m.ty)
        let devicePixelX = 1 / m.a, devicePixelY = 1 / m.d
        let insetX = width * m.a < 1 ? devicePixelX / 2 : width / 2
        let insetY = width * m.d < 1 ? devicePixelY / 2 : width / 2
        return Rect(x: x0 + insetX, y: y0 + insetY, width: x1 - x0 - 2 * insetX, height: y1 - y0 - 2 * insetY)
    }

    /// Strokes the outline of the rounded rectangle filling `rect`, drawn
    /// inward on whole device pixels (see ``crispStrokeRect(for:lineWidth:)``),
    /// with the radius reduced by as much as the outline moved in.
    public func strokeCrisply(_ rect: Rect, cornerRadius radius: Double, with color: Color, width: Double) {
        guard width > 0, color.alpha > 0 else { return }
        let outline = crispStrokeRect(for: rect, lineWidth: width)
        let shrink = (rect.width - outline.width) / 2
        stroke(.roundedRect(outline, radius: max(0, radius - shrink)), with: color, width: width)
    }
}
