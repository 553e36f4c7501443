import BezelGraphics
import Testing
@testable import Bezel

@Suite struct CrossDissolveTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 1, blue: 0)

    /// A flat image of `color`, `side` points square, at `scale`.
    static func solid(_ color: Color, side: Double = 8, scale: Double = 2) throws -> Image {
        let surface = try ImageSurface(size: Size(width: side, height: side), scale: scale)
        surface.canvas.paint(color)
        return try surface.makeImage()
    }

    private func photo(_ image: Image?) -> CrossDissolveImageView {
        let view = CrossDissolveImageView(image: image, frame: Rect(x: 0, y: 0, width: 8, height: 8),
                                          style: ImageViewStyle(contentMode: .scaleToFill))
        view.identifier = "photo"
        return view
    }

    /// The colour at the middle of the view rendered at 2x.
    private func middle(_ view: View) throws -> Color {
        try #require(try view.renderImage(scale: 2).pixel(x: 8, y: 8))
    }

    private func expectColor(_ color: Color, _ expected: Color, within tolerance: Double = 2.0 / 255,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(color.red - expected.red) <= tolerance && abs(color.green - expected.green) <= tolerance
            && abs(color.blue - expected.blue) <= tolerance && abs(color.alpha - expected.alpha) <= tolerance
        #expect(close, "\(color) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func oneSecondFromTheOldImageToTheNew() throws {
        let clock = VirtualClock()
        let newImage = try Self.solid(Self.blue)
        let view = photo(try Self.solid(Self.red))
        view.crossDissolve(to: newImage, on: clock)
        #expect(view.image === newImage && view.isTransitioning)
        #expect(try middle(view) == Self.red)                       // 0 s: only the old image
        clock.advance(by: 0.5)
        expectColor(try middle(view), Color(red: 0.5, green: 0, blue: 0.5))   // 0.5 s: half and half
        clock.advance(by: 0.5)
        #expect(try middle(view) == Self.blue && !view.isTransitioning)   // 1 s: only the new one
        let plain = ImageView(image: newImage, frame: view.frame, style: ImageViewStyle(contentMode: .scaleToFill))
        #expect(try view.renderImage(scale: 2).premultipliedARGB() == plain.renderImage(scale: 2).premultipliedARGB())
    }

    @Test func theProgressFollowsTheCurve() throws {
        let clock = VirtualClock(frameInterval: 0.125)
        let view = photo(try Self.solid(Self.red))
        view.crossDissolve(to: try Self.solid(Self.blue), curve: .linear, on: clock)
        clock.advance(by: 0.25)
        #expect(view.transitionProgress == 0.25)
        expectColor(try middle(view), Color(red: 0.75, green: 0, blue: 0.25))
    }

    @Test func translucentImagesMixInPremultipliedColour() throws {
        let clock = VirtualClock()
        let view = photo(try Self.solid(Self.red.withAlpha(0.5)))
        view.crossDissolve(to: try Self.solid(Self.blue.withAlpha(0.5)), on: clock)
        clock.advance(by: 0.5)
        expectColor(try middle(view), Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
    }

    @Test func theMixIsDrawnOverTheBackground() throws {
        let clock = VirtualClock()
        let view = photo(nil)
        view.backgroundColor = .white
        view.crossDissolve(to: try Self.solid(Self.blue), on: clock)   // from no image: a fade-in
        clock.advance(by: 0.5)
        expectColor(try middle(view), Color(red: 0.5, green: 0.5, blue: 1))
        clock.advance(by: 0.5)
        #expect(try middle(view) == Self.blue)
    }

    @Test func theTransitionIsNamedAndSettleWaitsForIt() throws {
        let clock = VirtualClock(frameInterval: 0.25)
        let view = photo(try Self.solid(Self.red))
        var flags: [Bool] = []
        view.crossDissolve(to: try Self.solid(Self.blue), on: clock) { flags.append($0) }
        #expect(clock.settle(max: 0.5) == .timedOut(at: 0.5, pending: ["animation photo.image"]))
        #expect(view.treeDescription().contains("dissolving=0.5"))
        #expect(clock.settle(max: 5) == .settled(at: 1))
        #expect(flags == [true] && !view.treeDescription().contains("dissolving"))
    }

    @Test func aNewTransitionStartsFromTheMixOnScreen() throws {
        let clock = VirtualClock(frameInterval: 0.25)
        let view = photo(try Self.solid(Self.red))
        var flags: [Bool] = []
        view.crossDissolve(to: try Self.solid(Self.blue), curve: .linear, on: clock) { flags.append($0) }
        clock.advance(by: 0.5)
        view.crossDissolve(to: try Self.solid(Self.green), curve: .linear, on: clock)
        #expect(flags == [false])
        expectColor(try middle(view), Color(red: 0.5, green: 0, blue: 0.5))   // nothing jumps
        clock.advance(by: 0.5)
        expectColor(try middle(view), Color(red: 0.25, green: 0.5, blue: 0.25))
        clock.advance(by: 0.5)
        #expect(try middle(view) == Self.green)
    }

    @Test func settingTheImageOrCancellingEndsTheTransitionAtOnce() throws {
        let clock = VirtualClock()
        let view = photo(try Self.solid(Self.red))
        var flags: [Bool] = []
        let transition = view.crossDissolve(to: try Self.solid(Self.blue), on: clock) { flags.append($0) }
        clock.advance(by: 0.3)
        transition.cancel()
        #expect(flags == [false] && !view.isTransitioning && clock.pendingWork.isEmpty)
        #expect(try middle(view) == Self.blue)
        view.crossDissolve(to: try Self.solid(Self.green), on: clock) { flags.append($0) }
        clock.advance(by: 0.3)
        view.image = try Self.solid(Self.red)
        #expect(flags == [false, false] && !view.isTransitioning && clock.pendingWork.isEmpty)
        #expect(try middle(view) == Self.red)
    }

    @Test(arguments: [0, -1, .nan] as [Double])
    func aTransitionWithoutADurationSwitchesAtOnce(_ duration: Double) throws {
        let clock = VirtualClock()
        let view = photo(try Self.solid(Self.red))
        var flags: [Bool] = []
        view.crossDissolve(to: try Self.solid(Self.blue), duration: duration, on: clock) { flags.append($0) }
        #expect(flags == [true] && !view.isTransitioning && view.transitionProgress == 1)
        #expect(try middle(view) == Self.blue)
    }

    @Test func aNewImageSizeNeedsLayoutAtOnce() throws {
        let clock = VirtualClock()
        let view = photo(try Self.solid(Self.red))
        try view.layout(.loose(Size(width: 100, height: 100)))
        view.crossDissolve(to: try Self.solid(Self.blue, side: 16), on: clock)
        #expect(view.needsLayout)
        #expect(view.size(for: .unbounded) == Size(width: 16, height: 16))
    }
}
