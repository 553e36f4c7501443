import BezelTestImages
import CCairoPango
import Testing
@testable import BezelGraphics

/// Frames drawn one over another on a `FrameSurface` have, in the regions
/// drawn again, the pixels of drawing the whole frame from scratch (no clip
/// rounds an antialiased edge another way) and elsewhere the frame before's;
/// an image handed out never changes.
@Suite struct FrameSurfaceTests {
    /// One random frame's drawing: the regions to redraw (nil: all) and rectangles to fill.
    private struct Step {
        var regions: [PixelRegion]?
        var fills: [(Rect, Color)]
    }

    /// Random steps; with `wholePixels`, every rectangle lies on whole device pixels (half points at 2x).
    private static func steps(count: Int, seed: UInt64, wholePixels: Bool = true) -> [Step] {
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
            func coordinate(_ range: ClosedRange<Double>) -> Double {
                let v = Double.random(in: range, using: &generator)
                return wholePixels ? (v * 2).rounded() / 2 : v
            }
            let fills = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (Rect(x: coordinate(-5...30), y: coordinate(-5...20), width: coordinate(1...25), height: coordinate(1...15)), colour())
            }
            return Step(regions: regions, fills: fills)
        }
    }

    /// What each step's frame must be: inside its regions (all of it when
    /// nil), the pixels of its fills drawn on a new transparent surface;
    /// elsewhere the frame before's.
    private static func reference(_ steps: [Step]) throws -> [[UInt32]] {
        let width = 64, height = 40
        var previous = [UInt32](repeating: 0, count: width * height)
        return try steps.map { step in
            let drawn = try Image.drawing(size: Size(width: 32, height: 20), scale: 2) { canvas in
                for (rect, colour) in step.fills { canvas.fill(.rect(rect), with: colour) }
            }.premultipliedARGB()
            guard let regions = step.regions else {
                previous = drawn
                return drawn
            }
            for region in regions {
                guard let r = region.intersection(PixelRegion(x: 0, y: 0, width: width, height: height)) else { continue }
                for y in r.y..<(r.y + r.height) {
                    for x in r.x..<(r.x + r.width) { previous[y * width + x] = drawn[y * width + x] }
                }
            }
            return previous
        }
    }

    private static func draw(_ step: Step, on frames: FrameSurface) throws -> Image {
        try frames.drawFrame(redrawing: step.regions) { canvas in
            for (rect, colour) in step.fills { canvas.fill(.rect(rect), with: colour) }
        }
    }

    @Test func framesAreThePixelsOfTheSameDrawingOnOneSurfaceWhoeverKeepsThem() throws {
        for (seed, keepEvery) in (0..<24 as Range<UInt64>).map({ ($0, [1, 2, 5, 1000][Int($0 % 4)]) }) {
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

    /// Off whole device pixels, a shape's antialiased edge that the clip to
    /// the regions crosses can come out a few levels off a full render:
    /// Cairo clips the shape's polygon to the clip's boxes and composites it
    /// another way. Measured here on random rectangles at random positions:
    /// the pixels redrawn in each region against the whole frame drawn at
    /// once (about 0.4 % differ, by up to 8 levels). Drawing each region
    /// unclipped on a surface of its own with a device offset instead
    /// measured 18 of 670,886 pixels a level off, but moves the sampling of
    /// scaled images; a known issue until a way is found that does neither.
    @Test func offWholePixelsARegionCanDifferFromAFullRender() throws {
        var compared = 0, differing = 0, largest = 0
        for seed in 0..<24 as Range<UInt64> {
            let steps = Self.steps(count: 60, seed: 100 + seed, wholePixels: false)
            let frames = try FrameSurface(size: Size(width: 32, height: 20), scale: 2)
            for step in steps {
                let image = try Self.draw(step, on: frames).premultipliedARGB()
                let full = try Image.drawing(size: Size(width: 32, height: 20), scale: 2) { canvas in
                    for (rect, colour) in step.fills { canvas.fill(.rect(rect), with: colour) }
                }.premultipliedARGB()
                for region in step.regions ?? [PixelRegion(x: 0, y: 0, width: 64, height: 40)] {
                    guard let r = region.intersection(PixelRegion(x: 0, y: 0, width: 64, height: 40)) else { continue }
                    for y in r.y..<(r.y + r.height) {
                        for x in r.x..<(r.x + r.width) {
                            let a = image[y * 64 + x], b = full[y * 64 + x]
                            compared += 1
                            guard a != b else { continue }
                            differing += 1
                            for shift in stride(from: 0, through: 24, by: 8) {
                                largest = max(largest, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                            }
                        }
                    }
                }
            }
        }
        print("FrameSurface off whole pixels: \(differing) of \(compared) redrawn pixels differ, by at most \(largest)")
        #expect(compared > 100_000)
        withKnownIssue("a clip through a fractional antialiased edge composites it another way than a full render") {
            #expect(differing == 0, "\(differing) of \(compared) redrawn pixels differ, by at most \(largest) levels")
        }
    }

    @Test func aFrameStillHeldByCairoIsNotDrawnOver() throws {
        let frames = try FrameSurface(size: Size(width: 10, height: 10), scale: 1)
        var first: Image? = try frames.drawFrame(redrawing: nil) { canvas in canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .black) }
        // A Cairo pattern or document drawing from the frame holds its surface, not the Swift image.
        let held = try #require(first?.surface)
        cairo_surface_reference(held)
        defer { cairo_surface_destroy(held) }
        first = nil
        for _ in 0..<4 {
            _ = try frames.drawFrame(redrawing: [PixelRegion(x: 0, y: 0, width: 5, height: 5)]) { canvas in canvas.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), with: .white) }
        }
        let data = try #require(cairo_image_surface_get_data(held))
        let word = UnsafeRawPointer(data).load(as: UInt32.self)
        #expect(word == 0xFF00_0000, "the held frame's pixels are still black")
    }
}
