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
        checkKeys(typed, allowed: SceneNodeType.commonKeys + type.keys)
        return SceneNode(id: read(typed, "id") { try $0.string("id") },
                         content: content(type, typed, depth: depth),
                         layout: layout(typed),
                         controlState: type.isControl ? controlState(typed, of: type) : SceneControlState(),
                         location: map.location,
                         valueLocations: Dictionary(map.entries.map { ($0.key, $0.value.location) }) { first, _ in first })
    }

    /// The nodes of the list under `key`, leaving out those that do not read.
    func children(_ map: YAMLMapping, key: String = "children", depth: Int) -> [SceneNode] {
        guard let node = map[key] else { return [] }
        return sequence(node, key).compactMap { self.node(from: $0, depth: depth + 1) }
    }

    private func content(_ type: SceneNodeType, _ map: YAMLMapping, depth: Int) -> SceneNode.Content {
        switch type {
        case .vstack:
            let alignment = read(map, "alignment") { try horizontalAlignment($0) } ?? .center
            return .vstack(spacing: spacing(map), alignment: alignment, children: children(map, depth: depth))
        case .hstack:
            let alignment = read(map, "alignment") { try verticalAlignment($0) } ?? .center
            return .hstack(spacing: spacing(map), alignment: alignment, children: children(map, depth: depth))
        case .zstack:
            let alignment = read(map, "alignment") { try overlayAlignment($0) } ?? .center
            return .zstack(alignment: alignment, children: children(map, depth: depth))
        case .container:
            return .container(children: children(map, depth: depth))
        case .spacer:
            return .spacer(minLength: read(map, "minLength") { try $0.number("minLength", in: 0...100_000) } ?? 0)
        case .label: return .label(label(map))
        case .linkLabel: return linkLabel(map)
        case .button: return button(map)
        case .bezelButton: return bezelButton(map)
        case .switch: return .switch(on: read(map, "on") { try $0.bool("on") } ?? false)
        case .slider: return slider(map)
        case .segmentedControl: return segmentedControl(map)
        case .progressView: return .progressView(value: read(map, "value") { try $0.number("value", in: 0...1) } ?? 0)
        case .textField: return textField(map)
        case .imageView: return imageView(map)
        case .scrollView: return scrollView(map, depth: depth)
        case .blurView: return blurView(map)
        case .listView: return listView(map)
        }
    }

    /// A stack's `spacing` (default 8).
    private func spacing(_ map: YAMLMapping) -> Double {
        read(map, "spacing") { try $0.number("spacing", in: 0...10_000) } ?? 8
    }

    /// `enabled`, `highlighted` and `selected` (a segmented control's
    /// `selected` is its segment, read with its content).
    private func controlState(_ map: YAMLMapping, of type: SceneNodeType) -> SceneControlState {
        SceneControlState(enabled: read(map, "enabled") { try $0.bool("enabled") },
                          highlighted: read(map, "highlighted") { try $0.bool("highlighted") },
                          selected: type == .segmentedControl ? nil : read(map, "selected") { try $0.bool("selected") })
    }

    private func layout(_ map: YAMLMapping) -> SceneLayout {
        var layout = SceneLayout()
        layout.padding = read(map, "padding") { try edgeInsets($0) }
        layout.width = read(map, "width") { try $0.number("width", in: 0...100_000) }
        layout.height = read(map, "height") { try $0.number("height", in: 0...100_000) }
        layout.minWidth = read(map, "minWidth") { try length($0, "minWidth") }
        layout.maxWidth = read(map, "maxWidth") { try length($0, "maxWidth") }
        layout.minHeight = read(map, "minHeight") { try length($0, "minHeight") }
        layout.maxHeight = read(map, "maxHeight") { try length($0, "maxHeight") }
        layout.frame = read(map, "frame") { try rect($0) }
        layout.grow = read(map, "grow") { try $0.number("grow", in: 0...1_000) }
        layout.hidden = read(map, "hidden") { try $0.bool("hidden") }
        layout.alpha = read(map, "alpha") { try $0.number("alpha", in: 0...1) }
        layout.background = read(map, "background") { try $0.color("background") }
        layout.cornerRadius = read(map, "cornerRadius") { try $0.number("cornerRadius", in: 0...10_000) }
        return layout
    }
}
