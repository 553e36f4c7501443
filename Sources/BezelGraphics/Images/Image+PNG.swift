import CCairoPango
import Foundation

extension Image {
    /// Decodes a PNG (any colour type; the result is always ARGB32). A PNG
    /// stamped by Bezel (see ``ReferenceStamp``) gives its ``renderingStack``.
    ///
    /// The header is checked before anything is decoded, so a file that
    /// claims more than ``ImageSurface/maximumPixelDimension`` pixels a side is
    /// refused without allocating it.
    ///
    /// - Parameter scale: pixels per point of the decoded image (an image made
    ///   for 2x displays has scale 2).
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)``.
    public convenience init(pngData data: Data, scale: Double = 1) throws {
        try ImageSupport.checkScale(scale)
        let header = try PNGHeader(data)
        guard header.width <= ImageSurface.maximumPixelDimension, header.height <= ImageSurface.maximumPixelDimension else {
            throw GraphicsError.sizeTooLarge(width: header.width, height: header.height,
                                             maximum: ImageSurface.maximumPixelDimension)
        }
        // Deflate shrinks data at most about 1,032 times, and the smallest
        // rows (1 bit a pixel) take a filter byte and width / 8 bytes: fewer
        // bytes cannot be the image, and the decoder would allocate its full
        // size before finding that out.
        let smallestRows = header.height * (1 + (header.width + 7) / 8)
        guard data.count * 1032 >= smallestRows else {
            throw GraphicsError.invalidImageData(
                format: "PNG", reason: "\(data.count) bytes cannot hold a \(header.width)×\(header.height) image "
                    + "(its rows need at least \(smallestRows / 1032) compressed bytes): the file is truncated or built to exhaust the decoder")
        }
        // Every chunk's length and CRC first: a corrupt file is named as such
        // (libpng's errors reach Cairo's reader as "out of memory").
        let chunks: PNGChunks
        do {
            chunks = try PNGChunks(data)
        } catch let GraphicsError.invalidImageData(_, reason) {
            throw GraphicsError.invalidImageData(format: "PNG", reason: reason)
        }
        let reader = PNGReader(data)
        let decoded = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
                return reader.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let decoded else {
            throw GraphicsError.invalidImageData(format: "PNG", reason: "no surface")
        }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(decoded)
            let reason = status == CAIRO_STATUS_NO_MEMORY ? "the image data is corrupt (the pixels do not decode)"
                : status == CAIRO_STATUS_READ_ERROR ? "the data is truncated or corrupt" : cairoStatusText(status)
            throw GraphicsError.invalidImageData(format: "PNG", reason: reason)
        }
        let stack = ReferenceStamp(chunks: chunks).stack
        if cairo_image_surface_get_format(decoded) == CAIRO_FORMAT_ARGB32 {
            self.init(adopting: decoded, scale: scale, renderingStack: stack)
        } else {
            defer { cairo_surface_destroy(decoded) }
            try self.init(copying: decoded, scale: scale, renderingStack: stack)
        }
    }

    /// Reads and decodes a PNG file.
    ///
    /// - Throws: ``GraphicsError/fileError(path:reason:)`` when the file cannot
    ///   be read, ``GraphicsError/invalidImageData(format:reason:)`` when it is not a valid PNG.
    public convenience init(contentsOfPNG path: String, scale: Double = 1) throws {
        let data = try readImageFile(path)
        do {
            try self.init(pngData: data, scale: scale)
        } catch let GraphicsError.invalidImageData(format, reason) {
            throw GraphicsError.fileError(path: path, reason: invalidImageReason(format: format, reason))
        }
    }

    /// The image encoded as PNG by ``PNGEncoder/standard``: 8-bit RGB when
    /// opaque, else RGBA with straight alpha, with `textChunks` after the
    /// image data.
    ///
    /// - Throws: ``GraphicsError`` for an invalid text chunk keyword or text.
    public func pngData(textChunks: [PNGTextChunk] = []) throws -> Data {
        try PNGEncoder.standard.encode(self, textChunks: textChunks)
    }

    /// The image encoded as PNG by Cairo's writer (libpng and zlib, 8-bit
    /// RGBA with straight alpha): the reference ``pngData(textChunks:)`` is
    /// measured against in `Benchmarks/`, and tested to decode to the same pixels.
    public func pngDataUsingCairo() throws -> Data {
        var writer = PNGWriter()
        let status = withUnsafeMutablePointer(to: &writer) { pointer in
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: PNGWriter.self).pointee.data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw GraphicsError.cairo(operation: "cairo_surface_write_to_png_stream", status: cairoStatusText(status))
        }
        return writer.data
    }

    /// Encodes the image as PNG and writes it to `path` through a temporary
    /// file renamed into place, so a failure never leaves half a file.
    public func writePNG(to path: String) throws {
        try writeFileAtomically(try pngData(), to: path)
    }
}

/// The size fields of a PNG's IHDR chunk, read without decoding.
struct PNGHeader {
    let width: Int
    let height: Int

    init(_ data: Data) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw GraphicsError.invalidImageData(format: "PNG", reason: "the data does not start with the PNG signature")
        }
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw GraphicsError.invalidImageData(format: "PNG", reason: "the IHDR header is missing or truncated")
        }
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        width = be32(16)
        height = be32(20)
        guard width > 0, height > 0 else {
            throw GraphicsError.invalidImageData(format: "PNG", reason: "the header gives a size of \(width)x\(height)")
        }
    }
}

/// Feeds bytes to Cairo's PNG reader.
private final class PNGReader {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>?, count: Int) -> Bool {
        guard let buffer, count >= 0, count <= data.count - offset else { return false }
        guard count > 0 else { return true }
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            buffer.update(from: base.assumingMemoryBound(to: UInt8.self) + offset, count: count)
        }
        offset += count
        return true
    }
}

/// Collects the bytes Cairo's PNG writer produces.
private struct PNGWriter {
    var data = Data()
}
