import Bezel

/// The JSON Schema of scene files: the top level of ``SceneDocument/topLevelKeys``
/// and a node per ``SceneNodeType``, each closed to its type's
/// ``SceneNodeType/fields`` (the reader rejects any other key), each key's
/// schema the one its ``SceneKey`` describes.
package enum SceneSchema {
    private typealias F = SchemaFragments

    /// The schema document.
    package static var document: String {
        var root = definitions["scene"] as? SchemaObject ?? [:]
        root["description"] = nil
        return F.document(id: "scene", title: "Bezel scene",
                          description: "A Bezel scene file: size, scale, theme, background and a root view node or a list of screens.",
                          root: root, defs: definitions)
    }

    /// The `$defs` a scene uses, the scene itself under `scene` (scripts embed these).
    package static var definitions: [String: Any] {
        var defs: [String: Any] = ["colour": F.colour, "bool": F.bool, "scene": scene, "node": node,
                                   "actions": SceneActionSchema.rules, "action": SceneActionSchema.action]
        for type in SceneNodeType.allCases { defs[definitionName(type)] = nodeSchema(type) }
        return defs
    }

    /// A scene mapping: `size` and exactly one of `root` and `screens` required.
    private static var scene: SchemaObject {
        var properties: [String: Any] = [:]
        for key in SceneDocument.topLevelKeys {
            switch key {
            case "size":
                properties[key] = F.closedObject(["width": F.number(in: 1...16_384, "Width in points."),
                                                  "height": F.number(in: 1...16_384, "Height in points.")],
                                                 required: ["width", "height"], "The scene's size in points.")
            case "scale": properties[key] = F.number(in: 1...3, "Pixels per point: 1, 2 or 3 (default 2).", integer: true)
            case "theme":
                properties[key] = ["type": "string", "minLength": 1,
                                   "description": "A theme name (default \"default\") or a .yaml theme file relative to the scene."]
            case "background": properties[key] = F.ref("colour", "The window background (default: the theme's).")
            case "root": properties[key] = F.ref("node", "The view at the root of the scene.")
            case "screens":
                let screen = F.closedObject(["id": F.text("The screen's id, unique in the scene (for push and expect)."),
                                             "title": F.text("The navigation bar's title."),
                                             "root": F.ref("node", "The screen's view, built again each time it loads."),
                                             "actions": F.ref("actions", "Behaviour for the screen's views, attached on every load.")],
                                            required: ["id", "root"], "A screen: id, title and root view node.")
                properties[key] = ["type": "array", "minItems": 1, "items": screen,
                                   "description": "Screens in a navigation stack starting with the first (instead of root)."]
            case "snapshots": properties[key] = snapshots
            case "actions": properties[key] = F.ref("actions", "Behaviour: when a view sends an event, set properties, start or cancel timers.")
            default:
                // The reader's settings the scene is drawn in; a key described nowhere is left out, and the schema refuses it.
                guard let setting = TraitSetting.named(key) else { continue }
                properties[key] = TraitWords.schema(setting, setting.summary + " Default: " + setting.defaultDescription + ".")
            }
        }
        var object = F.closedObject(properties, required: ["size"], "A scene: size, scale, theme, background and root (or screens).")
        object["oneOf"] = [["required": ["root"]], ["required": ["screens"]]]
        return object
    }

    /// `snapshots`: themes, scales and state matrices for `bezel snapshots verify`.
    private static var snapshots: SchemaObject {
        var state: [String: Any] = [
            "ids": ["oneOf": [["const": "all"], ["type": "array", "minItems": 1, "items": F.text("A view id.")]],
                    "description": "The views, by id; all: every view with an id that takes every listed property."],
        ]
        for key in SceneNodeType.settableKeys {
            state[key] = ["type": "array", "minItems": 1, "items": ["type": ["boolean", "number", "string"]],
                          "description": "Values of \(key), as a set action takes them; every combination is rendered."]
        }
        return F.closedObject([
            "themes": ["type": "array", "minItems": 1,
                       "items": ["type": "string", "minLength": 1, "description": "A theme name or a .yaml theme file relative to the scene."],
                       "description": "Themes to render in (default: the scene's theme)."],
            "scales": ["type": "array", "minItems": 1, "items": F.number(in: 1...3, "Pixels per point.", integer: true),
                       "description": "Scales to render at (default: the scene's scale)."],
            "directions": ["type": "array", "minItems": 1, "items": TraitWords.directionSchema("ltr or rtl."),
                           "description": "Layout directions to render in (default: the scene's)."],
            "textSizes": ["type": "array", "minItems": 1, "items": TraitWords.textSizeSchema("XS … XXXL, AX1 … AX5."),
                          "description": "Text sizes to render at (default: the scene's)."],
            "languages": ["type": "array", "minItems": 1, "items": TraitWords.languageSchema("A BCP 47 tag or a pseudo-locale (en-XA, ar-XB)."),
                          "description": "Languages to render in (default: the scene's)."],
            "states": ["type": "array", "items": F.closedObject(state, required: ["ids"], "Views and the values of their properties."),
                       "description": "State matrices: each view in every combination of the values."],
            "textFindings": F.choice(SceneSnapshotPlan.TextFindingChoice.allCases.map(\.rawValue),
                                     "What a snapshot does with text that does not show whole (cut, clipped, past the window, "
                                     + "missing glyphs): off, warn (the default) or fail."),
            "accessibility": ["type": "array", "minItems": 1, "uniqueItems": true,
                              "items": F.choice(AccessibilitySnapshotFormat.allCases.map(\.rawValue),
                                                "text: the elements in reading order (NAME.accessibility.txt); image: the view "
                                                + "with its elements tinted and numbered and a legend (NAME.accessibility@2x.png)."),
                              "description": "Accessibility snapshots of every variant, beside its image."],
            "accessibilityFindings": F.choice(SceneSnapshotPlan.TextFindingChoice.allCases.map(\.rawValue),
                                              "What a snapshot does with its accessibility findings (unlabelled, small "
                                              + "touch targets, shared labels, off screen, text contrast on the rendered "
                                              + "pixels): off, warn (the default) or fail."),
        ], "What bezel snapshots verify renders: themes × scales, state matrices, and their accessibility snapshots.")
    }

    /// Any node: its `type` picks the per-type schema (`if`/`then`, so a
    /// validator names the wrong key rather than "no schema matched").
    private static var node: SchemaObject {
        ["type": "object", "required": ["type"],
         "properties": ["type": F.choice(SceneNodeType.allCases.map(\.rawValue), "The kind of view.")],
         "allOf": SceneNodeType.allCases.map { type -> SchemaObject in
             ["if": ["properties": ["type": ["const": type.rawValue]], "required": ["type"]], "then": F.ref(definitionName(type))]
         },
         "description": "A view node: type, id, layout and appearance keys, and the type's own keys."]
    }

    private static func definitionName(_ type: SceneNodeType) -> String { "node-" + type.rawValue }

    private static func nodeSchema(_ type: SceneNodeType) -> SchemaObject {
        var properties: [String: Any] = [:]
        properties["type"] = ["const": type.rawValue, "description": "The kind of view."]
        for field in type.fields { properties[field.key] = field.schema() }
        return F.closedObject(properties, required: ["type"], "A \(type.rawValue) node.")
    }
}
