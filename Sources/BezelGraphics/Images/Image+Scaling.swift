import CCairoPango

extension Image {
    /// A copy of the image resized to `size` points at `scale` pixels per point
    /// (1, 2 or 3 for 1x, 2x and 3x displays), placed by `contentMode`.
    ///
    /// The output is `size * scale` pixels (rounded up), except for
    /// ``ContentMode/aspectFit``, whose output is the fitted size (a 200x100
    /// image fitted into 50x50 points at 2x is 100x50 pixels, 50x25 points),
    /// and for ``ContentMode/aspectFill`` with `allowUpscaling` false, whose
    /// output is never larger than the image on either side.
    ///
    /// ```swift
    /// let thumbnail = try photo.resized(to: Size(width: 60, height: 60), scale: 3,
    ///                                   contentMode: .aspectFill)   // 180x180 px, centre crop
    /// ```
    ///
    /// - Parameters:
    ///   - size: the target size in points.
    ///   - scale: pixels per point of the result (its ``Image/scale``).
    ///   - contentMode: ``ContentMode/scaleToFill`` stretches; ``ContentMode/aspectFit``
    ///     fits and shrinks the output to the fitted size; ``ContentMode/aspectFill``
    ///     crops the centre and scales it to cover; ``ContentMode/center`` keeps
    ///     the content's size in points and crops or pads it with transparency.
    ///   - allowUpscaling: when false, fitting and filling never make the content
    ///     larger than its own size in points (a thumbnail of a small image stays small).
    /// - Returns: a new image, or this image itself when nothing would change.
    /// - Throws: ``GraphicsError/invalidSize(_:what:)`` for a size that is zero,
    ///   negative, NaN or infinite, ``GraphicsError/invalidScale(_:)``, or
    ///   ``GraphicsError/sizeTooLarge(width:height:maximum:)`` above
    ///   ``ImageSurface/maximumPixelDimension`` pixels a side.
    public func resized(to size: Size, scale: Double = 1, contentMode: ContentMode = .scaleToFill,
                        allowUpscaling: Bool = true) throws -> Image {
        let (width, height) = try ImageSurface.pixelSize(for: size, scale: scale, what: "resized image")
        // The content's own size, in output pixels: its size in points at the new scale.
        return try render(boxWidth: width, boxHeight: height, natural: self.size.scaled(by: scale),
                          contentMode: contentMode, allowUpscaling: allowUpscaling, scale: scale)
    }

    /// A copy of the image resized to exactly `width` x `height` pixels (or the
    /// fitted size, for ``ContentMode/aspectFit``), placed by `contentMode`.
    ///
    /// The result keeps this image's ``Image/scale``, so its size in points
    /// changes with its pixel size. `allowUpscaling` false compares pixels:
    /// the content is never drawn with more pixels than it has.
    ///
    /// - Throws: ``GraphicsError/invalidSize(_:what:)`` for a side below 1,
    ///   ``GraphicsError/sizeTooLarge(width:height:maximum:)`` above
    ///   ``ImageSurface/maximumPixelDimension``.
    public func resized(toPixelWidth width: Int, pixelHeight height: Int, contentMode: ContentMode = .scaleToFill,
                        allowUpscaling: Bool = true) throws -> Image {
        try ImageSupport.checkPixelSize(width: width, height: height, what: "resized image")
        let natural = Size(width: Double(pixelWidth), height: Double(pixelHeight))
        return try render(boxWidth: width, boxHeight: height, natural: natural,
                          contentMode: contentMode, allowUpscaling: allowUpscaling, scale: scale)
    }

    /// Draws the image into a new surface of (at most) `boxWidth` x `boxHeight`
    /// pixels. `natural` is the content's unscaled size in output pixels.
    private func render(boxWidth: Int, boxHeight: Int, natural: Size, contentMode: ContentMode,
                        allowUpscaling: Bool, scale outScale: Double) throws -> Image {
        let box = Rect(x: 0, y: 0, width: Double(boxWidth), height: Double(boxHeight))
        var placed = contentMode.rect(forContentOf: natural, in: box, allowUpscaling: allowUpscaling)
        guard placed.isFinite, !placed.isEmpty else {
            throw GraphicsError.invalidSize(placed.size, what: "resized image content")
        }
        var width = boxWidth, height = boxHeight
        func whole(_ value: Double, limit: Int) -> Int { Swift.min(limit, Swift.max(1, Int(value.rounded()))) }
        switch contentMode {
        case .scaleToFill:
            break
        case .aspectFit:
            // The output is the fitted content; no transparent bars.
            width = whole(placed.width, limit: boxWidth)
            height = whole(placed.height, limit: boxHeight)
            placed = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        case .aspectFill:
            // Without upscaling the content can be smaller than the box on a
            // side; the output then shrinks to it there instead of padding.
            width = whole(Swift.min(placed.width, box.width), limit: boxWidth)
            height = whole(Swift.min(placed.height, box.height), limit: boxHeight)
            placed = placed.offsetBy(dx: -Double(boxWidth - width) / 2, dy: -Double(boxHeight - height) / 2)
        case .center:
            // Unscaled content on whole pixels stays sharp.
            placed.origin = Point(x: placed.minX.rounded(), y: placed.minY.rounded())
        }
        if width == pixelWidth, height == pixelHeight, outScale == scale,
           placed == Rect(x: 0, y: 0, width: Double(width), height: Double(height)) {
            return self
        }
        let output = try ImageSupport.makeSurface(width: width, height: height, what: "resized image")
        let status = draw(into: output, at: placed)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(output)
            throw GraphicsError.cairo(operation: "resizing an image", status: cairoStatusText(status))
        }
        return Image(adopting: output, scale: outScale)
    }

    /// Paints the whole image stretched over `rect` (output pixels) of
    /// `output`, clipped to `rect`, with Cairo's good filter (a box filter when
    /// shrinking, so large reductions do not alias) and padded edges (so the
    /// borders do not fade into transparency).
    private func draw(into output: OpaquePointer, at rect: Rect) -> cairo_status_t {
        guard let cr = cairo_create(output) else { return CAIRO_STATUS_NO_MEMORY }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(pixelWidth), rect.height / Double(pixelHeight))
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(output)
        return status
    }
}
