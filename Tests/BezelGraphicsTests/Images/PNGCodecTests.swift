import Foundation
import Testing
@testable import BezelGraphics

@Suite struct PNGCodecTests {
    private func sample() throws -> Image {
        let surface = try ImageSurface(size: Size(width: 8, height: 6), scale: 2)
        surface.canvas.fill(Rect(x: 0, y: 0, width: 4, height: 6), with: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        surface.canvas.fill(Rect(x: 4, y: 0, width: 4, height: 3), with: try Color(hex: "#3478F6"))
        return try surface.makeImage()
    }

    @Test func roundTripKeepsPixelsAndAlpha() throws {
        let image = try sample()
        let decoded = try Image(pngData: image.pngData(), scale: 2)
        #expect(decoded.pixelWidth == 16 && decoded.pixelHeight == 12 && decoded.size == image.size)
        #expect(decoded.premultipliedARGB() == image.premultipliedARGB())
        #expect(decoded.pixel(x: 15, y: 11)?.alpha == 0)
    }

    @Test func writesAtomicallyAndReadsBack() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try sample()
        try image.writePNG(to: path)
        let back = try Image(contentsOfPNG: path, scale: 2)
        #expect(back.premultipliedARGB() == image.premultipliedARGB())
    }

    @Test func missingFileNamesThePath() {
        #expect {
            try Image(contentsOfPNG: "/nonexistent/bezel.png")
        } throws: { error in
            guard case let GraphicsError.fileError(path, reason) = error else { return false }
            return path == "/nonexistent/bezel.png" && reason.contains("no such file")
        }
    }

    @Test func notAPNGIsRefused() {
        #expect(throws: GraphicsError.invalidImageData(format: "PNG", reason: "the data does not start with the PNG signature")) {
            try Image(pngData: Data("hello".utf8))
        }
        #expect(throws: GraphicsError.self) { try Image(pngData: Data()) }
    }

    @Test func truncatedPNGIsRefused() throws {
        let data = try sample().pngData()
        for cut in [20, 40, data.count / 2, data.count - 13] {
            #expect(throws: GraphicsError.self) { try Image(pngData: data.prefix(cut)) }
        }
    }

    @Test func hugeDeclaredSizeIsRefusedBeforeDecoding() throws {
        var data = try sample().pngData()
        // IHDR width at bytes 16...19: claim 100,000 pixels.
        let width = UInt32(100_000).bigEndian
        withUnsafeBytes(of: width) { data.replaceSubrange(16..<20, with: $0) }
        #expect(throws: GraphicsError.sizeTooLarge(width: 100_000, height: 12, maximum: 16_384)) {
            try Image(pngData: data)
        }
    }

    @Test func premultipliedPixelsBuildImages() throws {
        let image = try Image(width: 2, height: 1, premultipliedARGB: [0xFF00_0000, 0x8080_0000])
        #expect(image.pixel(x: 0, y: 0) == .black)
        let half = try #require(image.pixel(x: 1, y: 0))
        #expect(abs(half.alpha - 0.5) < 0.01 && half.red > 0.99)
        #expect(throws: GraphicsError.self) { try Image(width: 3, height: 1, premultipliedARGB: [0]) }
    }
}
