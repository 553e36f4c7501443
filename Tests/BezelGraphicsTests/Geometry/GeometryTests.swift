import Testing
@testable import BezelGraphics

@Suite struct GeometryTests {
    @Test func rectContainmentIsHalfOpen() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 39.999, y: 59.999)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(!rect.contains(Point(x: 9.999, y: 30)))
    }

    @Test func insetsOffsetsUnionIntersection() {
        let rect = Rect(x: 0, y: 0, width: 64, height: 64)
        #expect(rect.insetBy(dx: 4, dy: 4) == Rect(x: 4, y: 4, width: 56, height: 56))
        #expect(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 58, height: 60))
        #expect(rect.offsetBy(dx: 3, dy: -3) == Rect(x: 3, y: -3, width: 64, height: 64))
        let other = Rect(x: 60, y: 60, width: 10, height: 10)
        #expect(rect.union(other) == Rect(x: 0, y: 0, width: 70, height: 70))
        #expect(rect.intersection(other) == Rect(x: 60, y: 60, width: 4, height: 4))
        #expect(rect.intersection(Rect(x: 64, y: 0, width: 5, height: 5)) == nil)
        #expect(Rect(x: 0.5, y: 0.2, width: 1, height: 1).integral == Rect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func sizesKnowWhetherTheyCanBeDrawn() {
        #expect(Size(width: 1, height: 1).isDrawable)
        #expect(!Size(width: 0, height: 1).isDrawable)
        #expect(!Size(width: -1, height: 1).isDrawable)
        #expect(!Size(width: .nan, height: 1).isDrawable)
        #expect(!Size(width: .infinity, height: 1).isDrawable)
    }

    @Test func cornerRadiiShrinkTogetherToFit() {
        let radii = CornerRadii(all: 40).clamped(to: Size(width: 60, height: 100))
        #expect(radii == CornerRadii(all: 30))
        #expect(CornerRadii(topLeft: -3, topRight: .nan, bottomRight: 2, bottomLeft: 2).clamped(to: Size(width: 10, height: 10))
            == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 2, bottomLeft: 2))
    }

    @Test func transformsMapPoints() {
        let t = Transform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7)
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 7, y: 10))
        #expect(Transform.scale(x: 2, y: 2).lengthScale == 2)
    }

    @Test func descriptionsAreShort() {
        #expect(Rect(x: 4, y: 4.5, width: 56, height: 56).description == "(4, 4.5, 56, 56)")
        #expect(Size(width: 64, height: 64).description == "64x64")
    }
}
