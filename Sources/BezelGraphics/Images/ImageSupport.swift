import CCairoPango

/// Helpers shared by the image codecs and image operations.
enum ImageSupport {
    /// A new, transparent Cairo image surface of exactly `width` x `height`
    /// pixels (device scale 1). The caller owns it.
    ///
    /// - Throws: ``GraphicsError/invalidSize(_:what:)`` for a side below 1,
    ///   ``GraphicsError/sizeTooLarge(width:height:maximum:)`` above
    ///   ``ImageSurface/maximumPixelDimension``, ``GraphicsError/cairo(operation:status:)``
    ///   when Cairo cannot allocate it.
    static func makeSurface(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32,
                            what: String) throws -> OpaquePointer {
        try checkPixelSize(width: width, height: height, what: what)
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else {
            throw GraphicsError.cairo(operation: "cairo_image_surface_create", status: "no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_data(surface) != nil else {
            cairo_surface_destroy(surface)
            let text = status == CAIRO_STATUS_SUCCESS ? "no pixel memory" : cairoStatusText(status)
            throw GraphicsError.cairo(operation: "cairo_image_surface_create", status: text)
        }
        return surface
    }

    /// Checks a pixel size: at least 1 and at most ``ImageSurface/maximumPixelDimension`` a side.
    static func checkPixelSize(width: Int, height: Int, what: String) throws {
        guard width > 0, height > 0 else {
            throw GraphicsError.invalidSize(Size(width: Double(width), height: Double(height)), what: what)
        }
        let maximum = ImageSurface.maximumPixelDimension
        guard width <= maximum, height <= maximum else {
            throw GraphicsError.sizeTooLarge(width: width, height: height, maximum: maximum)
        }
    }

    /// Checks a scale given to a decoder: finite, from 0.1 to ``ImageSurface/maximumScale``
    /// (the range ``ImageSurface`` accepts).
    static func checkScale(_ scale: Double) throws {
        guard scale.isFinite, scale >= 0.1, scale <= ImageSurface.maximumScale else {
            throw GraphicsError.invalidScale(scale)
        }
    }
}
