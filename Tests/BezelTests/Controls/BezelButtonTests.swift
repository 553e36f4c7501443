import BezelGraphics
import Testing
@testable import Bezel

@Suite struct BezelButtonTests {
    private func button(_ mode: BezelButton.Mode, recessed: Bool = false) -> BezelButton {
        BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64), mode: mode, recessed: recessed)
    }

    private func tap(_ button: BezelButton, endAt end: Point = Point(x: 32, y: 32)) {
        button.touchBegan(Touch(location: Point(x: 32, y: 32)))
        button.touchEnded(Touch(location: end))
    }

    @Test func normalModeLooksPushedInWhileHeld() {
        let b = button(.normal)
        #expect(!b.showsRecessed)
        b.touchBegan(Touch(location: Point(x: 32, y: 32)))
        #expect(b.isPushed && b.showsRecessed && b.showsPushedOverlay)
        b.touchEnded(Touch(location: Point(x: 32, y: 32)))
        #expect(!b.isPushed && !b.showsRecessed && !b.recessed)
    }

    @Test func toggleModeFlipsOnACompletePressInside() {
        let b = button(.toggle)
        var seenInAction: Bool?
        b.addAction(for: .touchUpInside) { control, _ in seenInAction = (control as? BezelButton)?.recessed }
        b.touchBegan(Touch(location: Point(x: 32, y: 32)))
        #expect(b.showsRecessed)            // pressing shows the new state
        b.touchEnded(Touch(location: Point(x: 32, y: 32)))
        #expect(b.recessed && b.showsRecessed)
        #expect(seenInAction == true)       // actions see the flipped value
        tap(b)
        #expect(!b.recessed)
    }

    @Test func toggleModeKeepsItsStateOnTouchUpOutsideAndCancel() {
        let b = button(.toggle, recessed: true)
        tap(b, endAt: Point(x: 500, y: 500))
        #expect(b.recessed)
        b.touchBegan(Touch(location: Point(x: 32, y: 32)))
        #expect(!b.showsRecessed)
        b.touchCancelled()
        #expect(b.recessed && b.showsRecessed && !b.isPushed)
    }

    @Test func fixedModeNeverChangesItsLookButSendsEvents() {
        let b = button(.fixed, recessed: true)
        let log = EventLog()
        b.addAction(for: .allEvents) { _, e in log.events += e.names }
        b.touchBegan(Touch(location: Point(x: 32, y: 32)))
        #expect(b.isPushed && b.showsRecessed && !b.showsPushedOverlay)
        b.touchEnded(Touch(location: Point(x: 32, y: 32)))
        #expect(b.recessed)
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func pushedFollowsTheFingerInAndOut() {
        let b = button(.normal)
        b.touchBegan(Touch(location: Point(x: 32, y: 32)))
        b.touchMoved(Touch(location: Point(x: 300, y: 32)))
        #expect(!b.isPushed && !b.showsRecessed)
        b.touchMoved(Touch(location: Point(x: 40, y: 32)))
        #expect(b.isPushed && b.showsRecessed)
    }

    @Test func disabledButtonsTakeNoTouch() {
        let b = button(.toggle)
        b.isEnabled = false
        tap(b)
        #expect(!b.recessed && !b.isPushed)
    }

    @Test func recessedLookHasItsShadowInsideTopLeft() throws {
        let image = try button(.fixed, recessed: true).renderImage(scale: 2, background: .white)
        func dark(_ x: Double, _ y: Double) -> Double { 1 - (image.pixel(x: Int(x * 2), y: Int(y * 2))?.green ?? 1) }
        #expect(dark(5, 32) > 0.15 && dark(32, 5) > 0.15)      // inside, top and left edges
        #expect(dark(57, 32) < 0.05 && dark(32, 57) < 0.05)    // inside, bottom and right: lit
        #expect(dark(62, 32) == 0)                               // outside: no drop shadow
    }

    @Test func raisedLookCastsItsShadowBottomRight() throws {
        let image = try button(.fixed).renderImage(scale: 2, background: .white)
        func dark(_ x: Double, _ y: Double) -> Double { 1 - (image.pixel(x: Int(x * 2), y: Int(y * 2))?.green ?? 1) }
        #expect(dark(61.5, 32) > 0.1 && dark(32, 61.5) > 0.1)
        #expect(dark(2, 32) == 0 && dark(32, 2) == 0)
        #expect(dark(32, 32) == 0)
    }

    @Test func pushedOverlayDarkensTheBezel() throws {
        let b = button(.normal, recessed: true)
        let rest = try #require(try b.renderImage(scale: 1, background: .white).pixel(x: 40, y: 40))
        b.isPushed = true
        let pushed = try #require(try b.renderImage(scale: 1, background: .white).pixel(x: 40, y: 40))
        #expect(abs(pushed.red - rest.red * 0.8) < 0.01)
    }

    @Test func theImageMovesWithTheBezel() throws {
        // A 1-point black dot image drawn at the padded rect: its position shifts by ±1 pt.
        let dot = try Image(width: 1, height: 1, premultipliedARGB: [0xFF00_0000])
        let b = BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64), image: dot, mode: .fixed)
        var style = b.style
        style.imagePadding = 31   // a 2 pt square at (31, 31), moved by ±1 pt
        b.style = style
        let raised = try b.renderImage(scale: 1, background: .white)
        b.recessed = true
        let recessed = try b.renderImage(scale: 1, background: .white)
        #expect(raised.pixel(x: 30, y: 30) == .black)      // lifted: up and left
        #expect(recessed.pixel(x: 33, y: 33) == .black)    // pressed in: down and right
        #expect(recessed.pixel(x: 30, y: 30) == .white)
    }

    @Test func pathsAreBuiltOncePerSize() {
        let key = BezelGeometry.Key(size: Size(width: 64, height: 64), inset: 4, cornerRadius: 8)
        let geometry = BezelGeometry(key: key)
        #expect(geometry.contentFrame == Rect(x: 4, y: 4, width: 56, height: 56))
        #expect(geometry.ring.elements.count == geometry.bezel.elements.count + 5)
    }

    @Test func stateAppearsInTheTreeDump() {
        let b = button(.toggle, recessed: true)
        b.isEnabled = false
        #expect(b.summary == "BezelButton frame=(0, 0, 64, 64) disabled mode=toggle recessed=true pushed=false")
    }
}

@Suite struct BezelButtonLayoutTests {
    @Test func takesPartInLayout() throws {
        let glyph = try Image(width: 40, height: 40, scale: 2, premultipliedARGB: Array(repeating: 0xFF00_0000, count: 1600))
        let withImage = BezelButton(image: glyph)      // 20 pt image + 16 pt padding each side
        let plain = BezelButton()
        let stack = HStack(spacing: 10) { withImage; plain }
        #expect(try stack.layout(.unbounded) == Size(width: 52 + 10 + 64, height: 64))
        #expect(withImage.frame.size == Size(width: 52, height: 52))
        var style = withImage.style
        style.imagePadding = 4
        withImage.style = style
        #expect(withImage.needsLayout)
        try stack.layout(.unbounded)
        #expect(withImage.frame.size == Size(width: 28, height: 28))
    }
}
