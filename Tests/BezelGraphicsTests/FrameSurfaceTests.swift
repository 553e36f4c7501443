import BezelTestImages
import CCairoPango
import Testing
@testable import BezelGraphics

/// Frames drawn one over another on a `FrameSurface` are the pixels of the
/// same drawing on an `ImageSurface`, and an image handed out never changes.
@Suite struct FrameSurfaceTests {
    /// One random frame's drawing: the regions to redraw (nil: all) and rectangles to fill.
    private struct Step {
        var regions: [PixelRegion]?
        var fills: [(Rect, Color)]
    }

    private static func steps(count: Int, seed: UInt64) -> [Step] {
        var generator = SplitMix(seed: seed)   // ImageGrayscaleTests.swift
        func colour() -> Color {
            Color(red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                  blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0.3...1, using: &generator))
        }
        return (0..<count).map { index in
            let regions: [PixelRegion]? = index % 9 == 0 ? nil :   // the first frame is drawn whole
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                PixelRegion(x: .random(in: -4..<60, using: &generator), y: .random(in: -4..<40, using: &generator),
                            width: .random(in: 1...30, using: &generator), height: .random(in: 1...20, using: &generator))
            }
            let fills = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (Rect(x: .random(in: -5...30, using: &generator), y: .random(in: -5...20, using: &generator),
                      width: .random(in: 1...25, using: &generator), height: .random(in: 1...15, using: &generator)), colour())
            }
            return Step(regions: regions, fills: fills)
        }
    }

    /// The same steps on one `ImageSurface`, clipped and cleared as the frame surface does.
    private static func reference(_ steps: [Step]) throws -> [[UInt32]] {
        let surface = try ImageSurface(size: Size(width: 32, height: 20), scale: 2)
        let canvas = surface.canvas
        return try steps.map { step in
            canvas.withSavedState {
                if let regions = step.regions {
                    var clip = Path()
                    for r in regions { clip.append(.rect(Rect(x: Double(r.x) / 2, y: Double(r.y) / 2, width: Double(r.width) / 2, height: Double(r.height) / 2))) }
                    canvas.clip(to: clip)
                }
                canvas.blendMode = .clear
                canvas.paint(.clear)
                canvas.blendMode = .normal
                for (rect, colour) in step.fills { canvas.fill(.rect(rect), with: colour) }
            }
            return try surface.makeImage().premultipliedARGB()
        }
    }

    private static func draw(_ step: Step, on frames: FrameSurface) throws -> Image {
        try frames.drawFrame(redrawing: step.regions) { canvas in
            for (rect, colour) in step.fills { canvas.fill(.rect(rect), with: colour) }
        }
    }

    @Test func framesAreThePixelsOfTheSameDrawingOnOneSurfaceWhoeverKeepsThem() throws {
        for (seed, keepEvery) in [(1 as UInt64, 1), (2, 2), (3, 5), (4, 1000)] {
            let steps = Self.steps(count: 60, seed: seed)
            let expected = try Self.reference(steps)
            let frames = try FrameSurface(size: Size(width: 32, height: 20), scale: 2)
            var kept: [(Int, Image)] = []
            for (index, step) in steps.enumerated() {
                let image = try Self.draw(step, on: frames)
                let same = image.premultipliedARGB() == expected[index]   // (outside #expect: a mismatch would print every pixel)
                #expect(same, "seed \(seed), frame \(index)")
                #expect(frames.lastFrame === image)
                if index % keepEvery == 0 { kept.append((index, image)) }
            }
            // An image handed out never changed while it was held, though later frames were drawn.
            for (index, image) in kept {
                let same = image.premultipliedARGB() == expected[index]
                #expect(same, "seed \(seed), kept frame \(index)")
            }
            if keepEvery == 1000 {
                // Only the first frame kept: the buffers were drawn on again.
                #expect(frames.bufferAllocationCount <= FrameSurface.maximumBufferCount)
            } else {
                #expect(frames.bufferAllocationCount > FrameSurface.maximumBufferCount)
            }
        }
    }

    @Test func aFrameStillHeldByCairoIsNotDrawnOver() throws {
        let frames = try FrameSurface(size: Size(width: 10, height: 10), scale: 1)
        var first: Image? = try frames.drawFrame(redrawing: nil) { $0.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .black) }
        // A Cairo pattern or document drawing from the frame holds its surface, not the Swift image.
        let held = try #require(first?.surface)
        cairo_surface_reference(held)
        defer { cairo_surface_destroy(held) }
        first = nil
        for _ in 0..<4 {
            _ = try frames.drawFrame(redrawing: [PixelRegion(x: 0, y: 0, width: 5, height: 5)]) { $0.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), with: .white) }
        }
        let data = try #require(cairo_image_surface_get_data(held))
        let word = UnsafeRawPointer(data).load(as: UInt32.self)
        #expect(word == 0xFF00_0000, "the held frame's pixels are still black")
    }
}
