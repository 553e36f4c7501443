import BezelGraphics

// Small images built word by word, for the tests of image comparison and
// snapshots (a test-only target: no product exposes it).

/// Opaque ARGB words from 0...255 grey levels.
public func grey(_ level: UInt32) -> UInt32 { 0xFF00_0000 | level << 16 | level << 8 | level }

public let opaqueRed: UInt32 = 0xFFFF_0000
public let opaqueYellow: UInt32 = 0xFFFF_FF00

/// An image filled with `word`, with `changes` applied as (x, y, word).
public func makeImage(width: Int = 8, height: Int = 8, scale: Double = 1, fill word: UInt32 = grey(255),
                      changes: [(Int, Int, UInt32)] = []) throws -> Image {
    var words = [UInt32](repeating: word, count: width * height)
    for (x, y, value) in changes { words[y * width + x] = value }
    return try Image(width: width, height: height, scale: scale, premultipliedARGB: words)
}

/// An image made by `pixel(x, y)`.
public func makeImage(width: Int, height: Int, scale: Double = 1, pixel: (Int, Int) -> UInt32) throws -> Image {
    var words: [UInt32] = []
    for y in 0..<height { for x in 0..<width { words.append(pixel(x, y)) } }
    return try Image(width: width, height: height, scale: scale, premultipliedARGB: words)
}

/// The premultiplied word at (x, y).
public func word(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
    image.withUnsafeRows { $0(y)[x] }
}
