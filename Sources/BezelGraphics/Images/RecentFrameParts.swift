import CPNGRows
import Foundation

/// The last few frame parts an animation compressed, by their pixels, so
/// that a part seen again (a switch toggled back, a button pressed again, a
/// caret blinking) reuses its compressed data instead of being filtered and
/// compressed again. The compressed data depends only on the part's pixels,
/// its channels and the encoder's filter and level, so a part found here
/// gives the bytes compressing it would give.
///
/// A part is found by its shape, the encoder's settings and a hash of its
/// pixels as drawn (premultiplied, before any filtering: a part seen again
/// costs a copy and a hash, not its filtering), then compared byte for byte:
/// two parts that merely share a hash are never confused. At most
/// ``capacity`` parts and ``byteLimit`` bytes of pixels are kept, the least
/// recently used going first, and no part over ``partLimit``.
struct RecentFrameParts {
    /// The most parts kept.
    static let capacity = 16
    /// The most bytes of pixels kept, over all parts.
    static let byteLimit = 8 << 20
    /// The largest part kept, in bytes of filtered rows: the parts that come
    /// back are a control's (a switch, a pressed button, a caret), not a
    /// whole scrolled window, which is compressed and let go.
    static let partLimit = 1 << 20

    private struct Part {
        let width: Int, height: Int, channels: Int
        let level: Int32, filterChoice: PNGEncoder.FilterChoice
        let hash: ContentHash
        /// The part's pixels, row after row.
        let pixels: [UInt32]
        let compressed: Data
    }

    private var parts: [Part] = []
    private var bytes = 0
    /// How many parts were found here rather than compressed.
    private(set) var reuseCount = 0

    /// The zlib stream of `region` of `frame` as `channels`-channel rows, by `encoder`.
    mutating func compressed(_ frame: Image, region: PixelRegion, channels: Int, encoder: PNGEncoder) throws -> Data {
        guard (region.width * channels + 1) * region.height <= Self.partLimit,
              let pixels = Self.pixels(of: frame, in: region) else {
            return try encoder.imageData(frame, channels: channels, region: region).compressed
        }
        let hash = pixels.withUnsafeBytes { ContentHash(bytes: $0) }
        if let index = parts.firstIndex(where: {
            $0.hash == hash && $0.width == region.width && $0.height == region.height && $0.channels == channels
                && $0.level == encoder.level && $0.filterChoice == encoder.filterChoice && Self.sameBytes($0.pixels, pixels)
        }) {
            let part = parts.remove(at: index)
            parts.append(part)
            reuseCount += 1
            return part.compressed
        }
        let rows = try encoder.filteredRows(frame, area: region, channels: channels)
        let compressed = try PNGEncoder.zlibCompress(rows, level: encoder.level)
        parts.append(Part(width: region.width, height: region.height, channels: channels, level: encoder.level,
                          filterChoice: encoder.filterChoice, hash: hash, pixels: pixels, compressed: compressed))
        bytes += pixels.count * 4
        while parts.count > Self.capacity || bytes > Self.byteLimit, !parts.isEmpty {
            bytes -= parts.removeFirst().pixels.count * 4
        }
        return compressed
    }

    /// `region`'s pixels, row after row; nil when the frame has no pixels there.
    private static func pixels(of frame: Image, in region: PixelRegion) -> [UInt32]? {
        guard region.width > 0, region.height > 0 else { return nil }
        return frame.withUnsafeRows { row in
            var pixels: [UInt32] = []
            pixels.reserveCapacity(region.width * region.height)
            for y in region.y..<region.y + region.height {
                let line = row(y)
                guard region.x >= 0, region.x + region.width <= line.count, let start = line.baseAddress else { return nil }
                pixels.append(contentsOf: UnsafeBufferPointer(start: start + region.x, count: region.width))
            }
            return pixels
        }
    }

    private static func sameBytes(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }   // both empty
                return memcmp(p, q, x.count) == 0
            }
        }
    }
}
