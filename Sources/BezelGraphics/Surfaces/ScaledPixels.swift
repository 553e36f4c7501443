import CCairoPango

/// Pixel memory with two Cairo surfaces over it: `pixels`, at device scale
/// 1 (what an ``Image`` adopts, and what a pattern reads 1:1), and
/// `drawing`, at a device scale, for drawing in points. The frame buffers of
/// a ``FrameSurface`` and the layers of ``ResampledImageLayers`` are such.
final class ScaledPixels {
    let pixels: OpaquePointer
    let drawing: OpaquePointer

    /// `width` × `height` transparent pixels, drawn on at `scale` pixels per point.
    ///
    /// - Throws: ``GraphicsError`` when the surfaces cannot be made (`what` names them).
    init(width: Int, height: Int, scale: Double, what: String) throws {
        let pixels = try ImageSupport.makeSurface(width: width, height: height, what: what)
        guard let data = cairo_image_surface_get_data(pixels),
              let drawing = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                                cairo_image_surface_get_stride(pixels)),
              cairo_surface_status(drawing) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pixels)
            throw GraphicsError.cairo(operation: "cairo_image_surface_create_for_data", status: "no surface")
        }
        cairo_surface_set_device_scale(drawing, scale, scale)
        self.pixels = pixels
        self.drawing = drawing
    }

    deinit {
        cairo_surface_destroy(drawing)
        cairo_surface_destroy(pixels)   // an image still holding it keeps the memory
    }
}
