import Bezel
import BezelGraphics

/// Reading a scene's `snapshots:` (see ``SceneSnapshotPlan``): themes are
/// names or paths (looked up when the snapshots are checked), scales are
/// 1, 2 or 3, and every state value is read as a `set` of that view would read it.
extension SceneDecoder {
    /// The keys of `snapshots:` and of one of its `states`.
    static let snapshotKeys = ["themes", "scales", "directions", "textSizes", "languages", "states", "textFindings", "accessibility",
                               "accessibilityFindings"]

    /// The plan `node` describes; `trees` are the scene's trees (ids are looked up in them).
    func snapshotPlan(_ node: YAMLNode, trees: [SceneNode]) -> SceneSnapshotPlan? {
        guard let map = mapping(node, "snapshots", allowed: Self.snapshotKeys) else { return nil }
        var plan = SceneSnapshotPlan(location: map.location)
        if let list = map["themes"] {
            plan.themes = distinct(sequence(list, "themes"), what: "theme").compactMap { item in
                attempt(at: item.location) {
                    let reference = try item.string("theme")
                    guard !reference.isEmpty else { throw FileError(item.location, "a theme is a name or a path", expected: "default, dark, ../brand.yaml") }
                    return SceneSnapshotPlan.ThemeChoice(reference: reference, location: item.location)
                }
            }
        }
        if let list = map["scales"] {
            plan.scales = distinct(sequence(list, "scales"), what: "scale").compactMap { item in
                attempt(at: item.location) { try item.integer("scale", in: 1...3) }
            }
        }
        if let list = map["directions"] {
            plan.directions = distinct(sequence(list, "directions"), what: "direction").compactMap { item in
                attempt(at: item.location) { try TraitWords.direction(item, "direction") }
            }
        }
        if let list = map["textSizes"] {
            plan.textSizes = distinct(sequence(list, "textSizes"), what: "text size").compactMap { item in
                attempt(at: item.location) { try TraitWords.textSize(item, "text size") }
            }
        }
        if let list = map["languages"] {
            plan.languages = distinct(sequence(list, "languages"), what: "language").compactMap { item in
                attempt(at: item.location) { try TraitWords.language(item, "language") }
            }
        }
        for key in ["textFindings", "accessibilityFindings"] {
            guard let item = map[key] else { continue }
            let choice = attempt(at: item.location) { () throws -> SceneSnapshotPlan.TextFindingChoice in
                let text = try item.string(key)
                guard let choice = SceneSnapshotPlan.TextFindingChoice(rawValue: text) else {
                    let names = SceneSnapshotPlan.TextFindingChoice.allCases.map(\.rawValue)
                    throw FileError(item.location, "'\(key)' must be off, warn or fail, not \(item.shownValue)",
                                    suggestion: closestMatch(to: text, in: names))
                }
                return choice
            }
            if key == "textFindings" { plan.textFindings = choice } else { plan.accessibilityFindings = choice }
        }
        if let list = map["accessibility"] {
            plan.accessibility = distinct(sequence(list, "accessibility"), what: "accessibility snapshot").compactMap { item in
                attempt(at: item.location) { try AccessibilitySnapshotFormat.read(item) }
            }
        }
        if let list = map["states"] {
            plan.states = sequence(list, "states").compactMap { stateMatrix($0, trees: trees) }
        }
        if let error = plan.imageCountProblem(themes: plan.themes.count, scales: plan.scales.count) {
            record(error, at: error.location)
            return nil
        }
        return plan
    }

    /// `items` with a repeated value recorded as an error and left out.
    private func distinct(_ items: [YAMLNode], what: String) -> [YAMLNode] {
        var seen: Set<String> = []
        return items.filter { item in
            guard case let .scalar(text) = item.kind else { return true }
            if seen.insert(text).inserted { return true }
            record(FileError(item.location, "\(what) \(item.shownValue) is listed twice"), at: item.location)
            return false
        }
    }

    /// One `states` entry: `ids` (a list, or `all`) and one key per property, each a list of values.
    private func stateMatrix(_ node: YAMLNode, trees: [SceneNode]) -> SceneStateMatrix? {
        let allowed = ["ids"] + SceneNodeType.settableKeys
        guard let map = mapping(node, "state matrix", allowed: allowed) else { return nil }
        let keys = map.entries.map(\.key).filter { $0 != "ids" && SceneNodeType.settableKeys.contains($0) }
        guard !keys.isEmpty else {
            record(FileError(map.location, "a state matrix needs at least one property",
                             expected: "for example enabled: [true, false]"), at: map.location)
            return nil
        }
        guard let idsNode = map["ids"] else {
            record(FileError(map.location, "a state matrix needs 'ids'", expected: "ids: [ID, ...] or ids: all"), at: map.location)
            return nil
        }
        var nodes: [(String, SceneNode)] = []
        if case .scalar("all") = idsNode.kind {
            // Every view with an id whose type takes every listed property (its first value).
            nodes = trees.flatMap(\.identifiersInSubtree).compactMap { id in
                guard let target = trees.lazy.compactMap({ $0.node(withIdentifier: id) }).first else { return nil }
                let fits = keys.allSatisfy { key in
                    guard let first = map[key].flatMap({ try? $0.sequence(key) })?.first else { return false }
                    return (try? self.property(key, first, for: target, id: id)) != nil
                }
                return fits ? (id, target) : nil
            }
            if nodes.isEmpty {
                record(FileError(idsNode.location, "no view with an id takes " + keys.joined(separator: " and "),
                                 expected: "ids: a list of view ids"), at: idsNode.location)
                return nil
            }
        } else {
            nodes = distinct(sequence(idsNode, "ids"), what: "id").compactMap { item in
                attempt(at: item.location) {
                    let id = try item.string("id")
                    guard let target = trees.lazy.compactMap({ $0.node(withIdentifier: id) }).first else {
                        let known = trees.flatMap(\.identifiersInSubtree)
                        throw FileError(item.location, "no view has the id '\(id)'", expected: "an id the scene declares",
                                        suggestion: closestMatch(to: id, in: known))
                    }
                    return (id, target)
                }
            }
            if nodes.isEmpty { return nil }
        }
        var dimensions: [SceneStateMatrix.Dimension] = []
        for key in keys {
            guard let list = map[key] else { continue }
            let items = distinct(sequence(list, key), what: "value")
            if items.isEmpty {
                record(FileError(list.location, "'\(key)' needs at least one value", expected: "\(key): [a, b]"), at: list.location)
                continue
            }
            var values: [(name: String, properties: [String: SceneProperty])] = []
            for item in items {
                var properties: [String: SceneProperty] = [:]
                for (id, target) in nodes {
                    if let property = attempt(at: item.location, { try self.property(key, item, for: target, id: id) }) {
                        properties[id] = property
                    }
                }
                guard properties.count == nodes.count, let name = properties.values.first?.valueText else { continue }
                values.append((name, properties))
            }
            dimensions.append(SceneStateMatrix.Dimension(key: key, values: values))
        }
        return SceneStateMatrix(ids: nodes.map(\.0), dimensions: dimensions, location: map.location)
    }
}
