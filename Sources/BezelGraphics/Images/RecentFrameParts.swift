import CPNGRows
import Foundation

/// The last few frame parts an animation compressed, by their pixels, so
/// that a part seen again (a switch toggled back, a button pressed again, a
/// caret blinking) reuses its compressed data instead of being compressed
/// again. The compressed data depends only on the filtered rows, so a part
/// found here gives the bytes compressing it would give.
///
/// A part is found by its shape and a hash of its filtered rows, then
/// compared byte for byte: two parts that merely share a hash are never
/// confused. At most ``capacity`` parts and ``byteLimit`` bytes of rows are
/// kept, the least recently used going first, and no part over ``partLimit``.
struct RecentFrameParts {
    /// The most parts kept.
    static let capacity = 16
    /// The most bytes of filtered rows kept, over all parts.
    static let byteLimit = 8 << 20
    /// The largest part kept, in bytes of filtered rows: the parts that come
    /// back are a control's (a switch, a pressed button, a caret), not a
    /// whole scrolled window, which is compressed and let go.
    static let partLimit = 1 << 20

    private struct Part {
        let width: Int, height: Int, channels: Int
        let hash: ContentHash
        let rows: [UInt8]
        let compressed: Data
    }

    private var parts: [Part] = []
    private var bytes = 0
    /// How many parts were found here rather than compressed.
    private(set) var reuseCount = 0

    /// The zlib stream of `region` of `frame` as `channels`-channel rows, by `encoder`.
    mutating func compressed(_ frame: Image, region: PixelRegion, channels: Int, encoder: PNGEncoder) throws -> Data {
        guard (region.width * channels + 1) * region.height <= Self.partLimit else {
            return try encoder.imageData(frame, channels: channels, region: region).compressed
        }
        let rows = try encoder.filteredRows(frame, area: region, channels: channels)
        let hash = rows.withUnsafeBytes { ContentHash(bytes: $0) }
        if let index = parts.firstIndex(where: {
            $0.hash == hash && $0.width == region.width && $0.height == region.height && $0.channels == channels
                && Self.sameBytes($0.rows, rows)
        }) {
            let part = parts.remove(at: index)
            parts.append(part)
            reuseCount += 1
            return part.compressed
        }
        let compressed = try PNGEncoder.zlibCompress(rows, level: encoder.level)
        parts.append(Part(width: region.width, height: region.height, channels: channels, hash: hash, rows: rows,
                          compressed: compressed))
        bytes += rows.count
        while parts.count > Self.capacity || bytes > Self.byteLimit, !parts.isEmpty {
            bytes -= parts.removeFirst().rows.count
        }
        return compressed
    }

    private static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }   // both empty
                return memcmp(p, q, x.count) == 0
            }
        }
    }
}
