import Bezel
import BezelGraphics

/// Reading a scene's `actions:` (see ``SceneActionRule``): every id is looked
/// up in the tree the rules will drive, every event and property is checked
/// against the node's type, and each problem is recorded at its place.
extension SceneDecoder {
    /// The keys of a rule, of its `on`, of a step in `do`, and of `after` and `fade`.
    static let ruleKeys = ["on", "do"]
    static let triggerKeys = ["id", "event"]
    static let actionKeys = ["set", "after", "cancel", "fade"]
    static let afterKeys = ["seconds", "timer", "do"]
    static let fadeKeys = ["id", "distance"]

    /// The rules of an `actions:` list, checked against the nodes of `root`.
    func actionRules(_ node: YAMLNode, in root: SceneNode) -> [SceneActionRule] {
        sequence(node, "actions").compactMap { item in
            guard let map = mapping(item, "action rule", allowed: Self.ruleKeys) else { return nil }
            guard let on = required(map, "on", expected: "on: {id: ID, event: EVENT}"),
                  let steps = required(map, "do", expected: "do: a list of set, after, cancel or fade steps"),
                  let trigger = mapping(on, "on", allowed: Self.triggerKeys),
                  let (id, target) = self.target(trigger, expected: "id: the id of the view that sends the event", in: root),
                  let event = required(trigger, "event", expected: "event: " + SceneTrigger.names.joined(separator: ", "), {
                      try self.trigger($0, for: target, id: id)
                  })
            else { return nil }
            let actions = actionList(steps, in: root, scrolling: event == .scroll)
            return SceneActionRule(id: id, trigger: event, actions: actions, location: map.location)
        }
    }

    /// `event`: `scroll` for a scroll view, a control event's name for a control.
    private func trigger(_ node: YAMLNode, for target: SceneNode, id: String) throws -> SceneTrigger {
        let name = try node.choice("event", of: SceneTrigger.names)
        if name == "scroll" {
            guard target.type == .scrollView else { throw FileError(node.location, "#\(id) is not a scroll view", expected: "a control event") }
            return .scroll
        }
        guard target.type.isControl else {
            throw FileError(node.location, "#\(id) (\(target.type.viewClassName)) is not a control and sends no '\(name)'",
                            expected: target.type == .scrollView ? "event: scroll" : "the id of a control or a scroll view")
        }
        let events = ControlEvents.named.first { $0.1 == name }?.0 ?? []
        return .control(events)
    }

    /// A `do:` list; `fade` is allowed only when the rule is a `scroll` rule.
    private func actionList(_ node: YAMLNode, in root: SceneNode, scrolling: Bool) -> [SceneAction] {
        let items = sequence(node, "do")
        if items.isEmpty, case .sequence = node.kind { record(FileError(node.location, "'do' needs at least one step"), at: node.location) }
        return items.compactMap { item in
            guard let map = mapping(item, "action", allowed: Self.actionKeys) else { return nil }
            guard map.entries.count == 1, let entry = map.entries.first else {
                record(FileError(map.location, "an action has one key", expected: "one of: " + Self.actionKeys.joined(separator: ", ")),
                       at: map.location)
                return nil
            }
            // An unknown key was recorded by `mapping(_:_:allowed:)`.
            guard Self.actionKeys.contains(entry.key) else { return nil }
            return action(entry.key, entry.value, in: root, scrolling: scrolling)
        }
    }

    private func action(_ key: String, _ node: YAMLNode, in root: SceneNode, scrolling: Bool) -> SceneAction? {
        switch key {
        case "set":
            guard let map = mapping(node, "set"), let (id, target) = self.target(map, expected: "id: the view to change", in: root)
            else { return nil }
            let assignments = map.entries.filter { $0.key != "id" }.compactMap { entry in
                attempt(at: entry.keyLocation) { try self.property(entry.key, entry.value, for: target, id: id) }
            }
            if assignments.isEmpty, map.entries.count == 1 {
                record(FileError(map.location, "'set' changes nothing", expected: "properties: " + SceneNodeType.settableKeys.joined(separator: ", ")),
                       at: map.location)
            }
            return .set(id: id, properties: assignments)
        case "after":
            guard let map = mapping(node, "after", allowed: Self.afterKeys),
                  let seconds = required(map, "seconds", expected: "seconds: a number, or {slider: ID}", {
                      try self.seconds($0, in: root)
                  }),
                  let timer = required(map, "timer", expected: "timer: a name (for cancel and the trace)", { try $0.string("timer") }),
                  let steps = required(map, "do", expected: "do: the steps to run when the time is up")
            else { return nil }
            return .after(seconds: seconds, timer: timer, actions: actionList(steps, in: root, scrolling: scrolling))
        case "cancel":
            return attempt(at: node.location) { try node.string("timer name") }.map { .cancel(timer: $0) }
        default:  // "fade"
            guard scrolling else {
                record(FileError(node.location, "'fade' follows a scroll view's offset", expected: "a rule with event: scroll"),
                       at: node.location)
                return nil
            }
            guard let map = mapping(node, "fade", allowed: Self.fadeKeys),
                  let (id, _) = target(map, expected: "id: the view whose alpha follows the offset", in: root),
                  let distance = required(map, "distance", expected: "distance: the offset in points at which alpha is 1", {
                      try $0.number("distance", in: 1...100_000)
                  })
            else { return nil }
            return .fade(id: id, distance: distance)
        }
    }

    /// `seconds`: a number of virtual seconds, or `{slider: ID}`.
    private func seconds(_ node: YAMLNode, in root: SceneNode) throws -> SceneSeconds {
        guard case .mapping = node.kind else { return .constant(try node.number("seconds", in: 0...86_400)) }
        let map = try node.mapping("seconds")
        try map.checkKeys(["slider"])
        let idNode = try map.required("slider")
        let id = try idNode.string("slider id")
        // An unknown id is recorded by `node(named:at:in:)`; nothing more to add.
        guard let target = self.node(named: id, at: idNode.location, in: root) else { throw FileErrors([]) }
        guard target.type == .slider else {
            throw FileError(idNode.location, "#\(id) (\(target.type.viewClassName)) is not a slider", expected: "the id of a slider")
        }
        return .slider(id: id)
    }

    /// The value of `key`, or nil with an error naming what was expected.
    private func required(_ map: YAMLMapping, _ key: String, expected: String) -> YAMLNode? {
        if let node = map[key] { return node }
        record(FileError(map.location, "\(map.what) needs '\(key)'", expected: expected), at: map.location)
        return nil
    }

    /// The value of `key` read by `body`, or nil when it is missing or wrong (recorded).
    private func required<T>(_ map: YAMLMapping, _ key: String, expected: String, _ body: (YAMLNode) throws -> T) -> T? {
        guard let node = required(map, key, expected: expected) else { return nil }
        return attempt(at: node.location) { try body(node) }
    }

    /// The `id` of `map` and the node it names in `root`, or nil (recorded).
    private func target(_ map: YAMLMapping, expected: String, in root: SceneNode) -> (String, SceneNode)? {
        guard let node = required(map, "id", expected: expected),
              let id = attempt(at: node.location, { try node.string("id") }),
              let target = self.node(named: id, at: node.location, in: root) else { return nil }
        return (id, target)
    }

    /// The node `id` names in `root`, or nil with an error listing the ids there are.
    private func node(named id: String, at location: SourceLocation, in root: SceneNode) -> SceneNode? {
        if let node = root.node(withIdentifier: id) { return node }
        record(FileError.unknownIdentifier(id, at: location, among: root.identifiersInSubtree), at: location)
        return nil
    }
}
