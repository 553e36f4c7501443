import Foundation
import Testing
@testable import BezelGraphics

@Suite struct AnimatedPNGWriterTests {
    /// A 40×30 frame of `color` with a `mark` rectangle of another colour.
    private func frame(_ color: Color = .white, mark: Rect? = nil, markColor: Color = .black, alpha: Double = 1) throws -> Image {
        let surface = try ImageSurface(size: Size(width: 40, height: 30))
        surface.canvas.paint(color.withAlpha(alpha))
        if let mark { surface.canvas.fill(Path.rect(mark), with: markColor) }
        return try surface.makeImage()
    }

    @Test func playingTheFileBackGivesEveryFrameInOrderWithMergedDurations() throws {
        let a = try frame(), b = try frame(mark: Rect(x: 3, y: 4, width: 5, height: 2))
        let c = try frame(mark: Rect(x: 30, y: 20, width: 10, height: 10), markColor: .init(red: 1, green: 0, blue: 0))
        let d = try frame(.black)
        let sequence = [a, a, b, b, b, c, a, d, d]
        let writer = AnimatedPNGWriter(inMemoryOpaque: true)
        for image in sequence { try writer.append(image, duration: 0.5) }
        let data = try #require(try writer.finishedData())
        #expect(writer.appendedFrameCount == 9 && writer.storedFrameCount == 5)

        let played = try APNGPlayer.play(data)
        #expect(played.map(\.milliseconds) == [1000, 1500, 500, 500, 1000])
        let expected = [a, b, c, a, d].map { $0.premultipliedARGB() }
        let same = played.map(\.pixels) == expected   // (compared outside #expect: a mismatch would print every pixel)
        #expect(same)
        // Later frames hold only the rectangle that changed.
        #expect(played[1].region == PixelRegion(x: 3, y: 4, width: 5, height: 2))
        #expect(played[2].region == PixelRegion(x: 3, y: 4, width: 37, height: 26))
        #expect(played[0].region == PixelRegion(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func framesToldWhereTheyChangedGiveTheSameFileAsFramesComparedWhole() throws {
        let a = try frame(), b = try frame(mark: Rect(x: 3, y: 4, width: 5, height: 2))
        let c = try frame(mark: Rect(x: 30, y: 20, width: 10, height: 10), markColor: .init(red: 1, green: 0, blue: 0))
        // Where each frame may differ from the one before: a generous damage, as a window reports it.
        let steps: [(Image, [PixelRegion]?)] = [
            (a, nil), (a, []), (b, [PixelRegion(x: 0, y: 0, width: 12, height: 10)]),
            (c, [PixelRegion(x: 0, y: 0, width: 12, height: 10), PixelRegion(x: 28, y: 18, width: 12, height: 12)]),
            (c, [PixelRegion(x: 5, y: 5, width: 2, height: 2)]), (a, nil),
        ]
        let told = AnimatedPNGWriter(inMemoryOpaque: true), compared = AnimatedPNGWriter(inMemoryOpaque: true)
        told.checksChangedRegions = true
        for (image, regions) in steps {
            try told.append(image, duration: 0.5, changedWithin: regions)
            try compared.append(image, duration: 0.5)
        }
        #expect(try told.finishedData() == compared.finishedData())
    }

    @Test func aChangeOutsideTheRegionsToldIsCaughtWhenChecking() throws {
        let a = try frame(), b = try frame(mark: Rect(x: 30, y: 20, width: 5, height: 5))
        let writer = AnimatedPNGWriter(inMemoryOpaque: true)
        writer.checksChangedRegions = true
        try writer.append(a, duration: 0.5)
        #expect(throws: GraphicsError.self) {
            try writer.append(b, duration: 0.5, changedWithin: [PixelRegion(x: 0, y: 0, width: 10, height: 10)])
        }
    }

    @Test func aPartThatComesBackReusesItsCompressedData() throws {
        let off = try frame(), on = try frame(mark: Rect(x: 3, y: 4, width: 5, height: 2))
        let writer = AnimatedPNGWriter(inMemoryOpaque: true)
        let sequence = [off, on, off, on, off, on]
        for image in sequence { try writer.append(image, duration: 0.5) }
        // The whole first frame, then the mark's rectangle with the mark, without it, and each again twice.
        #expect(writer.reusedPartCount == 3)
        let data = try #require(try writer.finishedData())
        let played = try APNGPlayer.play(data)
        let same = played.map(\.pixels) == sequence.map { $0.premultipliedARGB() }
        #expect(same && played.count == 6)
        // What was reused is what compressing again gives.
        let fresh = try PNGEncoder.standard.imageData(on, channels: 3, region: PixelRegion(x: 3, y: 4, width: 5, height: 2)).compressed
        #expect(data.range(of: fresh) != nil)
    }

    @Test func translucentFramesKeepTheirAlpha() throws {
        let a = try frame(alpha: 0.5), b = try frame(mark: Rect(x: 1, y: 1, width: 2, height: 2), markColor: Color(red: 1, green: 0, blue: 0, alpha: 0.3), alpha: 0.5)
        let writer = AnimatedPNGWriter(inMemoryOpaque: false)
        try writer.append(a, duration: 0.1)
        try writer.append(b, duration: 0.1)
        let played = try APNGPlayer.play(try #require(try writer.finishedData()))
        let same = played.map(\.pixels) == [a, b].map { $0.premultipliedARGB() }
        #expect(played.count == 2 && same)
    }

    @Test func longMergedDurationsUseCoarserUnits() {
        #expect(AnimatedPNGWriter.delayFraction(0.6) == (600, 1000))
        #expect(AnimatedPNGWriter.delayFraction(65.535) == (65_535, 1000))
        #expect(AnimatedPNGWriter.delayFraction(600) == (60_000, 100))
        #expect(AnimatedPNGWriter.delayFraction(6000) == (60_000, 10))
        #expect(AnimatedPNGWriter.delayFraction(1e9) == (65_535, 1))
        #expect(AnimatedPNGWriter.delayFraction(0.0001) == (1, 1000))
    }

    @Test func theFileAppearsOnlyWhenFinishedAndNothingStaysWhenAbandoned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apng-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("run.png").path
        do {
            let writer = try AnimatedPNGWriter(path: path, opaque: true)
            try writer.append(try frame(), duration: 0.2)
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)   // the temporary file
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let writer = try AnimatedPNGWriter(path: path, opaque: true)
        try writer.append(try frame(), duration: 0.2)
        try writer.append(try frame(.black), duration: 0.2)
        try writer.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["run.png"])
        #expect(try APNGPlayer.play(Data(contentsOf: URL(fileURLWithPath: path))).count == 2)
        #expect(throws: GraphicsError.self) { try writer.append(try frame(), duration: 1) }
    }

    @Test func badFramesAreRefusedWithTheReason() throws {
        let writer = AnimatedPNGWriter(inMemoryOpaque: true)
        #expect(throws: GraphicsError.self) { try writer.finishedData() }   // no frame
        try writer.append(try frame(), duration: 1)
        let clear = try frame(alpha: 0.5)
        #expect { try writer.append(clear, duration: 1) } throws: { "\($0)".contains("transparent pixels") }
        let small = try ImageSurface(size: Size(width: 4, height: 4)).makeImage()
        #expect { try writer.append(small, duration: 1) } throws: { "\($0)".contains("40×30") }
    }
}

/// Plays an APNG file the way a browser does (dispose none, blend source):
/// each stored frame's rectangle is decoded as a PNG of its own and copied
/// over the canvas.
enum APNGPlayer {
    struct Frame {
        var region: PixelRegion
        var milliseconds: Int
        var pixels: [UInt32]
    }

    static func play(_ data: Data) throws -> [Frame] {
        let chunks = AnimatedPNGTests.chunks(of: data)
        let header = try #require(chunks.first { $0.type == "IHDR" }).data
        let width = Int(AnimatedPNGTests.be32(header, 0)), height = Int(AnimatedPNGTests.be32(header, 4))
        let frameCount = Int(AnimatedPNGTests.be32(try #require(chunks.first { $0.type == "acTL" }).data, 0))
        var canvas = [UInt32](repeating: 0, count: width * height)
        var frames: [Frame] = []
        var control: (region: PixelRegion, milliseconds: Int)?
        for chunk in chunks where chunk.type == "fcTL" || chunk.type == "IDAT" || chunk.type == "fdAT" {
            let bytes = [UInt8](chunk.data)
            if chunk.type == "fcTL" {
                let region = PixelRegion(x: Int(AnimatedPNGTests.be32(chunk.data, 12)), y: Int(AnimatedPNGTests.be32(chunk.data, 16)),
                                         width: Int(AnimatedPNGTests.be32(chunk.data, 4)), height: Int(AnimatedPNGTests.be32(chunk.data, 8)))
                let numerator = Int(bytes[20]) << 8 | Int(bytes[21]), denominator = Int(bytes[22]) << 8 | Int(bytes[23])
                control = (region, numerator * 1000 / denominator)
                continue
            }
            let (region, milliseconds) = try #require(control)
            var still = Data(PNGEncoder.signature)
            var frameHeader = Data()
            frameHeader.appendBigEndian(UInt32(region.width))
            frameHeader.appendBigEndian(UInt32(region.height))
            frameHeader.append(header.suffix(5))
            still.appendPNGChunk("IHDR", frameHeader)
            still.appendPNGChunk("IDAT", chunk.type == "IDAT" ? chunk.data : chunk.data.dropFirst(4))
            still.appendPNGChunk("IEND", Data())
            let pixels = try Image(pngData: still).premultipliedARGB()
            for y in 0..<region.height {
                for x in 0..<region.width {
                    canvas[(region.y + y) * width + region.x + x] = pixels[y * region.width + x]
                }
            }
            frames.append(Frame(region: region, milliseconds: milliseconds, pixels: canvas))
            control = nil
        }
        #expect(frames.count == frameCount)
        return frames
    }
}
