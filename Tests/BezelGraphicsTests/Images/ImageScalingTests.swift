import Testing
@testable import BezelGraphics

@Suite struct ImageScalingTests {
    private static let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF

    /// Left third red, centre third green, right third blue (or, `vertical`,
    /// top, middle and bottom thirds).
    private func thirds(width: Int = 90, height: Int = 30, vertical: Bool = false, scale: Double = 1) throws -> Image {
        var pixels = [UInt32]()
        for y in 0..<height {
            for x in 0..<width {
                let (i, n) = vertical ? (y, height) : (x, width)
                pixels.append(i < n / 3 ? Self.red : i < 2 * n / 3 ? Self.green : Self.blue)
            }
        }
        return try Image(width: width, height: height, scale: scale, premultipliedARGB: pixels)
    }

    private func word(_ image: Image, _ x: Int, _ y: Int) -> UInt32 { image.withUnsafeRows { $0(y)[x] } }

    private func isMostly(_ word: UInt32, _ target: UInt32) -> Bool {
        (0..<4).allSatisfy { channel in
            let a = Int((word >> (8 * channel)) & 255), b = Int((target >> (8 * channel)) & 255)
            return abs(a - b) <= 8
        }
    }

    @Test func scaleToFillStretches() throws {
        let image = try thirds().resized(toPixelWidth: 9, pixelHeight: 3)
        #expect(image.pixelWidth == 9 && image.pixelHeight == 3 && image.scale == 1)
        #expect(isMostly(word(image, 1, 1), Self.red))
        #expect(isMostly(word(image, 4, 1), Self.green))
        #expect(isMostly(word(image, 7, 1), Self.blue))
        let tall = try thirds().resized(toPixelWidth: 3, pixelHeight: 60)
        #expect(tall.pixelWidth == 3 && tall.pixelHeight == 60)
    }

    @Test func aspectFitOutputIsTheFittedSize() throws {
        let image = try thirds().resized(toPixelWidth: 30, pixelHeight: 30, contentMode: .aspectFit)
        #expect(image.pixelWidth == 30 && image.pixelHeight == 10)
        #expect(isMostly(word(image, 2, 5), Self.red) && isMostly(word(image, 15, 5), Self.green)
            && isMostly(word(image, 27, 5), Self.blue))
        // In points at 2x: 90x30 points fitted into 45x45 points is 45x15 points, 90x30 pixels.
        let retina = try thirds().resized(to: Size(width: 45, height: 45), scale: 2, contentMode: .aspectFit)
        #expect(retina.pixelWidth == 90 && retina.pixelHeight == 30 && retina.scale == 2)
        #expect(retina.size == Size(width: 45, height: 15))
    }

    @Test func aspectFitWithoutUpscalingKeepsASmallImage() throws {
        let small = try thirds(width: 30, height: 15)
        let kept = try small.resized(toPixelWidth: 200, pixelHeight: 200, contentMode: .aspectFit, allowUpscaling: false)
        #expect(kept.pixelWidth == 30 && kept.pixelHeight == 15)
        #expect(kept.premultipliedARGB() == small.premultipliedARGB())
        let grown = try small.resized(toPixelWidth: 200, pixelHeight: 200, contentMode: .aspectFit)
        #expect(grown.pixelWidth == 200 && grown.pixelHeight == 100)
        // Points: 30x15 points stays 30x15 points, drawn at 3x.
        let atThree = try small.resized(to: Size(width: 100, height: 100), scale: 3, contentMode: .aspectFit,
                                        allowUpscaling: false)
        #expect(atThree.size == Size(width: 30, height: 15) && atThree.pixelWidth == 90 && atThree.pixelHeight == 45)
        // A large image still shrinks.
        let shrunk = try thirds(width: 300, height: 150).resized(toPixelWidth: 60, pixelHeight: 60, contentMode: .aspectFit,
                                                                 allowUpscaling: false)
        #expect(shrunk.pixelWidth == 60 && shrunk.pixelHeight == 30)
    }

    @Test func aspectFillCropsTheCentre() throws {
        // The centre 30x30 of a 90x30 image is the green third, at 1x, 2x and 3x.
        for scale in [1.0, 2.0, 3.0] {
            let image = try thirds().resized(to: Size(width: 10, height: 10), scale: scale, contentMode: .aspectFill)
            #expect(image.pixelWidth == Int(10 * scale) && image.pixelHeight == Int(10 * scale) && image.scale == scale)
            #expect(image.size == Size(width: 10, height: 10))
            #expect(image.premultipliedARGB().allSatisfy { isMostly($0, Self.green) }, "scale \(scale)")
        }
        // An exact crop (no scaling) copies the pixels.
        let exact = try thirds().resized(toPixelWidth: 30, pixelHeight: 30, contentMode: .aspectFill)
        #expect(exact.premultipliedARGB().allSatisfy { $0 == Self.green })
        // Portrait: the middle band.
        let portrait = try thirds(width: 30, height: 90, vertical: true)
            .resized(toPixelWidth: 15, pixelHeight: 15, contentMode: .aspectFill)
        #expect(portrait.premultipliedARGB().allSatisfy { isMostly($0, Self.green) })
        // A crop wider than the green third shows a little red and blue at the sides.
        let wide = try thirds().resized(toPixelWidth: 60, pixelHeight: 30, contentMode: .aspectFill)
        #expect(isMostly(word(wide, 0, 15), Self.red) && isMostly(word(wide, 30, 15), Self.green)
            && isMostly(word(wide, 59, 15), Self.blue))
    }

    @Test func aspectFillWithoutUpscalingNeverGrows() throws {
        let small = try thirds(width: 30, height: 15)
        let image = try small.resized(toPixelWidth: 100, pixelHeight: 100, contentMode: .aspectFill, allowUpscaling: false)
        #expect(image.pixelWidth == 30 && image.pixelHeight == 15)
        let cropped = try small.resized(toPixelWidth: 10, pixelHeight: 100, contentMode: .aspectFill, allowUpscaling: false)
        #expect(cropped.pixelWidth == 10 && cropped.pixelHeight == 15)
        #expect(cropped.premultipliedARGB().allSatisfy { $0 == Self.green })
    }

    @Test func centerPadsOrCropsWithoutScaling() throws {
        let small = try Image(width: 2, height: 2, premultipliedARGB: [Self.red, Self.green, Self.blue, 0xFFFF_FFFF])
        let padded = try small.resized(toPixelWidth: 4, pixelHeight: 4, contentMode: .center)
        #expect(padded.premultipliedARGB() == [
            0, 0, 0, 0,
            0, Self.red, Self.green, 0,
            0, Self.blue, 0xFFFF_FFFF, 0,
            0, 0, 0, 0,
        ])
        let cropped = try thirds().resized(toPixelWidth: 30, pixelHeight: 30, contentMode: .center)
        #expect(cropped.premultipliedARGB().allSatisfy { $0 == Self.green })
    }

    @Test func shrinkingAveragesInsteadOfSkippingPixels() throws {
        // A one-pixel black and white checkerboard shrunk 8 times must come
        // out mid grey; a nearest-neighbour resize would give pure black or white.
        var pixels = [UInt32]()
        for y in 0..<64 { for x in 0..<64 { pixels.append((x + y) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF) } }
        let board = try Image(width: 64, height: 64, premultipliedARGB: pixels)
        let small = try board.resized(toPixelWidth: 8, pixelHeight: 8)
        for word in small.premultipliedARGB() {
            #expect(word >> 24 == 255)
            #expect((96...160).contains(Int((word >> 8) & 255)), "got \(String(word, radix: 16))")
        }
    }

    @Test func edgesStayOpaqueWhenScaling() throws {
        for (w, h) in [(7, 5), (200, 90)] {
            let image = try thirds().resized(toPixelWidth: w, pixelHeight: h)
            #expect(image.premultipliedARGB().allSatisfy { $0 >> 24 == 255 })
        }
    }

    @Test func sameSizeReturnsTheImageItself() throws {
        let image = try thirds(scale: 2)
        #expect(try image.resized(toPixelWidth: 90, pixelHeight: 30) === image)
        #expect(try image.resized(to: Size(width: 45, height: 15), scale: 2, contentMode: .aspectFill) === image)
        #expect(try image.resized(to: Size(width: 45, height: 15), scale: 1) !== image)
    }

    @Test(arguments: [
        Size(width: 0, height: 10), Size(width: 10, height: 0), Size(width: -5, height: 10),
        Size(width: .nan, height: 10), Size(width: 10, height: .infinity), Size(width: -.infinity, height: 10),
    ])
    func invalidPointSizesThrow(size: Size) throws {
        let image = try thirds()
        for mode in ContentMode.allCases {
            #expect {
                try image.resized(to: size, scale: 2, contentMode: mode)
            } throws: { error in
                guard case let GraphicsError.invalidSize(_, what) = error else { return false }
                return what == "resized image"
            }
        }
    }

    @Test func invalidPixelSizesAndScalesThrow() throws {
        let image = try thirds()
        for (w, h) in [(0, 10), (10, 0), (-1, 10), (10, Int.min)] {
            #expect(throws: GraphicsError.invalidSize(Size(width: Double(w), height: Double(h)), what: "resized image")) {
                try image.resized(toPixelWidth: w, pixelHeight: h, contentMode: .aspectFill)
            }
        }
        #expect(throws: GraphicsError.sizeTooLarge(width: 16_385, height: 10, maximum: 16_384)) {
            try image.resized(toPixelWidth: 16_385, pixelHeight: 10)
        }
        #expect(throws: GraphicsError.sizeTooLarge(width: 10, height: Int.max, maximum: 16_384)) {
            try image.resized(toPixelWidth: 10, pixelHeight: Int.max)
        }
        #expect(throws: GraphicsError.sizeTooLarge(width: 20_000, height: 20, maximum: 16_384)) {
            try image.resized(to: Size(width: 10_000, height: 10), scale: 2, contentMode: .aspectFit)
        }
        #expect(throws: GraphicsError.sizeTooLarge(width: Int.max, height: 10, maximum: 16_384)) {
            try image.resized(to: Size(width: 1e300, height: 10))
        }
        for scale in [0, -1, .nan, .infinity, 100] as [Double] {
            #expect {
                try image.resized(to: Size(width: 10, height: 10), scale: scale)
            } throws: { error in
                guard case GraphicsError.invalidScale = error else { return false }
                return true
            }
        }
    }
}
