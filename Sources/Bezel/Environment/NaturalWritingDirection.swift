import BezelGraphics

/// The direction a text writes itself in: that of its first strong
/// character (Unicode's bidi rules P2 and P3), as UIKit's natural writing
/// direction gives each label, button title and text field.
///
/// English text in a right-to-left screen stays a left-to-right paragraph
/// (aligned to the right; "Hello, world." keeps its full stop on the right),
/// and Arabic text in a left-to-right screen is a right-to-left one. Text
/// with no strong character (digits, punctuation) takes the screen's
/// direction. Characters count as strong right to left in the Hebrew,
/// Arabic, Syriac, Thaana, N'Ko and other right-to-left blocks and their
/// presentation forms, with RLM, RLE, RLO and RLI; as strong left to right,
/// every other letter, with LRM, LRE, LRO and LRI.
public enum NaturalWritingDirection {
    /// The first strong direction in `text`, or nil when it has none.
    public static func of(_ text: String) -> LayoutDirection? {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if isRightToLeft(value) { return .rightToLeft }
            if [0x200E, 0x202A, 0x202D, 0x2066].contains(value) { return .leftToRight }
            if scalar.properties.isAlphabetic { return .leftToRight }
        }
        return nil
    }

    /// The text direction a view laid out in `direction` gives `text`: its own, else `direction`.
    public static func textDirection(of text: String, in direction: LayoutDirection) -> TextDirection {
        (of(text) ?? direction) == .rightToLeft ? .rightToLeft : .leftToRight
    }

    private static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        case 0x200F, 0x202B, 0x202E, 0x2067: return true
        default: return false
        }
    }
}
