import BezelGraphics

/// The look of every control: one value, passed to controls when they are
/// made, so a whole screen can be drawn in another theme.
///
/// Theme files (YAML in `Themes/`) will be read into this value by the files
/// layer; the default is the look of the source series: white, grey
/// outlines, soft black shadows, blue accents.
///
/// ```swift
/// var dark = Theme.default
/// dark.backgroundColor = Color(white: 0.12)
/// let gallery = try ControlGallery.make(theme: dark)
/// ```
public struct Theme: Hashable, Sendable {
    /// A short name for file names and galleries.
    public var name: String
    /// Behind the controls in previews.
    public var backgroundColor: Color
    public var bezelButton: BezelButtonStyle
    public var button: ButtonStyle
    public var `switch`: SwitchStyle
    public var slider: SliderStyle
    public var segmentedControl: SegmentedControlStyle
    public var progressView: ProgressViewStyle
    public var label: LabelStyle
    public var linkLabel: LinkLabelStyle
    public var textField: TextFieldStyle
    public var imageView: ImageViewStyle
    public var scrollView: ScrollViewStyle
    public var blurView: BlurViewStyle
    public var listView: ListViewStyle

    /// A theme with every control in its default style unless given.
    public init(name: String, backgroundColor: Color = .white, bezelButton: BezelButtonStyle = BezelButtonStyle(),
                button: ButtonStyle = ButtonStyle(), switch switchStyle: SwitchStyle = SwitchStyle(),
                slider: SliderStyle = SliderStyle(), segmentedControl: SegmentedControlStyle = SegmentedControlStyle(),
                progressView: ProgressViewStyle = ProgressViewStyle(), label: LabelStyle = LabelStyle(),
                linkLabel: LinkLabelStyle = LinkLabelStyle(), textField: TextFieldStyle = TextFieldStyle(),
                imageView: ImageViewStyle = ImageViewStyle(), scrollView: ScrollViewStyle = ScrollViewStyle(),
                blurView: BlurViewStyle = BlurViewStyle(), listView: ListViewStyle = ListViewStyle()) {
        self.name = name
        self.backgroundColor = backgroundColor
        self.bezelButton = bezelButton
        self.button = button
        self.switch = switchStyle
        self.slider = slider
        self.segmentedControl = segmentedControl
        self.progressView = progressView
        self.label = label
        self.linkLabel = linkLabel
        self.textField = textField
        self.imageView = imageView
        self.scrollView = scrollView
        self.blurView = blurView
        self.listView = listView
    }

    /// The source series' look.
    public static let `default` = Theme(name: "default")
}
