/// The kinds of view a scene node can declare with `type:`, and the keys
/// each one accepts beyond the ones every node has.
///
/// See also: ``SceneFile``, ``SceneNodeType/commonKeys``.
public enum SceneNodeType: String, CaseIterable, Sendable {
    case vstack, hstack, zstack, container, spacer
    case label, linkLabel, button, bezelButton
    case `switch`, slider, segmentedControl, progressView, textField
    case imageView, scrollView, blurView, listView

    /// Keys every node accepts: identity, layout (applied by wrapping the
    /// view, see ``SceneFile``) and appearance.
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
}
