import CCairoPango

/// A raster surface to draw into: premultiplied ARGB32 pixels at a device
/// scale (1x, 2x, 3x), sized in points.
///
/// ```swift
/// let surface = try ImageSurface(size: Size(width: 64, height: 64), scale: 2)
/// surface.canvas.fill(.roundedRect(rect, radius: 8), with: .white)
/// let image = try surface.makeImage()   // 128×128 pixels
/// ```
///
/// See also: ``Image``, ``VectorSurface``.
public final class ImageSurface {
    /// The largest pixel width or height a surface may have.
    public static let maximumPixelDimension = 16_384
    /// The largest device scale accepted.
    public static let maximumScale = 8.0

    let surface: OpaquePointer
    /// Size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// The canvas that draws into this surface (made on first use).
    /// (The `cairo_t` holds its own reference to the surface, so the canvas
    /// needs no Swift owner; pointing it back at `self` would be a cycle.)
    public private(set) lazy var canvas = Canvas(surface: surface, owner: nil, deviceScale: scale)

    /// A transparent surface of `size` points at `scale` pixels per point.
    ///
    /// - Throws: ``GraphicsError`` for a size that is zero, negative, NaN or
    ///   infinite, a bad scale, or more than ``maximumPixelDimension`` pixels a side.
    public init(size: Size, scale: Double = 1) throws {
        let (w, h) = try ImageSurface.pixelSize(for: size, scale: scale, what: "image surface")
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            throw GraphicsError.cairo(operation: "cairo_image_surface_create", status: "no surface")
        }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw GraphicsError.cairo(operation: "cairo_image_surface_create", status: cairoStatusText(status))
        }
        cairo_surface_set_device_scale(s, scale, scale)
        self.surface = s
        self.size = size
        self.scale = scale
        self.pixelWidth = w
        self.pixelHeight = h
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// An immutable copy of the pixels drawn so far.
    ///
    /// - Throws: ``GraphicsError/cairo(operation:status:)`` when memory for the copy cannot be had.
    public func makeImage() throws -> Image {
        cairo_surface_flush(surface)
        return try Image(copying: surface, scale: scale)
    }

    /// Checks a size and scale and returns the pixel size (rounded up).
    static func pixelSize(for size: Size, scale: Double, what: String) throws -> (Int, Int) {
        try ImageSupport.checkScale(scale)
        guard size.isDrawable else { throw GraphicsError.invalidSize(size, what: what) }
        let wd = (size.width * scale).rounded(.up), hd = (size.height * scale).rounded(.up)
        guard wd <= Double(maximumPixelDimension), hd <= Double(maximumPixelDimension) else {
            throw GraphicsError.sizeTooLarge(width: wd < 1e9 ? Int(wd) : Int.max,
                                             height: hd < 1e9 ? Int(hd) : Int.max,
                                             maximum: maximumPixelDimension)
        }
        return (max(1, Int(wd)), max(1, Int(hd)))
    }
}

/// Cairo's own words for a status code.
func cairoStatusText(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
}

extension Image {
    /// Draws into a new transparent image of `size` points at `scale`
    /// pixels per point.
    ///
    /// ```swift
    /// let image = try Image.drawing(size: Size(width: 64, height: 64), scale: 2) { canvas in
    ///     canvas.fill(.roundedRect(rect, radius: 8), with: .white)
    /// }
    /// ```
    ///
    /// The image keeps the pixels drawn (``ImageSurface/makeImage()`` copies
    /// them), so a render needs one buffer: 1 GiB for the largest,
    /// 16384 × 16384 pixels. The canvas draws into the image only while
    /// `draw` runs; kept beyond it, it draws nowhere.
    ///
    /// - Throws: what ``ImageSurface/init(size:scale:)`` throws, and what `draw` throws.
    public static func drawing(size: Size, scale: Double = 1, _ draw: (Canvas) throws -> Void) throws -> Image {
        let (width, height) = try ImageSurface.pixelSize(for: size, scale: scale, what: "image surface")
        let surface = try ImageSupport.makeSurface(width: width, height: height, what: "image surface")
        cairo_surface_set_device_scale(surface, scale, scale)
        let canvas = Canvas(surface: surface, owner: nil, deviceScale: scale)
        do {
            try draw(canvas)
        } catch {
            canvas.detach()
            cairo_surface_destroy(surface)
            throw error
        }
        canvas.detach()
        cairo_surface_flush(surface)
        cairo_surface_set_device_scale(surface, 1, 1)   // as every image's surface: the scale is the Image's
        return Image(adopting: surface, scale: scale)
    }
}
