import BezelGraphics
import BezelSnapshotResults

/// What a mismatch changed, in a form that finds the same change in other
/// snapshots: which pixels differ (``key``), and which colours became which
/// (``colorChanges``). A review page groups failures by it, so one theme
/// edit that touches 200 states reads as one change.
///
/// ```swift
/// let signature = ChangeSignature(reference: before, actual: after)
/// signature?.key            // same pixels changed → same key
/// signature?.colorChanges   // [#3478f6ff → #2060d0ff, 812 pixels, …]
/// ```
public struct ChangeSignature: Sendable, Equatable {
    /// 32 hex digits: a hash of the image size and the position of every differing pixel.
    public var key: String
    /// The most common colour substitutions, most pixels first (at most ``maximumColorChanges``).
    public var colorChanges: [SnapshotRecord.ColorChange]

    /// How many substitutions are kept.
    public static let maximumColorChanges = 4
    /// How many distinct substitutions are counted before counting stops (bounded memory).
    static let maximumDistinctPairs = 4_096

    /// The signature of two images of one size that differ; nil when the
    /// sizes differ or no pixel does (byte for byte).
    public init?(reference: Image, actual: Image) {
        guard reference.pixelWidth == actual.pixelWidth, reference.pixelHeight == actual.pixelHeight else { return nil }
        let before = reference.premultipliedARGB()
        let after = actual.premultipliedARGB()
        guard before.count == after.count else { return nil }
        var positions: [UInt32] = [UInt32(reference.pixelWidth), UInt32(reference.pixelHeight)]
        var pairs: [UInt64: Int] = [:]
        for index in before.indices where before[index] != after[index] {
            positions.append(UInt32(truncatingIfNeeded: index))
            let pair = UInt64(before[index]) << 32 | UInt64(after[index])
            if let count = pairs[pair] {
                pairs[pair] = count + 1
            } else if pairs.count < Self.maximumDistinctPairs {
                pairs[pair] = 1
            }
        }
        guard positions.count > 2 else { return nil }
        key = positions.withUnsafeBytes { ContentHash(bytes: $0) }.description
        colorChanges = pairs.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .prefix(Self.maximumColorChanges)
            .map { pair, count in
                SnapshotRecord.ColorChange(from: Self.hex(UInt32(pair >> 32)), to: Self.hex(UInt32(pair & 0xFFFF_FFFF)),
                                           pixels: count)
            }
    }

    /// `#rrggbbaa`, straight alpha, from a premultiplied ARGB word.
    static func hex(_ word: UInt32) -> String {
        let color = Color(premultipliedARGB: word)
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(clamped, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + byte(color.alpha)
    }
}
