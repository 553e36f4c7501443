import Testing
@testable import BezelGraphics

@Suite struct ImageContentModeTests {
    private let small = Size(width: 40, height: 20)
    private let bounds = Rect(x: 10, y: 10, width: 100, height: 100)

    @Test func scaleToFillStretchesToTheBounds() {
        #expect(ContentMode.scaleToFill.rect(forContentOf: small, in: bounds) == bounds)
        #expect(ContentMode.scaleToFill.rect(forContentOf: small, in: bounds, allowUpscaling: false) == bounds)
    }

    @Test func aspectFitFitsInsideAndCentres() {
        #expect(ContentMode.aspectFit.rect(forContentOf: small, in: bounds) == Rect(x: 10, y: 35, width: 100, height: 50))
        let wide = Size(width: 400, height: 100)
        #expect(ContentMode.aspectFit.rect(forContentOf: wide, in: Rect(x: 0, y: 0, width: 100, height: 100))
            == Rect(x: 0, y: 37.5, width: 100, height: 25))
        let tall = Size(width: 50, height: 200)
        #expect(ContentMode.aspectFit.rect(forContentOf: tall, in: Rect(x: 0, y: 0, width: 100, height: 100))
            == Rect(x: 37.5, y: 0, width: 25, height: 100))
    }

    @Test func aspectFitWithoutUpscalingShrinksButNeverGrows() {
        // Smaller than the bounds: keeps its own size, centred.
        #expect(ContentMode.aspectFit.rect(forContentOf: small, in: bounds, allowUpscaling: false)
            == Rect(x: 40, y: 50, width: 40, height: 20))
        // Larger: shrinks to fit as usual.
        #expect(ContentMode.aspectFit.rect(forContentOf: Size(width: 400, height: 100), in: bounds, allowUpscaling: false)
            == Rect(x: 10, y: 47.5, width: 100, height: 25))
    }

    @Test func aspectFillCoversTheBoundsAndOverflowsEvenly() {
        #expect(ContentMode.aspectFill.rect(forContentOf: small, in: bounds) == Rect(x: -40, y: 10, width: 200, height: 100))
        #expect(ContentMode.aspectFill.rect(forContentOf: Size(width: 50, height: 200), in: Rect(x: 0, y: 0, width: 100, height: 100))
            == Rect(x: 0, y: -150, width: 100, height: 400))
        #expect(ContentMode.aspectFill.rect(forContentOf: small, in: bounds, allowUpscaling: false)
            == Rect(x: 40, y: 50, width: 40, height: 20))
    }

    @Test func centerKeepsTheContentSize() {
        #expect(ContentMode.center.rect(forContentOf: small, in: bounds) == Rect(x: 40, y: 50, width: 40, height: 20))
        #expect(ContentMode.center.rect(forContentOf: Size(width: 400, height: 100), in: Rect(x: 0, y: 0, width: 100, height: 100))
            == Rect(x: -150, y: 0, width: 400, height: 100))
    }

    @Test(arguments: ContentMode.allCases)
    func degenerateSizesGiveAnEmptyRect(mode: ContentMode) {
        for content in [Size.zero, Size(width: -4, height: 2), Size(width: .nan, height: 2), Size(width: .infinity, height: 1)] {
            let rect = mode.rect(forContentOf: content, in: bounds)
            #expect(rect.isEmpty && rect.center == bounds.center)
        }
        #expect(mode.rect(forContentOf: small, in: Rect(x: .nan, y: 0, width: 10, height: 10)) == .zero)
        #expect(mode.rect(forContentOf: small, in: Rect(x: 0, y: 0, width: 0, height: 10)).isEmpty)
    }

    /// Left third red, centre third green, right third blue.
    private func thirds(width: Int = 90, height: Int = 30) throws -> Image {
        var pixels = [UInt32]()
        for _ in 0..<height {
            for x in 0..<width { pixels.append(x < width / 3 ? 0xFFFF_0000 : x < 2 * width / 3 ? 0xFF00_FF00 : 0xFF00_00FF) }
        }
        return try Image(width: width, height: height, premultipliedARGB: pixels)
    }

    @Test func canvasAspectFillClipsToTheBounds() throws {
        let surface = try ImageSurface(size: Size(width: 30, height: 30), scale: 1)
        surface.canvas.draw(try thirds(), in: Rect(x: 10, y: 10, width: 10, height: 10), contentMode: .aspectFill)
        let out = try surface.makeImage()
        for y in 0..<30 {
            for x in 0..<30 {
                let inside = (10..<20).contains(x) && (10..<20).contains(y)
                let word = out.withUnsafeRows { $0(y)[x] }
                if inside {
                    // Shrinking by 3 filters across the crop edge a little.
                    #expect(word >> 24 == 255 && (word >> 8) & 255 >= 250 && word & 0xFF_00FF <= 0x04_0004,
                            "(\(x), \(y)) should be the green centre")
                } else {
                    #expect(word == 0, "(\(x), \(y)) is outside the bounds")
                }
            }
        }
    }

    @Test func canvasCenterClipsAndAspectFitLetterboxes() throws {
        let surface = try ImageSurface(size: Size(width: 30, height: 30), scale: 2)
        // 90x10 pixels at 1x is 90x10 points: centred in 30x30 points it is
        // the band y 10..<20, cropped to its green third.
        surface.canvas.draw(try thirds(height: 10), in: Rect(x: 0, y: 0, width: 30, height: 30), contentMode: .center)
        let centred = try surface.makeImage()
        // Doubled pixels blend with their neighbours at the crop edge; look one pixel in.
        let green = Color(red: 0, green: 1, blue: 0)
        #expect(centred.pixel(x: 1, y: 21) == green && centred.pixel(x: 58, y: 38) == green)
        #expect(centred.pixel(x: 30, y: 19)?.alpha == 0 && centred.pixel(x: 30, y: 40)?.alpha == 0)

        let fit = try ImageSurface(size: Size(width: 30, height: 30), scale: 1)
        fit.canvas.draw(try thirds(), in: Rect(x: 0, y: 0, width: 30, height: 30), contentMode: .aspectFit)
        let letterboxed = try fit.makeImage()
        #expect(letterboxed.pixel(x: 15, y: 5)?.alpha == 0)      // bar above
        #expect(letterboxed.pixel(x: 15, y: 25)?.alpha == 0)     // bar below
        #expect(letterboxed.pixel(x: 2, y: 15)?.red ?? 0 > 0.9)  // red third, shrunk to 10 wide
        #expect(letterboxed.pixel(x: 15, y: 15)?.green ?? 0 > 0.9)
        #expect(letterboxed.pixel(x: 27, y: 15)?.blue ?? 0 > 0.9)
    }
}
