import Bezel
import BezelGraphics
import Testing

/// The damaged region: rectangles rounded out to whole pixels, merged when
/// they overlap much, kept apart when far, collapsed when too many.
@Suite struct DamageRegionTests {
    @Test func rectanglesAreRoundedOutToWholePixelsAtTheScale() {
        var damage = DamageRegion(scale: 2)
        damage.add(Rect(x: 10.2, y: 10.3, width: 5.1, height: 0.1))
        #expect(damage.rects == [Rect(x: 10, y: 10, width: 5.5, height: 0.5)])
        var third = DamageRegion(scale: 3)
        third.add(Rect(x: 1.0 / 3, y: 0, width: 1.0 / 3, height: 1))
        third.add(third.rects[0])
        #expect(third.rects.count == 1 && third.rects[0].width * 3 > 0.999 && third.rects[0].width * 3 < 1.001,
                "a rounded rectangle rounds to itself")
    }

    @Test func overlappingRectanglesMergeAndDistantOnesStayApart() {
        var damage = DamageRegion(scale: 1)
        damage.add(Rect(x: 0, y: 0, width: 10, height: 10))
        damage.add(Rect(x: 2, y: 2, width: 10, height: 10))
        #expect(damage.rects == [Rect(x: 0, y: 0, width: 12, height: 12)])
        damage.add(Rect(x: 100, y: 100, width: 10, height: 10))
        #expect(damage.rects.count == 2)
        #expect(damage.intersects(Rect(x: 105, y: 105, width: 1, height: 1)))
        #expect(!damage.intersects(Rect(x: 50, y: 50, width: 10, height: 10)))
        #expect(!damage.intersects(Rect(x: 12, y: 0, width: 5, height: 5)), "sharing an edge is not overlapping")
        #expect(damage.bounds == Rect(x: 0, y: 0, width: 110, height: 110))
    }

    @Test func emptyAndNonFiniteRectanglesAddNothingAndTooManyBecomeOne() {
        var damage = DamageRegion(scale: 2)
        damage.add(.zero)
        damage.add(Rect(x: .nan, y: 0, width: 1, height: 1))
        damage.add(Rect(x: 0, y: 0, width: .infinity, height: 1))
        #expect(damage.isEmpty && damage.bounds == nil)
        for i in 0...DamageRegion.maximumCount { damage.add(Rect(x: Double(i) * 100, y: 0, width: 10, height: 10)) }
        #expect(damage.rects == [Rect(x: 0, y: 0, width: Double(DamageRegion.maximumCount) * 100 + 10, height: 10)])
    }
}
