import Testing
@testable import BezelGraphics

@Suite struct ColorTests {
    @Test(arguments: [
        ("#3478F6", 0x34, 0x78, 0xF6, 255),
        ("3478f6", 0x34, 0x78, 0xF6, 255),
        ("#fff", 255, 255, 255, 255),
        ("#0008", 0, 0, 0, 0x88),
        ("#11223344", 0x11, 0x22, 0x33, 0x44),
    ])
    func parsesHex(text: String, r: Int, g: Int, b: Int, a: Int) throws {
        let color = try Color(hex: text)
        #expect(Int((color.red * 255).rounded()) == r)
        #expect(Int((color.green * 255).rounded()) == g)
        #expect(Int((color.blue * 255).rounded()) == b)
        #expect(Int((color.alpha * 255).rounded()) == a)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#GGGGGG", "#1234567", "red"])
    func rejectsBadHex(text: String) {
        #expect(throws: GraphicsError.self) { try Color(hex: text) }
    }

    @Test func hexRoundTrips() throws {
        #expect(try Color(hex: "#3478F6").hexString == "#3478F6")
        #expect(Color(white: 0, alpha: 0.2).hexString == "#00000033")
    }

    @Test func componentsAreClamped() {
        let c = Color(red: 2, green: -1, blue: .nan, alpha: 5)
        #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func hsbToRGBKnownValues() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).hexString == "#00FF00")
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5).hexString == "#000080")
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.4) == Color(white: 0.4))
        #expect(HSBColor(hue: 1.25, saturation: 1, brightness: 1).hue == 0.25)
    }

    @Test func hsbRoundTripsThroughRGB() {
        for h in stride(from: 0.0, to: 1.0, by: 0.05) {
            for s in [0.2, 0.5, 1.0] {
                for v in [0.3, 0.8, 1.0] {
                    let back = Color(hue: h, saturation: s, brightness: v).hsb
                    #expect(abs(back.hue - h) < 1e-9 || abs(abs(back.hue - h) - 1) < 1e-9)
                    #expect(abs(back.saturation - s) < 1e-9)
                    #expect(abs(back.brightness - v) < 1e-9)
                }
            }
        }
    }
}
