import BezelGraphics

// Small images for the comparison tests, built word by word.

/// Opaque ARGB words from 0...255 grey levels.
func grey(_ level: UInt32) -> UInt32 { 0xFF00_0000 | level << 16 | level << 8 | level }

let opaqueRed: UInt32 = 0xFFFF_0000
let opaqueYellow: UInt32 = 0xFFFF_FF00

/// An image filled with `word`, with `changes` applied as (x, y, word).
func makeImage(width: Int = 8, height: Int = 8, scale: Double = 1, fill word: UInt32 = grey(255),
               changes: [(Int, Int, UInt32)] = []) throws -> Image {
    var words = [UInt32](repeating: word, count: width * height)
    for (x, y, value) in changes { words[y * width + x] = value }
    return try Image(width: width, height: height, scale: scale, premultipliedARGB: words)
}

/// An image made by `pixel(x, y)`.
func makeImage(width: Int, height: Int, scale: Double = 1, pixel: (Int, Int) -> UInt32) throws -> Image {
    var words: [UInt32] = []
    for y in 0..<height { for x in 0..<width { words.append(pixel(x, y)) } }
    return try Image(width: width, height: height, scale: scale, premultipliedARGB: words)
}

func word(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
    image.withUnsafeRows { $0(y)[x] }
}
