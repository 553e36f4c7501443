import Bezel
import BezelFiles
import BezelGraphics

extension ScriptReader {
    /// `{id: ID, properties: {key: value...}, events: [name...]}`, and/or
    /// `{screen: ID, shown: BOOL, loaded: BOOL, viewDidLoadCount: N}`, and/or
    /// `{id|text|label+trait, visible: BOOL}`, and/or `{spoken: [TEXT...]}`; at least
    /// one of `properties`, `events`, `shown`, `loaded`, `viewDidLoadCount`,
    /// `visible` and `spoken`, `id` whenever `properties` is given, `screen`
    /// whenever `shown`, `loaded` or `viewDidLoadCount` is, and one of `id`,
    /// `text`, `label` or `trait` whenever `visible` is.
    func expectation(_ node: YAMLNode) throws -> ScriptExpectation {
        let map = try node.mapping("expect")
        try map.checkKeys(["id", "text", "label", "trait", "properties", "events", "screen", "shown", "loaded", "viewDidLoadCount",
                           "visible", "spoken"])
        let screen = try map["screen"].map { try $0.string("expect screen") }
        let shown = try map["shown"].map { try $0.bool("shown") }
        let loaded = try map["loaded"].map { try $0.bool("loaded") }
        let loads = try map["viewDidLoadCount"].map { try $0.integer("viewDidLoadCount", in: 0...1_000_000) }
        if screen == nil, shown != nil || loaded != nil || loads != nil {
            throw FileError(map.location, "expect needs 'screen' to check 'shown', 'loaded' or 'viewDidLoadCount'")
        }
        let id = try map["id"].map { try $0.string("expect id") }
        var properties: [ExpectedProperty] = []
        if let node = map["properties"] {
            guard id != nil else { throw FileError(map.location, "expect needs 'id' to check properties") }
            for entry in try node.mapping("expected properties").entries {
                guard case let .scalar(value) = entry.value.kind else {
                    throw FileError(entry.value.location, "the expected '\(entry.key)' must be a plain value, not \(entry.value.shownValue)",
                                    expected: "true, false, a number or text")
                }
                properties.append(ExpectedProperty(key: entry.key, value: .text(value), written: value, location: entry.keyLocation,
                                                   valueLocation: entry.value.location))
            }
        }
        let events = try map["events"].map { node in
            try node.sequence("events").map { item in
                let name = try item.string("event name")
                guard let event = FiredEvent(name: name) else {
                    let names = ControlEvents.named.map(\.1)
                    throw FileError(item.location, "\(item.shownValue) is not an event", expected: "one of: " + (names + ["link:TARGET"]).joined(separator: ", "),
                                    suggestion: closestMatch(to: name, in: names))
                }
                return event
            }
        }
        let visible = try map["visible"].map { try $0.bool("visible") }
        let subject = try visibilitySubject(map, id: id)
        if visible != nil, subject == nil {
            throw FileError(map.location, "expect needs 'id', 'text', 'label' or 'trait' to check 'visible'")
        }
        if visible == nil, subject != nil, id == nil {
            throw FileError(map.location, "expect names a view by 'text', 'label' or 'trait' only to check 'visible'",
                            expected: "'visible: true' or 'visible: false'")
        }
        let spoken = try map["spoken"].map { node -> [String] in
            if case .sequence = node.kind { return try node.sequence("spoken").map { try $0.string("spoken text") } }
            return [try node.string("spoken text")]
        }
        guard !properties.isEmpty || events != nil || shown != nil || loaded != nil || loads != nil || visible != nil || spoken != nil else {
            throw FileError(map.location, "expect checks nothing",
                            expected: "'properties', 'events', 'shown', 'loaded', 'viewDidLoadCount', 'visible' or 'spoken'")
        }
        return ScriptExpectation(id: id, properties: properties, events: events, screen: screen, shown: shown, loaded: loaded,
                                 viewDidLoadCount: loads, subject: subject, visible: visible, spoken: spoken)
    }

    /// The view `visible` is about: `id`, or one of `text` and `label`/`trait` (not both).
    private func visibilitySubject(_ map: YAMLMapping, id: String?) throws -> ViewSelector? {
        let text = try map["text"].map { try $0.string("expect text") }
        let label = try map["label"].map { try $0.string("expect label") }
        let traits = try map["trait"].map { try AccessibilityTraits.read(oneOrMore: $0) }
        let named = [id != nil, text != nil, label != nil || traits != nil].filter { $0 }.count
        guard named <= 1 else {
            throw FileError(map.location, "expect names its view one way: 'id', 'text', or 'label' and 'trait'")
        }
        if let text { return .text(text) }
        if label != nil || traits != nil { return .element(label: label, traits: traits ?? []) }
        return id.map(ViewSelector.id)
    }

    /// Records each `push` and `expect` screen naming no screen in `screens`
    /// (the scene's screen ids), with suggestions.
    func checkScreens(of steps: [ScriptStep], against screens: [String]) {
        for step in steps {
            if type(of: step.action.kind).needsScreens, screens.isEmpty {
                errors.append(FileError(step.location, "'\(step.action.keyword)' needs a scene with 'screens'"))
                continue
            }
            guard let named = step.action.kind.namedScreen, !screens.contains(named) else { continue }
            errors.append(FileError(step.location, screens.isEmpty ? "the scene has no screens (it has 'root', not 'screens')"
                                                                    : "no screen in the scene has the id '\(named)'",
                                    expected: screens.isEmpty ? "a scene with screens: [{id, title, root}...]" : "one of: " + screens.joined(separator: ", "),
                                    suggestion: closestMatch(to: named, in: screens)))
        }
    }

    /// Records each id selector and `expect` id naming no view in `scene`,
    /// and each expected property the view does not have, with suggestions;
    /// returns `steps` with every expected value typed by its property's kind
    /// (a value that does not read as one is recorded at its place).
    func checkIdentifiers(of steps: [ScriptStep], against scene: SceneDocument) -> [ScriptStep] {
        // The nodes found so far by id: a long script names the same views again and again.
        var found: [String: SceneNode] = [:]
        func check(_ id: String, at location: SourceLocation) -> SceneNode? {
            if let node = found[id] { return node }
            if let node = scene.node(withIdentifier: id) {
                found[id] = node
                return node
            }
            errors.append(.unknownIdentifier(id, at: location, among: scene.identifiers))
            return nil
        }
        return steps.map { step in
            for id in step.action.kind.selectors.compactMap(\.identifier) { _ = check(id, at: step.location) }
            if let expectation = step.action.as(ExpectStep.self)?.expectation {
                guard let id = expectation.id, let node = check(id, at: step.location) else { return step }
                let kinds = node.type.propertyKinds
                let known = kinds.keys.sorted()
                var typed: [ExpectedProperty] = []
                for property in expectation.properties {
                    guard let kind = kinds[property.key] else {
                        errors.append(FileError(property.location, "\(node.type.viewClassName) #\(id) has no property '\(property.key)'",
                                                expected: "one of: " + known.joined(separator: ", "),
                                                suggestion: closestMatch(to: property.key, in: known)))
                        typed.append(property)
                        continue
                    }
                    do { typed.append(try property.typed(as: kind)) } catch {
                        errors.append(contentsOf: FileErrors.flattening(error, at: property.valueLocation))
                        typed.append(property)
                    }
                }
                let checked = ScriptExpectation(id: expectation.id, properties: typed, events: expectation.events,
                                                screen: expectation.screen, shown: expectation.shown, loaded: expectation.loaded,
                                                viewDidLoadCount: expectation.viewDidLoadCount,
                                                subject: expectation.subject, visible: expectation.visible, spoken: expectation.spoken)
                return ScriptStep(.expect(checked), at: step.location)
            }
            return step
        }
    }
}
