import BezelGraphics

/// The metrics and colours a ``Slider`` draws with: a thin recessed track,
/// blue left of the thumb and light grey right of it, and a white round
/// thumb with a soft shadow. Points throughout.
///
/// See also: ``Slider``, ``Theme``.
public struct SliderStyle: Hashable, Sendable {
    /// The slider's intrinsic height (room for the thumb and its shadow).
    public var height: Double = 28
    /// The intrinsic width when the constraints leave the width unbounded.
    public var defaultWidth: Double = 120
    /// The track's thickness; its ends are round.
    public var trackHeight: Double = 9
    /// The thumb's diameter.
    public var thumbDiameter: Double = 23
    /// From the bounds' left and right edges to the track and the thumb's travel.
    public var horizontalInset: Double = 1
    /// Outline width of the track and the thumb.
    public var borderWidth: Double = 1

    /// The track left of the thumb (the value), top to bottom.
    public var minimumTrackTop = Color(red: 0.13, green: 0.38, blue: 0.82)
    /// See ``minimumTrackTop``.
    public var minimumTrackBottom = Color(red: 0.36, green: 0.63, blue: 0.97)
    /// The outline of the track left of the thumb.
    public var minimumTrackBorder = Color(red: 0.1, green: 0.29, blue: 0.62)
    /// The track right of the thumb, top to bottom.
    public var maximumTrackTop = Color(white: 0.82)
    /// See ``maximumTrackTop``.
    public var maximumTrackBottom = Color(white: 0.97)
    /// The outline of the track right of the thumb.
    public var maximumTrackBorder = Color(white: 0.6)
    /// Cast inside the track from its top edge.
    public var trackInnerShadow: Shadow? = Shadow(offset: Size(width: 0, height: 1), blur: 2,
                                                  color: Color(white: 0, alpha: 0.3))

    /// The thumb's fill, top to bottom.
    public var thumbTop = Color.white
    /// See ``thumbTop``.
    public var thumbBottom = Color(white: 0.88)
    /// The thumb's fill while highlighted (being dragged), top to bottom.
    public var highlightedThumbTop = Color(white: 0.8)
    /// See ``highlightedThumbTop``.
    public var highlightedThumbBottom = Color(white: 0.9)
    /// The thumb's outline.
    public var thumbBorder = Color(white: 0, alpha: 0.32)
    /// Cast by the thumb.
    public var thumbShadow: Shadow? = Shadow(offset: Size(width: 0, height: 1), blur: 2.5,
                                             color: Color(white: 0, alpha: 0.35))
    /// The opacity of the whole slider while disabled.
    public var disabledAlpha: Double = 0.5

    /// The default look.
    public init() {}
}
