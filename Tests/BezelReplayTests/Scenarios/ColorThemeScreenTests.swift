import Bezel
import BezelGraphics
import BezelReplay
import Testing

/// The sources' colour-theme screen: touching the pad at (x, y) sets hue =
/// x / width and brightness = 1 − y / height, a slider sets saturation, and
/// the label's text colour follows the automatic rule.
@Suite struct ColorThemeScreenTests {
    /// The touch pad: reports positions as hue and brightness.
    final class HueBrightnessPad: View {
        var onPick: ((Double, Double) -> Void)?
        override func handleTouch(_ touch: Touch, phase: TouchPhase) {
            guard phase == .began || phase == .moved else { return }
            let hue = min(max(touch.location.x / bounds.width, 0), 1)
            let brightness = 1 - min(max(touch.location.y / bounds.height, 0), 1)
            onPick?(hue, brightness)
        }
    }

    static func makeWindow() throws -> (Window, HueBrightnessPad, Slider, Label) {
        let window = Window(size: Size(width: 200, height: 260))
        let pad = HueBrightnessPad(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        pad.identifier = "pad"
        let slider = Slider(frame: Rect(x: 10, y: 210, width: 180, height: 28), value: 1).id("saturation")
        let label = Label("Sample", frame: Rect(x: 10, y: 240, width: 180, height: 20)).id("sample")
        label.automaticTextColor = true
        window.addSubview(pad); window.addSubview(slider); window.addSubview(label)
        var hue = 0.0, brightness = 1.0
        func apply() {
            let color = Color(hue: hue, saturation: slider.value, brightness: brightness)
            pad.backgroundColor = color
            label.automaticTextColorBackground = color
        }
        pad.onPick = { hue = $0; brightness = $1; apply() }
        slider.addAction(for: .valueChanged) { _, _ in apply() }
        return (window, pad, slider, label)
    }

    @Test func touchSetsHueAndBrightnessAndMovingKeepsUpdating() throws {
        let (window, pad, _, label) = try Self.makeWindow()
        let session = ReplaySession(window: window)
        try session.touch(.began, at: .point(Point(x: 50, y: 150)))
        var hsb = try #require(pad.backgroundColor).hsb
        #expect(abs(hsb.hue - 0.25) < 0.002 && abs(hsb.brightness - 0.25) < 0.003)
        try session.touch(.moved, at: .point(Point(x: 100, y: 20)))
        hsb = try #require(pad.backgroundColor).hsb
        #expect(abs(hsb.hue - 0.5) < 0.002 && abs(hsb.brightness - 0.9) < 0.003)
        try session.touch(.ended, at: .point(Point(x: 100, y: 20)))
        // Brightness 0.9: text brightness 1 − 0.9 = 0.1.
        #expect(abs(label.resolvedTextColor.hsb.brightness - 0.1) < 0.01)
    }

    @Test func theSliderSetsSaturation() throws {
        let (window, pad, slider, _) = try Self.makeWindow()
        let session = ReplaySession(window: window)
        try session.tap(.point(Point(x: 100, y: 100)))
        try session.drag(from: .point(Point(x: 185, y: 224)), to: .point(Point(x: 10, y: 224)), steps: 8)
        #expect(slider.value < 0.05)
        #expect(try #require(pad.backgroundColor).hsb.saturation < 0.05)
    }

    @Test(arguments: [(0.2, 0.8), (0.5, 0.4), (0.46, 0.40), (0.60, 0.40), (0.61, 0.39), (0.9, 0.1)])
    func textColourFollowsTheRule(brightness: Double, expected: Double) throws {
        let (window, _, _, label) = try Self.makeWindow()
        let session = ReplaySession(window: window)
        try session.tap(.point(Point(x: 100, y: 200 * (1 - brightness))))
        #expect(abs(label.resolvedTextColor.hsb.brightness - expected) < 0.011, "background \(brightness)")
    }
}
