import BezelGraphics
import Foundation
import FuzzSupport

/// Feeds the APNG encoder's input path. From the bytes: a frame count
/// (1…8), a pixel size (1…64 a side), a flag that gives the last frame
/// another size, the delay (the next 8 bytes as a `Double`'s bit pattern, so
/// NaN, ±infinity, negative, subnormal and huge delays all occur), one byte
/// a frame saying how each later frame is made from the one before (the
/// same, a rectangle of it changed, or all new: the writer stores only the
/// rectangle that changed and merges equal neighbours), and the pixels (the
/// remaining bytes, repeated; every colour clamped to its alpha so that each
/// word is valid premultiplied ARGB). The frames go to
/// `AnimatedPNG.encode(_:delay:)`; its output must pass `PNGChunks` (every
/// CRC and length), decode with `Image(pngData:)` to exactly the first
/// frame's pixels, and play back (each stored rectangle decoded and copied
/// over the canvas, as a browser does) as the frames given, equal
/// neighbours once.
///
/// Findings: any crash, trap, sanitizer report, hang or huge allocation; an
/// error for frames of one size; no error for frames of two sizes; output
/// that `PNGChunks` or `Image(pngData:)` refuses; a first frame whose
/// pixels do not round-trip, or a played frame that differs (the traps say which).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard bytes.count >= 20 else { return 0 }
    let frameCount = 1 + Int(bytes[0] % 8)
    let width = 1 + Int(bytes[1] % 64), height = 1 + Int(bytes[2] % 64)
    let mixedSizes = frameCount > 1 && bytes[3] & 0x80 != 0
    let delay = Double(bitPattern: bytes[4..<12].reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    let kinds = Array(bytes[12..<20])   // how frame i + 1 comes from frame i
    let pixelBytes = bytes.count > 20 ? Array(bytes[20...]) : [0xFF]
    var cursor = 0
    func nextByte() -> UInt32 {
        defer { cursor = (cursor + 1) % pixelBytes.count }
        return UInt32(pixelBytes[cursor])
    }
    func frame(width: Int, height: Int) -> Image? {
        let words = (0..<(width * height)).map { _ -> UInt32 in
            let a = nextByte(), r = min(nextByte(), a), g = min(nextByte(), a), b = min(nextByte(), a)
            return a << 24 | r << 16 | g << 8 | b
        }
        return try? Image(width: width, height: height, premultipliedARGB: words)
    }
    var frames: [Image] = []
    for index in 0..<frameCount {
        let last = index == frameCount - 1
        let made: Image?
        if let previous = frames.last, !(mixedSizes && last) {
            made = derive(previous, kind: kinds[index - 1], next: nextByte)
        } else {
            made = frame(width: mixedSizes && last ? width % 64 + 1 : width, height: height)
        }
        guard let image = made else {
            fatalError("Image(width:height:premultipliedARGB:) refused a valid \(width)x\(height) pixel buffer")
        }
        frames.append(image)
    }
    let encoded: Data
    do {
        encoded = try AnimatedPNG.encode(frames, delay: delay)
    } catch {
        if mixedSizes { return refused(error) }
        fatalError("AnimatedPNG.encode threw for \(frameCount) frames of \(width)x\(height), delay \(delay): \(error)")
    }
    if mixedSizes { fatalError("AnimatedPNG.encode accepted frames of two pixel sizes") }
    do { _ = try PNGChunks(encoded) } catch {
        fatalError("PNGChunks refuses AnimatedPNG's output (\(frameCount) frames, delay \(delay)): \(error)")
    }
    let decoded: Image
    do { decoded = try Image(pngData: encoded) } catch {
        fatalError("Image(pngData:) refuses AnimatedPNG's output (\(frameCount) frames, delay \(delay)): \(error)")
    }
    say("\(frameCount) frames of \(width)x\(height), delay \(delay): \(encoded.count) bytes, round trip checked")
    guard decoded.pixelWidth == width, decoded.pixelHeight == height,
          decoded.premultipliedARGB() == frames[0].premultipliedARGB() else {
        fatalError("round trip: the APNG's first frame (\(width)x\(height), \(frameCount) frames) decodes to other pixels")
    }
    var expected: [[UInt32]] = []
    for frame in frames.map({ $0.premultipliedARGB() }) where expected.last != frame { expected.append(frame) }
    let played = play(encoded, width: width, height: height)
    guard played == expected else {
        fatalError("playback: \(played.count) frames played, \(expected.count) expected, or their pixels differ")
    }
    return 0
}

/// Frame `previous` again (kind % 4 == 0), with a rectangle of new pixels
/// (1 or 2: placed and sized by the next bytes), or all new (3).
func derive(_ previous: Image, kind: UInt8, next: () -> UInt32) -> Image? {
    var words = previous.premultipliedARGB()
    let width = previous.pixelWidth, height = previous.pixelHeight
    func pixel() -> UInt32 {
        let a = next(), r = min(next(), a), g = min(next(), a), b = min(next(), a)
        return a << 24 | r << 16 | g << 8 | b
    }
    switch kind % 4 {
    case 0: break
    case 1, 2:
        let x = Int(next()) % width, y = Int(next()) % height
        let w = 1 + Int(next()) % (width - x), h = 1 + Int(next()) % (height - y)
        for row in y..<(y + h) { for column in x..<(x + w) { words[row * width + column] = pixel() } }
    default:
        words = words.map { _ in pixel() }
    }
    return try? Image(width: width, height: height, premultipliedARGB: words)
}

/// Plays an APNG as a browser does (dispose none, blend source): each
/// `fcTL` rectangle's data, decoded as a PNG of its own, is copied over the
/// canvas; returns the canvas after each frame.
func play(_ png: Data, width: Int, height: Int) -> [[UInt32]] {
    let bytes = [UInt8](png)
    func be32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
    var canvas = [UInt32](repeating: 0, count: width * height)
    var played: [[UInt32]] = []
    var ihdrTail: [UInt8] = []
    var region = (x: 0, y: 0, width: 0, height: 0)
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = be32(offset), body = offset + 8
        let type = String(decoding: bytes[(offset + 4)..<body], as: UTF8.self)
        switch type {
        case "IHDR": ihdrTail = Array(bytes[(body + 8)..<(body + 13)])
        case "fcTL": region = (be32(body + 12), be32(body + 16), be32(body + 4), be32(body + 8))
        case "IDAT", "fdAT":
            let data = type == "IDAT" ? Array(bytes[body..<(body + length)]) : Array(bytes[(body + 4)..<(body + length)])
            var header = [UInt8]()
            for value in [region.width, region.height] { header += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
            var still: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            still += chunk("IHDR", header + ihdrTail) + chunk("IDAT", data) + chunk("IEND", [])
            guard let image = try? Image(pngData: Data(still)) else { return played }
            let pixels = image.premultipliedARGB()
            for y in 0..<region.height {
                for x in 0..<region.width { canvas[(region.y + y) * width + region.x + x] = pixels[y * region.width + x] }
            }
            played.append(canvas)
        default: break
        }
        offset = body + length + 4
    }
    return played
}

/// One PNG chunk: length, type, data, CRC-32.
func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in typed {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    let count = UInt32(data.count)
    return [24, 16, 8, 0].map { UInt8((count >> $0) & 0xFF) } + typed + [24, 16, 8, 0].map { UInt8((crc >> $0) & 0xFF) }
}

@main enum FuzzMain {
    static func main() { runFuzzer { fuzz($0, $1) } }
}
