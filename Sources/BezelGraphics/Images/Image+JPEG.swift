import CCairoPango
import CTurboJPEG
import Foundation

extension Image {
    /// Decodes a JPEG (baseline or progressive; greyscale, YCbCr or RGB) with
    /// libjpeg-turbo. The result is opaque ARGB32.
    ///
    /// The header is read first and a size over ``ImageSurface/maximumPixelDimension``
    /// pixels a side, or more pixels than the data can hold (see
    /// `jpegPixelsPerByteLimit`), is refused before any pixel memory is allocated. Data that
    /// decodes only with warnings (a truncated file, whose missing part libjpeg
    /// would fill with grey) is refused too.
    ///
    /// - Parameter scale: pixels per point of the decoded image.
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)`` (format
    ///   `"JPEG"`) for empty, corrupt or truncated data,
    ///   ``GraphicsError/sizeTooLarge(width:height:maximum:)``, ``GraphicsError/invalidScale(_:)``.
    public convenience init(jpegData data: Data, scale: Double = 1) throws {
        try ImageSupport.checkScale(scale)
        guard !data.isEmpty else { throw GraphicsError.invalidImageData(format: "JPEG", reason: "the data is empty") }
        guard ImageFormat(sniffing: data) == .jpeg else {
            throw GraphicsError.invalidImageData(format: "JPEG", reason: "the data does not start with the JPEG signature")
        }
        let decoder = try TurboJPEGHandle.decompressor()
        let surface: OpaquePointer = try data.withUnsafeBytes { raw in
            guard let bytes = raw.bindMemory(to: UInt8.self).baseAddress else {
                throw GraphicsError.invalidImageData(format: "JPEG", reason: "the data is empty")
            }
            let size = UInt(raw.count)
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(decoder.handle, bytes, size, &width, &height, &subsampling, &colorspace) == 0 else {
                throw GraphicsError.invalidImageData(format: "JPEG", reason: "bad header: \(decoder.lastError)")
            }
            // TurboJPEG reports success with a zero size when the data ends
            // before the frame header.
            guard width > 0, height > 0 else {
                throw GraphicsError.invalidImageData(format: "JPEG", reason: "the header is truncated (no image size found)")
            }
            let maximum = ImageSurface.maximumPixelDimension
            guard width <= maximum, height <= maximum else {
                throw GraphicsError.sizeTooLarge(width: Int(width), height: Int(height), maximum: maximum)
            }
            let pixels = Int(width) * Int(height)
            guard raw.count >= pixels / Self.jpegPixelsPerByteLimit else {
                throw GraphicsError.invalidImageData(
                    format: "JPEG", reason: "\(raw.count) bytes cannot hold a \(width)×\(height) image "
                        + "(at least one byte per \(Self.jpegPixelsPerByteLimit) pixels): the file is truncated or built to exhaust the decoder")
            }
            let surface = try ImageSupport.makeSurface(width: Int(width), height: Int(height), what: "JPEG image")
            let stride = cairo_image_surface_get_stride(surface)
            let status = tjDecompress2(decoder.handle, bytes, size, cairo_image_surface_get_data(surface),
                                       width, stride, height, TurboJPEGLayout.argb32, 0)
            guard status == 0 else {
                cairo_surface_destroy(surface)
                let kind = decoder.lastErrorIsWarning ? "the data is truncated or damaged" : "cannot decode"
                throw GraphicsError.invalidImageData(format: "JPEG", reason: "\(kind) (\(decoder.lastError))")
            }
            cairo_surface_mark_dirty(surface)
            return surface
        }
        self.init(adopting: surface, scale: scale)
    }

    /// The most pixels a JPEG's bytes can describe before it is refused
    /// unread. Each 8×8 block of a Huffman-coded JPEG takes at least one
    /// bit for its DC value (in every scan that codes DC), so a complete
    /// image holds at least a byte per 512 pixels; this allows four times
    /// fewer. A 571-byte progressive JPEG claiming 16383 × 9681 pixels,
    /// found by the fuzzer, otherwise made libjpeg-turbo work for seconds
    /// and allocate over a gigabyte for grey.
    static let jpegPixelsPerByteLimit = 2048

    /// Reads and decodes a JPEG file.
    ///
    /// - Throws: ``GraphicsError/fileError(path:reason:)`` when the file cannot
    ///   be read or is not a valid JPEG (the reason says which, as for
    ///   ``init(contentsOfPNG:scale:)``), ``GraphicsError/sizeTooLarge(width:height:maximum:)``.
    public convenience init(contentsOfJPEG path: String, scale: Double = 1) throws {
        let data = try readImageFile(path)
        do {
            try self.init(jpegData: data, scale: scale)
        } catch let GraphicsError.invalidImageData(format, reason) {
            throw GraphicsError.fileError(path: path, reason: invalidImageReason(format: format, reason))
        }
    }

    /// The image encoded as a baseline JPEG.
    ///
    /// JPEG has no alpha channel, so the image is first composited over
    /// opaque white: transparent areas come out white and half-transparent
    /// ones lighter, as they look on a white page. Use ``pngData()`` to keep alpha.
    ///
    /// - Parameter quality: 1 (smallest) to 100 (best); values outside are
    ///   clamped. From 90 up the colour is kept at full resolution (4:4:4),
    ///   below it is halved in both directions (4:2:0) as most encoders do.
    /// - Throws: ``GraphicsError/cairo(operation:status:)`` when compositing or
    ///   TurboJPEG fails (only when out of memory).
    public func jpegData(quality: Int = 90) throws -> Data {
        let quality = Swift.min(100, Swift.max(1, quality))
        let flattened = try ImageSupport.makeSurface(width: pixelWidth, height: pixelHeight,
                                                     format: CAIRO_FORMAT_RGB24, what: "JPEG encoding buffer")
        defer { cairo_surface_destroy(flattened) }
        let cr = cairo_create(flattened)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(flattened)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw GraphicsError.cairo(operation: "compositing over white for JPEG", status: cairoStatusText(status))
        }
        let encoder = try TurboJPEGHandle.compressor()
        let subsampling = Int32(quality >= 90 ? TJSAMP_444.rawValue : TJSAMP_420.rawValue)
        var buffer: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        defer { if let buffer { tjFree(buffer) } }
        let result = tjCompress2(encoder.handle, cairo_image_surface_get_data(flattened), Int32(pixelWidth),
                                 cairo_image_surface_get_stride(flattened), Int32(pixelHeight),
                                 TurboJPEGLayout.rgb24, &buffer, &length, subsampling, Int32(quality), 0)
        guard result == 0, let buffer else {
            throw GraphicsError.cairo(operation: "tjCompress2", status: encoder.lastError)
        }
        return Data(bytes: buffer, count: Int(length))
    }

    /// Encodes the image as JPEG (see ``jpegData(quality:)``) and writes it to
    /// `path` through a temporary file renamed into place.
    public func writeJPEG(to path: String, quality: Int = 90) throws {
        try writeFileAtomically(try jpegData(quality: quality), to: path)
    }
}
