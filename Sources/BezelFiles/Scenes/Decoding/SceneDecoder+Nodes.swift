import Bezel
import BezelGraphics

extension SceneDecoder {
    /// The node `node` declares; nil when it cannot be read at all (the
    /// problem is recorded). A node with a wrong value is still returned,
    /// that value left at its default, with the problem recorded.
    func node(from node: YAMLNode, depth: Int) -> SceneNode? {
        guard depth <= LayoutLimits.maximumDepth else {
            record(FileError(node.location, "nodes are nested deeper than \(LayoutLimits.maximumDepth)"), at: node.location)
            return nil
        }
        guard let map = mapping(node, "view node") else { return nil }
        guard let typeNode = map["type"] else {
            record(FileError(map.location, "a view node needs 'type'",
                             expected: "one of: " + SceneNodeType.allCases.map(\.rawValue).joined(separator: ", ")),
                   at: map.location)
            return nil
        }
        let names = SceneNodeType.allCases.map(\.rawValue)
        guard let name = attempt(at: typeNode.location, { try typeNode.choice("view type", of: names) }),
              let type = SceneNodeType(rawValue: name) else {
            // Still check what the node holds, so its problems are reported too.
            _ = children(map, depth: depth)
            _ = map["content"].flatMap { self.node(from: $0, depth: depth + 1) }
            return nil
        }
        let typed = YAMLMapping(entries: map.entries, location: map.location, what: type.rawValue)
        let fields = type.fields
        let selectedIndex = typed["selected"].flatMap { Self.selectedIndexError($0, on: type) }
        if let selectedIndex { record(selectedIndex, at: selectedIndex.location) }
        checkKeys(typed, allowed: ["type"] + fields.map(\.key) + (selectedIndex == nil ? [] : ["selected"]))
        var values = SceneValues()
        for field in fields {
            guard let valueNode = typed[field.key], !(selectedIndex != nil && field.key == "selected") else { continue }
            if case .null = valueNode.kind { continue }
            let reading = SceneReading(decoder: self, depth: depth, values: values)
            values[name: field.key] = attempt(at: valueNode.location) { try field.read(valueNode, reading) }
        }
        return SceneNode(type: type, values: values, location: map.location,
                         valueLocations: Dictionary(map.entries.map { ($0.key, $0.value.location) }) { first, _ in first })
    }

    /// The nodes of the list under `key`, leaving out those that do not read.
    func children(_ map: YAMLMapping, key: String = "children", depth: Int) -> [SceneNode] {
        guard let node = map[key] else { return [] }
        return sequence(node, key).compactMap { self.node(from: $0, depth: depth + 1) }
    }
}
