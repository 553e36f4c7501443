import Bezel
import BezelGraphics

/// A script's `settings:` step, read and described (see ``TraitWords``).
extension TraitChange {
    /// The keys of a `settings:` step.
    public static let keys = ["direction", "textSize", "language"]

    /// Reads a `settings:` mapping: at least one key.
    package static func read(_ node: YAMLNode) throws -> TraitChange {
        let map = try node.mapping("settings")
        try map.checkKeys(keys)
        var change = TraitChange()
        if let value = map["direction"] { change.direction = try TraitWords.direction(value, "direction") }
        if let value = map["textSize"] { change.textSize = try TraitWords.textSize(value, "textSize") }
        if let value = map["language"] { change.language = try TraitWords.language(value, "language") }
        guard change != TraitChange() else {
            throw FileError(node.location, "settings needs at least one of " + keys.joined(separator: ", "),
                            expected: "settings: {textSize: AX3}")
        }
        return change
    }

    /// The schema of a `settings:` step's value.
    package static var schema: SchemaObject {
        ["type": "object", "additionalProperties": false, "minProperties": 1,
         "properties": ["direction": TraitWords.directionSchema("The new layout direction: ltr or rtl."),
                        "textSize": TraitWords.textSizeSchema("The new text size: XS … XXXL, AX1 … AX5."),
                        "language": TraitWords.languageSchema("The new language (its direction comes with it unless direction is given).")],
         "description": "Change the reader's settings, as a user in Settings: views lay out again, the trace records it."]
    }
}
