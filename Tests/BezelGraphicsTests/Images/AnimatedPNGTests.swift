import Foundation
import Testing
@testable import BezelGraphics

@Suite struct AnimatedPNGTests {
    private func frame(_ color: Color) throws -> Image {
        let surface = try ImageSurface(size: Size(width: 8, height: 6))
        surface.canvas.paint(color)
        return try surface.makeImage()
    }

    @Test func framesBecomeAnAnimationWithValidChunks() throws {
        let frames = try [Color.black, .white, Color(red: 1, green: 0, blue: 0)].map(frame)
        let data = try AnimatedPNG.encode(frames, delay: 0.25)
        _ = try PNGChunks(data)   // every CRC and length checks out
        let chunks = Self.chunks(of: data)
        #expect(chunks.first?.type == "IHDR" && chunks[1].type == "acTL" && chunks.last?.type == "IEND")
        let acTL = [UInt8](chunks[1].data)
        #expect(acTL == [0, 0, 0, 3, 0, 0, 0, 0])                 // 3 frames, loop forever
        // Sequence numbers run 0, 1, 2... across fcTL and fdAT chunks.
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        let sequence: [UInt32] = sequenced.map { Self.be32($0.data, 0) }
        #expect(sequence == Array(0..<UInt32(sequence.count)))
        #expect(chunks.filter { $0.type == "fcTL" }.count == 3)
        // Delay 250/1000 s in every frame control.
        let control = try #require(chunks.first { $0.type == "fcTL" })
        let delay = [UInt8](control.data[20..<24])
        #expect(delay == [0, 250, 3, 232])
        // Every chunk's CRC is right: a PNG decoder reads the default image, the first frame.
        let still = try Image(pngData: data)
        #expect(still.premultipliedARGB() == frames[0].premultipliedARGB())
    }

    @Test func framesMustShareASize() throws {
        let small = try frame(.black)
        let surface = try ImageSurface(size: Size(width: 9, height: 6))
        let other = try surface.makeImage()
        #expect(throws: GraphicsError.self) { try AnimatedPNG.encode([small, other], delay: 0.5) }
        #expect(throws: GraphicsError.self) { try AnimatedPNG.encode([], delay: 0.5) }
    }

    @Test func translucentFramesShareOneRGBAHeader() throws {
        let opaque = try frame(.black), clear = try frame(Color(white: 1, alpha: 0.5))
        let data = try AnimatedPNG.encode([opaque, clear], delay: 0.1)
        #expect(try PNGChunks(data).header.colorType == 6)
        #expect(try PNGChunks(AnimatedPNG.encode([opaque, opaque], delay: 0.1)).header.colorType == 2)
        #expect(try Image(pngData: data).premultipliedARGB() == opaque.premultipliedARGB())
    }

    /// Type and data of each chunk, in order.
    static func chunks(of png: Data) -> [(type: String, data: Data)] {
        let bytes = [UInt8](png)
        var offset = 8, found: [(type: String, data: Data)] = []
        while offset + 12 <= bytes.count {
            let length = Int(be32(png, offset))
            found.append((String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self),
                          Data(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return found
    }

    static func be32(_ data: Data, _ offset: Int) -> UInt32 {
        let bytes = [UInt8](data)
        return bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    @Test func crcMatchesTheStandardCheckValue() {
        #expect(crc32(Data("123456789".utf8)) == 0xCBF4_3926)
    }
}
