import BezelGraphics

/// The colour-theme screen's rule for text that stays readable on any
/// background colour (seed post 003, "text coloring"):
///
/// - the text keeps the background's hue and saturation;
/// - its brightness is `1 − b`, where `b` is the background's brightness
///   (HSB), except when `b` is within ``midtones`` (0.45…0.60, both ends
///   included), where `1 − b` would be almost the background itself and the
///   brightness is ``midtoneBrightness`` (0.40) instead;
/// - the text's shadow is the same colour at alpha ``shadowAlpha`` (0.4).
///
/// The original: `if (brightness < 0.45 || brightness > 0.60) textBrightness =
/// 1.0 - brightness; else textBrightness = 0.4;`.
///
/// ```swift
/// let ink = AutomaticTextColor.for(background: Color(hue: 0.6, saturation: 0.5, brightness: 0.2))
/// // hue 0.6, saturation 0.5, brightness 0.8
/// ```
///
/// See also: ``Label/automaticTextColor``.
public enum AutomaticTextColor {
    /// Background brightnesses where `1 − b` is too close to `b`.
    public static let midtones: ClosedRange<Double> = 0.45...0.60
    /// The text brightness used on a midtone background.
    public static let midtoneBrightness = 0.40
    /// The alpha of the text shadow.
    public static let shadowAlpha = 0.4

    /// The text brightness for a background of brightness `background`
    /// (clamped to 0…1; NaN reads as 0).
    public static func brightness(forBackgroundBrightness background: Double) -> Double {
        let b = background.isNaN ? 0 : min(max(background, 0), 1)
        return midtones.contains(b) ? midtoneBrightness : 1 - b
    }

    /// The text colour for `background`: its hue and saturation at the
    /// brightness above, opaque (the background's alpha plays no part).
    public static func `for`(background: Color) -> Color {
        let hsb = background.hsb
        return Color(hue: hsb.hue, saturation: hsb.saturation,
                     brightness: brightness(forBackgroundBrightness: hsb.brightness))
    }

    /// The text shadow colour for `background`: the text colour at ``shadowAlpha``.
    public static func shadowColor(forBackground background: Color) -> Color {
        self.for(background: background).withAlpha(shadowAlpha)
    }
}
