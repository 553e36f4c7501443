import Bezel

/// The tree-dump words (``Bezel/View/stateDescription``) of every view with
/// an identifier in a window, by trace name: a step's `stateChanged` entries
/// are the difference between the snapshot before it and the one after it.
///
/// Two views with the same type and identifier share one name; the later
/// one in the tree (depth first, back to front) is the one kept.
struct StateSnapshot: Equatable {
    private var states: [TraceView: [String]] = [:]

    /// The state of every view with an identifier in `root`'s subtree.
    init(of root: View, names: inout TraceViewNames) {
        func visit(_ view: View) {
            if let identifier = view.identifier {
                states[names.name(of: view, identifier: identifier)] = view.stateDescription
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
    }

    /// The views whose words differ from `before` (or that it did not
    /// have), with their words now, in the order of their names' text.
    func changes(since before: StateSnapshot) -> [(view: TraceView, state: [String])] {
        states.filter { before.states[$0.key] != $0.value }
            .map { (view: $0.key, state: $0.value) }
            .sorted { $0.view.description < $1.view.description }
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
