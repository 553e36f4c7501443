import BezelGraphics
import Testing
@testable import Bezel
import BezelGallery

/// The README's "Declaring a screen" example, kept compiling and true.
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
}
