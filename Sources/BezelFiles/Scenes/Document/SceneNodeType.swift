/// The kinds of view a scene node can declare with `type:`, and the keys
/// each one accepts beyond the ones every node has.
///
/// See also: ``SceneNode``, ``SceneNodeType/commonKeys``.
public enum SceneNodeType: String, CaseIterable, Sendable {
    case vstack, hstack, zstack, container, spacer
    case label, linkLabel, button, bezelButton
    case `switch`, slider, segmentedControl, progressView, textField
    case imageView, scrollView, blurView, listView

    /// Keys every node accepts: identity, layout (applied by wrapping the
    /// view, see ``SceneLayout``) and appearance.
    public static let commonKeys = [
        "type", "id", "padding", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight",
        "frame", "grow", "hidden", "alpha", "background", "cornerRadius",
    ]

    /// Keys every control accepts (controls are the types that track touches).
    static let controlKeys = ["enabled", "highlighted", "selected"]

    /// The keys this type accepts besides ``commonKeys``.
    public var keys: [String] {
        switch self {
        case .vstack, .hstack: return ["spacing", "alignment", "children"]
        case .zstack: return ["alignment", "children"]
        case .container: return ["children"]
        case .spacer: return ["minLength"]
        case .label: return ["text", "font", "color", "alignment", "lines", "autoColor"]
        case .linkLabel: return ["runs"]
        case .button: return Self.controlKeys + ["title", "image"]
        case .bezelButton: return Self.controlKeys + ["mode", "recessed", "pushed", "image"]
        case .switch: return Self.controlKeys + ["on"]
        case .slider: return Self.controlKeys + ["value", "min", "max"]
        case .segmentedControl: return ["enabled", "highlighted", "segments", "selected"]
        case .progressView: return ["value"]
        case .textField: return Self.controlKeys + ["text", "placeholder", "focused"]
        case .imageView: return ["image", "contentMode", "grayscale"]
        case .scrollView: return ["content", "offset", "axis"]
        case .blurView: return ["radius", "tint"]
        case .listView: return ["rows", "selected"]
        }
    }

    /// Whether the node holds other nodes under `children`.
    var hasChildren: Bool { [.vstack, .hstack, .zstack, .container].contains(self) }

    /// Whether the view is a control: it sends control events, and `set`
    /// can change `enabled` and `selected`.
    public var isControl: Bool {
        [.button, .bezelButton, .switch, .slider, .segmentedControl, .progressView, .textField].contains(self)
    }

    /// The class of the view the node becomes, for messages (`Label`, `VStack`).
    public var viewClassName: String {
        switch self {
        case .vstack: return "VStack"
        case .hstack: return "HStack"
        case .zstack: return "ZStack"
        default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The names of the properties the built view lists (`View.properties`),
    /// which a script's `expect` can check, sorted. A test builds every type
    /// and compares, so this table cannot drift from the views.
    public var propertyNames: [String] {
        let view = ["hidden", "alpha"]
        let control = view + ["enabled", "highlighted", "selected", "tracking"]
        let label = view + ["text", "font", "color", "align", "wrap", "lines", "ellipsis", "valign", "shadow"]
        let names: [String]
        switch self {
        case .vstack, .hstack: names = view + ["spacing", "alignment"]
        case .zstack, .container, .spacer: names = view
        case .label: names = label
        case .linkLabel: names = label + ["links"]
        case .button: names = control + ["title", "image"]
        case .bezelButton: names = control + ["mode", "recessed", "pushed"]
        case .switch: names = control + ["on"]
        case .slider: names = control + ["value", "range", "continuous"]
        case .segmentedControl: names = control + ["segments", "selectedSegment", "highlightedSegment"]
        case .progressView: names = control + ["progress"]
        case .textField: names = control + ["focused", "caret", "placeholder", "text"]
        case .imageView: names = view + ["mode", "image", "grayscale", "noUpscaling"]
        case .scrollView: names = view + ["axis", "contentSize", "contentOffset"]
        case .blurView: names = view + ["radius", "tint"]
        case .listView: names = view + ["rows", "selectedRow"]
        }
        return names.sorted()
    }
}
