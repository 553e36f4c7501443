import Bezel
import BezelGraphics

/// A screen as read from a scene's `screens:` list, before it becomes a controller.
struct SceneScreenEntry {
    /// The screen's `id`, unique in the scene.
    let id: String
    /// The navigation bar's title (`title`, optional).
    let title: String?
    /// The screen's `root` node, read again on every load.
    let node: YAMLNode
    /// The tree read once to check the node (and to know its view ids).
    let checkedTree: View
    /// The screen's `actions`, attached to its tree on every load.
    let rules: [SceneActionRule]
}

extension SceneReader {
    /// The keys each entry of `screens:` accepts.
    static let screenKeys = ["id", "title", "root", "actions"]

    /// The entries of a `screens:` list: each `{id, title, root}` with its
    /// root node read once to check it. Records a list that is empty, an
    /// entry without `id` or `root`, and ids used twice; such entries are left out.
    func screens(_ node: YAMLNode) -> [SceneScreenEntry] {
        let items = sequence(node, "screens")
        if items.isEmpty, case .sequence = node.kind {
            record(FileError(node.location, "'screens' needs at least one screen", expected: "- {id: ID, title: TITLE, root: a view node}"),
                   at: node.location)
        }
        var entries: [SceneScreenEntry] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            guard let map = mapping(item, "screen", allowed: Self.screenKeys) else { continue }
            let id = read(map, "id") { try $0.string("screen id") }
            let title = read(map, "title") { try $0.string("screen title") }
            let tree = map["root"].flatMap { view(from: $0, depth: 2) }
            if map["id"] == nil { record(FileError(map.location, "a screen needs 'id'", expected: "id: a name for push and expect"), at: map.location) }
            if map["root"] == nil { record(FileError(map.location, "a screen needs 'root'", expected: "root: a view node"), at: map.location) }
            guard let id, let tree, let rootNode = map["root"] else { continue }
            if let first = seen[id] {
                let place = map["id"]?.location ?? map.location
                record(FileError(place, "the screen id '\(id)' is used twice (first at line \(first.line))",
                                 expected: "a different id for each screen"), at: place)
                continue
            }
            seen[id] = map["id"]?.location ?? map.location
            let rules = map["actions"].map { actionRules($0, in: tree) } ?? []
            entries.append(SceneScreenEntry(id: id, title: title, node: rootNode, checkedTree: tree, rules: rules))
        }
        return entries
    }

    /// Controllers for `entries`, each building its view from its node on every load.
    func screenControllers(_ entries: [SceneScreenEntry]) -> [SceneScreenController] {
        entries.map {
            SceneScreenController(identifier: $0.id, title: $0.title, node: $0.node, rules: $0.rules, theme: theme, images: images)
        }
    }
}
