import Bezel
import BezelGraphics

extension SceneNode {
    /// What a node of each ``SceneNodeType`` declares. A value the file
    /// leaves out is the view's own default (nil where the view keeps what
    /// its style gives).
    public indirect enum Content: Sendable {
        /// `vstack`: `spacing` (default 8), `alignment` (default center), `children`.
        case vstack(spacing: Double, alignment: HorizontalAlignment, children: [SceneNode])
        /// `hstack`: `spacing` (default 8), `alignment` (default center), `children`.
        case hstack(spacing: Double, alignment: VerticalAlignment, children: [SceneNode])
        /// `zstack`: `alignment` (default center), `children`.
        case zstack(alignment: Alignment, children: [SceneNode])
        /// `container`: `children`, placed by their `frame`.
        case container(children: [SceneNode])
        /// `spacer`: `minLength` (default 0).
        case spacer(minLength: Double)
        /// `label`.
        case label(SceneLabel)
        /// `linkLabel`: `runs`.
        case linkLabel(runs: [LinkLabel.Run])
        /// `button`: `title`, `image`.
        case button(title: String?, image: Image?)
        /// `bezelButton`: `mode` (default normal), `recessed` (default false), `pushed`, `image`.
        case bezelButton(mode: BezelButton.Mode, recessed: Bool, pushed: Bool?, image: Image?)
        /// `switch`: `on` (default false).
        case `switch`(on: Bool)
        /// `slider`: `value` (default `min`) between `min` (default 0) and `max` (default 1).
        case slider(value: Double, minimum: Double, maximum: Double)
        /// `segmentedControl`: `segments` (titles) and `selected` (an index).
        case segmentedControl(titles: [String], selected: Int?)
        /// `progressView`: `value` 0…1 (default 0).
        case progressView(value: Double)
        /// `textField`: `text`, `placeholder` (default empty), `focused`.
        case textField(text: String, placeholder: String, focused: Bool?)
        /// `imageView`: `image`, `contentMode`, `grayscale`.
        case imageView(image: Image?, contentMode: ContentMode?, grayscale: Bool?)
        /// `scrollView`: `content` (one node), `axis` (default vertical), `offset` shown once laid out.
        case scrollView(content: SceneNode?, axis: ScrollView.Axis, offset: Point?)
        /// `blurView`: `radius`, `tint`.
        case blurView(radius: Double?, tint: Color?)
        /// `listView`: `rows` and `selected` (a row index).
        case listView(rows: [SceneListRow], selected: Int?)

        /// The `type` this content belongs to.
        public var type: SceneNodeType {
            switch self {
            case .vstack: return .vstack
            case .hstack: return .hstack
            case .zstack: return .zstack
            case .container: return .container
            case .spacer: return .spacer
            case .label: return .label
            case .linkLabel: return .linkLabel
            case .button: return .button
            case .bezelButton: return .bezelButton
            case .switch: return .switch
            case .slider: return .slider
            case .segmentedControl: return .segmentedControl
            case .progressView: return .progressView
            case .textField: return .textField
            case .imageView: return .imageView
            case .scrollView: return .scrollView
            case .blurView: return .blurView
            case .listView: return .listView
            }
        }
    }
}

/// A `label` node's values (nil: the theme's label style decides).
public struct SceneLabel: Sendable {
    /// `text` (default empty).
    public var text: String
    /// `font`: the parts of the theme's label font to change.
    public var font: FontOverride?
    /// `color`.
    public var color: Color?
    /// `alignment`: left, center, right or justified.
    public var alignment: TextStyle.Alignment?
    /// `lines`: the most lines shown, 0 for no limit.
    public var lines: Int?
    /// `autoColor`: pick black or white text for the background behind it.
    public var automaticColor: Bool?

    public init(text: String = "", font: FontOverride? = nil, color: Color? = nil, alignment: TextStyle.Alignment? = nil,
                lines: Int? = nil, automaticColor: Bool? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lines = lines
        self.automaticColor = automaticColor
    }
}

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
