/// A colour in the sRGB space with straight (not premultiplied) alpha; every
/// component runs from 0 to 1.
///
/// Colours are written as hex strings (`#RGB`, `#RGBA`, `#RRGGBB`,
/// `#RRGGBBAA`) or built from hue, saturation and brightness.
///
/// See also: ``HSBColor``.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from its components; each is clamped to 0...1 and NaN reads as 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = clampUnit(red)
        self.green = clampUnit(green)
        self.blue = clampUnit(blue)
        self.alpha = clampUnit(alpha)
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)

    /// This colour with its alpha replaced.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha < 1 ? rgb + byte(alpha) : rgb
    }

    public var description: String { hexString }
}

/// `value` limited to 0...1, with NaN read as 0.
func clampUnit(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
}
