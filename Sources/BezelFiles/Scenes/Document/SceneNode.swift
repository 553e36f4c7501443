import Bezel
import BezelGraphics

/// One view node of a scene file, decoded: its type, what it wrote as
/// typed values (one per key, see ``SceneKeys``), and where each key is
/// written. It makes no view; `BezelScenes`' builder turns a node and a
/// theme into views.
///
/// ```yaml
/// {type: label, id: title, text: Timer, font: {size: 20, weight: bold}, padding: 8}
/// ```
///
/// decodes to a node whose ``type`` is ``SceneNodeType/label``, ``id``
/// `title`, and whose ``values`` hold `SceneKeys.text` "Timer",
/// `SceneKeys.font` (size 20, bold) and `SceneKeys.padding` 8.
///
/// See also: ``SceneDocument``, ``SceneNodeType``.
public struct SceneNode: Sendable {
    /// The node's `type`.
    public var type: SceneNodeType
    /// What the node wrote, by key, typed (a key left out has no value).
    public var values: SceneValues
    /// Where the node's mapping starts.
    public var location: SourceLocation
    /// Where the value of each key the node wrote starts, by key.
    public var valueLocations: [String: SourceLocation]

    public init(type: SceneNodeType, values: SceneValues = SceneValues(), location: SourceLocation,
                valueLocations: [String: SourceLocation] = [:]) {
        self.type = type
        self.values = values
        self.location = location
        self.valueLocations = valueLocations
    }

    /// The node's `id`, by which scripts and actions find its view.
    public var id: String? {
        get { values[SceneKeys.id] }
        set { values[SceneKeys.id] = newValue }
    }

    /// Layout and appearance, which every node accepts.
    public var layout: SceneLayout { SceneLayout(values) }

    /// The nodes directly inside this one: a stack's or container's
    /// `children`, a scroll view's `content`.
    public var children: [SceneNode] {
        (values[SceneKeys.children] ?? []) + (values[SceneKeys.content].map { [$0] } ?? [])
    }

    /// The first node in this subtree (this node first, then depth first, in
    /// file order) whose ``id`` is `id`: the node whose view
    /// `View.view(withIdentifier:)` finds in the built tree.
    public func node(withIdentifier id: String) -> SceneNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.node(withIdentifier: id) { return found }
        }
        return nil
    }

    /// The ``id``s in this subtree, this node first, then depth first.
    public var identifiersInSubtree: [String] {
        (id.map { [$0] } ?? []) + children.flatMap(\.identifiersInSubtree)
    }
}
