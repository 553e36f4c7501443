import BezelGraphics

/// The look of every control: one value, passed to controls when they are
/// made, so a whole screen can be drawn in another theme.
///
/// Theme files (YAML in `Themes/`) will be read into this value by the files
/// layer; the default is the look of the source series.
public struct Theme: Hashable, Sendable {
    /// A short name for file names and galleries.
    public var name: String
    /// Behind the controls in previews.
    public var backgroundColor: Color
    /// The bezel button's metrics and colours.
    public var bezelButton: BezelButtonStyle

    public init(name: String, backgroundColor: Color = .white, bezelButton: BezelButtonStyle = BezelButtonStyle()) {
        self.name = name
        self.backgroundColor = backgroundColor
        self.bezelButton = bezelButton
    }

    /// The source series' look: white, grey outlines, a soft black shadow.
    public static let `default` = Theme(name: "default")
}
