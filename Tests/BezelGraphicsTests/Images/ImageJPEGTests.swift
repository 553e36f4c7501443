import BezelTestImages
import Foundation
import Testing
@testable import BezelGraphics

@Suite struct ImageJPEGTests {
    /// A smooth opaque gradient: red across, green down, constant blue.
    private func gradient(width: Int = 64, height: Int = 48, scale: Double = 1) throws -> Image {
        var pixels = [UInt32]()
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt32(x * 255 / (width - 1)), g = UInt32(y * 255 / (height - 1))
                pixels.append(0xFF00_0000 | r << 16 | g << 8 | 0x80)
            }
        }
        return try Image(width: width, height: height, scale: scale, premultipliedARGB: pixels)
    }

    /// The largest and the mean difference of any colour channel.
    private func difference(_ a: Image, _ b: Image) -> (max: Int, mean: Double) {
        var largest = 0, total = 0, count = 0
        for (p, q) in zip(a.premultipliedARGB(), b.premultipliedARGB()) {
            for shift: UInt32 in [0, 8, 16] {
                let d = abs(Int((p >> shift) & 255) - Int((q >> shift) & 255))
                largest = max(largest, d)
                total += d
                count += 1
            }
        }
        return (largest, Double(total) / Double(max(count, 1)))
    }

    @Test func roundTripStaysClose() throws {
        let image = try gradient(scale: 2)
        let data = try image.jpegData()
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]) && data.suffix(2) == Data([0xFF, 0xD9]))
        #expect(ImageFormat(sniffing: data) == .jpeg)
        let decoded = try Image(jpegData: data, scale: 2)
        #expect(decoded.pixelWidth == 64 && decoded.pixelHeight == 48 && decoded.scale == 2)
        #expect(decoded.size == Size(width: 32, height: 24))
        #expect(decoded.premultipliedARGB().allSatisfy { $0 >> 24 == 255 })
        let (largest, mean) = difference(image, decoded)
        #expect(largest <= 12 && mean <= 2, "max \(largest), mean \(mean)")
    }

    @Test func lowerQualityIsSmallerAndStillRecognisable() throws {
        let image = try gradient(width: 160, height: 120)
        let best = try image.jpegData(quality: 100), small = try image.jpegData(quality: 20)
        #expect(small.count < best.count)
        let (_, mean) = difference(image, try Image(jpegData: small))
        #expect(mean <= 8)
        // Out-of-range qualities are clamped rather than refused.
        #expect(try image.jpegData(quality: 1000) == best)
        #expect(try Image(jpegData: try image.jpegData(quality: -5)).pixelWidth == 160)
    }

    @Test func transparencyIsFlattenedOntoWhite() throws {
        let image = try Image(width: 16, height: 16, premultipliedARGB:
            (0..<256).map { $0 < 128 ? 0 : 0x8000_0000 })   // top half clear, bottom half 50% black
        let decoded = try Image(jpegData: try image.jpegData(quality: 95))
        let top = try #require(decoded.pixel(x: 8, y: 3)), bottom = try #require(decoded.pixel(x: 8, y: 12))
        #expect(top.alpha == 1 && top.red > 0.97 && top.green > 0.97 && top.blue > 0.97)
        #expect(bottom.alpha == 1 && abs(bottom.red - 0.5) < 0.04)
    }

    @Test func filesRoundTripAndSniff() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-\(UUID()).jpg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try gradient()
        try image.writeJPEG(to: path, quality: 92)
        let back = try Image(contentsOfJPEG: path, scale: 3)
        #expect(back.pixelWidth == 64 && back.pixelHeight == 48 && back.scale == 3)
        let sniffed = try Image(contentsOf: path)
        #expect(sniffed.premultipliedARGB() == back.premultipliedARGB())
        #expect(difference(image, back).max <= 12)
    }

    private func isInvalidJPEG(_ error: any Error) -> Bool {
        guard case let GraphicsError.invalidImageData(format, reason) = error else { return false }
        return format == "JPEG" && !reason.isEmpty
    }

    @Test func emptyAndRandomDataAreRefused() throws {
        #expect(throws: GraphicsError.invalidImageData(format: "JPEG", reason: "the data is empty")) {
            try Image(jpegData: Data())
        }
        var generator = SplitMix(seed: 42)
        let noise = Data((0..<2000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        #expect(throws: GraphicsError.invalidImageData(format: "JPEG",
                                                       reason: "the data does not start with the JPEG signature")) {
            try Image(jpegData: noise)
        }
        // A JPEG signature followed by noise.
        #expect(performing: { try Image(jpegData: Data([0xFF, 0xD8, 0xFF]) + noise) }, throws: isInvalidJPEG)
        #expect(performing: { try Image(jpegData: Data([0xFF, 0xD8, 0xFF, 0xE0])) }, throws: isInvalidJPEG)
        // PNG bytes are not a JPEG.
        #expect(performing: { try Image(jpegData: try gradient().pngData()) }, throws: isInvalidJPEG)
    }

    @Test func truncatedDataIsRefused() throws {
        let data = try gradient().jpegData()
        for cut in [2, 3, 20, 100, data.count / 2, data.count - 10, data.count - 2] {
            #expect(performing: { try Image(jpegData: data.prefix(cut)) }, throws: isInvalidJPEG)
        }
        #expect(throws: GraphicsError.invalidImageData(format: "JPEG", reason: "the header is truncated (no image size found)")) {
            try Image(jpegData: data.prefix(20))
        }
        let end = #expect(throws: GraphicsError.self) { try Image(jpegData: data.prefix(data.count / 2)) }
        #expect(end?.description.contains("truncated") == true)
        // A slice that does not start at index 0 still decodes.
        let padded = Data([1, 2, 3]) + data
        #expect(try Image(jpegData: padded.dropFirst(3)).pixelWidth == 64)
    }

    @Test func hugeDeclaredSizeIsRefusedBeforeDecoding() throws {
        var data = try gradient().jpegData()
        // SOF0 marker: FF C0, length (2), precision (1), height (2), width (2).
        let bytes = [UInt8](data)
        let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        data.replaceSubrange((sof + 5)..<(sof + 9), with: [0xEA, 0x60, 0xEA, 0x60])   // 60000 x 60000
        #expect(throws: GraphicsError.sizeTooLarge(width: 60_000, height: 60_000, maximum: 16_384)) {
            try Image(jpegData: data)
        }
    }

    @Test func fileErrorsNameThePath() throws {
        #expect {
            try Image(contentsOfJPEG: "/nonexistent/bezel.jpg")
        } throws: { error in
            guard case let GraphicsError.fileError(path, reason) = error else { return false }
            return path == "/nonexistent/bezel.jpg" && reason.contains("no such file")
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-\(UUID()).jpg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (try gradient().jpegData()).prefix(200).write(to: URL(fileURLWithPath: path))
        #expect {
            try Image(contentsOfJPEG: path)
        } throws: { error in
            guard case let GraphicsError.fileError(errorPath, reason) = error else { return false }
            return errorPath == path && reason.hasPrefix("not a valid JPEG image")
        }
    }

    @Test func badScalesAreRefused() throws {
        let data = try gradient().jpegData()
        for scale in [0, -2, .nan, .infinity, 9] as [Double] {
            #expect {
                try Image(jpegData: data, scale: scale)
            } throws: { error in
                guard case GraphicsError.invalidScale = error else { return false }
                return true
            }
        }
    }
}
