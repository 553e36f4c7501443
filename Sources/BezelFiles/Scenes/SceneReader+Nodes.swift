import Bezel
import BezelGraphics

extension SceneReader {
    /// The view a node declares, wrapped for its layout properties; nil when
    /// the node cannot be read at all (the problem is recorded).
    ///
    /// The view named by `type` gets the `id` and its state. Around it come,
    /// in this order, a ``PaddingView`` for `padding`, a ``FrameView`` for
    /// `width`/`height`, and one for `minWidth`…`maxHeight`. The outermost
    /// of these gets `frame` (its place in a container), `grow`, `hidden`,
    /// `alpha`, `background` and `cornerRadius`, so a background covers
    /// the padding and a hidden node takes no room.
    func view(from node: YAMLNode, depth: Int) -> View? {
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
            _ = map["content"].flatMap { self.view(from: $0, depth: depth + 1) }
            return nil
        }
        let typed = YAMLMapping(entries: map.entries, location: map.location, what: type.rawValue)
        checkKeys(typed, allowed: SceneNodeType.commonKeys + type.keys)
        let view = makeView(type, typed, depth: depth)
        if let id = read(typed, "id", { try $0.string("id") }) { view.identifier = id }
        if let control = view as? Control { applyControlState(control, typed) }
        return wrap(view, typed)
    }

    /// The views of the node list under `key`, skipping those that do not read.
    func children(_ map: YAMLMapping, key: String = "children", depth: Int) -> [View] {
        guard let node = map[key] else { return [] }
        return sequence(node, key).compactMap { view(from: $0, depth: depth + 1) }
    }

    private func makeView(_ type: SceneNodeType, _ map: YAMLMapping, depth: Int) -> View {
        switch type {
        case .vstack:
            let alignment = read(map, "alignment") { try horizontalAlignment($0) } ?? .center
            let stack = VStack(spacing: read(map, "spacing") { try $0.number("spacing", in: 0...10_000) } ?? 8,
                               alignment: alignment) { children(map, depth: depth) }
            return stack
        case .hstack:
            let alignment = read(map, "alignment") { try verticalAlignment($0) } ?? .center
            return HStack(spacing: read(map, "spacing") { try $0.number("spacing", in: 0...10_000) } ?? 8,
                          alignment: alignment) { children(map, depth: depth) }
        case .zstack:
            let alignment = read(map, "alignment") { try overlayAlignment($0) } ?? .center
            return ZStack(alignment: alignment) { children(map, depth: depth) }
        case .container:
            return Container { children(map, depth: depth) }
        case .spacer:
            return Spacer(minLength: read(map, "minLength") { try $0.number("minLength", in: 0...100_000) } ?? 0)
        case .label: return label(map)
        case .linkLabel: return linkLabel(map)
        case .button: return button(map)
        case .bezelButton: return bezelButton(map)
        case .switch: return Switch(isOn: read(map, "on") { try $0.bool("on") } ?? false, style: theme.switch)
        case .slider: return slider(map)
        case .segmentedControl: return segmentedControl(map)
        case .progressView:
            return ProgressView(progress: read(map, "value") { try $0.number("value", in: 0...1) } ?? 0,
                                style: theme.progressView)
        case .textField: return textField(map)
        case .imageView: return imageView(map)
        case .scrollView: return scrollView(map, depth: depth)
        case .blurView: return blurView(map)
        case .listView: return listView(map)
        }
    }

    /// `enabled`, `highlighted` and `selected`, for the controls that take them.
    private func applyControlState(_ control: Control, _ map: YAMLMapping) {
        if !(control is SegmentedControl), let selected = read(map, "selected", { try $0.bool("selected") }) {
            control.isSelected = selected
        }
        if let highlighted = read(map, "highlighted", { try $0.bool("highlighted") }) { control.isHighlighted = highlighted }
        if let enabled = read(map, "enabled", { try $0.bool("enabled") }) { control.isEnabled = enabled }
    }

    private func wrap(_ view: View, _ map: YAMLMapping) -> View {
        var outer = view
        if let insets = read(map, "padding", { try edgeInsets($0) }) { outer = outer.padding(insets) }
        let width = read(map, "width") { try $0.number("width", in: 0...100_000) }
        let height = read(map, "height") { try $0.number("height", in: 0...100_000) }
        if width != nil || height != nil { outer = outer.frame(width: width, height: height) }
        let limits = ["minWidth", "maxWidth", "minHeight", "maxHeight"].map { key in
            read(map, key) { try length($0, key) }
        }
        if limits.contains(where: { $0 != nil }) {
            outer = outer.frame(minWidth: limits[0], maxWidth: limits[1], minHeight: limits[2], maxHeight: limits[3])
        }
        if let rect = read(map, "frame", { try self.rect($0) }) { outer.frame = rect }
        if let grow = read(map, "grow", { try $0.number("grow", in: 0...1_000) }) { outer.layoutGrow = grow }
        if let hidden = read(map, "hidden", { try $0.bool("hidden") }) { outer.isHidden = hidden }
        if let alpha = read(map, "alpha", { try $0.number("alpha", in: 0...1) }) { outer.alpha = alpha }
        if let color = read(map, "background", { try $0.color("background") }) { outer.backgroundColor = color }
        if let radius = read(map, "cornerRadius", { try $0.number("cornerRadius", in: 0...10_000) }) { outer.cornerRadius = radius }
        return outer
    }
}
