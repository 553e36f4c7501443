import Foundation
import Testing
@testable import BezelGraphics

/// Inputs found by the fuzz targets in `Fuzz/` (`scripts/fuzz`), reduced,
/// each kept in `Fuzz/Corpus/<Target>/finding-*` too.
@Suite struct FuzzFindingsTests {
    /// FuzzAPNG (`finding-huge-negative-delay`: 3 frames of 8×2, delay
    /// -3.75e292 s): `AnimatedPNG.encode` converted `delay * 1000` to `Int`
    /// before clamping, a trap ("Double value cannot be converted to Int")
    /// for any finite delay beyond about ±9.2e15 s.
    @Test(arguments: [
        (-3.751959247808058e292, UInt16(1)), (-9.3e15, 1), (9.3e15, 65_535), (1e300, 65_535),
        (.greatestFiniteMagnitude, 65_535), (-.greatestFiniteMagnitude, 1), (-.infinity, 500), (.nan, 500),
        (-0.0, 1), (0.0004, 1), (0.0016, 2), (0.25, 250), (65.535, 65_535), (70, 65_535),
    ])
    func animatedPNGDelayIsClampedNotTrapped(delay: Double, milliseconds: UInt16) throws {
        let frame = try Image(width: 8, height: 2, premultipliedARGB: Array(repeating: 0xFF10_2030, count: 16))
        let data = try AnimatedPNG.encode([frame, frame, frame], delay: delay)
        _ = try PNGChunks(data)
        let bytes = [UInt8](data)
        // The first fcTL's body starts 4 bytes after its type; the delay numerator is at 20...21.
        let type = try #require((0..<(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual("fcTL".utf8) })
        #expect(UInt16(bytes[type + 24]) << 8 | UInt16(bytes[type + 25]) == milliseconds)
        #expect(try Image(pngData: data).premultipliedARGB() == frame.premultipliedARGB())
    }
}
