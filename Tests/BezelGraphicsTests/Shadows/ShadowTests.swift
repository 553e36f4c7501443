import Testing
@testable import BezelGraphics

@Suite struct ShadowTests {
    let shadow = Shadow(offset: Size(width: 3, height: 3), blur: 2, color: Color(white: 0, alpha: 1.0 / 3.0))
    let square = Path.roundedRect(Rect(x: 4, y: 4, width: 56, height: 56), radius: 8)

    private func render(scale: Double = 1, _ draw: (Canvas) -> Void) throws -> Image {
        let surface = try ImageSurface(size: Size(width: 64, height: 64), scale: scale)
        surface.canvas.paint(.white)
        draw(surface.canvas)
        return try surface.makeImage()
    }

    private func darkness(_ image: Image, _ x: Double, _ y: Double) -> Double {
        let s = image.scale
        return 1 - (image.pixel(x: Int(x * s), y: Int(y * s))?.red ?? 1)
    }

    @Test func dropShadowFallsToTheBottomRight() throws {
        let image = try render { $0.fill(square, with: .white, shadow: shadow) }
        #expect(darkness(image, 61.5, 32) > 0.1)     // right of the shape
        #expect(darkness(image, 32, 61.5) > 0.1)     // below it
        #expect(darkness(image, 2.5, 32) < 0.01)     // left: none
        #expect(darkness(image, 32, 2.5) < 0.01)     // above: none
        #expect(darkness(image, 32, 32) == 0)        // the shape covers its own shadow
    }

    @Test func innerShadowLinesTheTopAndLeftInnerEdges() throws {
        let image = try render { $0.drawInnerShadow(inside: square, shadow: shadow) }
        #expect(darkness(image, 5, 32) > 0.1)        // inside, left edge
        #expect(darkness(image, 32, 5) > 0.1)        // inside, top edge
        #expect(darkness(image, 58.5, 32) < 0.02)    // inside, right edge: lit
        #expect(darkness(image, 32, 58.5) < 0.02)    // inside, bottom edge: lit
        #expect(darkness(image, 2, 32) == 0)         // nothing outside the shape
    }

    @Test func blurIsInPointsAndScalesWithTheDevice() throws {
        // The shadow's fall-off spans the same number of points at 1x and 2x,
        // so twice as many pixels at 2x.
        func falloffWidthInPoints(scale: Double) throws -> Double {
            let image = try render(scale: scale) { $0.drawShadow(of: .rect(Rect(x: 0, y: 0, width: 32, height: 64)), shadow: shadow) }
            let y = Int(32 * scale)
            // The right edge only (x from 24 pt on): the shadow's edge at 32 + 3 pt.
            let row = (Int(24 * scale)..<image.pixelWidth).map { 1 - (image.pixel(x: $0, y: y)?.red ?? 1) }
            let peak = row.max() ?? 0
            let partial = row.filter { $0 > 0.1 * peak && $0 < 0.9 * peak }.count
            return Double(partial) / scale
        }
        let at1 = try falloffWidthInPoints(scale: 1), at2 = try falloffWidthInPoints(scale: 2)
        #expect(at1 >= 2 && at2 >= 2, "\(at1) \(at2)")
        #expect(abs(at1 - at2) <= 1)
    }

    @Test func shadowMasksAreCachedByShapeBlurAndTransform() throws {
        let cache = ShadowMaskCache.shared
        let unique = Path.roundedRect(Rect(x: 5, y: 5, width: 33, height: 21), radius: 7)
        let before = cache.statistics
        _ = try render { $0.drawShadow(of: unique, shadow: shadow) }
        _ = try render { $0.drawShadow(of: unique, shadow: shadow) }
        let after = cache.statistics
        #expect(after.misses - before.misses >= 1)
        #expect(after.hits - before.hits >= 1)
        // A different scale is a different key: the first draw at 2x misses.
        let beforeScaled = cache.statistics
        _ = try render(scale: 2) { $0.drawShadow(of: unique, shadow: shadow) }
        #expect(cache.statistics.misses - beforeScaled.misses >= 1)
    }

    @Test func cachedAndFreshShadowsAreIdentical() throws {
        let first = try render(scale: 2) { $0.fill(square, with: .white, shadow: shadow) }
        let second = try render(scale: 2) { $0.fill(square, with: .white, shadow: shadow) }
        #expect(first.premultipliedARGB() == second.premultipliedARGB())
    }

    @Test func subPixelPhaseIsPartOfTheKey() throws {
        // The same shape at x + 0.5 px must not reuse the mask made at x.
        let a = try render { $0.drawShadow(of: square, shadow: shadow) }
        let b = try render { canvas in
            canvas.translate(x: 0.5, y: 0)
            canvas.drawShadow(of: square, shadow: shadow)
        }
        #expect(a.premultipliedARGB() != b.premultipliedARGB())
    }

    @Test func degenerateShadowsDrawNothing() throws {
        var bad = Path()
        bad.move(to: Point(x: .nan, y: 1))
        bad.line(to: Point(x: 5, y: 5))
        let image = try render { canvas in
            canvas.drawShadow(of: bad, shadow: shadow)
            canvas.drawShadow(of: Path(), shadow: shadow)
            canvas.drawShadow(of: square, shadow: Shadow(offset: .zero, blur: .nan, color: .black))
        }
        #expect(image.pixel(x: 1, y: 1) == .white)
    }
}
