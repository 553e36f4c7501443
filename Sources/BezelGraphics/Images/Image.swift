import CCairoPango

/// An immutable raster image: premultiplied ARGB32 pixels and the scale they
/// were made at (pixels per point).
///
/// Images are values in spirit: nothing changes their pixels after they are
/// made, so they can be shared between threads and derived copies (such as
/// ``grayscale()``) can be cached on the image itself.
///
/// See also: ``ImageSurface``, ``Canvas/draw(_:in:alpha:interpolation:)``.
public final class Image: @unchecked Sendable {
    /// Owned `cairo_surface_t` (ARGB32, device scale left at 1); never drawn
    /// into or reconfigured after `init`, so threads may share it.
    let surface: OpaquePointer
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    /// The rendering stack that made these pixels, when the image was read
    /// from a PNG stamped with one (see ``ReferenceStamp``); nil otherwise.
    public let renderingStack: RenderingStack?

    /// Derived images computed once (see ``grayscale()``).
    let derived = PthreadLocked<[String: Image]>([:])

    /// Size in points: the pixel size divided by the scale.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// Takes ownership of an ARGB32 image surface nobody else draws into.
    init(adopting surface: OpaquePointer, scale: Double, renderingStack: RenderingStack? = nil) {
        self.renderingStack = renderingStack
        self.surface = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
    }

    /// Copies the pixels of any image surface into a new ARGB32 one.
    ///
    /// - Throws: ``GraphicsError/cairo(operation:status:)`` when the copy cannot be allocated.
    convenience init(copying source: OpaquePointer, scale: Double, renderingStack: RenderingStack? = nil) throws {
        let w = Int(cairo_image_surface_get_width(source)), h = Int(cairo_image_surface_get_height(source))
        let copy = try ImageSupport.makeSurface(width: w, height: h, what: "image copy")
        cairo_surface_flush(source)
        let srcStride = Int(cairo_image_surface_get_stride(source))
        let dstStride = Int(cairo_image_surface_get_stride(copy))
        if cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32,
           let src = cairo_image_surface_get_data(source), let dst = cairo_image_surface_get_data(copy) {
            for row in 0..<h {
                (dst + row * dstStride).update(from: src + row * srcStride, count: w * 4)
            }
        } else {
            let cr = cairo_create(copy)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        cairo_surface_mark_dirty(copy)
        self.init(adopting: copy, scale: scale, renderingStack: renderingStack)
    }

    /// An image from premultiplied ARGB32 words in row order (`0xAARRGGBB`),
    /// `width * height` of them.
    ///
    /// - Throws: ``GraphicsError`` when the size is not positive or over the
    ///   maximum, the count does not match, or the scale is out of range.
    public convenience init(width: Int, height: Int, scale: Double = 1, premultipliedARGB pixels: [UInt32]) throws {
        try ImageSupport.checkPixelSize(width: width, height: height, what: "pixel buffer")
        try ImageSupport.checkScale(scale)
        guard pixels.count == width * height else {
            throw GraphicsError.invalidSize(Size(width: Double(width), height: Double(height)),
                                            what: "pixel buffer of \(pixels.count) pixels")
        }
        let surface = try ImageSupport.makeSurface(width: width, height: height, what: "image")
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeBytes { src in
                guard let base = src.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                for row in 0..<height {
                    (data + row * stride).update(from: base + row * width * 4, count: width * 4)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(adopting: surface, scale: scale)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Every pixel as premultiplied `0xAARRGGBB`, row after row, no padding.
    public func premultipliedARGB() -> [UInt32] {
        withUnsafeRows { rows in
            var out = [UInt32]()
            out.reserveCapacity(pixelWidth * pixelHeight)
            for y in 0..<pixelHeight { out.append(contentsOf: rows(y)) }
            return out
        }
    }

    /// Calls `body` with a function that returns row `y` of the pixels
    /// (an empty buffer for a row outside the image).
    public func withUnsafeRows<T>(_ body: ((Int) -> UnsafeBufferPointer<UInt32>) throws -> T) rethrows -> T {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            let empty = [UInt32](repeating: 0, count: pixelWidth)
            return try empty.withUnsafeBufferPointer { buffer in try body { _ in buffer } }
        }
        let raw = UnsafeRawPointer(data)
        let width = pixelWidth
        let height = pixelHeight
        return try body { y in
            // Rows outside the image read as empty rather than out of bounds.
            guard y >= 0, y < height else { return UnsafeBufferPointer(start: nil, count: 0) }
            return UnsafeBufferPointer(start: (raw + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
        }
    }

    /// The colour of one pixel (straight alpha), or nil outside the image.
    public func pixel(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        let word = withUnsafeRows { $0(y)[x] }
        return Color(premultipliedARGB: word)
    }

    /// The same pixels at another scale, sharing them (no copy).
    ///
    /// - Throws: ``GraphicsError`` when `scale` is out of range.
    public func withScale(_ scale: Double) throws -> Image {
        try ImageSupport.checkScale(scale)
        return Image(adopting: cairo_surface_reference(surface), scale: scale, renderingStack: renderingStack)
    }

    /// Computes a derived image once and keeps it for later calls with the same key.
    func cachedDerivative(_ key: String, _ make: () -> Image) -> Image {
        if let hit = derived.withLock({ $0[key] }) { return hit }
        let image = make()
        return derived.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = image
            return image
        }
    }
}

extension Color {
    /// The straight-alpha colour of a premultiplied `0xAARRGGBB` word.
    public init(premultipliedARGB word: UInt32) {
        let a = Double(word >> 24) / 255
        guard a > 0 else {
            self = .clear
            return
        }
        self.init(red: Double((word >> 16) & 255) / 255 / a,
                  green: Double((word >> 8) & 255) / 255 / a,
                  blue: Double(word & 255) / 255 / a,
                  alpha: a)
    }
}
