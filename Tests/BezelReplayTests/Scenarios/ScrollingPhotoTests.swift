import Bezel
import BezelGallery
import BezelGraphics
import BezelReplay
import Testing

/// The sources' scrolling photo: the blurred copy's alpha is the scroll
/// offset / 80, clamped to 0…1.
@Suite struct ScrollingPhotoTests {
    static func makeWindow() throws -> (Window, ScrollView, View) {
        let window = Window(size: Size(width: 200, height: 300))
        let photo = try SampleGlyph.landscape(size: Size(width: 200, height: 300))
        window.addSubview(ImageView(image: photo, frame: Rect(x: 0, y: 0, width: 200, height: 300)))
        let blurred = ImageView(image: try photo.blurred(radius: 12), frame: Rect(x: 0, y: 0, width: 200, height: 300))
        blurred.identifier = "blurred"
        blurred.alpha = 0
        window.addSubview(blurred)
        let text = VStack(spacing: 8) { for i in 0..<30 { Label("Line \(i)").id("line-\(i)") } }
        let scroller = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 300), content: text).id("scroller")
        scroller.didScroll = { view in blurred.alpha = min(max(view.contentOffset.y / 80, 0), 1) }
        window.addSubview(scroller)
        try window.layout()
        return (window, scroller, blurred)
    }

    @Test(arguments: [(40.0, 0.5), (100.0, 1.0), (20.0, 0.25)])
    func alphaFollowsTheOffset(drag: Double, alpha: Double) throws {
        let (window, scroller, blurred) = try Self.makeWindow()
        let session = ReplaySession(window: window)
        try session.drag(from: .point(Point(x: 100, y: 200)), to: .point(Point(x: 100, y: 200 - drag)), steps: 10)
        #expect(scroller.contentOffset.y == drag)
        #expect(abs(blurred.alpha - alpha) < 1e-9)
        #expect(session.trace.contains { if case .scrollTookOver = $0.event { true } else { false } })   // the label under the finger lost the touch
    }

    @Test func framesShowTheBlurFadingIn() throws {
        let (window, _, _) = try Self.makeWindow()
        let session = ReplaySession(window: window)
        let sharp = try session.capture("offset-0")
        try session.drag(from: .point(Point(x: 100, y: 250)), to: .point(Point(x: 100, y: 150)))
        let blurred = try session.capture("offset-100")
        #expect(sharp.premultipliedARGB() != blurred.premultipliedARGB())
    }
}
