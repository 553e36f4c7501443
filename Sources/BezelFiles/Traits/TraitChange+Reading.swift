import Bezel
import BezelGraphics

/// A script's `settings:` step, read and described (see ``TraitWords``).
extension TraitChange {
    /// The keys of a `settings:` step: every setting's name.
    public static var keys: [String] { TraitSetting.names }

    /// Reads a `settings:` mapping: at least one key.
    package static func read(_ node: YAMLNode) throws -> TraitChange {
        let map = try node.mapping("settings")
        try map.checkKeys(keys)
        var change = TraitChange()
        for setting in TraitSetting.all {
            if let value = map[setting.name] { change = change.merged(with: try TraitWords.change(value, setting, setting.name)) }
        }
        guard change != TraitChange() else {
            throw FileError(node.location, "settings needs at least one of " + keys.joined(separator: ", "),
                            expected: "settings: {textSize: AX3}")
        }
        return change
    }

    /// The schema of a `settings:` step's value.
    package static var schema: SchemaObject {
        var properties: [String: Any] = [:]
        for setting in TraitSetting.all { properties[setting.name] = TraitWords.schema(setting, setting.summary) }
        return ["type": "object", "additionalProperties": false, "minProperties": 1, "properties": properties,
                "description": "Change the reader's settings, as a user in Settings: views lay out again, the trace records it."]
    }
}
