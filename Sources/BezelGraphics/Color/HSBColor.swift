/// A colour as hue, saturation and brightness (HSV), each from 0 to 1, with alpha.
///
/// Hue 0 and 1 are both red. Converting to ``Color`` and back keeps the values
/// except where they carry no information (the hue of a grey, the hue and
/// saturation of black).
///
/// See also: ``Color/hsb``.
public struct HSBColor: Hashable, Sendable {
    public var hue: Double
    public var saturation: Double
    public var brightness: Double
    public var alpha: Double

    /// A colour from its components; saturation, brightness and alpha are
    /// clamped to 0...1, hue wraps around (1.25 is 0.25), NaN reads as 0.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue.isFinite ? hue - hue.rounded(.down) : 0
        self.hue = h
        self.saturation = clampUnit(saturation)
        self.brightness = clampUnit(brightness)
        self.alpha = clampUnit(alpha)
    }

    /// The same colour in RGB.
    public var rgb: Color {
        let s = saturation, v = brightness
        guard s > 0 else { return Color(white: v, alpha: alpha) }
        let h6 = hue * 6
        let sector = Int(h6.rounded(.down)) % 6
        let f = h6 - h6.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }
}

extension Color {
    /// A colour from hue, saturation and brightness, each 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        self = HSBColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha).rgb
    }

    /// This colour as hue, saturation and brightness.
    public var hsb: HSBColor {
        let maxC = Swift.max(red, green, blue), minC = Swift.min(red, green, blue)
        let delta = maxC - minC
        let saturation = maxC > 0 ? delta / maxC : 0
        var hue = 0.0
        if delta > 0 {
            if maxC == red {
                hue = (green - blue) / delta
                if hue < 0 { hue += 6 }
            } else if maxC == green {
                hue = (blue - red) / delta + 2
            } else {
                hue = (red - green) / delta + 4
            }
            hue /= 6
        }
        return HSBColor(hue: hue, saturation: saturation, brightness: maxC, alpha: alpha)
    }
}
