import BezelGraphics

/// A text as a view draws it: its layout, where the layout's top-left
/// corner goes and the rectangle the view clips it to, both in the view's
/// bounds coordinates (the values its ``View/draw(in:)`` uses).
///
/// Views list theirs in ``View/placedTexts``; ``View/textFindings(in:)``
/// reads them after a render to find text that is cut, clipped or
/// drawn with missing glyphs.
public struct PlacedText {
    /// Which of the view's texts.
    public var part: TextPart
    /// The layout drawn.
    public var layout: TextLayout
    /// Where the layout's top-left corner is drawn.
    public var origin: Point
    /// The rectangle the view clips this text to while drawing it (a
    /// button's bezel, a segment, a text field's inside); nil when the view
    /// does not clip it itself (``View/clipsToBounds`` is counted apart).
    public var clip: Rect?
    /// The colour the text is drawn in now (before the views' alpha), or
    /// nil when the view does not say: what
    /// ``View/textContrasts(scale:background:rendered:backdrop:percentile:)`` measures.
    public var color: Color?
    /// Other colours some of its characters are drawn in (a link label's
    /// links): the contrast is measured with the worst of them all.
    public var runColors: [Color]

    public init(part: TextPart, layout: TextLayout, origin: Point, clip: Rect? = nil, color: Color? = nil,
                runColors: [Color] = []) {
        self.part = part
        self.layout = layout
        self.origin = origin
        self.clip = clip
        self.color = color
        self.runColors = runColors
    }
}
