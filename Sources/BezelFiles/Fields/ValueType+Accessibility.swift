import Bezel
import BezelGraphics

private typealias F = SchemaFragments

extension ValueType where Value == AccessibilitySemantics {
    /// A node's `accessibility:` mapping, every key optional, each one of
    /// ``AccessibilityKey/all`` (read, described and listed from that table).
    static var accessibility: ValueType {
        ValueType(read: { node, _ in
            let map = try node.mapping("accessibility")
            try map.checkKeys(AccessibilityKey.all.map(\.name))
            var semantics = AccessibilitySemantics()
            for key in AccessibilityKey.all {
                if let value = map[key.name] { try key.read(value, &semantics) }
            }
            return semantics
        }, schema: { description in
            var properties: [String: Any] = [:]
            for key in AccessibilityKey.all { properties[key.name] = key.schema() }
            return F.closedObject(properties, description)
        }, text: { semantics in
            [semantics.label.map { "label=\($0)" }, semantics.value.map { "value=\($0)" }, semantics.traits.map { "traits=\($0)" }]
                .compactMap { $0 }.joined(separator: " ")
        })
    }
}

/// One key of a node's `accessibility:` mapping, described once: its name,
/// its schema and how its value is read into the node's semantics.
struct AccessibilityKey: Sendable {
    let name: String
    let schema: @Sendable () -> SchemaObject
    let read: @Sendable (YAMLNode, inout AccessibilitySemantics) throws -> Void

    /// Every key, in the order the docs list them.
    static let all: [AccessibilityKey] = [
        AccessibilityKey(name: "label", schema: { F.text("What a screen reader calls it.") }) { node, semantics in
            semantics.label = try node.string("accessibility label")
        },
        AccessibilityKey(name: "value", schema: { F.text("Its value, read after the label.") }) { node, semantics in
            semantics.value = try node.string("accessibility value")
        },
        AccessibilityKey(name: "hint", schema: { F.text("What activating it does, read after a pause.") }) { node, semantics in
            semantics.hint = try node.string("accessibility hint")
        },
        AccessibilityKey(name: "traits", schema: {
            ["type": "array", "items": F.choice(AccessibilityTraits.named.map(\.name), "A trait."),
             "description": "What it is and its state (replacing its type's traits)."]
        }) { node, semantics in
            semantics.traits = try AccessibilityTraits.read(try node.sequence("accessibility traits"))
        },
        AccessibilityKey(name: "element", schema: { F.ref("bool", "Whether it is one element a screen reader stops on.") }) { node, semantics in
            semantics.isElement = try node.bool("accessibility element")
        },
        AccessibilityKey(name: "hidden", schema: { F.ref("bool", "Hides it and what it holds from screen readers.") }) { node, semantics in
            semantics.isHidden = try node.bool("accessibility hidden")
        },
        AccessibilityKey(name: "modal", schema: { F.ref("bool", "While it shows, screen readers skip what is beside it.") }) { node, semantics in
            semantics.isModal = try node.bool("accessibility modal")
        },
        AccessibilityKey(name: "group", schema: { F.ref("bool", "Reads what it holds together, before anything beside it.") }) { node, semantics in
            semantics.groupsChildren = try node.bool("accessibility group")
        },
        AccessibilityKey(name: "order", schema: {
            ["type": "array", "items": F.text("A view id."), "description": "Reads these views first, in this order."]
        }) { node, semantics in
            semantics.order = try node.sequence("accessibility order").map { try $0.string("view id") }
        },
        AccessibilityKey(name: "language", schema: { TraitWords.schema(.language, "Its language, when not the screen's.") }) { node, semantics in
            semantics.language = try TraitWords.language(node, "accessibility language")
        },
    ]
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
