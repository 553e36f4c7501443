import Foundation
import Testing
@testable import BezelGraphics

/// Bezel's PNG writer must give back, through any PNG reader, exactly the
/// pixels Cairo's writer gives back.
@Suite struct PNGEncoderTests {
    /// Every valid premultiplied (alpha, value) pair, in all three colour channels.
    private func everyPremultipliedPair() throws -> Image {
        var words: [UInt32] = []
        for alpha in 0...255 {
            for value in 0...alpha {
                let v = UInt32(value), a = UInt32(alpha)
                words.append(a << 24 | v << 16 | (UInt32(alpha - value)) << 8 | v / 2)
            }
        }
        let width = 256, height = (words.count + width - 1) / width
        words += [UInt32](repeating: 0, count: width * height - words.count)
        return try Image(width: width, height: height, premultipliedARGB: words)
    }

    @Test func everyAlphaAndValueDecodesAsCairosFileDoes() throws {
        let image = try everyPremultipliedPair()
        let ours = try Image(pngData: image.pngData()).premultipliedARGB()
        let cairos = try Image(pngData: image.pngDataUsingCairo()).premultipliedARGB()
        #expect(ours == cairos)
        #expect(try PNGChunks(image.pngData()).header.colorType == 6)
    }

    @Test(arguments: [PNGEncoder.FilterChoice.adaptive] + PNGEncoder.Filter.allCases.map { .fixed($0) })
    func everyFilterRoundTrips(_ choice: PNGEncoder.FilterChoice) throws {
        let image = try everyPremultipliedPair()
        for level: Int32 in [1, 6, 12] {
            let data = try PNGEncoder(level: level, filterChoice: choice).encode(image)
            #expect(try Image(pngData: data).premultipliedARGB() == Image(pngData: image.pngDataUsingCairo()).premultipliedARGB())
        }
    }

    /// Images above ``PNGEncoder/streamingThreshold`` are compressed a row
    /// at a time by zlib; forced here on a small image, in both colour types and every filter.
    @Test(arguments: [PNGEncoder.FilterChoice.adaptive] + PNGEncoder.Filter.allCases.map { .fixed($0) })
    func rowByRowCompressionRoundTrips(_ choice: PNGEncoder.FilterChoice) throws {
        let translucent = try everyPremultipliedPair()
        let opaque = try Image(width: 97, height: 31, premultipliedARGB: (0..<97 * 31).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) | 0xFF00_0000 })
        for image in [translucent, opaque] {
            let encoder = PNGEncoder(filterChoice: choice)
            let (header, compressed) = try encoder.imageData(image, channels: nil, streamingAbove: 0)
            let (_, whole) = try encoder.imageData(image, channels: nil)
            if image === translucent { #expect(compressed != whole, "the streaming path was not taken") }
            let data = try PNGEncoder.assemble(header: header, compressed: compressed, textChunks: [])
            let same = try Image(pngData: data).premultipliedARGB() == Image(pngData: image.pngDataUsingCairo()).premultipliedARGB()
            #expect(same)
        }
    }

    @Test func opaqueImagesAreWrittenAsRGBAndSmaller() throws {
        let surface = try ImageSurface(size: Size(width: 40, height: 30), scale: 2)
        surface.canvas.paint(.white)
        surface.canvas.fill(.circle(center: Point(x: 20, y: 15), radius: 10), with: Color(red: 0.2, green: 0.4, blue: 0.9))
        let image = try surface.makeImage()
        let ours = try image.pngData(), cairos = try image.pngDataUsingCairo()
        let header = try PNGChunks(ours).header
        #expect(header.colorType == 2 && header.bitDepth == 8 && !header.interlaced)
        #expect(header.width == 80 && header.height == 60)
        #expect(try Image(pngData: ours).premultipliedARGB() == image.premultipliedARGB())
        #expect(ours.count < cairos.count)
    }

    @Test func textChunksAreReadBackAndTheirKeywordsChecked() throws {
        let image = try Image(width: 2, height: 2, premultipliedARGB: [0xFF00_0000, 0xFFFF_FFFF, 0x8040_2010, 0])
        let chunks = [PNGTextChunk(keyword: "bezel:stack", text: "{\"cairo\": \"1.16.0\"} — ünïcode"),
                      PNGTextChunk(keyword: "Comment", text: "")]
        let data = try image.pngData(textChunks: chunks)
        let read = try PNGChunks(data)
        #expect(read.text == ["bezel:stack": "{\"cairo\": \"1.16.0\"} — ünïcode", "Comment": ""])
        // Text does not change the image data's hash; the pixels do.
        #expect(read.imageDataHash == (try PNGChunks(image.pngData()).imageDataHash))
        let other = try Image(width: 2, height: 2, premultipliedARGB: [0xFF00_0000, 0xFFFF_FFFF, 0x8040_2010, 1 << 24])
        #expect(read.imageDataHash != (try PNGChunks(other.pngData()).imageDataHash))

        for bad in ["", String(repeating: "k", count: 80), " lead", "trail ", "two  spaces", "tab\t", "é"] {
            #expect(PNGTextChunk.problem(withKeyword: bad) != nil, "\(bad)")
            #expect(throws: GraphicsError.self) { try image.pngData(textChunks: [PNGTextChunk(keyword: bad, text: "x")]) }
        }
        #expect(throws: GraphicsError.self) { try image.pngData(textChunks: [PNGTextChunk(keyword: "k", text: "a\u{0}b")]) }
    }

    @Test func cairosOwnFilesAreReadToo() throws {
        let image = try everyPremultipliedPair()
        let chunks = try PNGChunks(image.pngDataUsingCairo())
        #expect(chunks.header.width == 256 && chunks.header.colorType == 6 && chunks.text.isEmpty)
    }
}

/// The chunk reader never trusts a file: every mutation is an error or a
/// valid reading, never a crash.
@Suite struct PNGChunksTests {
    private func sample() throws -> Data {
        let image = try Image(width: 3, height: 2, premultipliedARGB: [1 << 24, 2 << 24, 3 << 24, 0xFF00_0000, 0, 0x8080_8080])
        return try image.pngData(textChunks: [PNGTextChunk(keyword: "k", text: "v")])
    }

    @Test func brokenFilesNameWhatIsWrong() throws {
        let good = try sample()
        func reason(_ data: Data) -> String {
            do {
                _ = try PNGChunks(data)
                return "read"
            } catch {
                return String(describing: error)
            }
        }
        #expect(reason(Data("GIF89a".utf8)).contains("does not start with the PNG signature"))
        #expect(reason(good.prefix(good.count - 12)).contains("without an IEND chunk"))
        var badCRC = good
        badCRC[good.count - 20] ^= 0xFF   // inside the text chunk
        #expect(reason(badCRC).contains("CRC"))
        var huge = good
        huge.replaceSubrange(8..<12, with: [0x7F, 0xFF, 0xFF, 0xFF])
        #expect(reason(huge).contains("more than the data holds"))
        var noHeader = Data(good.prefix(8))
        noHeader.appendPNGChunk("IDAT", Data([1, 2, 3]))
        noHeader.appendPNGChunk("IEND", Data())
        #expect(reason(noHeader).contains("the first chunk is IDAT, not IHDR"))
    }

    @Test func everyTruncationAndByteFlipIsHandled() throws {
        let good = try sample()
        var outcomes = Set<Bool>()
        for length in 0..<good.count {
            outcomes.insert((try? PNGChunks(good.prefix(length))) != nil)
        }
        #expect(outcomes == [false])
        var generator = SystemRandomNumberGenerator()
        for index in 0..<good.count {
            var flipped = good
            flipped[index] ^= UInt8.random(in: 1...255, using: &generator)
            _ = try? PNGChunks(flipped)   // must not crash or trap
        }
    }

    @Test func tEXtKeywordsAndTextAreLatin1() throws {
        var data = try sample()
        var chunk = Data()
        chunk.appendPNGChunk("tEXt", Data([0x63, 0x61, 0x66, 0xE9, 0, 0x6E, 0xE9]))   // "café", "né" in Latin-1
        data.insert(contentsOf: chunk, at: data.count - 12)
        #expect(try PNGChunks(data).text == ["k": "v", "café": "né"])
    }

    @Test func textChunksAreBounded() throws {
        let image = try Image(width: 1, height: 1, premultipliedARGB: [0xFF00_0000])
        let many = (0..<100).map { PNGTextChunk(keyword: "k\($0)", text: "v") }
        #expect(try PNGChunks(image.pngData(textChunks: many)).text.count == PNGChunks.maximumTextChunks)
        let long = PNGTextChunk(keyword: "long", text: String(repeating: "x", count: PNGChunks.maximumTextBytes + 1))
        #expect(try PNGChunks(image.pngData(textChunks: [long])).text.isEmpty)
    }
}

@Suite struct ContentHashTests {
    @Test func hexRoundTripsAndPixelHashesFollowThePixels() throws {
        let a = try Image(width: 2, height: 1, premultipliedARGB: [0xFF00_0000, 0xFFFF_FFFF])
        let b = try Image(width: 2, height: 1, premultipliedARGB: [0xFF00_0000, 0xFFFF_FFFF])
        let c = try Image(width: 2, height: 1, premultipliedARGB: [0xFF00_0000, 0xFFFF_FFFE])
        let d = try Image(width: 1, height: 2, premultipliedARGB: [0xFF00_0000, 0xFFFF_FFFF])
        #expect(a.pixelHash == b.pixelHash)
        #expect(a.pixelHash != c.pixelHash && a.pixelHash != d.pixelHash)
        #expect(ContentHash(hex: a.pixelHash.description) == a.pixelHash)
        #expect(a.pixelHash.description.count == 32)
        #expect(ContentHash(hex: "xyz") == nil && ContentHash(hex: String(repeating: "g", count: 32)) == nil)
        #expect(ContentHash(data: Data("abc".utf8)) == ContentHash(data: Data("abc".utf8)))
    }
}
