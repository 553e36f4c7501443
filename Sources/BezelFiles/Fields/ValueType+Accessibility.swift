import Bezel
import BezelGraphics

private typealias F = SchemaFragments

extension ValueType where Value == AccessibilitySemantics {
    /// A node's `accessibility:` mapping, every key optional: `label`,
    /// `value`, `hint`, `traits` (a list of trait names), `element`,
    /// `hidden`, `modal`, `group` (true or false), `order` (a list of view
    /// ids) and `language`.
    static var accessibility: ValueType {
        ValueType(read: { node, _ in
            let map = try node.mapping("accessibility")
            try map.checkKeys(AccessibilityKeys.all)
            var semantics = AccessibilitySemantics()
            semantics.label = try map["label"]?.string("accessibility label")
            semantics.value = try map["value"]?.string("accessibility value")
            semantics.hint = try map["hint"]?.string("accessibility hint")
            if let list = map["traits"] {
                semantics.traits = try AccessibilityTraits.read(try list.sequence("accessibility traits"))
            }
            semantics.isElement = try map["element"]?.bool("accessibility element")
            semantics.isHidden = try map["hidden"]?.bool("accessibility hidden")
            semantics.isModal = try map["modal"]?.bool("accessibility modal")
            semantics.groupsChildren = try map["group"]?.bool("accessibility group")
            if let list = map["order"] { semantics.order = try list.sequence("accessibility order").map { try $0.string("view id") } }
            if let language = map["language"] { semantics.language = try TraitWords.language(language, "accessibility language") }
            return semantics
        }, schema: { description in
            F.closedObject([
                "label": F.text("What a screen reader calls it."), "value": F.text("Its value, read after the label."),
                "hint": F.text("What activating it does, read after a pause."),
                "traits": ["type": "array", "items": F.choice(AccessibilityTraits.named.map(\.name), "A trait."),
                           "description": "What it is and its state (replacing its type's traits)."],
                "element": F.ref("bool", "Whether it is one element a screen reader stops on."),
                "hidden": F.ref("bool", "Hides it and what it holds from screen readers."),
                "modal": F.ref("bool", "While it shows, screen readers skip what is beside it."),
                "group": F.ref("bool", "Reads what it holds together, before anything beside it."),
                "order": ["type": "array", "items": F.text("A view id."), "description": "Reads these views first, in this order."],
                "language": TraitWords.languageSchema("Its language, when not the screen's."),
            ], description)
        }, text: { semantics in
            [semantics.label.map { "label=\($0)" }, semantics.value.map { "value=\($0)" }, semantics.traits.map { "traits=\($0)" }]
                .compactMap { $0 }.joined(separator: " ")
        })
    }
}

/// The keys of a node's `accessibility:` mapping.
enum AccessibilityKeys {
    static let all = ["label", "value", "hint", "traits", "element", "hidden", "modal", "group", "order", "language"]
}

extension AccessibilityTraits {
    /// The traits named by `items` (each a trait name, case-insensitive).
    ///
    /// - Throws: ``FileError`` at a name that is not a trait, with a suggestion.
    static func read(_ items: [YAMLNode]) throws -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for item in items {
            let name = try item.string("trait")
            guard let trait = AccessibilityTraits(name: name) else {
                let names = AccessibilityTraits.named.map(\.name)
                throw FileError(item.location, "\(item.shownValue) is not an accessibility trait",
                                expected: names.joined(separator: ", "), suggestion: closestMatch(to: name, in: names))
            }
            traits.insert(trait)
        }
        return traits
    }

    /// `trait: button` or `trait: [button, selected]`.
    package static func read(oneOrMore node: YAMLNode) throws -> AccessibilityTraits {
        if case .sequence = node.kind { return try read(try node.sequence("traits")) }
        return try read([node])
    }
}
