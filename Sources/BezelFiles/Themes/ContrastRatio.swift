import BezelGraphics
import Foundation

/// The WCAG 2.x contrast ratio between two colours: (L1 + 0.05) / (L2 + 0.05)
/// of their relative luminances, lighter over darker, from 1 (the same) to
/// 21 (black on white).
///
/// A translucent foreground is first laid over the background (straight
/// alpha, in sRGB, as Cairo composites), so the ratio is that of what is seen.
///
/// ```swift
/// ContrastRatio.between(.black, .white)                 // 21
/// ContrastRatio.between(try Color(hex: "#777"), .white) // ≈ 4.48
/// ```
///
/// See also: ``ThemeLint``.
public enum ContrastRatio {
    /// The ratio of `foreground` (laid over `background`) against `background`.
    /// A translucent background is taken as it is given (lay it over what is
    /// behind it first, with ``composite(_:over:)``).
    public static func between(_ foreground: Color, _ background: Color) -> Double {
        let seen = composite(foreground, over: background)
        let a = relativeLuminance(seen), b = relativeLuminance(background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the
    /// linearised sRGB channels (alpha ignored).
    public static func relativeLuminance(_ color: Color) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `top` laid over `bottom`, opaque when `bottom` is.
    public static func composite(_ top: Color, over bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a), alpha: a + bottom.alpha * (1 - a))
    }
}
