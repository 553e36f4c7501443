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

    public init(family: String? = nil, size: Double? = nil, weight: Font.Weight? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// `base` with the parts this override names.
    public func applied(to base: Font) -> Font {
        var font = base
        if let family { font.family = family }
        if let size { font.size = size }
        if let weight { font.weight = weight }
        return font
    }
}
