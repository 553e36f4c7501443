import Foundation

/// Animated PNG (APNG) encoding: frames of one size played in a loop, each
/// shown for a delay. Browsers show APNG natively; viewers without APNG
/// support show the first frame as a still PNG.
///
/// Each frame's image data is compressed by ``PNGEncoder/standard`` (RGB
/// when every frame is opaque, else RGBA for all, as APNG needs one header):
/// the first frame's stays as the default image (`IDAT`), later frames
/// become `fdAT` chunks, each frame preceded by its `fcTL` control.
///
/// See also: ``Image/pngData(textChunks:)``.
public enum AnimatedPNG {
    /// The frames as one APNG file, each shown for `delay` seconds (rounded
    /// to milliseconds, at least 1 ms and at most 65,535 ms; 500 ms when not
    /// finite), looping forever.
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
        // Clamped as a Double: Int(_:) traps beyond ±9.2e18, which a finite
        // delay over 9.2e15 s (or under its negative) reaches after * 1000.
        let rounded = ((delay.isFinite ? delay : 0.5) * 1000 + 0.5).rounded(.down)
        let milliseconds = UInt16(min(max(rounded, 1), Double(UInt16.max)))
        var out = Data(PNGEncoder.signature)
        var sequence: UInt32 = 0
        let channels = frames.allSatisfy(PNGEncoder.isOpaque) ? 3 : 4
        for (index, frame) in frames.enumerated() {
            let (header, compressed) = try PNGEncoder.standard.imageData(frame, channels: channels)
            if index == 0 {
                out.appendPNGChunk("IHDR", header)
                out.appendPNGChunk("acTL", bigEndian(UInt32(frames.count)) + bigEndian(UInt32(0)))
            }
            var control = bigEndian(sequence) + bigEndian(UInt32(first.pixelWidth)) + bigEndian(UInt32(first.pixelHeight))
            control += bigEndian(UInt32(0)) + bigEndian(UInt32(0))                // x, y offset
            control += bigEndian(milliseconds) + bigEndian(UInt16(1000))          // delay numerator / denominator
            control += Data([0, 0])                                               // dispose none, blend source
            out.appendPNGChunk("fcTL", control)
            sequence += 1
            if index == 0 {
                out.appendPNGChunk("IDAT", compressed)
            } else {
                out.appendPNGChunk("fdAT", bigEndian(sequence) + compressed)
                sequence += 1
            }
        }
        out.appendPNGChunk("IEND", Data())
        return out
    }

    /// Encodes and writes the animation through a temporary file renamed into place.
    public static func write(_ frames: [Image], delay: Double, to path: String) throws {
        try writeFileAtomically(try encode(frames, delay: delay), to: path)
    }
}

private func bigEndian<T: FixedWidthInteger>(_ value: T) -> Data {
    withUnsafeBytes(of: value.bigEndian) { Data($0) }
}
