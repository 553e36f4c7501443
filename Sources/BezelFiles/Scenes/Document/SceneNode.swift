import Bezel
import BezelGraphics

/// One view node of a scene file, decoded: what the node declares, as plain
/// values, and where each of its keys is written. It makes no view;
/// `BezelScenes`' builder turns a node and a theme into views.
///
/// ```yaml
/// {type: label, id: title, text: Timer, font: {size: 20, weight: bold}, padding: 8}
/// ```
///
/// decodes to a node whose ``type`` is ``SceneNodeType/label``, ``id``
/// `title`, ``content`` `.label(SceneLabel(text: "Timer", font: …))` and
/// ``layout`` with `padding` 8.
///
/// See also: ``SceneDocument``, ``SceneNodeType``.
public struct SceneNode: Sendable {
    /// The node's `id`, by which scripts and actions find its view.
    public var id: String?
    /// What the node's `type` declares, with that type's values.
    public var content: Content
    /// Layout and appearance, which every node accepts.
    public var layout: SceneLayout
    /// `enabled`, `highlighted` and `selected`, for the controls that take them.
    public var controlState: SceneControlState
    /// Where the node's mapping starts.
    public var location: SourceLocation
    /// Where the value of each key the node wrote starts, by key.
    public var valueLocations: [String: SourceLocation]

    public init(id: String? = nil, content: Content, layout: SceneLayout = SceneLayout(),
                controlState: SceneControlState = SceneControlState(), location: SourceLocation,
                valueLocations: [String: SourceLocation] = [:]) {
        self.id = id
        self.content = content
        self.layout = layout
        self.controlState = controlState
        self.location = location
        self.valueLocations = valueLocations
    }

    /// The node's `type`.
    public var type: SceneNodeType { content.type }

    /// The nodes directly inside this one: a stack's or container's
    /// `children`, a scroll view's `content`.
    public var children: [SceneNode] {
        switch content {
        case let .vstack(_, _, children), let .hstack(_, _, children), let .zstack(_, children), let .container(children):
            return children
        case let .scrollView(content, _, _):
            return content.map { [$0] } ?? []
        default:
            return []
        }
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

/// `enabled`, `highlighted` and `selected` of a control node (nil: as the control starts).
public struct SceneControlState: Sendable, Equatable {
    public var enabled: Bool?
    public var highlighted: Bool?
    /// `selected` of every control but a segmented control (whose `selected` is a segment index).
    public var selected: Bool?

    public init(enabled: Bool? = nil, highlighted: Bool? = nil, selected: Bool? = nil) {
        self.enabled = enabled
        self.highlighted = highlighted
        self.selected = selected
    }
}
