import Foundation
import Testing
@testable import BezelGraphics

/// Inputs found by the fuzz targets in `Fuzz/` (`scripts/fuzz`), reduced,
/// each kept in `Fuzz/Corpus/<Target>/finding-*` too.
@Suite struct FuzzFindingsTests {
    /// FuzzAPNG (`finding-huge-negative-delay`: 3 frames of 8×2, delay
    /// -3.75e292 s): `AnimatedPNG.encode` converted `delay * 1000` to `Int`
    /// before clamping, a trap ("Double value cannot be converted to Int")
    /// for any finite delay beyond about ±9.2e15 s. Delays are now at least
    /// 1 ms, NaN and infinities read as 0.5 s, and long ones are stored in
    /// coarser units (`AnimatedPNGWriter.delayFraction`), at most 65,535 s.
    @Test(arguments: [
        (-3.751959247808058e292, UInt16(1), UInt16(1000)), (-9.3e15, 1, 1000), (9.3e15, 65_535, 1), (1e300, 65_535, 1),
        (.greatestFiniteMagnitude, 65_535, 1), (-.greatestFiniteMagnitude, 1, 1000), (-.infinity, 500, 1000), (.nan, 500, 1000),
        (-0.0, 1, 1000), (0.0004, 1, 1000), (0.0016, 2, 1000), (0.25, 250, 1000), (65.535, 65_535, 1000), (70, 7000, 100),
    ])
    func animatedPNGDelayIsClampedNotTrapped(delay: Double, numerator: UInt16, denominator: UInt16) throws {
        // Three different frames, so that none merges into the one before.
        let frames = try [0xFF10_2030, 0xFF40_5060, 0xFF70_8090].map { (word: UInt32) in
            try Image(width: 8, height: 2, premultipliedARGB: Array(repeating: word, count: 16))
        }
        let data = try AnimatedPNG.encode(frames, delay: delay)
        _ = try PNGChunks(data)
        let bytes = [UInt8](data)
        // The first fcTL's body starts 4 bytes after its type; the delay is at 20...23.
        let type = try #require((0..<(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual("fcTL".utf8) })
        #expect(UInt16(bytes[type + 24]) << 8 | UInt16(bytes[type + 25]) == numerator)
        #expect(UInt16(bytes[type + 26]) << 8 | UInt16(bytes[type + 27]) == denominator)
        #expect(try Image(pngData: data).premultipliedARGB() == frames[0].premultipliedARGB())
    }
}
