import Bezel
import BezelGraphics
import BezelReplay

extension ScriptReader {
    /// `{id: ID, properties: {key: value...}, events: [name...]}`; at least
    /// one of `properties` and `events`, and `id` whenever `properties` is given.
    func expectation(_ node: YAMLNode) throws -> ScriptExpectation {
        let map = try node.mapping("expect")
        try map.checkKeys(["id", "properties", "events"])
        let id = try map["id"].map { try $0.string("expect id") }
        var properties: [(key: String, value: String, location: SourceLocation)] = []
        if let node = map["properties"] {
            guard id != nil else { throw FileError(map.location, "expect needs 'id' to check properties") }
            for entry in try node.mapping("expected properties").entries {
                guard case let .scalar(value) = entry.value.kind else {
                    throw FileError(entry.value.location, "the expected '\(entry.key)' must be a plain value",
                                    expected: "true, false, a number or text")
                }
                properties.append((entry.key, value, entry.keyLocation))
            }
        }
        let events = try map["events"].map { node in
            try node.sequence("events").map { try $0.string("event name") }
        }
        guard !properties.isEmpty || events != nil else {
            throw FileError(map.location, "expect checks nothing", expected: "'properties' and/or 'events'")
        }
        return ScriptExpectation(id: id, properties: properties, events: events)
    }

    /// Records each id selector and `expect` id naming no view in `root`, and
    /// each expected property the view does not have, with suggestions.
    func checkIdentifiers(of steps: [ScriptStep], against root: View) {
        var ids: [String] = []
        func visit(_ view: View) {
            if let id = view.identifier { ids.append(id) }
            view.subviews.forEach(visit)
        }
        visit(root)
        func check(_ id: String, at location: SourceLocation) -> View? {
            if let view = root.view(withIdentifier: id) { return view }
            errors.append(FileError(location, "no view in the scene has the id '\(id)'",
                                    expected: ids.isEmpty ? "ids given in the scene" : "one of: " + ids.sorted().joined(separator: ", "),
                                    suggestion: closestMatch(to: id, in: ids)))
            return nil
        }
        for step in steps {
            switch step.action {
            case let .tap(.id(id)), let .touch(_, .id(id), _):
                _ = check(id, at: step.location)
            case let .drag(from, to, _):
                for case let .id(id) in [from, to] { _ = check(id, at: step.location) }
            case let .expect(expectation):
                guard let id = expectation.id, let view = check(id, at: step.location) else { continue }
                let known = ViewProperties.of(view).keys.sorted()
                for property in expectation.properties where !known.contains(property.key) {
                    errors.append(FileError(property.location, "\(String(describing: type(of: view))) #\(id) has no property '\(property.key)'",
                                            expected: "one of: " + known.joined(separator: ", "),
                                            suggestion: closestMatch(to: property.key, in: known)))
                }
            default:
                continue
            }
        }
    }
}
