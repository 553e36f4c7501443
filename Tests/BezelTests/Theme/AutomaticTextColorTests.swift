import BezelGraphics
import Testing
@testable import Bezel

/// The colour-theme screen's rule: text brightness = 1 − b, except 0.40 for
/// b in 0.45…0.60 (both ends), shadow in the same colour at alpha 0.4.
@Suite struct AutomaticTextColorTests {
    static let table: [(background: Double, text: Double)] = [
        (0.0, 1.0), (0.2, 0.8), (0.44, 0.56), (0.4499, 0.5501),
        (0.45, 0.40), (0.4501, 0.40), (0.5, 0.40), (0.5999, 0.40), (0.60, 0.40),
        (0.6001, 0.3999), (0.61, 0.39), (0.8, 0.2), (1.0, 0.0),
    ]

    @Test(arguments: table)
    func brightnessFollowsTheRule(_ row: (background: Double, text: Double)) {
        let text = AutomaticTextColor.brightness(forBackgroundBrightness: row.background)
        #expect(abs(text - row.text) < 1e-9, "background \(row.background) gave \(text), want \(row.text)")
    }

    @Test(arguments: table)
    func colourKeepsHueAndSaturation(_ row: (background: Double, text: Double)) {
        let background = Color(hue: 0.6, saturation: 0.5, brightness: row.background)
        let text = AutomaticTextColor.for(background: background).hsb
        #expect(abs(text.brightness - row.text) < 1e-9)
        if row.text > 0 && row.background > 0 {
            #expect(abs(text.hue - 0.6) < 1e-9)
            #expect(abs(text.saturation - 0.5) < 1e-9)
        }
        #expect(text.alpha == 1)
    }

    @Test func bothEndsOfTheMidtonesAreIncluded() {
        #expect(AutomaticTextColor.midtones.contains(0.45))
        #expect(AutomaticTextColor.midtones.contains(0.60))
        #expect(AutomaticTextColor.for(background: Color(white: 0.45)) == Color(white: 0.40))
        #expect(AutomaticTextColor.for(background: Color(white: 0.60)) == Color(white: 0.40))
    }

    @Test func greyBackgroundsGiveGreyText() {
        #expect(AutomaticTextColor.for(background: .white) == .black)
        #expect(AutomaticTextColor.for(background: .black) == .white)
        let text = AutomaticTextColor.for(background: Color(white: 0.3))
        #expect(abs(text.red - 0.7) < 1e-9 && text.red == text.green && text.green == text.blue)
    }

    @Test func shadowIsTheTextColourAtAlphaZeroPointFour() {
        let background = Color(hue: 0.1, saturation: 0.8, brightness: 0.3)
        let shadow = AutomaticTextColor.shadowColor(forBackground: background)
        #expect(shadow == AutomaticTextColor.for(background: background).withAlpha(0.4))
    }

    @Test func translucentBackgroundsUseTheirColourOnly() {
        let opaque = AutomaticTextColor.for(background: Color(white: 0.2))
        #expect(AutomaticTextColor.for(background: Color(white: 0.2, alpha: 0.3)) == opaque)
    }

    @Test func outOfRangeBrightnessIsClamped() {
        #expect(AutomaticTextColor.brightness(forBackgroundBrightness: -1) == 1)
        #expect(AutomaticTextColor.brightness(forBackgroundBrightness: 7) == 0)
        #expect(AutomaticTextColor.brightness(forBackgroundBrightness: .nan) == 1)
    }
}
