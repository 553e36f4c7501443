/// A pseudo-locale: a made-up language that changes every user-visible
/// string so that layouts can be checked for translation without any
/// translation, as Android's `en-XA` and `ar-XB` do.
///
/// - ``accented`` (`en-XA`): every letter accented, the text about 40 %
///   longer (padded with words after it) and bracketed, so that truncation,
///   hard-coded widths and strings that never went through the
///   localisation (they stay plain) show at once:
///   `Start` → `[Šţåŕţ one two]`.
/// - ``bidi`` (`ar-XB`): the layout runs right to left and each string is
///   shown reversed (wrapped in RIGHT-TO-LEFT OVERRIDE), as a right-to-left
///   translation would be, with no Arabic font needed to read it.
///
/// Views show their titles, labels, placeholders and segment names through
/// ``localize(_:)`` when a window's ``Traits/language`` names one; text the
/// user typed into a text field is left as it is.
public enum PseudoLocale: String, Hashable, Sendable, CaseIterable {
    /// `en-XA`: accented, longer and bracketed.
    case accented = "en-XA"
    /// `ar-XB`: right to left, each string reversed.
    case bidi = "ar-XB"

    /// The pseudo-locale tagged `tag` (any case, `_` or `-`); nil for a real language.
    public init?(tag: String) {
        switch tag.lowercased().replacingOccurrences(of: "_", with: "-") {
        case "en-xa": self = .accented
        case "ar-xb": self = .bidi
        default: return nil
        }
    }

    /// The direction the pseudo-locale's screens read in.
    public var layoutDirection: LayoutDirection { self == .bidi ? .rightToLeft : .leftToRight }

    /// `text` as this pseudo-locale shows it. Empty text stays empty.
    public func localize(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .accented:
            let accented = String(String.UnicodeScalarView(text.unicodeScalars.map { PseudoLocale.accents[$0] ?? $0 }))
            return "[" + accented + PseudoLocale.padding(forLength: text.count) + "]"
        case .bidi:
            // RLO … PDF around each line: the line's characters are laid out right to left.
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "\u{202E}" + $0 + "\u{202C}" }
                .joined(separator: "\n")
        }
    }

    /// Words added after a text of `length` characters to make it about 40 %
    /// longer, as Android's pseudo-localiser does (at least one word).
    static func padding(forLength length: Int) -> String {
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let wanted = max(3, Int((Double(length) * 0.4).rounded(.up)))
        var added = ""
        var index = 0
        while added.count < wanted {
            added += " " + words[index % words.count]
            index += 1
        }
        return added
    }

    /// Letters and their accented forms (Android's pseudo-localiser's table, for ASCII letters).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}
