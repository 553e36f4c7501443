import Testing
@testable import BezelGraphics

/// Glyphs are drawn on whole device pixels (see `GlyphPixelSnapping`), so
/// cairo 1.16, which rounds glyph positions, and cairo 1.17.2 and later,
/// which draw them at quarter-pixel offsets, give the same pixels.
@Suite struct GlyphPixelSnappingTests {
    private func draw(_ layout: TextLayout, at origin: Point, scale: Double) throws -> [UInt32] {
        let surface = try ImageSurface(size: Size(width: 60, height: 40), scale: scale)
        surface.canvas.paint(.white)
        layout.draw(in: surface.canvas, at: origin, color: .black)
        return try surface.makeImage().premultipliedARGB()
    }

    /// One glyph at the layout's origin: a fraction of a device pixel off
    /// the grid, it is drawn exactly as on the pixel it rounds to. (With
    /// cairo 1.18 and unsnapped positions, a quarter pixel moves its edges.)
    @Test(arguments: [1.0, 2.0, 3.0])
    func aGlyphOffTheGridIsDrawnOnTheNearestPixel(scale: Double) throws {
        let layout = TextLayout("H", font: Font(size: 20))
        // The glyph's origin is the layout's left edge on its baseline: put that on a pixel.
        let y = ((6 + layout.baseline) * scale).rounded() / scale - layout.baseline
        let onGrid = try draw(layout, at: Point(x: 10, y: y), scale: scale)
        #expect(TextPixels.ink(try Image(width: Int(60 * scale), height: Int(40 * scale), scale: scale,
                                         premultipliedARGB: onGrid)) > 0)
        for fraction in [0.2, 0.3, 0.45, -0.2, -0.45] {
            let shift = fraction / scale
            #expect(try draw(layout, at: Point(x: 10 + shift, y: y), scale: scale) == onGrid, "x + \(fraction) px")
            #expect(try draw(layout, at: Point(x: 10, y: y + shift), scale: scale) == onGrid, "y + \(fraction) px")
        }
    }

    /// Snapping changes the drawing layout only while it draws: a layout
    /// drawn off the grid first draws afterwards as a fresh one does, and
    /// its metrics never move.
    @Test func snappingIsUndoneAfterEachDraw() throws {
        let text = "Wavy AVAT fi 0123"
        let used = TextLayout(text, font: Font(size: 13))
        let size = used.size
        _ = try draw(used, at: Point(x: 2.3, y: 3.3), scale: 2)
        _ = try draw(used, at: Point(x: 2.3, y: 3.3), scale: 2)
        #expect(used.size == size)
        let fresh = TextLayout(text, font: Font(size: 13))
        #expect(try draw(used, at: Point(x: 2, y: 3), scale: 2) == draw(fresh, at: Point(x: 2, y: 3), scale: 2))
    }

    /// PDF and SVG keep the exact positions: only image surfaces have pixels.
    @Test func vectorOutputIsNotSnapped() throws {
        let layout = TextLayout("Hello", font: Font(size: 13))
        let surface = try VectorSurface(format: .svg, size: Size(width: 80, height: 30))
        layout.draw(in: surface.canvas, at: Point(x: 2.3, y: 3.3), color: .black)
        let svg = String(decoding: try surface.finish(), as: UTF8.self)
        #expect(svg.contains("2.3"))
    }
}
