import Bezel

/// The typed properties (`Bezel/View/properties`) of every view with an
/// identifier in a window, by trace name: a step's `stateChanged` and
/// `propertyChanged` entries are the difference between the snapshot before
/// it and the one after it.
///
/// Two views with the same type and identifier share one name; the later
/// one in the tree (depth first, back to front) is the one kept.
struct StateSnapshot: Equatable {
    private var states: [TraceView: [ViewProperty]] = [:]

    /// The state of every view with an identifier in `root`'s subtree.
    init(of root: View, names: inout TraceViewNames) {
        func visit(_ view: View) {
            if let identifier = view.identifier {
                states[names.name(of: view, identifier: identifier)] = view.properties
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
    }

    /// What changed since `before`, as trace events, view by view in the
    /// order of their names' text: for a view whose tree-dump words differ
    /// (or that `before` did not have) a ``TraceEvent/stateChanged(_:changes:state:)``
    /// with the properties whose word changed and the words now; then a
    /// ``TraceEvent/propertyChanged(_:_:)`` for each other property whose
    /// value changed. A view gone since `before` is not reported.
    func changes(since before: StateSnapshot) -> [TraceEvent] {
        var events: [TraceEvent] = []
        // Most views are as they were: only the others are sorted, each name made once.
        let changed = states.lazy.filter { before.states[$0.key] != $0.value }
            .map { (name: $0.key.description, view: $0.key, properties: $0.value) }
            .sorted { $0.name < $1.name }
        for (_, view, properties) in changed {
            let now = properties.compactMap(\.dumpWord)
            guard let old = before.states[view] else {
                let all = Self.unique(properties).map { TracePropertyChange(property: $0.name, old: nil, new: $0.value) }
                events.append(.stateChanged(view, changes: all, state: now))
                continue
            }
            let wordsChanged = old.compactMap(\.dumpWord) != now
            var shown: [TracePropertyChange] = [], unshown: [TracePropertyChange] = []
            for property in Self.unique(properties) {
                // The last value `before` gave for the name (a view has a dozen properties or so: no dictionary).
                let previous = old.last { $0.name == property.name }
                let change = TracePropertyChange(property: property.name, old: previous?.value, new: property.value)
                if wordsChanged && previous?.dumpWord != property.dumpWord {
                    shown.append(change)
                } else if previous?.value != property.value {
                    unshown.append(change)
                }
            }
            if wordsChanged { events.append(.stateChanged(view, changes: shown, state: now)) }
            events += unshown.map { .propertyChanged(view, $0) }
        }
        return events
    }

    /// `properties` with one element a name: the last value given for it,
    /// where the name first appears.
    private static func unique(_ properties: [ViewProperty]) -> [ViewProperty] {
        let repeatsAName = properties.indices.contains { index in
            properties[..<index].contains { $0.name == properties[index].name }
        }
        guard repeatsAName else { return properties }
        let last = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { _, later in later })
        var seen = Set<String>()
        return properties.compactMap { property in
            seen.insert(property.name).inserted ? last[property.name] : nil
        }
    }
}

/// Makes the ``TraceView`` of a view, remembering each class's name: a
/// class's name is read from the runtime's metadata, which costs more
/// than the rest of a view's name.
struct TraceViewNames {
    private var typeNames: [ObjectIdentifier: String] = [:]

    /// `view`'s name, `identifier` being its identifier.
    mutating func name(of view: View, identifier: String?) -> TraceView {
        let type = Swift.type(of: view)
        let key = ObjectIdentifier(type)
        let typeName: String
        if let known = typeNames[key] {
            typeName = known
        } else {
            typeName = String(describing: type)
            typeNames[key] = typeName
        }
        return TraceView(typeName: typeName, identifier: identifier)
    }
}
