import BezelGraphics
import Testing
@testable import Bezel
import BezelGallery

/// The examples of `Sources/Bezel/Bezel.docc/DeclaringAScreen.md` (once the
/// README's "Declaring a screen"), kept compiling and true; the lines of each
/// block must appear here in order (`DocumentationTests` checks that).
@Suite struct ReadmeExampleTests {
    @Test func declaringAScreen() throws {
        let play = try SampleGlyph.play()
        let screen = VStack(spacing: 12, alignment: .leading) {
            Label("Timer", font: .system(size: 20, weight: .bold))
            HStack(spacing: 8, alignment: .firstBaseline) {
                BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64), image: play).mode(.toggle).id("start")
                Spacer()
                Switch(isOn: true).id("alarm")
            }
            Slider(value: 0.3).id("volume")
            ProgressView(progress: 0.6).frame(maxWidth: .infinity)
        }.padding(16)
        try screen.layout(Constraints(maxWidth: 320))
        let alarm = try #require(screen.view(withIdentifier: "alarm"))
        #expect(alarm.convert(Point(x: alarm.bounds.width, y: 0), to: screen).x == 320 - 16)   // pushed right by the spacer
        let volume = try #require(screen.view(withIdentifier: "volume"))
        let before = volume.layoutMeasureCount
        screen.view(withIdentifier: "start", as: BezelButton.self)?.isEnabled = false
        try screen.layout(Constraints(maxWidth: 320))
        #expect(volume.layoutMeasureCount == before)   // enabling changes no size: nothing re-measured
        #expect(screen.view(withIdentifier: "start", as: BezelButton.self)?.isEnabled == false)
    }

    /// "A control by hand", as written: compiled, not run (it reads and writes
    /// files in the current folder); the test below runs it on a sample glyph.
    func aControlByHand() throws {
        let button = BezelButton(frame: Rect(x: 8, y: 8, width: 64, height: 64),
                                 image: try Image(contentsOfPNG: "play@2x.png", scale: 2), mode: .toggle)
        button.addAction(for: .touchUpInside) { [unowned button] _, _ in print("recessed is now", button.recessed) }
        button.touchBegan(Touch(location: Point(x: 32, y: 32)))
        button.touchEnded(Touch(location: Point(x: 32, y: 32)))   // toggle: recessed flips
        try button.renderImage(scale: 2, background: .white).writePNG(to: "button.png")
        print(button.treeDescription())
    }

    @Test func aControlByHandPrintsWhatTheArticleSays() throws {
        let button = BezelButton(frame: Rect(x: 8, y: 8, width: 64, height: 64),
                                 image: try SampleGlyph.play(), mode: .toggle)
        button.touchBegan(Touch(location: Point(x: 32, y: 32)))
        button.touchEnded(Touch(location: Point(x: 32, y: 32)))
        _ = try button.renderImage(scale: 2, background: .white)
        #expect(button.treeDescription().hasPrefix("BezelButton frame=(8, 8, 64, 64) enabled mode=toggle recessed=true pushed=false"))
    }
}
