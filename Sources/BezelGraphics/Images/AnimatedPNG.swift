import Foundation

/// Animated PNG (APNG) encoding: frames of one size played in a loop, each
/// shown for a delay. Browsers show APNG natively; viewers without APNG
/// support show the first frame as a still PNG.
///
/// Each frame is encoded as a PNG by Cairo, then its image data is
/// re-chunked: the first frame's `IDAT` stays as the default image, later
/// frames become `fdAT` chunks, each frame preceded by its `fcTL` control.
///
/// See also: ``Image/pngData()``.
public enum AnimatedPNG {
    /// The frames as one APNG file, each shown for `delay` seconds (rounded
    /// to milliseconds, at least 1 ms), looping forever.
    ///
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)`` when there
    ///   are no frames or they differ in pixel size.
    public static func encode(_ frames: [Image], delay: Double) throws -> Data {
        guard let first = frames.first else {
            throw GraphicsError.invalidImageData(format: "APNG", reason: "an animation needs at least one frame")
        }
        guard frames.allSatisfy({ $0.pixelWidth == first.pixelWidth && $0.pixelHeight == first.pixelHeight }) else {
            throw GraphicsError.invalidImageData(format: "APNG", reason: "every frame must have the same pixel size")
        }
        let milliseconds = UInt16(clamping: max(1, Int((delay.isFinite ? delay : 0.5) * 1000 + 0.5)))
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let chunks = try PNGChunks(frame.pngData())
            if index == 0 {
                guard let header = chunks.first(where: { $0.type == "IHDR" }) else {
                    throw GraphicsError.invalidImageData(format: "PNG", reason: "no IHDR chunk")
                }
                out.appendChunk("IHDR", header.data)
                out.appendChunk("acTL", bigEndian(UInt32(frames.count)) + bigEndian(UInt32(0)))
            }
            var control = bigEndian(sequence) + bigEndian(UInt32(first.pixelWidth)) + bigEndian(UInt32(first.pixelHeight))
            control += bigEndian(UInt32(0)) + bigEndian(UInt32(0))                // x, y offset
            control += bigEndian(milliseconds) + bigEndian(UInt16(1000))          // delay numerator / denominator
            control += Data([0, 0])                                               // dispose none, blend source
            out.appendChunk("fcTL", control)
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    out.appendChunk("IDAT", chunk.data)
                } else {
                    out.appendChunk("fdAT", bigEndian(sequence) + chunk.data)
                    sequence += 1
                }
            }
        }
        out.appendChunk("IEND", Data())
        return out
    }

    /// Encodes and writes the animation through a temporary file renamed into place.
    public static func write(_ frames: [Image], delay: Double, to path: String) throws {
        try writeFileAtomically(try encode(frames, delay: delay), to: path)
    }
}

/// The chunks of a PNG file, in order.
struct PNGChunks: Sequence {
    struct Chunk {
        let type: String
        let data: Data
    }

    let chunks: [Chunk]

    init(_ png: Data) throws {
        let bytes = [UInt8](png)
        var offset = 8
        var found: [Chunk] = []
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            guard offset + 12 + length <= bytes.count else {
                throw GraphicsError.invalidImageData(format: "PNG", reason: "a chunk runs past the end of the data")
            }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            found.append(Chunk(type: type, data: Data(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        chunks = found
    }

    func makeIterator() -> IndexingIterator<[Chunk]> { chunks.makeIterator() }
}

private func bigEndian<T: FixedWidthInteger>(_ value: T) -> Data {
    withUnsafeBytes(of: value.bigEndian) { Data($0) }
}

extension Data {
    /// Appends one PNG chunk: length, type, data, CRC-32 of type and data.
    fileprivate mutating func appendChunk(_ type: String, _ data: Data) {
        let typeBytes = Data(type.utf8)
        append(bigEndian(UInt32(data.count)))
        append(typeBytes)
        append(data)
        append(bigEndian(crc32(typeBytes + data)))
    }
}

/// The CRC-32 (ISO 3309, as PNG uses it) of `data`.
func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
        crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
}

private let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}
