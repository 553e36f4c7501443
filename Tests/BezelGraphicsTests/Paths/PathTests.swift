import Foundation
import Testing
@testable import BezelGraphics

@Suite struct PathTests {
    @Test func roundedRectIsFourArcsJoinedAndClosed() {
        let path = Path.roundedRect(Rect(x: 4, y: 4, width: 56, height: 56), radius: 8)
        let arcs = path.elements.filter { if case .arc = $0 { return true } else { return false } }
        #expect(arcs.count == 4)
        #expect(path.elements.first == .move(to: Point(x: 4, y: 12)))
        #expect(path.elements.last == .close)
        #expect(path.controlBounds == Rect(x: 4, y: 4, width: 56, height: 56))
    }

    @Test func equalPathsAreEqualKeys() {
        let a = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 2)
        let b = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 2)
        let c = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 3)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c)
    }

    @Test func arcToMakesATangentArc() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.arc(tangent1: Point(x: 10, y: 0), tangent2: Point(x: 10, y: 10), radius: 4)
        // A line to (6, 0), then a quarter arc around (6, 4) ending at (10, 4).
        #expect(path.elements.count == 3)
        guard case let .arc(center, radius, _, _, clockwise) = path.elements[2] else {
            Issue.record("expected an arc, got \(path.elements)")
            return
        }
        #expect(abs(center.x - 6) < 1e-9 && abs(center.y - 4) < 1e-9)
        #expect(radius == 4 && clockwise)
        #expect(abs(path.currentPoint!.x - 10) < 1e-9 && abs(path.currentPoint!.y - 4) < 1e-9)
    }

    @Test func degenerateArcToIsALine() {
        var path = Path()
        path.move(to: .zero)
        path.arc(tangent1: Point(x: 5, y: 0), tangent2: Point(x: 10, y: 0), radius: 3)
        #expect(path.elements.last == .line(to: Point(x: 5, y: 0)))
    }

    @Test func curvesAndCloseDraw() throws {
        var path = Path()
        path.move(to: Point(x: 2, y: 2))
        path.curve(to: Point(x: 14, y: 14), control1: Point(x: 14, y: 2), control2: Point(x: 14, y: 2))
        path.quadCurve(to: Point(x: 2, y: 14), control: Point(x: 8, y: 20))
        path.close()
        #expect(path.isFinite)
        let surface = try ImageSurface(size: Size(width: 16, height: 16))
        surface.canvas.fill(path, with: .black)
        let image = try surface.makeImage()
        #expect(image.pixel(x: 10, y: 8)?.alpha == 1)
        #expect(image.pixel(x: 1, y: 1)?.alpha == 0)
    }

    @Test func nonFinitePathsAreNoticed() {
        var path = Path()
        path.move(to: Point(x: .nan, y: 0))
        #expect(!path.isFinite)
    }
}
