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
        let chunks = try PNGChunks(data).chunks
        #expect(chunks.first?.type == "IHDR" && chunks[1].type == "acTL" && chunks.last?.type == "IEND")
        let acTL = [UInt8](chunks[1].data)
        #expect(acTL == [0, 0, 0, 3, 0, 0, 0, 0])                 // 3 frames, loop forever
        // Sequence numbers run 0, 1, 2... across fcTL and fdAT chunks.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { chunk in
            chunk.data.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }
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

    @Test func crcMatchesTheStandardCheckValue() {
        #expect(crc32(Data("123456789".utf8)) == 0xCBF4_3926)
    }
}
