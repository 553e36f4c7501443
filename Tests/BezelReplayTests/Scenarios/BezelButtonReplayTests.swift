import Bezel
import BezelGallery
import BezelGraphics
import BezelReplay
import BezelSnapshotTesting
import Testing

/// Each bezel-button mode through began → moved outside → moved back inside
/// → ended, and through began → cancelled, with the events of every step and
/// a snapshot at each.
@Suite struct BezelButtonReplayTests {
    static func makeWindow(mode: BezelButton.Mode) throws -> (Window, BezelButton) {
        let window = Window(size: Size(width: 96, height: 96), scale: 2)
        let button = BezelButton(frame: Rect(x: 16, y: 16, width: 64, height: 64), image: try SampleGlyph.play())
            .mode(mode).id("button")
        window.addSubview(button)
        return (window, button)
    }

    static let inside = ViewSelector.point(Point(x: 48, y: 48))
    /// Past the 70 pt slop, below the window: a touch keeps going to its view wherever the finger goes.
    static let outside = ViewSelector.point(Point(x: 48, y: 48 + 32 + 70 + 20))

    @Test(arguments: BezelButton.Mode.allCases)
    func pressDragOutBackInAndRelease(mode: BezelButton.Mode) throws {
        let (window, button) = try Self.makeWindow(mode: mode)
        let session = ReplaySession(window: window)
        func snap(_ step: String) throws {
            assertSnapshot(of: try session.capture(step), as: .image, named: "bezel-button.mode=\(mode.rawValue).step=\(step)@2x",
                           suite: "BezelButtonReplay")
        }
        try session.touch(.began, at: Self.inside)
        #expect(session.eventsOfLastStep == [sent("BezelButton", "button", [.touchDown])])
        #expect(button.isPushed)
        try snap("1-began")

        try session.touch(.moved, at: Self.outside)
        #expect(session.eventsOfLastStep == [sent("BezelButton", "button", [.touchDragExit]), sent("BezelButton", "button", [.touchDragOutside])])
        #expect(!button.isPushed)
        try snap("2-moved-outside")

        try session.touch(.moved, at: Self.inside)
        #expect(session.eventsOfLastStep == [sent("BezelButton", "button", [.touchDragEnter]), sent("BezelButton", "button", [.touchDragInside])])
        #expect(button.isPushed)
        try snap("3-moved-inside")

        try session.touch(.ended, at: Self.inside)
        #expect(session.eventsOfLastStep == [sent("BezelButton", "button", [.touchUpInside, .primaryActionTriggered])])
        #expect(!button.isPushed)
        #expect(button.recessed == (mode == .toggle))     // only a toggle keeps the change
        try snap("4-ended")
    }

    @Test(arguments: BezelButton.Mode.allCases)
    func pressAndCancel(mode: BezelButton.Mode) throws {
        let (window, button) = try Self.makeWindow(mode: mode)
        let session = ReplaySession(window: window)
        try session.touch(.began, at: Self.inside)
        try session.touch(.cancelled, at: Self.inside)
        #expect(session.eventsOfLastStep == [sent("BezelButton", "button", [.touchCancel])])
        #expect(!button.isPushed && !button.recessed)
        assertSnapshot(of: try session.capture("cancelled"), as: .image,
                       named: "bezel-button.mode=\(mode.rawValue).step=cancelled@2x", suite: "BezelButtonReplay")
    }
}
