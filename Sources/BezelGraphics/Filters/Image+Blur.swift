import CCairoPango

/// What a blur reads beyond an image's edges.
///
/// See also: ``Image/blurred(radius:edges:)``.
public enum BlurEdgeMode: String, Hashable, Sendable, CaseIterable {
    /// The edge pixels continue outward (clamp to edge): a uniform image
    /// stays uniform and the borders neither darken nor turn transparent.
    /// Right for backdrops and photos, whose content goes on past the crop.
    case extend
    /// Everything outside is transparent: the content fades out toward the
    /// borders, as a shadow's silhouette does (CSS `filter: blur()` inside a
    /// box of the image's size).
    case transparent
}

extension Image {
    /// The largest blur drawn, as a standard deviation in pixels; larger
    /// values are lowered to it (the image is a wash of its mean long before).
    public static let maximumBlurSigmaInPixels = 500.0

    /// A Gaussian-blurred copy of the image, the same size and scale.
    ///
    /// `radius` follows the CSS and shadow convention: the Gaussian's standard
    /// deviation is σ = `radius` / 2 points, σ · ``scale`` pixels, so a 2x
    /// image blurred by 10 looks like its 1x version blurred by 10. All four
    /// premultiplied channels are blurred (transparency blurs too), by three
    /// box passes per axis as GTK's `gskcairoblur.c` and the shadows do: within
    /// a few percent of the true Gaussian, in time independent of the radius.
    ///
    /// ```swift
    /// let backdrop = try photo.blurred(radius: 12)                          // edges extended
    /// let glow = try glyph.blurred(radius: 6, edges: .transparent)          // fades out at the borders
    /// ```
    ///
    /// The result is not cached: keep it when it is drawn again (the
    /// `BlurView` of the views layer keeps its last one, keyed by every input).
    ///
    /// - Parameters:
    ///   - radius: twice the standard deviation, in points. Zero, negative,
    ///     NaN or infinite radii, and ones too small to move a pixel (σ below
    ///     about 0.8 pixels), return this image itself; σ is capped at
    ///     ``maximumBlurSigmaInPixels``.
    ///   - edges: what lies beyond the borders; ``BlurEdgeMode/extend`` by default.
    /// - Throws: ``GraphicsError/cairo(operation:status:)`` when memory for the copy cannot be had.
    public func blurred(radius: Double, edges: BlurEdgeMode = .extend) throws -> Image {
        guard radius.isFinite, radius > 0 else { return self }
        let sigma = Swift.min(radius / 2 * scale, Image.maximumBlurSigmaInPixels)
        guard BoxBlur.boxWidth(sigma: sigma) > 1 else { return self }
        let output = try ImageSupport.makeSurface(width: pixelWidth, height: pixelHeight, what: "blurred image")
        guard let data = cairo_image_surface_get_data(output) else {   // makeSurface checked it exists
            cairo_surface_destroy(output)
            throw GraphicsError.cairo(operation: "blurring an image", status: "no pixel memory")
        }
        let stride = Int(cairo_image_surface_get_stride(output))
        let rowBytes = pixelWidth * 4
        withUnsafeRows { rows in
            for y in 0..<pixelHeight {
                let row = rows(y)
                guard let base = row.baseAddress else { continue }
                UnsafeMutableRawPointer(data + y * stride).copyMemory(from: base, byteCount: rowBytes)
            }
        }
        BoxBlur.blurARGB(data, width: pixelWidth, height: pixelHeight, stride: stride, sigma: sigma,
                         extendEdges: edges == .extend)
        cairo_surface_mark_dirty(output)
        return Image(adopting: output, scale: scale)
    }
}
