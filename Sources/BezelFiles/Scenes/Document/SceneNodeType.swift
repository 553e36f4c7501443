import Bezel

/// The kinds of view a scene node can declare with `type:`, and the keys
/// each one accepts beyond the ones every node has.
///
/// See also: ``SceneNode``, ``SceneNodeType/commonKeys``.
public enum SceneNodeType: String, CaseIterable, Sendable {
    case vstack, hstack, zstack, container, spacer
    case label, linkLabel, button, bezelButton
    case `switch`, slider, segmentedControl, progressView, textField
    case imageView, scrollView, blurView, listView

    /// Keys every node accepts: `type`, `id`, layout (applied by wrapping
    /// the view, see ``SceneLayout``) and appearance.
    public static var commonKeys: [String] { ["type", "id"] + (SceneKeys.layout + SceneKeys.appearance).map(\.key) }

    /// The keys this type accepts besides ``commonKeys``, from ``fields``.
    public var keys: [String] {
        let common = Set(Self.commonKeys)
        return fields.map(\.key).filter { !common.contains($0) }
    }

    /// Whether the node holds other nodes under `children`.
    var hasChildren: Bool { fields.contains { $0.key == SceneKeys.children.name } }

    /// Whether the view is a control: it has `enabled` (and so sends
    /// control events, and `set` can change its state).
    public var isControl: Bool { fields.contains { $0.key == SceneKeys.enabled.name } }

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
    /// which a script's `expect` can check, sorted: read from a view of this
    /// type made with no values, so the list is the views' own.
    public var propertyNames: [String] { propertyKinds.keys.sorted() }

    /// The kind of each property the built view lists (a bool, a number, a
    /// number that may be absent, or text): how a script's `expect` value is read.
    public var propertyKinds: [String: ViewProperty.Kind] { Self.propertyKindsByType[self] ?? [:] }

    /// ``propertyKinds`` of every type, read once from views made with no values.
    private static let propertyKindsByType: [SceneNodeType: [String: ViewProperty.Kind]] = Dictionary(
        uniqueKeysWithValues: allCases.map { type in
            let view = type.makeView(SceneValues(), theme: .default) { _ in View() }
            return (type, Dictionary(view.properties.map { ($0.name, $0.kind) }) { first, _ in first })
        })
}
