import CXXHash
import Foundation

/// A 128-bit hash of some bytes (xxHash's XXH3): fast enough to hash every
/// pixel of every snapshot (several GB/s), and wide enough that two
/// different images sharing one is not a practical concern. Not a
/// cryptographic hash: it detects changes, it does not resist forgery.
///
/// ```swift
/// let hash = image.pixelHash            // 32 hex digits
/// ContentHash(hex: hash.description)    // == hash
/// ```
///
/// See also: ``Image/pixelHash``.
public struct ContentHash: Sendable, Hashable, CustomStringConvertible {
    /// The high and low 64 bits.
    public let high: UInt64
    public let low: UInt64

    /// A hash from its two halves.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of `bytes`.
    public init(bytes: UnsafeRawBufferPointer) {
        var hasher = Hasher128()
        hasher.update(bytes)
        self = hasher.finish()
    }

    /// The hash of `data`.
    public init(data: Data) {
        self = data.withUnsafeBytes { ContentHash(bytes: $0) }
    }

    /// Reads 32 hex digits (either case); nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        let isHex: (UInt8) -> Bool = { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
        guard digits.count == 32, digits.allSatisfy(isHex), let high = UInt64(String(hex.prefix(16)), radix: 16),
              let low = UInt64(String(hex.suffix(16)), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }

    /// 32 lowercase hex digits, high half first.
    public var description: String {
        Self.hex(high) + Self.hex(low)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Hashes several buffers as if they were one.
    ///
    /// ```swift
    /// var hasher = ContentHash.Hasher128()
    /// hasher.update(header); hasher.update(body)
    /// let hash = hasher.finish()
    /// ```
    public struct Hasher128: ~Copyable {
        private let state: OpaquePointer?

        /// A hasher with nothing hashed yet.
        public init() {
            state = XXH3_createState()
            if let state { XXH3_128bits_reset(state) }
        }

        deinit {
            if let state { XXH3_freeState(state) }
        }

        /// Adds `bytes`.
        public mutating func update(_ bytes: UnsafeRawBufferPointer) {
            guard let state, let base = bytes.baseAddress, bytes.count > 0 else { return }
            XXH3_128bits_update(state, base, bytes.count)
        }

        /// Adds the bytes of `value`, little-endian (the same hash on every host).
        public mutating func update<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { update($0) }
        }

        /// The hash of everything added.
        public consuming func finish() -> ContentHash {
            guard let state else { return ContentHash(high: 0, low: 0) }
            let digest = XXH3_128bits_digest(state)
            return ContentHash(high: digest.high64, low: digest.low64)
        }
    }
}

extension Image {
    /// The hash of the image's pixel size and premultiplied ARGB words (not
    /// its scale): different pixels give a different hash except by a
    /// 128-bit accident, not by design against forgery (see ``ContentHash``). Computed each time it
    /// is asked for: about 0.01 ms for a 128×128 image.
    public var pixelHash: ContentHash {
        var hasher = ContentHash.Hasher128()
        hasher.update(UInt64(pixelWidth))
        hasher.update(UInt64(pixelHeight))
        withUnsafeRows { row in
            let first = row(0)
            if pixelHeight > 1, let start = first.baseAddress, row(1).baseAddress == start + pixelWidth {
                // Rows without padding between them (Cairo's ARGB32 stride): one call for all.
                hasher.update(UnsafeRawBufferPointer(start: start, count: pixelWidth * pixelHeight * 4))
                return
            }
            for y in 0..<pixelHeight {
                hasher.update(UnsafeRawBufferPointer(row(y)))
            }
        }
        return hasher.finish()
    }
}
