import BezelGraphics

/// The metrics and colours a ``Switch`` draws with: a recessed capsule, grey
/// when off and blue when on, with a white round knob that casts a soft
/// shadow. Points throughout.
///
/// See also: ``Switch``, ``Theme``.
public struct SwitchStyle: Hashable, Sendable {
    /// The switch's fixed size; the capsule is drawn at this size, centred in the bounds.
    public var size = Size(width: 51, height: 31)
    /// From the size's edges to the capsule (room for the outline's soft edge).
    public var trackInset: Double = 1
    /// From the capsule's edge to the knob.
    public var knobInset: Double = 2
    /// Outline width of the capsule and the knob.
    public var borderWidth: Double = 1

    /// The capsule's fill when off, top to bottom (darker at the top: pressed in).
    public var offTrackTop = Color(white: 0.84)
    /// See ``offTrackTop``.
    public var offTrackBottom = Color(white: 0.97)
    /// The capsule's outline when off.
    public var offTrackBorder = Color(white: 0.62)
    /// The capsule's fill when on, top to bottom.
    public var onTrackTop = Color(red: 0.13, green: 0.38, blue: 0.82)
    /// See ``onTrackTop``.
    public var onTrackBottom = Color(red: 0.33, green: 0.6, blue: 0.96)
    /// The capsule's outline when on.
    public var onTrackBorder = Color(red: 0.1, green: 0.29, blue: 0.62)
    /// Cast inside the capsule from its top edge.
    public var trackInnerShadow: Shadow? = Shadow(offset: Size(width: 0, height: 1.5), blur: 3,
                                                  color: Color(white: 0, alpha: 0.3))

    /// The knob's fill, top to bottom.
    public var knobTop = Color.white
    /// See ``knobTop``.
    public var knobBottom = Color(white: 0.9)
    /// The knob's fill while highlighted (pushed), top to bottom.
    public var highlightedKnobTop = Color(white: 0.8)
    /// See ``highlightedKnobTop``.
    public var highlightedKnobBottom = Color(white: 0.9)
    /// The knob's outline.
    public var knobBorder = Color(white: 0, alpha: 0.32)
    /// Cast by the knob onto the capsule.
    public var knobShadow: Shadow? = Shadow(offset: Size(width: 0, height: 1), blur: 2.5,
                                            color: Color(white: 0, alpha: 0.35))
    /// The opacity of the whole switch while disabled.
    public var disabledAlpha: Double = 0.5

    /// The default look.
    public init() {}
}
