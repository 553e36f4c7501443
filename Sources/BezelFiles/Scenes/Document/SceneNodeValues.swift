import Bezel
import BezelGraphics

/// One row of a `listView` node.
public struct SceneListRow: Sendable {
    public var title: String
    public var subtitle: String?
    /// `none`, `disclosureIndicator` or an image.
    public var accessory: ListRow.Accessory

    public init(title: String, subtitle: String? = nil, accessory: ListRow.Accessory = .none) {
        self.title = title
        self.subtitle = subtitle
        self.accessory = accessory
    }
}

/// The parts of a font a scene changes (`{family, size, weight}`); the
/// rest comes from the theme's font when the view is built.
public struct FontOverride: Sendable, Equatable {
    public var family: String?
    public var size: Double?
    public var weight: Font.Weight?
    /// The Dynamic Type style the size scales with: `.some(nil)` for `none`,
    /// nil when the override leaves it as the base font has it.
    public var textStyle: DynamicTypeStyle??

    public init(family: String? = nil, size: Double? = nil, weight: Font.Weight? = nil, textStyle: DynamicTypeStyle?? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// `base` with the parts this override names.
    public func applied(to base: Font) -> Font {
        var font = base
        if let family { font.family = family }
        if let size { font.size = size }
        if let weight { font.weight = weight }
        if let textStyle { font.scalesWith = textStyle }
        return font
    }
}

/// A node's `padding`: the sides, and whether they are leading and trailing
/// (`{leading, trailing}`, swapped under right to left) rather than left and right.
public struct ScenePadding: Sendable, Equatable {
    /// The sides; with ``isDirectional``, `left` is the leading side and `right` the trailing one.
    public var insets: EdgeInsets
    /// Whether the file named `leading` or `trailing` (see `PaddingView.isDirectional`).
    public var isDirectional: Bool

    public init(_ insets: EdgeInsets, isDirectional: Bool = false) {
        self.insets = insets
        self.isDirectional = isDirectional
    }
}
