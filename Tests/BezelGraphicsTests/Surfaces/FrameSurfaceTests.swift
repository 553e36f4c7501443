import BezelTestImages
import CCairoPango
import Testing
@testable import BezelGraphics

/// Frames drawn one over another on a `FrameSurface`, each redrawing only
/// where its scene changed, have the pixels of drawing the whole scene at
/// once on a new surface, byte for byte, whatever the shapes and wherever
/// they lie (off whole pixels too); an image handed out never changes.
@Suite struct FrameSurfaceTests {
    /// One thing a scene draws.
    private enum Shape {
        case rect(Rect, Color)
        case roundedRect(Rect, Double, Color)
        case circle(Point, Double, Color)
        case stroke(Point, Point, Point, Double, Color)
        case gradient(Rect, Color, Color)
        case image(Rect, Image)
        case shadowed(Rect, Double, Color, Shadow)
        /// Shapes faded together in a transparency layer.
        case layer(Double, [Shape])
        /// Shapes clipped to a rounded rectangle.
        case clipped(Rect, Double, [Shape])

        func draw(on canvas: Canvas) {
            switch self {
            case let .rect(r, c): canvas.fill(.rect(r), with: c)
            case let .roundedRect(r, radius, c): canvas.fill(.roundedRect(r, radius: radius), with: c)
            case let .circle(center, radius, c):
                var path = Path()
                path.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi)
                canvas.fill(path, with: c)
            case let .stroke(a, b, c, width, colour):
                var path = Path()
                path.move(to: a)
                path.line(to: b)
                path.line(to: c)
                canvas.stroke(path, with: colour, width: width)
            case let .gradient(r, from, to):
                canvas.fill(.rect(r), with: .linearGradient(LinearGradient(
                    start: r.origin, end: Point(x: r.maxX, y: r.maxY), stops: [GradientStop(0, from), GradientStop(1, to)])))
            case let .image(r, image): canvas.draw(image, in: r)
            case let .shadowed(r, radius, c, shadow): canvas.fill(.roundedRect(r, radius: radius), with: c, shadow: shadow)
            case let .layer(alpha, shapes):
                canvas.withTransparencyLayer(alpha: alpha) { for shape in shapes { shape.draw(on: canvas) } }
            case let .clipped(r, radius, shapes):
                canvas.withSavedState {
                    canvas.clip(to: .roundedRect(r, radius: radius))
                    for shape in shapes { shape.draw(on: canvas) }
                }
            }
        }

        /// A generous box (points) holding every pixel it can change.
        var reach: Rect {
            switch self {
            case let .rect(r, _), let .roundedRect(r, _, _), let .gradient(r, _, _), let .image(r, _): return r
            case let .circle(c, radius, _): return Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
            case let .stroke(a, b, c, width, _):
                let x0 = min(a.x, b.x, c.x), y0 = min(a.y, b.y, c.y), x1 = max(a.x, b.x, c.x), y1 = max(a.y, b.y, c.y)
                return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).insetBy(dx: -10 * width, dy: -10 * width)
            case let .shadowed(r, _, _, shadow):
                let blur = 3 * shadow.sigma + 2
                return r.union(r.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -blur, dy: -blur))
            case let .layer(_, shapes):
                return shapes.dropFirst().reduce(shapes.first?.reach ?? .zero) { $0.union($1.reach) }
            case let .clipped(r, _, _): return r
            }
        }
    }

    /// A random scene and random changes to it, in a frame of 32 × 20
    /// points; with `wholePixels`, every coordinate lies on whole device
    /// pixels at 2x (half points).
    private struct SceneChanges {
        var generator: SplitMix
        let wholePixels: Bool
        let image: Image

        init(seed: UInt64, wholePixels: Bool) throws {
            generator = SplitMix(seed: seed)
            self.wholePixels = wholePixels
            var pixels = SplitMix(seed: seed ^ 0xA5A5)
            image = try Image.drawing(size: Size(width: 7, height: 5), scale: 1) { canvas in
                for y in 0..<5 {
                    for x in 0..<7 {
                        canvas.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1),
                                    with: Color(red: .random(in: 0...1, using: &pixels), green: .random(in: 0...1, using: &pixels),
                                                blue: .random(in: 0...1, using: &pixels), alpha: .random(in: 0.2...1, using: &pixels)))
                    }
                }
            }
        }

        mutating func number(_ range: ClosedRange<Double>) -> Double {
            let v = Double.random(in: range, using: &generator)
            return wholePixels ? (v * 2).rounded() / 2 : v
        }

        mutating func colour() -> Color {
            Color(red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                  blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0.3...1, using: &generator))
        }

        mutating func rect() -> Rect {
            Rect(x: number(-4...28), y: number(-4...16), width: number(1...14), height: number(1...10))
        }

        mutating func shape(depth: Int = 0) -> Shape {
            switch Int.random(in: 0..<(depth < 2 ? 9 : 7), using: &generator) {
            case 0: return .rect(rect(), colour())
            case 1: return .roundedRect(rect(), number(0...4), colour())
            case 2: return .circle(Point(x: number(0...32), y: number(0...20)), number(0.5...6), colour())
            case 3: return .stroke(Point(x: number(0...32), y: number(0...20)), Point(x: number(0...32), y: number(0...20)),
                                   Point(x: number(0...32), y: number(0...20)), number(0.3...2), colour())
            case 4: return .gradient(rect(), colour(), colour())
            case 5: return .image(rect(), image)
            case 6: return .shadowed(rect(), number(0...3), colour(),
                                     Shadow(offset: Size(width: number(-2...2), height: number(-2...2)), blur: number(0...3), color: colour()))
            case 7: return .layer(.random(in: 0.2...0.9, using: &generator), (0..<Int.random(in: 1...3, using: &generator)).map { _ in shape(depth: depth + 1) })
            default: return .clipped(rect(), number(0...4), (0..<Int.random(in: 1...3, using: &generator)).map { _ in shape(depth: depth + 1) })
            }
        }

        /// Changes a few shapes of `scene`; returns the changed area (points).
        mutating func change(_ scene: inout [Shape]) -> [Rect] {
            var changed: [Rect] = []
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let index = Int.random(in: 0..<scene.count, using: &generator)
                changed.append(scene[index].reach)
                scene[index] = shape()
                changed.append(scene[index].reach)
            }
            return changed
        }
    }

    /// The device pixels at 2x holding `rects`.
    private static func pixelRegions(_ rects: [Rect]) -> [PixelRegion] {
        rects.map { r in
            let x0 = (r.minX * 2 - 2).rounded(.down), y0 = (r.minY * 2 - 2).rounded(.down)
            let x1 = (r.maxX * 2 + 2).rounded(.up), y1 = (r.maxY * 2 + 2).rounded(.up)
            return PixelRegion(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
        }
    }

    private static func render(_ scene: [Shape], background: Color?) throws -> Image {
        try Image.drawing(size: Size(width: 32, height: 20), scale: 2) { canvas in
            if let background { canvas.fill(Rect(x: 0, y: 0, width: 32, height: 20), with: background) }
            for shape in scene { shape.draw(on: canvas) }
        }
    }

    /// Draws `count` frames of a random scene changing, each with the
    /// changed area as its regions (every 9th whole), and checks each
    /// against a full render; `keep` says which frames' images are kept
    /// and checked again at the end. Returns the surface and how many
    /// frames were drawn in part (`partial`), some with regions grown (`grown`).
    @discardableResult
    private static func checkFrames(seed: UInt64, count: Int = 60, wholePixels: Bool, background: Color? = .white,
                                    keep: (Int) -> Bool = { _ in false }) throws -> (frames: FrameSurface, partial: Int, grown: Int) {
        var partial = 0, grown = 0
        var changes = try SceneChanges(seed: seed, wholePixels: wholePixels)
        var scene = (0..<8).map { _ in changes.shape() }
        let frames = try FrameSurface(size: Size(width: 32, height: 20), scale: 2)
        var kept: [(Int, Image, [UInt32])] = []
        for index in 0..<count {
            let changed = changes.change(&scene)
            let regions = index % 9 == 0 ? nil : pixelRegions(changed)
            let image = try frames.drawFrame(redrawing: regions) { canvas, _ in
                if let background { canvas.fill(Rect(x: 0, y: 0, width: 32, height: 20), with: background) }
                for shape in scene { shape.draw(on: canvas) }
            }
            let expected = try render(scene, background: background).premultipliedARGB()
            let same = image.premultipliedARGB() == expected   // (outside #expect: a mismatch would print every pixel)
            #expect(same, "seed \(seed), frame \(index), regions \(regions.map(String.init(describing:)) ?? "all")")
            #expect(frames.lastFrame === image)
            if let regions, !regions.isEmpty, let redrawn = frames.lastRedrawn {
                partial += 1
                if redrawn != RegionRedraw.apart(regions.compactMap { $0.intersection(PixelRegion(x: 0, y: 0, width: 64, height: 40)) }) {
                    grown += 1
                }
            }
            if keep(index) { kept.append((index, image, expected)) }
        }
        // An image handed out never changed while it was held, though later frames were drawn.
        for (index, image, expected) in kept {
            let same = image.premultipliedARGB() == expected
            #expect(same, "seed \(seed), kept frame \(index)")
        }
        return (frames, partial, grown)
    }

    @Test func framesAreThePixelsOfTheSameDrawingOnOneSurfaceWhoeverKeepsThem() throws {
        for (seed, keepEvery) in (0..<24 as Range<UInt64>).map({ ($0, [1, 2, 5, 1000][Int($0 % 4)]) }) {
            let frames = try Self.checkFrames(seed: seed, wholePixels: true, keep: { $0 % keepEvery == 0 }).frames
            if keepEvery == 1000 {
                // Only the first frame kept: the buffers were drawn on again.
                #expect(frames.bufferAllocationCount <= FrameSurface.maximumBufferCount)
            } else {
                #expect(frames.bufferAllocationCount > FrameSurface.maximumBufferCount)
            }
        }
    }

    /// Off whole device pixels: region edges through curves, strokes,
    /// gradients, resampled images, masks and layers (the regions grow to
    /// hold what a cut would change), and images resampled under no clip of
    /// the regions' own (a clip moves their sampling even when it holds them).
    @Test func offWholePixelsFramesAreThePixelsOfAFullRender() throws {
        var partial = 0, grown = 0
        for seed in 0..<48 as Range<UInt64> {
            let outcome = try Self.checkFrames(seed: 100 + seed, wholePixels: false)
            partial += outcome.partial
            grown += outcome.grown
        }
        // Most frames are drawn in part; in some the regions had to grow.
        #expect(partial > 48 * 60 / 2)
        #expect(grown > 0 && grown < partial)
    }

    /// With no opaque background drawn first, Cairo draws the first shape
    /// on a new surface another way: the whole frame is drawn each time,
    /// and the pixels are still a full render's.
    @Test func withoutAnOpaqueBackgroundTheWholeFrameIsDrawn() throws {
        for seed in 0..<8 as Range<UInt64> {
            #expect(try Self.checkFrames(seed: 300 + seed, count: 20, wholePixels: false, background: nil).partial == 0)
        }
    }

    /// An image resampled onto whole device pixels (a photo behind a
    /// slider) is drawn from a layer of its resampled pixels, 1:1, which a
    /// region's edge cuts as it is: the regions do not grow, and the
    /// pixels are those of resampling it in a full render.
    @Test func aResampledImageOnWholePixelsIsCutFromItsLayer() throws {
        var generator = SplitMix(seed: 7)
        let photo = try Image.drawing(size: Size(width: 13, height: 9), scale: 1) { canvas in
            for y in 0..<9 {
                for x in 0..<13 {
                    canvas.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1),
                                with: Color(red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                                            blue: .random(in: 0...1, using: &generator), alpha: 1))
                }
            }
        }
        for (width, height) in [(32.0, 20.0), (17.5, 11.0), (40.0, 27.5)] {
            let frames = try FrameSurface(size: Size(width: 32, height: 20), scale: 2)
            let drawing: (Canvas, [PixelRegion]?) -> Void = { canvas, _ in
                canvas.fill(Rect(x: 0, y: 0, width: 32, height: 20), with: .white)
                canvas.draw(photo, in: Rect(x: -1.5, y: 0.5, width: width, height: height))
            }
            let full = try Image.drawing(size: Size(width: 32, height: 20), scale: 2) { drawing($0, nil) }.premultipliedARGB()
            _ = try frames.drawFrame(redrawing: nil, drawing)
            for _ in 0..<20 {
                let region = PixelRegion(x: .random(in: 0..<60, using: &generator), y: .random(in: 0..<36, using: &generator),
                                         width: .random(in: 1...4, using: &generator), height: .random(in: 1...4, using: &generator))
                let image = try frames.drawFrame(redrawing: [region], drawing)
                let inFrame = try #require(region.intersection(PixelRegion(x: 0, y: 0, width: 64, height: 40)))
                #expect(frames.lastRedrawn == [inFrame], "\(width) × \(height): not grown from \(inFrame): \(String(describing: frames.lastRedrawn))")
                #expect(image.premultipliedARGB() == full, "\(width) × \(height), \(region)")
            }
            #expect(frames.imageLayers.madeCount == 1)
        }
    }

    /// A scene whose shapes come back to earlier states (a switch toggled
    /// back and forth): regions drawn from the same operations are copied
    /// from the ones drawn before, and every frame is still a full render's.
    @Test func regionsDrawnFromTheSameOperationsAreCopied() throws {
        var reused = 0
        for seed in 0..<12 as Range<UInt64> {
            var changes = try SceneChanges(seed: 500 + seed, wholePixels: seed % 2 == 0)
            let base = (0..<6).map { _ in changes.shape() }
            // Three states of the third shape, visited in a random order.
            let states = (0..<3).map { _ in changes.shape() }
            let frames = try FrameSurface(size: Size(width: 32, height: 20), scale: 2)
            var scene = base
            var generator = SplitMix(seed: seed)
            var previous = scene[2]
            for index in 0..<40 {
                scene[2] = states[Int.random(in: 0..<3, using: &generator)]
                let regions = index == 0 ? nil : Self.pixelRegions([previous.reach, scene[2].reach])
                previous = scene[2]
                let image = try frames.drawFrame(redrawing: regions, reusingDrawnRegions: true) { canvas, _ in
                    canvas.fill(Rect(x: 0, y: 0, width: 32, height: 20), with: .white)
                    for shape in scene { shape.draw(on: canvas) }
                }
                let same = image.premultipliedARGB() == (try Self.render(scene, background: .white)).premultipliedARGB()
                #expect(same, "seed \(seed), frame \(index)")
            }
            reused += frames.drawnRegions.reuseCount
        }
        // (Not every frame: the regions differ with the pair of states, and regions that had to grow are not kept.)
        #expect(reused > 40, "regions copied: \(reused)")
    }

    @Test func regionsGrowToHoldAStrokeTheirEdgeCrosses() throws {
        let stroke = Shape.stroke(Point(x: 2.3, y: 3.1), Point(x: 29.7, y: 16.2), Point(x: 5.5, y: 17.9), 1.3, .black)
        let frames = try FrameSurface(size: Size(width: 32, height: 20), scale: 2)
        func draw(_ regions: [PixelRegion]?) throws -> Image {
            try frames.drawFrame(redrawing: regions) { canvas, _ in
                canvas.fill(Rect(x: 0, y: 0, width: 32, height: 20), with: .white)
                stroke.draw(on: canvas)
            }
        }
        _ = try draw(nil)
        let image = try draw([PixelRegion(x: 20, y: 10, width: 8, height: 8)])
        let redrawn = try #require(frames.lastRedrawn)
        #expect(redrawn.count == 1 && redrawn[0].width > 40, "grown to the stroke: \(redrawn)")
        #expect(image.premultipliedARGB() == (try Self.render([stroke], background: .white)).premultipliedARGB())
        // A flat rectangle the edge crosses is cut as it is.
        let rect = Shape.rect(Rect(x: 3.3, y: 2.7, width: 20.2, height: 11.9), .black)
        _ = try frames.drawFrame(redrawing: nil) { canvas, _ in
            canvas.fill(Rect(x: 0, y: 0, width: 32, height: 20), with: .white)
            rect.draw(on: canvas)
        }
        _ = try frames.drawFrame(redrawing: [PixelRegion(x: 20, y: 10, width: 8, height: 8)]) { canvas, _ in
            canvas.fill(Rect(x: 0, y: 0, width: 32, height: 20), with: .white)
            rect.draw(on: canvas)
        }
        #expect(frames.lastRedrawn == [PixelRegion(x: 20, y: 10, width: 8, height: 8)])
    }

    @Test func aFrameStillHeldByCairoIsNotDrawnOver() throws {
        let frames = try FrameSurface(size: Size(width: 10, height: 10), scale: 1)
        var first: Image? = try frames.drawFrame(redrawing: nil) { canvas, _ in canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .black) }
        // A Cairo pattern or document drawing from the frame holds its surface, not the Swift image.
        let held = try #require(first?.surface)
        cairo_surface_reference(held)
        defer { cairo_surface_destroy(held) }
        first = nil
        for _ in 0..<4 {
            _ = try frames.drawFrame(redrawing: [PixelRegion(x: 0, y: 0, width: 5, height: 5)]) { canvas, _ in canvas.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), with: .white) }
        }
        let data = try #require(cairo_image_surface_get_data(held))
        let word = UnsafeRawPointer(data).load(as: UInt32.self)
        #expect(word == 0xFF00_0000, "the held frame's pixels are still black")
    }
}
