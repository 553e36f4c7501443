import BezelGraphics

/// The metrics and colours of a ``ListView`` and its ``ListRow``s, after the
/// lists of iOS settings screens: a regular-weight title over a
/// smaller grey subtitle, a light grey chevron, hairline separators inset
/// from the left, and a grey highlight for the selected row. Points throughout.
///
/// See also: ``ListView``, ``ListRow``, ``Theme``.
public struct ListViewStyle: Hashable, Sendable {
    /// The title's font.
    public var titleFont = Font(size: 15)
    /// The title's colour.
    public var titleColor = Color(white: 0.07)
    /// The subtitle's font.
    public var subtitleFont = Font(size: 12)
    /// The subtitle's colour.
    public var subtitleColor = Color(red: 0.45, green: 0.45, blue: 0.47)
    /// Space between the title and the subtitle.
    public var subtitleSpacing: Double = 2

    /// Space between a row's edges and its content.
    public var rowInsets = EdgeInsets(top: 9, left: 16, bottom: 9, right: 14)
    /// The lowest a row is, whatever its text (the 44-point touch target).
    public var minimumRowHeight: Double = 44
    /// A row's fill; nil leaves the list's background showing.
    public var rowBackgroundColor: Color?
    /// The selected row's fill.
    public var selectedRowColor = Color(red: 0.82, green: 0.82, blue: 0.84)
    /// The subtitle's colour on the selected row: darker than ``subtitleColor``,
    /// so that it keeps 4.5:1 (WCAG AA) on the grey ``selectedRowColor``. A
    /// theme that changes the subtitle or the selected row sets it too.
    public var selectedSubtitleColor = Color(red: 0.34, green: 0.34, blue: 0.36)

    /// The separators' colour. They are hairlines: one device pixel at every scale.
    public var separatorColor = Color(red: 0.78, green: 0.78, blue: 0.8)
    /// From the row's left edge to where its separator starts (the text's
    /// inset, so separators line up with the titles).
    public var separatorInset: Double = 16

    /// Space between the text and the accessory.
    public var accessorySpacing: Double = 10
    /// The box an accessory image is fitted into (aspect fit, never enlarged).
    public var accessoryImageSize = Size(width: 24, height: 24)
    /// The disclosure chevron's size: it points right, `width` deep and `height` tall.
    public var chevronSize = Size(width: 6, height: 11)
    /// The chevron's stroke width.
    public var chevronLineWidth: Double = 2
    /// The chevron's colour.
    public var chevronColor = Color(red: 0.77, green: 0.77, blue: 0.78)

    /// The default look.
    public init() {}
}
