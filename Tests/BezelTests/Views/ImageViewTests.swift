import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

@Suite struct ImageViewTests {
    /// A 64×40 pt landscape at `scale` (sky, sun, hills) inside a rounded
    /// rectangle with a round hole: transparent at the corners and in the hole.
    static func landscape(scale: Double = 2) throws -> Image {
        let surface = try ImageSurface(size: Size(width: 64, height: 40), scale: scale)
        let canvas = surface.canvas
        let frame = Rect(x: 0, y: 0, width: 64, height: 40)
        var shape = Path.roundedRect(frame, radius: 9)
        shape.append(.circle(center: Point(x: 50, y: 29), radius: 5))
        canvas.clip(to: shape, rule: .evenOdd)
        canvas.fill(.rect(frame), with: .linearGradient(LinearGradient(
            start: Point(x: 0, y: 0), end: Point(x: 0, y: 40),
            stops: [GradientStop(0, Color(red: 0.25, green: 0.55, blue: 0.95)),
                    GradientStop(1, Color(red: 0.75, green: 0.88, blue: 1.0))])))
        canvas.fill(.circle(center: Point(x: 46, y: 12), radius: 6), with: Color(red: 1.0, green: 0.78, blue: 0.2))
        var hills = Path()
        hills.move(to: Point(x: 0, y: 40))
        hills.line(to: Point(x: 0, y: 27))
        hills.curve(to: Point(x: 34, y: 26), control1: Point(x: 10, y: 16), control2: Point(x: 22, y: 18))
        hills.curve(to: Point(x: 64, y: 22), control1: Point(x: 44, y: 32), control2: Point(x: 54, y: 18))
        hills.line(to: Point(x: 64, y: 40))
        hills.close()
        canvas.fill(hills, with: Color(red: 0.2, green: 0.62, blue: 0.3))
        return try surface.makeImage()
    }

    @Test func intrinsicSizeIsTheImageSizeInPoints() throws {
        let view = ImageView(image: try Self.landscape(scale: 2))
        #expect(view.size(for: .unbounded) == Size(width: 64, height: 40))
        #expect(view.size(for: Constraints(maxWidth: 32)) == Size(width: 32, height: 20))
        #expect(view.size(for: Constraints(maxHeight: 10)) == Size(width: 16, height: 10))
        #expect(ImageView().size(for: Constraints(minWidth: 5, minHeight: 6)) == Size(width: 5, height: 6))
    }

    @Test func aNewImageSizeNeedsLayout() throws {
        let view = ImageView(image: try Self.landscape(scale: 2), frame: Rect(x: 0, y: 0, width: 64, height: 40))
        try view.layout(.loose(Size(width: 100, height: 100)))
        view.isGrayscale = true
        #expect(!view.needsLayout)
        view.image = try Self.landscape(scale: 2)  // another image of the same size
        #expect(!view.needsLayout && view.needsDisplay)
        view.image = try Self.landscape(scale: 1).resized(to: Size(width: 32, height: 20))
        #expect(view.needsLayout)
    }

    @Test(arguments: ContentMode.allCases)
    func theImageRectFollowsTheContentMode(_ mode: ContentMode) throws {
        let view = ImageView(image: try Self.landscape(), frame: Rect(x: 0, y: 0, width: 96, height: 72),
                             style: ImageViewStyle(contentMode: mode))
        let rect = try #require(view.imageRect)
        switch mode {
        case .scaleToFill: #expect(rect == view.bounds)
        case .aspectFit: #expect(rect == Rect(x: 0, y: 6, width: 96, height: 60))
        case .aspectFill:
            #expect(abs(rect.minX + 9.6) < 1e-9 && rect.minY == 0)
            #expect(abs(rect.width - 115.2) < 1e-9 && rect.height == 72)
        case .center: #expect(rect == Rect(x: 16, y: 16, width: 64, height: 40))
        }
    }

    @Test(arguments: [ContentMode.aspectFill, .center])
    func overflowingModesAreClipped(_ mode: ContentMode) throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        let view = ImageView(image: try Self.landscape(), frame: Rect(x: 20, y: 10, width: 20, height: 40),
                             style: ImageViewStyle(contentMode: mode))
        root.addSubview(view)
        let image = try root.renderImage(scale: 2)
        #expect(image.pixel(x: 30, y: 60) == .white && image.pixel(x: 90, y: 60) == .white)
        #expect(image.pixel(x: 60, y: 60) != .white)
    }

    @Test func centreAtTheImageScaleCopiesThePixels() throws {
        let source = try Self.landscape(scale: 2)
        let view = ImageView(image: source, frame: Rect(x: 0, y: 0, width: 64, height: 40),
                             style: ImageViewStyle(contentMode: .center))
        let drawn = try view.renderImage(scale: 2)
        #expect(drawn.premultipliedARGB() == source.premultipliedARGB())
    }

    @Test func grayscaleKeepsTheAlpha() throws {
        let view = ImageView(image: try Self.landscape(), frame: Rect(x: 0, y: 0, width: 64, height: 40),
                             style: ImageViewStyle(contentMode: .scaleToFill))
        view.isGrayscale = true
        let drawn = try view.renderImage(scale: 2)
        let sky = try #require(drawn.pixel(x: 20, y: 10))
        #expect(abs(sky.red - sky.green) < 0.01 && abs(sky.green - sky.blue) < 0.01 && sky.alpha == 1)
        #expect(drawn.pixel(x: 0, y: 0)?.alpha == 0)
        #expect(drawn.pixel(x: 100, y: 58)?.alpha == 0)  // the hole
    }

    @Test func stateDescriptionNamesModeAndImage() throws {
        let view = ImageView(image: try Self.landscape(), style: ImageViewStyle(contentMode: .aspectFill))
        view.isGrayscale = true
        #expect(view.summary.hasSuffix("mode=aspectFill image=128x80@2x grayscale"))
        #expect(ImageView().summary.hasSuffix("mode=aspectFit image=none"))
    }
}

/// Every content mode, in colour and in grey, at 2x: a landscape with
/// transparent corners and a hole in a 96×72 view with a light grey background.
@Suite struct ImageViewSnapshotTests {
    static let mode = StateDimension("mode", ContentMode.allCases)
    static let grayscale = StateDimension.bool("grayscale")

    @Test func everyModeAtTwoX() throws {
        let image = try ImageViewTests.landscape(scale: 2)
        let matrix = StateMatrix(Self.mode, Self.grayscale)
        assertSnapshots(matrix: matrix, prefix: "image-view", scales: [2], suite: "ImageView") { c in
            var style = ImageViewStyle(contentMode: try c.value(of: Self.mode))
            style.backgroundColor = Color(white: 0.9)
            style.cornerRadius = 4
            let view = ImageView(image: image, frame: Rect(x: 0, y: 0, width: 96, height: 72), style: style)
            view.isGrayscale = try c.value(of: Self.grayscale)
            return framedForSnapshot(view, width: 96, height: 72, padding: 8)
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
