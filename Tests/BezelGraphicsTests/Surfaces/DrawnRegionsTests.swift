import Testing
@testable import BezelGraphics

/// The regions a frame surface keeps by what they were drawn from: found
/// only for equal operations over the same rectangles, bounded, and looked
/// up less often while nothing is found.
@Suite struct DrawnRegionsTests {
    private static let region = [PixelRegion(x: 2, y: 3, width: 4, height: 2)]
    private static func operations(_ colour: Color) -> [RecordedOperation] {
        [.saveState, .fill(.rect(Rect(x: 0, y: 0, width: 9, height: 9)), .color(colour), .nonZero, .identity, .normal), .restoreState]
    }

    @Test func pixelsAreFoundForEqualOperationsOverTheSameRegions() {
        let drawn = DrawnRegions()
        drawn.keep([[UInt32](repeating: 7, count: 8)], of: Self.region, drawnFrom: Self.operations(.black), objects: [])
        #expect(drawn.pixels(of: Self.region, drawnFrom: Self.operations(.black)) == [[UInt32](repeating: 7, count: 8)])
        #expect(drawn.pixels(of: Self.region, drawnFrom: Self.operations(.white)) == nil)
        #expect(drawn.pixels(of: [PixelRegion(x: 2, y: 3, width: 4, height: 3)], drawnFrom: Self.operations(.black)) == nil)
        #expect(drawn.reuseCount == 1)
    }

    @Test func atMostCapacityEntriesAreKeptTheLeastRecentlyUsedGoingFirst() {
        let drawn = DrawnRegions()
        let colours = (0...DrawnRegions.capacity).map { Color(red: Double($0) / 100, green: 0, blue: 0, alpha: 1) }
        for colour in colours { drawn.keep([[0]], of: Self.region, drawnFrom: Self.operations(colour), objects: []) }
        #expect(drawn.pixels(of: Self.region, drawnFrom: Self.operations(colours[0])) == nil)
        #expect(drawn.pixels(of: Self.region, drawnFrom: Self.operations(colours[1])) != nil)
    }

    @Test func largeRegionsAreNotLookedUp() {
        let drawn = DrawnRegions()
        #expect(!drawn.shouldLookUp([PixelRegion(x: 0, y: 0, width: 1000, height: 1000)]))
        #expect(drawn.shouldLookUp(Self.region))
    }

    @Test func afterMissesInARowLookUpsBackOffUntilOneIsFound() {
        let drawn = DrawnRegions()
        for _ in 0..<DrawnRegions.missesBeforeBackingOff {
            #expect(drawn.shouldLookUp(Self.region))
            #expect(drawn.pixels(of: Self.region, drawnFrom: Self.operations(.black)) == nil)
        }
        let lookUps = (0..<(4 * DrawnRegions.backedOffInterval)).filter { _ in drawn.shouldLookUp(Self.region) }.count
        #expect(lookUps == 4)
        drawn.keep([[1]], of: Self.region, drawnFrom: Self.operations(.black), objects: [])
        while !drawn.shouldLookUp(Self.region) {}
        #expect(drawn.pixels(of: Self.region, drawnFrom: Self.operations(.black)) != nil)
        #expect(drawn.shouldLookUp(Self.region), "found again: every frame looks up")
    }
}
