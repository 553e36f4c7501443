import BezelGraphics

/// The metrics, colours and font a ``SegmentedControl`` draws with: a row of
/// equal segments in one softly shadowed rounded rectangle, split by thin
/// dividers; the selected segment blue and pressed in, the one under the
/// finger darker. Each segment state is painted as a ``ButtonStyle/Look``.
/// Points throughout.
///
/// See also: ``SegmentedControl``, ``ButtonStyle``, ``Theme``.
public struct SegmentedControlStyle: Hashable, Sendable {
    /// The titles' font.
    public var font = Font(size: 13, weight: .bold)
    /// The intrinsic height, bounds included (grows when the font needs more).
    public var height: Double = 32
    /// From the bounds to the bezel: room for the drop shadow below.
    public var bezelInsets = EdgeInsets(top: 1, left: 1, bottom: 2, right: 1)
    /// Space left and right of the widest title in every segment.
    public var segmentPadding: Double = 12
    /// The narrowest a segment gets in the intrinsic size.
    public var minimumSegmentWidth: Double = 44
    /// Corner radius of the bezel.
    public var cornerRadius: Double = 7
    /// Width of the outline and the dividers.
    public var borderWidth: Double = 1
    /// Outline and divider colour.
    public var borderColor = Color(white: 0.58)
    /// Shadow under the bezel.
    public var shadow: Shadow? = Shadow(offset: Size(width: 0, height: 1), blur: 2, color: Color(white: 0, alpha: 0.2))
    /// How far the emboss copy of a title is moved, in points.
    public var titleEmbossOffset: Double = 1

    /// A segment at rest.
    public var normal = ButtonStyle.Look(fillTop: .white, fillBottom: Color(white: 0.9), border: Color(white: 0.58),
                                         title: Color(white: 0.3), titleEmboss: Color(white: 1, alpha: 0.9))
    /// The segment under the finger.
    public var highlighted = ButtonStyle.Look(fillTop: Color(white: 0.76), fillBottom: Color(white: 0.86),
                                              border: Color(white: 0.5), title: Color(white: 0.2),
                                              titleEmboss: Color(white: 1, alpha: 0.5),
                                              innerShadow: ButtonStyle.pressedShadow)
    /// The selected segment: blue, pressed in, with a white title (at least
    /// 4.5:1 on either end of the fill, as in every state below).
    public var selected = ButtonStyle.Look(fillTop: Color(red: 0.12, green: 0.36, blue: 0.79),
                                           fillBottom: Color(red: 0.22, green: 0.45, blue: 0.82),
                                           border: Color(red: 0.1, green: 0.29, blue: 0.62), title: .white,
                                           titleEmboss: Color(white: 0, alpha: 0.3), embossAbove: true,
                                           innerShadow: Shadow(offset: Size(width: 0, height: 1), blur: 3,
                                                               color: Color(white: 0, alpha: 0.3)))
    /// The selected segment while under the finger.
    public var selectedHighlighted = ButtonStyle.Look(fillTop: Color(red: 0.08, green: 0.27, blue: 0.64),
                                                      fillBottom: Color(red: 0.17, green: 0.39, blue: 0.76),
                                                      border: Color(red: 0.08, green: 0.24, blue: 0.52),
                                                      title: Color(white: 0.92), titleEmboss: Color(white: 0, alpha: 0.35),
                                                      embossAbove: true, innerShadow: ButtonStyle.pressedShadow)
    /// The opacity of the whole control while disabled.
    public var disabledAlpha: Double = 0.5

    /// The default look.
    public init() {}

    /// The look of one segment.
    public func look(highlighted: Bool, selected: Bool) -> ButtonStyle.Look {
        switch BezelLook(highlighted: highlighted, selected: selected) {
        case .highlighted: return self.highlighted
        case .selected: return self.selected
        case .selectedHighlighted: return selectedHighlighted
        default: return normal
        }
    }
}
