import BezelGraphics
import Testing
@testable import Bezel

@Suite struct ViewRenderingTests {
    private func tree() -> (View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = .white
        let child = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        child.backgroundColor = .black
        root.addSubview(child)
        return (root, child)
    }

    @Test func subviewsDrawAtTheirFrames() throws {
        let (root, _) = tree()
        let image = try root.renderImage(scale: 2)
        #expect(image.pixelWidth == 40)
        #expect(image.pixel(x: 12, y: 12) == .black)
        #expect(image.pixel(x: 8, y: 8) == .white)
    }

    @Test func hiddenViewsAreNotDrawn() throws {
        let (root, child) = tree()
        child.isHidden = true
        #expect(try root.renderImage().pixel(x: 10, y: 10) == .white)
    }

    @Test func alphaFadesTheSubtree() throws {
        let (root, child) = tree()
        child.alpha = 0.5
        let pixel = try #require(try root.renderImage().pixel(x: 10, y: 10))
        #expect(abs(pixel.red - 0.5) < 0.01)
    }

    @Test func clippingHidesOverhangingSubviews() throws {
        let (root, child) = tree()
        let overhang = View(frame: Rect(x: 8, y: 0, width: 10, height: 4))
        overhang.backgroundColor = Color(red: 1, green: 0, blue: 0)
        child.addSubview(overhang)
        #expect(try root.renderImage().pixel(x: 17, y: 6) == Color(red: 1, green: 0, blue: 0))
        child.clipsToBounds = true
        #expect(try root.renderImage().pixel(x: 17, y: 6) == .white)
    }

    @Test func roundedBackgroundsLeaveCornersClear() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .black
        view.cornerRadius = 8
        let image = try view.renderImage()
        #expect(image.pixel(x: 0, y: 0)?.alpha == 0)
        #expect(image.pixel(x: 10, y: 10) == .black)
    }

    @Test func bezelButtonsRenderToVectorDocuments() throws {
        let button = BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64), recessed: true)
        for format in VectorSurface.Format.allCases {
            let data = try button.renderDocument(format: format, background: .white).finish()
            #expect(data.count > 200)
        }
    }

    @Test func emptyViewsCannotBeRendered() {
        #expect(throws: GraphicsError.self) { try View(frame: .zero).renderImage() }
        #expect(throws: GraphicsError.self) {
            try View(frame: Rect(x: 0, y: 0, width: .nan, height: 5)).renderImage()
        }
        #expect(throws: GraphicsError.self) {
            try View(frame: Rect(x: 0, y: 0, width: 10_000, height: 5)).renderImage(scale: 2)
        }
    }
}
