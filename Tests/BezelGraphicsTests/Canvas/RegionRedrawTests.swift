import BezelTestImages
import Testing
@testable import BezelGraphics

/// What a canvas drawing regions of a frame needs: regions kept apart, how
/// an operation's box stands to them, the first operation's cover, the
/// shapes a cut leaves as they are, and the layers of resampled images.
@Suite struct RegionRedrawTests {
    @Test func regionsThatOverlapOrTouchAreMergedUntilApart() {
        let apart = RegionRedraw.apart([
            PixelRegion(x: 0, y: 0, width: 10, height: 10),
            PixelRegion(x: 10, y: 0, width: 5, height: 5),    // touches the first: merged
            PixelRegion(x: 30, y: 30, width: 4, height: 4),
            PixelRegion(x: 32, y: 32, width: 4, height: 4),   // overlaps the third: merged
            PixelRegion(x: 50, y: 0, width: 0, height: 9),    // empty: dropped
        ])
        #expect(Set(apart) == [PixelRegion(x: 0, y: 0, width: 15, height: 10), PixelRegion(x: 30, y: 30, width: 6, height: 6)])
    }

    @Test func regionsAreApartWhateverTheyWere() {
        var generator = SplitMix(seed: 11)
        for _ in 0..<500 {
            let regions = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                PixelRegion(x: .random(in: 0..<50, using: &generator), y: .random(in: 0..<50, using: &generator),
                            width: .random(in: 1...20, using: &generator), height: .random(in: 1...20, using: &generator))
            }
            let apart = RegionRedraw.apart(regions)
            for (i, a) in apart.enumerated() {
                for b in apart[(i + 1)...] {
                    let touching = a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height
                    #expect(!touching, "\(a) and \(b)")
                }
            }
            // Every pixel of every region is in one of them.
            for r in regions {
                #expect(apart.contains { $0.intersection(r) == r })
            }
        }
    }

    @Test func anOperationIsOutsideInsideOrAcross() {
        let redraw = RegionRedraw(regions: [PixelRegion(x: 10, y: 10, width: 10, height: 10)])
        #expect(redraw.placement(of: PixelRegion(x: 0, y: 0, width: 10, height: 10)) == .outside)
        #expect(redraw.placement(of: PixelRegion(x: 12, y: 12, width: 3, height: 3)) == .inside)
        #expect(redraw.placement(of: PixelRegion(x: 10, y: 10, width: 10, height: 10)) == .inside)
        #expect(redraw.placement(of: PixelRegion(x: 15, y: 15, width: 10, height: 2)) == .across)
    }

    @Test func theFirstOperationMustCoverEveryRegionOpaquely() {
        let regions = [PixelRegion(x: 0, y: 0, width: 4, height: 4), PixelRegion(x: 10, y: 0, width: 4, height: 4)]
        let covered = RegionRedraw(regions: regions)
        #expect(covered.noteOperation(covering: { PixelRegion(x: 0, y: 0, width: 20, height: 20) }))
        #expect(!covered.needsWholeFrame)
        // Only the first operation counts.
        #expect(covered.noteOperation(covering: { nil }))
        let partly = RegionRedraw(regions: regions)
        #expect(!partly.noteOperation(covering: { PixelRegion(x: 0, y: 0, width: 8, height: 8) }))
        #expect(partly.needsWholeFrame)
        let translucent = RegionRedraw(regions: regions)
        #expect(!translucent.noteOperation(covering: { nil }))
    }

    @Test func rectilinearPathsAndRectangles() {
        #expect(Path.rect(Rect(x: 1.5, y: 2, width: 3, height: 4)).isRectilinear)
        #expect(Path.rect(Rect(x: 1.5, y: 2, width: 3, height: 4)).outlinedRectangle == Rect(x: 1.5, y: 2, width: 3, height: 4))
        // A rounded rectangle without rounding is one (its corners are arcs of radius zero).
        let square = Path.roundedRect(Rect(x: 0, y: 0, width: 5, height: 5), radius: 0)
        #expect(square.isRectilinear && square.outlinedRectangle == Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(!Path.roundedRect(Rect(x: 0, y: 0, width: 5, height: 5), radius: 1).isRectilinear)
        var ell = Path()
        ell.move(to: Point(x: 0, y: 0))
        ell.line(to: Point(x: 4, y: 0))
        ell.line(to: Point(x: 4, y: 2))
        ell.line(to: Point(x: 2, y: 2))
        ell.line(to: Point(x: 2, y: 4))
        ell.line(to: Point(x: 0, y: 4))
        ell.close()
        #expect(ell.isRectilinear)
        #expect(ell.outlinedRectangle == nil, "an L is rectilinear but not a rectangle")
        var slanted = Path()
        slanted.move(to: Point(x: 0, y: 0))
        slanted.line(to: Point(x: 3, y: 1))
        #expect(!slanted.isRectilinear)
        var twice = Path.rect(Rect(x: 0, y: 0, width: 2, height: 2))
        twice.append(.rect(Rect(x: 5, y: 5, width: 2, height: 2)))
        #expect(twice.isRectilinear && twice.outlinedRectangle == nil)
    }

    @Test func edgeBoxesHoldEveryEdgeOfARoundedRectangle() {
        let path = Path.roundedRect(Rect(x: 10, y: 20, width: 30, height: 20), radius: 4)
        let boxes = path.edgeBoxes()
        // Four corner circles, and four straight sides (the closing one included).
        #expect(boxes.contains(Rect(x: 10, y: 20, width: 8, height: 8)))
        #expect(boxes.contains(Rect(x: 32, y: 32, width: 8, height: 8)))
        #expect(boxes.filter { $0.width == 0 || $0.height == 0 }.count == 4)
        let union = boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }
        #expect(union == Rect(x: 10, y: 20, width: 30, height: 20))
    }

    @Test func aLayerIsMadeOncePerKeyAndTheLeastRecentlyUsedIsLetGo() throws {
        let layers = ResampledImageLayers(pixelWidth: 8, pixelHeight: 8, scale: 1)
        let image = try Image.drawing(size: Size(width: 2, height: 2), scale: 1) { $0.paint(.black) }
        func key(_ n: Int) -> ResampledImageLayers.Key {
            .init(image: ObjectIdentifier(image), transform: Transform(a: Double(n + 2), b: 0, c: 0, d: 2, tx: 0, ty: 0),
                  interpolation: .high, clip: PixelRegion(x: 0, y: 0, width: 8, height: 8))
        }
        var draws = 0
        for n in [0, 0, 1, 0, 2, 3, 4, 0, 1] {
            _ = layers.layer(for: key(n), image: image) { _ in draws += 1 }
        }
        // 0, 1, 2, 3 made; 4 lets 1 go (0 was used again); 0 kept; 1 made again.
        #expect(draws == 6)
        #expect(layers.madeCount == 6)
    }
}
