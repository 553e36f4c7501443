import BezelTestImages
import Foundation
import Testing
@testable import BezelGraphics

@Suite struct ImageFormatTests {
    private func sample() throws -> Image {
        let surface = try ImageSurface(size: Size(width: 12, height: 8), scale: 1)
        surface.canvas.fill(Rect(x: 0, y: 0, width: 6, height: 8), with: Color(red: 0.2, green: 0.4, blue: 0.8))
        return try surface.makeImage()
    }

    /// A PNG signature and IHDR chunk claiming `width` x `height`, then garbage.
    private func pngHeader(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data += Data("IHDR".utf8)
        withUnsafeBytes(of: width.bigEndian) { data += $0 }
        withUnsafeBytes(of: height.bigEndian) { data += $0 }
        data += Data([8, 6, 0, 0, 0, 0xDE, 0xAD, 0xBE, 0xEF])
        return data
    }

    @Test func sniffsTheSignature() throws {
        #expect(ImageFormat(sniffing: try sample().pngData()) == .png)
        #expect(ImageFormat(sniffing: try sample().jpegData()) == .jpeg)
        #expect(ImageFormat(sniffing: Data()) == nil)
        #expect(ImageFormat(sniffing: Data([0xFF, 0xD8])) == nil)
        #expect(ImageFormat(sniffing: Data("GIF89a".utf8)) == nil)
        #expect(ImageFormat(sniffing: Data([0x89, 0x50, 0x4E, 0x47])) == nil)
        #expect(ImageFormat.png.fileExtension == "png" && ImageFormat.jpeg.description == "JPEG")
    }

    @Test func decodesEitherFormat() throws {
        let image = try sample()
        let fromPNG = try Image(data: image.pngData(), scale: 2)
        #expect(fromPNG.premultipliedARGB() == image.premultipliedARGB() && fromPNG.scale == 2)
        let fromJPEG = try Image(data: image.jpegData(quality: 100))
        #expect(fromJPEG.pixelWidth == 12 && fromJPEG.pixelHeight == 8)
        let pixel = try #require(fromJPEG.pixel(x: 2, y: 4))
        #expect(abs(pixel.blue - 0.8) < 0.03 && abs(pixel.red - 0.2) < 0.03)
    }

    @Test func corruptPNGDataIsRefused() throws {
        #expect(throws: GraphicsError.invalidImageData(format: "PNG", reason: "the data does not start with the PNG signature")) {
            try Image(pngData: Data())
        }
        var generator = SplitMix(seed: 7)
        let noise = Data((0..<1000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        #expect(throws: GraphicsError.invalidImageData(format: "PNG", reason: "the data does not start with the PNG signature")) {
            try Image(pngData: noise)
        }
        let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let pngNoise = signature + noise
        let error = #expect(throws: GraphicsError.self) { try Image(pngData: pngNoise) }
        #expect(error.map { if case .invalidImageData("PNG", _) = $0 { true } else { false } } == true)
        // A valid header over garbage pixels.
        let garbage = #expect(throws: GraphicsError.self) { try Image(pngData: pngHeader(width: 4, height: 4) + noise) }
        #expect(garbage.map { if case .invalidImageData("PNG", _) = $0 { true } else { false } } == true)
    }

    @Test func truncatedPNGIsRefused() throws {
        let data = try sample().pngData()
        for cut in [7, 8, 23, 33, data.count / 2, data.count - 1] {
            let error = #expect(throws: GraphicsError.self, "cut at \(cut)") { try Image(data: data.prefix(cut)) }
            #expect(error.map { if case .invalidImageData = $0 { true } else { false } } == true)
        }
    }

    @Test func hugePNGHeaderIsRefusedBeforeDecoding() {
        #expect(throws: GraphicsError.sizeTooLarge(width: 100_000, height: 100_000, maximum: 16_384)) {
            try Image(pngData: pngHeader(width: 100_000, height: 100_000))
        }
        #expect(throws: GraphicsError.sizeTooLarge(width: 100_000, height: 100_000, maximum: 16_384)) {
            try Image(data: pngHeader(width: 100_000, height: 100_000))
        }
    }

    @Test func unknownAndEmptyDataAreRefused() {
        #expect(throws: GraphicsError.invalidImageData(format: "image", reason: "the data is empty")) {
            try Image(data: Data())
        }
        #expect(throws: GraphicsError.invalidImageData(
            format: "image", reason: "the data starts with neither the PNG nor the JPEG signature")) {
            try Image(data: Data("GIF89a....".utf8))
        }
    }

    @Test func fileErrorsNameThePath() throws {
        let missing = "/nonexistent/bezel-image"
        #expect(throws: GraphicsError.fileError(path: missing, reason: "cannot read the file (no such file)")) {
            try Image(contentsOf: missing)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-\(UUID()).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: GraphicsError.self) { try Image(contentsOf: path) }
        #expect(error.map { if case .fileError(path, let reason) = $0 { reason.hasPrefix("not a valid image") } else { false } } == true)
        // A PNG with a .bin name is still read as PNG.
        try sample().writePNG(to: path)
        #expect(try Image(contentsOf: path).premultipliedARGB() == sample().premultipliedARGB())
    }
}
