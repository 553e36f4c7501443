import Bezel
import BezelGraphics
import Testing

/// A view that draws a colour it is told about without being marked as
/// changed: the mistake the check exists to catch.
private final class Careless: View {
    var colour = Color(red: 1, green: 0, blue: 0)
    override func draw(in canvas: Canvas) { canvas.fill(bounds, with: colour) }
}

/// `Window/captureFrame()` redraws only what changed, with the pixels of a
/// full render (each test compares them itself, with the check off, and the
/// check is on everywhere else in the suite).
@Suite struct IncrementalRenderTests {
    static func window() -> (Window, View, Label) {
        let window = Window(size: Size(width: 200, height: 120), scale: 2)
        window.checksIncrementalRender = false
        let a = View(frame: Rect(x: 10, y: 10, width: 30, height: 20))
        a.backgroundColor = Color(red: 1, green: 0, blue: 0)
        a.cornerRadius = 5
        let b = Label("Hello", font: .system(size: 15))
        b.frame = Rect(x: 100, y: 60, width: 80, height: 30)
        window.addSubview(a)
        window.addSubview(b)
        return (window, a, b)
    }

    static func expectSamePixelsAsAFullRender(_ window: Window, _ frame: Image, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let full = try window.renderImage(scale: window.scale)
        #expect(frame.premultipliedARGB() == full.premultipliedARGB(), sourceLocation: sourceLocation)
    }

    @Test func theFirstFrameIsDrawnWholeAndAnUnchangedOneNotAtAll() throws {
        let (window, _, _) = Self.window()
        let first = try window.captureFrame()
        #expect(window.lastCaptureDamage?.rects == [Rect(x: 0, y: 0, width: 200, height: 120)])
        let second = try window.captureFrame()
        #expect(window.lastCaptureDamage?.isEmpty == true)
        #expect(second.premultipliedARGB() == first.premultipliedARGB())
    }

    @Test func theChangedRegionBetweenTwoFramesIsEveryCaptureInBetweenAndHoldsEveryChangedPixel() throws {
        let (window, a, b) = Self.window()
        let first = try window.captureFrame()
        #expect(window.changedRegion(from: first, to: first)?.isEmpty == true)
        a.frame.origin = Point(x: 120, y: 10)
        let second = try window.captureFrame()
        b.text = "Bye"
        _ = try window.captureFrame()   // released at once: its damage still counts between the frames around it
        _ = try window.captureFrame()   // nothing changed: the same frame again
        a.alpha = 0.5
        let fourth = try window.captureFrame()
        let region = try #require(window.changedRegion(from: first, to: fourth))
        #expect(region.rects.count >= 2)
        // Every changed pixel lies in the region: looking there alone finds what a whole comparison finds.
        let whole = PixelRegion.changed(from: first, to: fourth)
        #expect(whole != nil && PixelRegion.changed(from: first, to: fourth, within: region.pixelRegions) == whole)
        #expect(window.changedRegion(from: second, to: fourth).map { $0.rects.count >= 1 } == true)
        #expect(window.changedRegion(from: fourth, to: first) == nil, "later to earlier is not known")
        let stranger = try Window(size: Size(width: 200, height: 120)).captureFrame()
        #expect(window.changedRegion(from: stranger, to: fourth) == nil)
    }

    @Test func theChangedRegionIsForgottenForFramesTooFarBack() throws {
        let (window, a, _) = Self.window()
        let first = try window.captureFrame()
        var last = first
        for step in 0..<Window.changeHistoryLength {
            a.frame.origin.x = Double(20 + step)
            last = try window.captureFrame()
        }
        #expect(window.changedRegion(from: first, to: last) == nil)
    }

    @Test func aMovedViewDamagesWhereItWasAndWhereItIs() throws {
        let (window, a, _) = Self.window()
        _ = try window.captureFrame()
        a.frame.origin = Point(x: 120, y: 10)
        let frame = try window.captureFrame()
        #expect(window.lastCaptureDamage?.rects == [Rect(x: 10, y: 10, width: 30, height: 20),
                                                    Rect(x: 120, y: 10, width: 30, height: 20)])
        try Self.expectSamePixelsAsAFullRender(window, frame)
    }

    @Test func hiddenFadedAndRemovedViewsAndNewTextAreRedrawnAsAFullRenderDrawsThem() throws {
        let (window, a, b) = Self.window()
        _ = try window.captureFrame()
        let changes: [() -> Void] = [
            { a.isHidden = true }, { a.isHidden = false }, { a.alpha = 0.4 }, { b.text = "A much longer text" },
            { b.removeFromSuperview() }, { a.addSubview(b) }, { a.clipsToBounds = true }, { window.backgroundColor = .black },
        ]
        for change in changes {
            change()
            let frame = try window.captureFrame()
            #expect(window.lastCaptureDamage?.isEmpty == false)
            try Self.expectSamePixelsAsAFullRender(window, frame)
        }
    }

    @Test func aBlurViewIsRedrawnWholeWhenWhatLiesBehindItChanges() throws {
        let (window, a, _) = Self.window()
        let blur = BlurView(frame: Rect(x: 40, y: 5, width: 60, height: 40), style: BlurViewStyle(radius: 8, tintColor: nil))
        window.addSubview(blur)
        _ = try window.captureFrame()
        a.frame.origin.x = 14   // still under the blur's reach, outside its frame
        let frame = try window.captureFrame()
        let blurPixels = Rect(x: 40, y: 5, width: 60, height: 40)
        #expect(window.lastCaptureDamage?.rects.contains { $0.intersection(blurPixels) == blurPixels } == true,
                "\(String(describing: window.lastCaptureDamage?.rects))")
        try Self.expectSamePixelsAsAFullRender(window, frame)
    }

    @Test func theCheckNamesAViewThatChangedWithoutSayingSo() throws {
        let window = Window(size: Size(width: 100, height: 100), scale: 1)
        let careless = Careless(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        careless.identifier = "careless"
        window.addSubview(careless)
        window.checksIncrementalRender = true
        _ = try window.captureFrame()
        careless.colour = Color(red: 0, green: 0, blue: 1)
        #expect(throws: IncrementalRenderMismatch(differingRect: Rect(x: 10, y: 20, width: 30, height: 40), damage: [],
                                                  views: ["Window", "Careless #careless"])) {
            try window.captureFrame()
        }
        careless.setNeedsDisplay()
        _ = try window.captureFrame()
    }
}
