import BezelGraphics

/// A text that does not show whole: cut with an ellipsis, clipped by its
/// view or an ancestor, reaching past the window, or drawn with
/// missing-glyph boxes. Made by ``View/textFindings(in:)``.
///
/// Its ``description`` is `Label#title text: cut with "…" to 120 pt: "Good morning, …"`.
public struct TextFinding: CustomStringConvertible {
    /// What is wrong with the text.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Pango replaced part of the text with "…", or lines past the line limit were cut.
        case ellipsized
        /// Some of the text's ink lies outside a rectangle its view or an
        /// ancestor clips to (``View/clipsToBounds``, a scroll view across its
        /// scrolling direction, a control's own bezel or box).
        case clipped
        /// Some of the text's ink (what no ancestor clipped) lies outside the window.
        case overflowsWindow = "overflows-window"
        /// Some characters have no glyph in any font and are drawn as hex boxes.
        case missingGlyph = "missing-glyph"
    }

    /// What is wrong.
    public var kind: Kind
    /// The view that draws the text.
    public var view: View
    /// The view as findings name it: `Label#title` for a view with an
    /// identifier, else its type and its path of subview indices from the
    /// nearest ancestor with one (`Label at #card/0/1`) or from the root (`Label at /2`).
    public var viewName: String
    /// Which of the view's texts.
    public var part: TextPart
    /// The whole text, as the view was given it.
    public var text: String
    /// What was found, in words: how the text was cut, by how many points
    /// and by what, or which characters (`U+65E5 日`) have no glyph.
    public var detail: String
    /// For ``Kind/missingGlyph``: the characters drawn as boxes, each once.
    public var missingCharacters: [Unicode.Scalar]
    /// For ``Kind/clipped`` and ``Kind/overflowsWindow``: how far the ink
    /// reaches past the clip or the window on each side, in points (0 where it does not).
    public var overflow: EdgeInsets
    /// For ``Kind/clipped`` by an ancestor: that ancestor (nil when the view clips its own text).
    public var clippingAncestor: View?

    public init(kind: Kind, view: View, viewName: String, part: TextPart, text: String, detail: String,
                missingCharacters: [Unicode.Scalar] = [], overflow: EdgeInsets = EdgeInsets(all: 0),
                clippingAncestor: View? = nil) {
        self.kind = kind
        self.view = view
        self.viewName = viewName
        self.part = part
        self.text = text
        self.detail = detail
        self.missingCharacters = missingCharacters
        self.overflow = overflow
        self.clippingAncestor = clippingAncestor
    }

    /// `viewName part: detail`.
    public var description: String { "\(viewName) \(part): \(detail)" }

    /// `U+65E5 日`: a character as findings name it.
    /// (A control, format, space or private-use character is named by its code alone: `U+E000`.)
    public static func name(of scalar: Unicode.Scalar) -> String {
        let code = code(of: scalar)
        return scalar.properties.generalCategory.isShown ? "\(code) \(Character(scalar))" : code
    }

    /// `U+65E5`: a character's code point, at least four hex digits.
    public static func code(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

private extension Unicode.GeneralCategory {
    /// Whether the character can be printed as itself in a finding (not a control, format or private-use code).
    var isShown: Bool {
        switch self {
        case .control, .format, .privateUse, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator,
             .spaceSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
            return false
        default:
            return true
        }
    }
}
