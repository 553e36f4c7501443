import Bezel

/// The JSON Schema of theme files, built from ``ThemeFile/themeKeys`` and
/// ``ThemeTables/sections``: every section and key the reader knows, each
/// value's shape the one its ``ThemeField`` states. Unknown keys are rejected
/// (`additionalProperties: false`), as ``ThemeTable/apply(_:to:)`` rejects them.
package enum ThemeSchema {
    /// The schema document.
    package static var document: String {
        var properties: [String: Any] = [:]
        for key in ThemeFile.themeKeys { properties[key] = topLevel(key) }
        for section in ThemeTables.sections {
            var schema = section.schema(section.key)
            schema["description"] = "The \(section.key) style: each key is the style property of that name."
            properties[section.key] = schema
        }
        let root = SchemaFragments.closedObject(properties, "")
        return SchemaFragments.document(
            id: "theme", title: "Bezel theme",
            description: "A Bezel theme file (Themes/*.yaml): name, extends, background and one section per control. "
                + "A theme starts from its parent (or the default) and changes only what it names.",
            root: root, defs: definitions)
    }

    /// The `$defs` theme values refer to.
    static var definitions: [String: Any] {
        ["colour": SchemaFragments.colour, "bool": SchemaFragments.bool]
    }

    /// The theme's own keys (not the control sections).
    private static func topLevel(_ key: String) -> SchemaObject {
        switch key {
        case "name": return SchemaFragments.text("The theme's name (default: the file's name).")
        case "extends":
            return ["type": "string", "minLength": 1,
                    "description": "The parent theme: a name in the same folder (default: the built-in default) or a relative path to a .yaml file."]
        case "background": return SchemaFragments.ref("colour", "The window background behind a scene.")
        default: return ["description": "(no schema yet) \(key)"]
        }
    }
}
