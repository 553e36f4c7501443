import BezelGraphics
import Foundation
import FuzzSupport

/// Feeds the bytes to the PNG readers: `PNGChunks` (chunk lengths, CRCs,
/// text chunks), `ReferenceStamp(pngData:)` (Bezel's `bezel` text stamp)
/// and `Image(pngData:)` (header check, then Cairo/libpng), then the same
/// bytes with every chunk's CRC made right (a mutation almost always breaks
/// one, and a bad CRC stops the input before libpng sees it). An image
/// that decodes and is at most 256×256 pixels is encoded again with
/// `pngData()` and decoded, and must give the same premultiplied pixels.
///
/// Findings: any crash, trap, sanitizer report, hang or huge allocation,
/// and a decoded image that does not survive Bezel's own encoder (the trap
/// says "round trip"). Thrown `GraphicsError`s are the expected answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let original = Data(bytes: data, count: size)
    let repaired = withCorrectCRCs(original)
    if repaired != original { _ = check(original) }
    return check(repaired)
}

func check(_ bytes: Data) -> CInt {
    _ = try? PNGChunks(bytes)
    _ = ReferenceStamp(pngData: bytes)
    let image: Image
    do { image = try Image(pngData: bytes) } catch { return refused(error) }
    say("decoded \(image.pixelWidth)x\(image.pixelHeight)")
    guard image.pixelWidth <= 256, image.pixelHeight <= 256 else { return 0 }
    let encoded: Data
    do { encoded = try image.pngData() } catch { fatalError("round trip: pngData() refused a decoded image: \(error)") }
    let decoded: Image
    do { decoded = try Image(pngData: encoded) } catch { fatalError("round trip: Image(pngData:) refused pngData(): \(error)") }
    guard decoded.pixelWidth == image.pixelWidth, decoded.pixelHeight == image.pixelHeight,
          decoded.premultipliedARGB() == image.premultipliedARGB() else {
        fatalError("round trip: the re-encoded \(image.pixelWidth)x\(image.pixelHeight) image decodes to other pixels")
    }
    return 0
}

/// `data` with the CRC of every whole chunk after the signature recomputed.
func withCorrectCRCs(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    var offset = 8
    while bytes.count - offset >= 12 {
        let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - offset - 12 else { break }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[(offset + 4)..<(offset + 8 + length)] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = ~crc
        for index in 0..<4 { bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        offset += 12 + length
    }
    return Data(bytes)
}

@main enum FuzzMain {
    static func main() { runFuzzer { fuzz($0, $1) } }
}
