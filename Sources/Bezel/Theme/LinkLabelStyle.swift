import BezelGraphics

/// The look of a ``LinkLabel``: the label's own look for the plain text, and
/// how links stand out from it.
///
/// See also: ``LinkLabel``, ``LabelStyle``, ``Theme``.
public struct LinkLabelStyle: Hashable, Sendable {
    /// Font, colour, paragraph and shadow of the whole text (``LabelStyle`` defaults).
    public var label = LabelStyle()
    /// The colour of link text: a saturated blue (#0A60D6) that reads as a link on white.
    public var linkColor = Color(red: 10 / 255, green: 96 / 255, blue: 214 / 255)
    /// Whether links are underlined (at the font's underline position and
    /// thickness, kept on whole device pixels: at least one pixel, never blurred).
    public var isUnderlined = true
    /// The underline's colour; nil draws it in ``linkColor``.
    public var underlineColor: Color?

    public init() {}

    /// The default style with another label look and link colour.
    public init(label: LabelStyle, linkColor: Color? = nil) {
        self.label = label
        if let linkColor { self.linkColor = linkColor }
    }
}
