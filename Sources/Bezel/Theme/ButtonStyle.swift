import BezelGraphics

/// The metrics, colours and font a ``Button`` draws with: a white rounded
/// rectangle with a soft gradient, a grey outline and a faint drop shadow;
/// darker and pressed-in while highlighted, blue while selected. Points
/// throughout.
///
/// See also: ``Button``, ``Theme``.
public struct ButtonStyle: Hashable, Sendable {
    /// How one state of a bezel (a button, or a segment of a
    /// ``SegmentedControl``) is painted.
    public struct Look: Hashable, Sendable {
        /// Fill colour at the top edge.
        public var fillTop: Color
        /// Fill colour at the bottom edge.
        public var fillBottom: Color
        /// Outline colour.
        public var border: Color
        /// Title colour.
        public var title: Color
        /// The title's emboss copy, drawn ``ButtonStyle/titleEmbossOffset`` points
        /// below (or above, for ``embossAbove``); nil for none.
        public var titleEmboss: Color?
        /// Whether the emboss copy goes above the title (light text on a dark
        /// fill) instead of below (dark text on a light fill).
        public var embossAbove: Bool
        /// A shadow cast inside the bezel from its top edge (the pressed-in look); nil for none.
        public var innerShadow: Shadow?

        /// A look; every colour is given, the emboss and inner shadow are optional.
        public init(fillTop: Color, fillBottom: Color, border: Color, title: Color, titleEmboss: Color? = nil,
                    embossAbove: Bool = false, innerShadow: Shadow? = nil) {
            self.fillTop = fillTop
            self.fillBottom = fillBottom
            self.border = border
            self.title = title
            self.titleEmboss = titleEmboss
            self.embossAbove = embossAbove
            self.innerShadow = innerShadow
        }
    }

    /// The title font.
    public var font = Font(size: 15, weight: .bold)
    /// From the bounds to the bezel: room for the drop shadow below.
    public var bezelInsets = EdgeInsets(top: 1, left: 1, bottom: 2, right: 1)
    /// From the bezel to the image and title.
    public var contentInsets = EdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
    /// Between the image and the title.
    public var imageTitleSpacing: Double = 6
    /// The smallest intrinsic height, bounds included (a standard 37 pt button).
    public var minimumHeight: Double = 37
    /// Corner radius of the bezel.
    public var cornerRadius: Double = 8
    /// Outline width.
    public var borderWidth: Double = 1
    /// Shadow under the bezel.
    public var shadow: Shadow? = Shadow(offset: Size(width: 0, height: 1), blur: 2, color: Color(white: 0, alpha: 0.2))
    /// How far the emboss copy of the title is moved, in points.
    public var titleEmbossOffset: Double = 1

    /// At rest: white fading to light grey, blue-grey title.
    public var normal = Look(fillTop: .white, fillBottom: Color(white: 0.9), border: Color(white: 0.6),
                             title: ButtonStyle.titleBlue, titleEmboss: Color(white: 1, alpha: 0.9))
    /// Pushed: darker grey, pressed in.
    public var highlighted = Look(fillTop: Color(white: 0.76), fillBottom: Color(white: 0.86), border: Color(white: 0.5),
                                  title: Color(red: 0.15, green: 0.23, blue: 0.39), titleEmboss: Color(white: 1, alpha: 0.5),
                                  innerShadow: ButtonStyle.pressedShadow)
    /// Selected (latched on): blue with a white title, the blue dark enough
    /// at both ends for the title's 4.5:1 (WCAG AA).
    public var selected = Look(fillTop: Color(red: 0.22, green: 0.45, blue: 0.84),
                               fillBottom: Color(red: 0.12, green: 0.36, blue: 0.78),
                               border: Color(red: 0.12, green: 0.32, blue: 0.66), title: .white,
                               titleEmboss: Color(white: 0, alpha: 0.3), embossAbove: true)
    /// Selected and pushed: a darker blue, pressed in.
    public var selectedHighlighted = Look(fillTop: Color(red: 0.1, green: 0.32, blue: 0.7),
                                          fillBottom: Color(red: 0.16, green: 0.4, blue: 0.8),
                                          border: Color(red: 0.08, green: 0.24, blue: 0.52), title: Color(white: 0.92),
                                          titleEmboss: Color(white: 0, alpha: 0.35), embossAbove: true,
                                          innerShadow: ButtonStyle.pressedShadow)
    /// Disabled: the resting bezel with a lighter outline and a grey title.
    public var disabled = Look(fillTop: .white, fillBottom: Color(white: 0.93), border: Color(white: 0.75),
                               title: Color(white: 0.62), titleEmboss: Color(white: 1, alpha: 0.9))
    /// Disabled while selected: a faded blue.
    public var disabledSelected = Look(fillTop: Color(red: 0.66, green: 0.78, blue: 0.96),
                                       fillBottom: Color(red: 0.56, green: 0.7, blue: 0.92),
                                       border: Color(red: 0.5, green: 0.62, blue: 0.82), title: Color(white: 1, alpha: 0.85))
    /// Alpha of the (grayscale) image while disabled.
    public var disabledImageAlpha: Double = 0.5

    /// The default look.
    public init() {}

    /// The look for a combination of states; disabled wins over highlighted.
    public func look(highlighted: Bool, selected: Bool, enabled: Bool) -> Look {
        self[keyPath: BezelLook(highlighted: highlighted, selected: selected, enabled: enabled).buttonStyleKey]
    }

    /// The 2010 rounded-rect button's title blue (#324F85).
    public static let titleBlue = Color(red: 0.196, green: 0.31, blue: 0.522)
    /// The inner shadow of a pushed bezel: dark, from the top edge.
    public static let pressedShadow = Shadow(offset: Size(width: 0, height: 1.5), blur: 4,
                                             color: Color(white: 0, alpha: 0.35))
}
