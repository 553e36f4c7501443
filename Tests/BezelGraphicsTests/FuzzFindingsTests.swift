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

    /// FuzzJPEG (`finding-progressive-bomb.jpg`, 571 bytes): a progressive
    /// JPEG whose header claims 16383 × 9681 pixels. libjpeg-turbo would
    /// allocate its coefficients and an image of 158 million pixels and
    /// decode grey for seconds (the fuzzer's 10 s timeout on a busy CI
    /// machine). Refused from the header: the bytes cannot hold that image.
    @Test func aTinyJPEGClaimingAHugeImageIsRefusedBeforeDecoding() throws {
        let hex = [
            "ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912",
            "130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffdb0043010909",
            "090c0b0c180d0d1832211c21323232323232323232323232323232323232323232323632323232323232323232323232",
            "3232323232323232323232323232ffc200110825d13fff03011100021101031101ffc400140001000000000000000000",
            "00000000000005ffc400160101010100000000000000000000000000050204ffda000c030100021003100000013ceccc",
            "5bbfffc400191000020301000000000000000000000000010400020311ffda0008010100010502cd012a80e7ffc40018",
            "11000301010000000000000000000000000001040312ffda0008010301013f0196e66373e4ffc4001711000301000000",
            "0000000000000000000000020412ffda0008010201013f017af232793fffc40014100100000000000000000000000000",
            "000010ffda0008010100063f023fffc40017100101010100000000000000000000000001003141ffda0008010100013f",
            "212708982fffda000c030100020003000000103fffc40017110003010000000000000000000000000000011131ffda00",
            "08010301013f10620d68ffc40018110002030000000000000000000000000000013151f0ffda0008010201013f1076c0",
            "c7b3ffc40017100100030000000000000000000000000000113181ffda0008010100013f1080171b5fffd9",
        ].joined()
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(try #require(UInt8(hex[index..<next], radix: 16)))
            index = next
        }
        #expect(bytes.count == 571)
        // The header's answer, not the decoder's: nothing was decoded.
        #expect { try Image(jpegData: Data(bytes)) } throws: { error in
            "\(error)".contains("571 bytes cannot hold a 16383×9681 image")
        }
    }

    /// The same for PNG: a 45-byte file whose header claims 16384 × 16384
    /// pixels would have Cairo allocate a gigabyte before finding no data.
    @Test func aTinyPNGClaimingAHugeImageIsRefusedBeforeDecoding() throws {
        var png = Data(PNGEncoder.signature)
        var header = Data()
        header.appendBigEndian(16_384)
        header.appendBigEndian(16_384)
        header.append(contentsOf: [8, 6, 0, 0, 0])
        png.appendPNGChunk("IHDR", header)
        png.appendPNGChunk("IEND", Data())
        #expect { try Image(pngData: png) } throws: { error in
            "\(error)".contains("45 bytes cannot hold a 16384×16384 image")
        }
    }
}
