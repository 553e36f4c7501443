import Bezel
import BezelGraphics

extension SceneDecoder {
    /// The keys each entry of `screens:` accepts.
    static let screenKeys = ["id", "title", "root", "actions"]

    /// The entries of a `screens:` list, each `{id, title, root, actions}`.
    /// Records a list that is empty, an entry without `id` or `root`, and
    /// ids used twice; such entries are left out.
    func screens(_ node: YAMLNode) -> [SceneScreen] {
        let items = sequence(node, "screens")
        if items.isEmpty, case .sequence = node.kind {
            record(FileError(node.location, "'screens' needs at least one screen", expected: "- {id: ID, title: TITLE, root: a view node}"),
                   at: node.location)
        }
        var screens: [SceneScreen] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            guard let map = mapping(item, "screen", allowed: Self.screenKeys) else { continue }
            let id = read(map, "id") { try $0.string("screen id") }
            let title = read(map, "title") { try $0.string("screen title") }
            let root = map["root"].flatMap { self.node(from: $0, depth: 2) }
            if map["id"] == nil { record(FileError(map.location, "a screen needs 'id'", expected: "id: a name for push and expect"), at: map.location) }
            if map["root"] == nil { record(FileError(map.location, "a screen needs 'root'", expected: "root: a view node"), at: map.location) }
            guard let id, let root else { continue }
            if let first = seen[id] {
                let place = map["id"]?.location ?? map.location
                record(FileError(place, "the screen id '\(id)' is used twice (first at line \(first.line))",
                                 expected: "a different id for each screen"), at: place)
                continue
            }
            seen[id] = map["id"]?.location ?? map.location
            let actions = map["actions"].map { actionRules($0, in: root) } ?? []
            screens.append(SceneScreen(id: id, title: title, root: root, actions: actions, location: map.location))
        }
        return screens
    }
}
