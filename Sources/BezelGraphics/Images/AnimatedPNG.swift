import Foundation

/// Animated PNG (APNG) encoding: frames of one size played in a loop, each
/// shown for a delay. Browsers show APNG natively; viewers without APNG
/// support show the first frame as a still PNG.
///
/// Frames are stored as ``AnimatedPNGWriter`` stores them: the first whole,
/// each later one as the rectangle that changed, equal neighbours merged
/// into one longer frame; RGB when every frame is opaque, else RGBA.
///
/// See also: ``AnimatedPNGWriter`` to write frames as they come, in bounded
/// memory; ``Image/pngData(textChunks:)``.
public enum AnimatedPNG {
    /// The frames as one APNG file, each shown for `delay` seconds (rounded
    /// to milliseconds, at least 1 ms), looping forever.
    ///
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)`` when there
    ///   are no frames or they differ in pixel size.
    public static func encode(_ frames: [Image], delay: Double) throws -> Data {
        let writer = AnimatedPNGWriter(inMemoryOpaque: frames.allSatisfy { PNGEncoder.isOpaque($0) })
        for frame in frames { try writer.append(frame, duration: delay) }
        return try writer.finishedData() ?? Data()
    }

    /// Encodes and writes the animation through a temporary file renamed into place.
    public static func write(_ frames: [Image], delay: Double, to path: String) throws {
        try writeFileAtomically(try encode(frames, delay: delay), to: path)
    }
}
