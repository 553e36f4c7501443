import BezelGraphics

/// The colours an accessibility image (``View/accessibilityImage(scale:background:legendWidth:)``)
/// gives its elements: twelve fixed, distinguishable colours, the first
/// element taking the first, cycling after the twelfth, so an element keeps
/// its colour on every machine and a new element at the end never recolours
/// the others.
///
/// Ten are the Tableau 10 categorical colours (blue, orange, green, red,
/// purple, brown, pink, grey, olive, cyan); indigo and moss complete them.
///
/// See also: ``View/accessibilityImage(scale:background:legendWidth:)``.
public enum AccessibilityPalette {
    /// The colours, in the order elements take them.
    public static let colors: [Color] = [
        rgb(0x1F, 0x77, 0xB4), rgb(0xFF, 0x7F, 0x0E), rgb(0x2C, 0xA0, 0x2C), rgb(0xD6, 0x27, 0x28),
        rgb(0x94, 0x67, 0xBD), rgb(0x8C, 0x56, 0x4B), rgb(0xE3, 0x77, 0xC2), rgb(0x7F, 0x7F, 0x7F),
        rgb(0xBC, 0xBD, 0x22), rgb(0x17, 0xBE, 0xCF), rgb(0x39, 0x3B, 0x79), rgb(0x63, 0x79, 0x39),
    ]

    /// The colour of the element at `index` (0 is the first read), cycling through ``colors``.
    public static func color(at index: Int) -> Color {
        colors[((index % colors.count) + colors.count) % colors.count]
    }

    /// Black or white, whichever reads better on `color`: black when its
    /// perceived brightness (0.299 red + 0.587 green + 0.114 blue) is above 0.55.
    public static func numberColor(on color: Color) -> Color {
        0.299 * color.red + 0.587 * color.green + 0.114 * color.blue > 0.55 ? .black : .white
    }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }
}
