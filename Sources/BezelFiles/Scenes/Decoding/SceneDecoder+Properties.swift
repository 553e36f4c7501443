import Bezel
import BezelGraphics

/// Reading one property of a `set` action (see ``SceneProperty``) and
/// checking it against the node it changes: the property is the node
/// type's settable key of that name (``SceneNodeType/settableFields``),
/// read as the node's own value would be (a slider's `value` within its
/// `min` and `max`, a segment index within its segments).
extension SceneDecoder {
    /// Reads `node` as the value of `key` for the view `target` declares.
    ///
    /// - Throws: ``FileError`` when the view has no such property or the
    ///   value does not fit it, naming what was expected.
    func property(_ key: String, _ node: YAMLNode, for target: SceneNode, id: String) throws -> SceneProperty {
        if key == "selected", let error = Self.selectedIndexError(node, on: target.type) { throw error }
        guard let field = target.type.settableFields.first(where: { $0.key == key }) else {
            let owners = SceneNodeType.allCases.filter { type in type.settableFields.contains { $0.key == key } }
            guard !owners.isEmpty else {
                throw FileError(node.location, "'\(key)' is not a property 'set' can change",
                                expected: "one of: " + SceneNodeType.settableKeys.joined(separator: ", "),
                                suggestion: closestMatch(to: key, in: SceneNodeType.settableKeys))
            }
            throw FileError(node.location, "'\(key)' cannot be set on #\(id) (\(target.type.viewClassName))",
                            expected: SceneNodeType.describe(owners))
        }
        let value = try field.read(node, SceneReading(decoder: self, depth: 0, values: target.values))
        guard let property = SceneProperty(field, value: value) else {
            throw FileError(node.location, "'\(key)' cannot be set on #\(id) (\(target.type.viewClassName))")
        }
        return property
    }
}

extension SceneNodeType {
    /// Every key `set` can change on some type, in table order.
    public static var settableKeys: [String] {
        var seen: Set<String> = []
        return allCases.flatMap(\.settableFields).map(\.key).filter { seen.insert($0).inserted }
    }

    /// The type in words, for messages (`bezel button`, `segmented control`).
    var words: String {
        viewClassName.reduce(into: "") { words, character in
            if character.isUppercase, !words.isEmpty, words.last?.isUppercase == false { words += " " }
            words.append(character)
        }.lowercased()
    }

    /// `a control`, `a bezel button`, `a label or a text field`.
    static func describe(_ types: [SceneNodeType]) -> String {
        let controls = allCases.filter(\.isControl)
        if Set(types) == Set(controls) { return "a control" }
        let named = types.map { "a " + $0.words }
        guard let last = named.last else { return "" }
        return named.count == 1 ? last : named.dropLast().joined(separator: ", ") + " or " + last
    }
}
