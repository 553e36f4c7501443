import BezelGraphics

/// The look a ``Label`` starts with: font, colour, paragraph, shadow and the
/// automatic text colour.
///
/// Every value is copied into the label's own properties when it is made,
/// so a label can then be changed on its own.
///
/// See also: ``Label``, ``AutomaticTextColor``, ``Theme``.
public struct LabelStyle: Hashable, Sendable {
    /// The font (DejaVu Sans 13 pt).
    public var font: Font = .default
    /// The text colour (black), used unless ``automaticTextColor`` is on.
    public var textColor: Color = .black
    /// Alignment, wrapping, line limit, ellipsis and line spacing; the width
    /// always comes from the label's bounds.
    public var paragraph: TextStyle = .default
    /// Where the text block sits when the label is taller than its text (top).
    public var verticalAlignment: Label.VerticalAlignment = .top
    /// A shadow under the text (none). With ``automaticTextColor`` its colour
    /// is replaced by the automatic one.
    public var shadow: Shadow?
    /// Whether the text colour follows the background (off). See ``AutomaticTextColor``.
    public var automaticTextColor = false
    /// The offset and blur of the shadow drawn with the automatic colour when
    /// ``shadow`` is nil: 1 pt down, blur 2, a soft shade that helps the text
    /// stand off midtones (the colour is the rule's, alpha 0.4).
    public var automaticShadow: Shadow? = Shadow(offset: Size(width: 0, height: 1), blur: 2, color: .clear)

    public init() {}

    /// The default style with another font and colour.
    public init(font: Font, textColor: Color = .black, paragraph: TextStyle = .default) {
        self.font = font
        self.textColor = textColor
        self.paragraph = paragraph
    }
}
