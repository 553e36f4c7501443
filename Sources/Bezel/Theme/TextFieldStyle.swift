import BezelGraphics

/// The metrics and colours a ``TextField`` draws with: a white rounded box
/// with a grey outline and a faint inner shadow along the top; when focused,
/// a blue outline, a soft blue ring outside it and a blue caret.
///
/// See also: ``TextField``, ``Theme``.
public struct TextFieldStyle: Hashable, Sendable {
    /// The font of the text and the placeholder (DejaVu Sans 14 pt).
    public var font = Font.system(size: 14)
    /// The text colour.
    public var textColor = Color(white: 0.1)
    /// The placeholder's colour: a mid grey.
    public var placeholderColor = Color(white: 0.58)
    /// The text colour while disabled.
    public var disabledTextColor = Color(white: 0.6)
    /// The fill inside the box.
    public var backgroundColor = Color.white
    /// The fill while disabled.
    public var disabledBackgroundColor = Color(white: 0.95)
    /// The outline at rest.
    public var borderColor = Color(white: 0.72)
    /// The outline while focused.
    public var focusedBorderColor = Color(red: 0.08, green: 0.45, blue: 0.93)
    /// The outline while disabled.
    public var disabledBorderColor = Color(white: 0.84)
    /// The outline width in points (kept on whole device pixels).
    public var borderWidth = 1.0
    /// The box's corner radius.
    public var cornerRadius = 6.0
    /// The ring drawn outside the box while focused (the focus colour, faint).
    public var focusRingColor = Color(red: 0.08, green: 0.45, blue: 0.93, alpha: 0.28)
    /// The focus ring's width, outside the bounds.
    public var focusRingWidth = 3.0
    /// A faint shadow inside the top edge, as if the box were pressed into the surface.
    public var innerShadow: Shadow? = Shadow(offset: Size(width: 0, height: 1), blur: 2,
                                             color: Color(white: 0, alpha: 0.12))
    /// The caret's colour.
    public var caretColor = Color(red: 0.08, green: 0.45, blue: 0.93)
    /// The caret's width in points (kept on whole device pixels).
    public var caretWidth = 1.5
    /// Space between the box's left and right edges and the text.
    public var horizontalPadding = 8.0
    /// Space above and below the line of text; the height is the font's line
    /// height plus twice this, rounded up to whole points.
    public var verticalPadding = 7.0
    /// The width taken when the constraints leave the width unbounded.
    public var preferredWidth = 200.0

    public init() {}
}
