import CDeflate
import CPNGRows
import Foundation

/// Bezel's PNG writer: 8-bit RGB when every pixel is opaque, else 8-bit RGBA
/// with straight alpha, rows unfiltered, and the whole image compressed in
/// one call by libdeflate at level 7.
///
/// The settings were measured on the 1,000 bezel-button states of the
/// snapshot benchmarks (`BezelBenchmarks --encoder-sizes --all-settings`):
/// flat UI colours compress best unfiltered, and libdeflate's level 7 gives
/// 9% smaller files than Cairo's writer (libpng's adaptive filters and zlib)
/// in 40% of the time (level 6: 7% smaller in 30%; level 8 doubles the time).
/// That leaves room for the ~290-byte ``ReferenceStamp`` with references
/// still smaller than Cairo's. libpng's adaptive filter choice is available
/// (``FilterChoice/adaptive``) but costs three times as much for larger files here.
///
/// Colours are unpremultiplied exactly as Cairo's writer does
/// (`(c × 255 + α / 2) / α`), so reading a file back through
/// ``Image/init(pngData:scale:)`` gives the words a Cairo-written file gives.
/// See also: ``Image/pngData(textChunks:)``, ``PNGTextChunk``, ``PNGChunks``.
public struct PNGEncoder: Sendable {
    /// How rows are filtered before compression.
    public enum Filter: UInt8, Sendable, CaseIterable {
        case none = 0, sub = 1, up = 2, average = 3, paeth = 4
    }

    /// The filter policy: one filter for every row, or the best per row.
    public enum FilterChoice: Sendable, Equatable {
        case fixed(Filter)
        case adaptive
    }

    /// libdeflate's compression level (1…12).
    public var level: Int32
    /// How rows are filtered.
    public var filterChoice: FilterChoice

    /// The settings ``Image/pngData(textChunks:)`` uses, chosen by measurement (see `Benchmarks/`).
    public static let standard = PNGEncoder()

    /// An encoder with the given settings.
    public init(level: Int32 = 7, filterChoice: FilterChoice = .fixed(.none)) {
        self.level = min(12, max(1, level))
        self.filterChoice = filterChoice
    }

    /// Encodes `image` with `textChunks` after the image data.
    ///
    /// - Throws: ``GraphicsError`` for an invalid text chunk, or when
    ///   compression cannot get memory.
    public func encode(_ image: Image, textChunks: [PNGTextChunk] = []) throws -> Data {
        let (header, compressed) = try imageData(image, channels: nil)
        return try Self.assemble(header: header, compressed: compressed, textChunks: textChunks)
    }

    /// Encodes the pixels of `region` of `image` as a PNG of that size (a
    /// changed part of a frame, sent on its own).
    ///
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)`` when
    ///   `region` is empty or not inside the image.
    public func encode(_ image: Image, region: PixelRegion) throws -> Data {
        let (header, compressed) = try imageData(image, channels: nil, region: region)
        return try Self.assemble(header: header, compressed: compressed, textChunks: [])
    }

    /// A PNG file of one `IHDR`, one `IDAT` and `textChunks` after it.
    static func assemble(header: Data, compressed: Data, textChunks: [PNGTextChunk]) throws -> Data {
        var png = Data(capacity: compressed.count + 200)
        png.append(contentsOf: Self.signature)
        png.appendPNGChunk("IHDR", header)
        png.appendPNGChunk("IDAT", compressed)
        for chunk in textChunks {
            png.appendPNGChunk("iTXt", try chunk.iTXtData())
        }
        png.appendPNGChunk("IEND", Data())
        return png
    }

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether every pixel of `image` (or of `region` of it, which must lie
    /// inside it) is opaque (RGB will do).
    static func isOpaque(_ image: Image, in region: PixelRegion? = nil) -> Bool {
        let area = region ?? PixelRegion(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
        return image.withUnsafeRows { row in
            guard let pixels = row(area.y).baseAddress.map({ $0 + area.x }) else { return false }
            return bezel_png_all_opaque(pixels, stride(of: row, image), area.width, area.height) != 0
        }
    }

    /// The `IHDR` data and the zlib stream for `IDAT` of `image` (or of
    /// `region` of it, in pixels, which must lie inside it), as RGB
    /// (`channels` 3) or RGBA (4); nil chooses RGB when every pixel is opaque.
    func imageData(_ image: Image, channels requested: Int?, region: PixelRegion? = nil,
                   streamingAbove threshold: Int = streamingThreshold) throws -> (header: Data, compressed: Data) {
        let area = region ?? PixelRegion(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
        guard area.x >= 0, area.y >= 0, area.width > 0, area.height > 0,
              area.x + area.width <= image.pixelWidth, area.y + area.height <= image.pixelHeight else {
            throw GraphicsError.invalidImageData(format: "PNG", reason: "the region to encode is not inside the image")
        }
        let width = area.width, height = area.height
        let channels = requested ?? (Self.isOpaque(image, in: area) ? 3 : 4)
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, channels == 3 ? 2 : 6, 0, 0, 0])
        if (width * channels + 1) * height > threshold {
            return (header, try Self.streamCompress(image, area: area, channels: channels, filter: filterCode))
        }
        return (header, try Self.zlibCompress(try filteredRows(image, area: area, channels: channels), level: level))
    }

    /// The rows of `area` of `image` (inside it, not empty) as PNG's
    /// filtered scanlines: what ``imageData(_:channels:region:streamingAbove:)``
    /// compresses, below the streaming threshold.
    func filteredRows(_ image: Image, area: PixelRegion, channels: Int) throws -> [UInt8] {
        let filter = filterCode
        let width = area.width, height = area.height
        var raw: [UInt8] = []
        image.withUnsafeRows { row in
            guard let pixels = row(area.y).baseAddress.map({ $0 + area.x }) else { return }
            raw = [UInt8](repeating: 0, count: (width * channels + 1) * height)
            var scratch = [UInt8](repeating: 0, count: 4 * width * 4)
            raw.withUnsafeMutableBufferPointer { out in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    bezel_png_filter_rows(pixels, Self.stride(of: row, image), width, height, Int32(channels), filter,
                                          out.baseAddress, scratch.baseAddress)
                }
            }
        }
        guard !raw.isEmpty else {
            throw GraphicsError.invalidImageData(format: "PNG", reason: "the image has no pixel data to encode")
        }
        return raw
    }

    /// The filter as `bezel_png_filter_rows` takes it: PNG's filter type, or -1 to choose per row.
    private var filterCode: Int32 {
        switch filterChoice {
        case .fixed(let fixed): Int32(fixed.rawValue)
        case .adaptive: -1
        }
    }

    /// Above this many bytes of filtered rows (64 MiB: an image of about
    /// 4,700 × 4,700 opaque pixels), rows are compressed one at a time by
    /// zlib's streaming deflate at level 6 instead of all at once by
    /// libdeflate, so that encoding needs no second copy of the image: the
    /// largest render (16384² pixels, 1 GiB) then peaks at about one image.
    /// The files are a little larger and slower to make; the size decides
    /// which, so the same image always gives the same bytes.
    static let streamingThreshold = 64 << 20

    /// `area` of `image` as a zlib stream, compressed a row at a time.
    private static func streamCompress(_ image: Image, area: PixelRegion, channels: Int, filter: Int32) throws -> Data {
        var compressed: UnsafeMutablePointer<UInt8>?
        var count = 0
        let succeeded = image.withUnsafeRows { row -> Bool in
            guard let pixels = row(area.y).baseAddress.map({ $0 + area.x }) else { return false }
            return bezel_png_deflate_rows(pixels, stride(of: row, image), area.width, area.height, Int32(channels), filter,
                                          6, &compressed, &count) != 0
        }
        guard succeeded, let compressed else {
            free(compressed)
            throw GraphicsError.compression(operation: "deflate", reason: "out of memory")
        }
        return Data(bytesNoCopy: compressed, count: count, deallocator: .free)
    }

    /// The distance between rows, in words.
    static func stride(of row: (Int) -> UnsafeBufferPointer<UInt32>, _ image: Image) -> Int {
        guard image.pixelHeight > 1, let first = row(0).baseAddress, let second = row(1).baseAddress else {
            return image.pixelWidth
        }
        return second - first
    }

    /// `bytes` as a zlib stream (what IDAT holds).
    static func zlibCompress(_ bytes: [UInt8], level: Int32) throws -> Data {
        guard let compressor = CompressorPool.take(level: level) else {
            throw GraphicsError.compression(operation: "libdeflate_alloc_compressor", reason: "out of memory")
        }
        defer { CompressorPool.give(compressor, level: level) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        var out = Data(count: bound)
        let written = out.withUnsafeMutableBytes { target in
            bytes.withUnsafeBytes { source in
                libdeflate_zlib_compress(compressor, source.baseAddress, source.count, target.baseAddress, bound)
            }
        }
        guard written > 0 else {
            throw GraphicsError.compression(operation: "libdeflate_zlib_compress", reason: "the output did not fit")
        }
        out.count = written
        return out
    }
}

/// A rectangle of pixels: x, y from the top-left corner, width and height.

/// libdeflate compressors kept for reuse (allocating one costs more than
/// compressing a small image); one is never used by two threads at once.
private enum CompressorPool {
    /// A compressor handed from thread to thread, used by one at a time.
    struct Compressor: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private static let idle = PthreadLocked<[Int32: [Compressor]]>([:])

    static func take(level: Int32) -> OpaquePointer? {
        if let pooled = idle.withLock({ $0[level]?.popLast() }) { return pooled.pointer }
        return libdeflate_alloc_compressor(level)
    }

    static func give(_ compressor: OpaquePointer, level: Int32) {
        let wrapped = Compressor(pointer: compressor)
        let kept = idle.withLock { pools -> Bool in
            guard pools[level, default: []].count < 8 else { return false }
            pools[level, default: []].append(wrapped)
            return true
        }
        if !kept { libdeflate_free_compressor(compressor) }
    }
}

extension Data {
    /// Appends `value` as four big-endian bytes.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends one PNG chunk: length, type, data, CRC-32 of type and data.
    mutating func appendPNGChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Data(type.utf8)
        append(typeBytes)
        append(data)
        appendBigEndian(crc32(data, after: typeBytes))
    }
}

/// The CRC-32 (ISO 3309, as PNG and zlib use it) of `prefix` then `data`, by libdeflate.
func crc32(_ data: Data, after prefix: Data = Data()) -> UInt32 {
    let crc = prefix.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    return data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
}
