import Bezel
import BezelFiles

/// The JSON Schema of script files: ``ScriptFile/topLevelKeys``, the scene
/// (a path, or inline with the scene schema's definitions) and one step per
/// ``ScriptFile/stepKeys``, each a one-key mapping (or a bare word for the
/// steps that take no value), valued as `ScriptReader` reads them.
enum ScriptSchema {
    private typealias F = SchemaFragments

    /// The schema document.
    static var document: String {
        var properties: [String: Any] = [:]
        for key in ScriptFile.topLevelKeys {
            switch key {
            case "scene":
                properties[key] = ["oneOf": [["type": "string", "minLength": 1], F.ref("scene")],
                                   "description": "The scene: a path relative to the script, or a scene mapping."]
            case "steps":
                properties[key] = ["type": "array", "minItems": 1, "items": F.ref("step"), "description": "The steps, run in order."]
            case "speakHints":
                properties[key] = ["type": "boolean",
                                   "description": "Whether the screen reader speaks hints after what it announces (VoiceOver's Speak Hints; true by default)."]
            default:
                // The reader's settings the script starts in.
                guard let setting = TraitSetting.named(key) else { continue }
                properties[key] = TraitWords.schema(setting, setting.summary + " The script starts in it, over the scene's.")
            }
        }
        var defs = SceneSchema.definitions
        defs["selector"] = selector
        defs["step"] = step
        return F.document(id: "script", title: "Bezel script",
                          description: "A Bezel touch script: a scene and the steps to run against it.",
                          root: F.closedObject(properties, required: ["scene", "steps"], ""), defs: defs)
    }

    /// A step: a bare word or a mapping with exactly one step key, each valued as its kind (``ScriptSteps``) describes.
    private static var step: SchemaObject {
        var properties: [String: Any] = [:]
        for kind in ScriptSteps.all { properties[kind.keyword] = kind.valueSchema }
        let mapping: SchemaObject = ["type": "object", "properties": properties, "additionalProperties": false,
                                     "minProperties": 1, "maxProperties": 1]
        let bare = ScriptSteps.bareKeywords
        return ["oneOf": [F.choice(bare, "A step that takes no value."), mapping],
                "description": "One step: a one-key mapping such as 'tap: \"#id\"', or "
                    + bare.dropLast().joined(separator: ", ") + " or " + (bare.last ?? "") + "."]
    }

    /// `{id, properties, events, screen, loaded, viewDidLoadCount}`: at least
    /// one check, `id` with properties and `screen` with the screen checks.
    static var expectation: SchemaObject {
        var object = F.closedObject([
            "id": F.text("The view whose properties, events or visibility are checked."),
            "text": F.text("The view showing this text, checked for 'visible'."),
            "label": F.text("The accessibility element with this label, checked for 'visible'."),
            "trait": traits("The accessibility element's traits (with 'label', or alone), checked for 'visible'."),
            "visible": F.ref("bool", "Whether the view or element can be seen: not hidden, not transparent, not clipped away, in the window."),
            "spoken": ["oneOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]],
                       "description": "What the screen reader said during the previous step, in order."],
            "properties": ["type": "object", "additionalProperties": ["type": ["string", "number", "boolean"]],
                           "description": "Property name → expected value (true, false, a number or text)."],
            "events": ["type": "array", "items": ["type": "string"],
                       "description": "The events fired during the previous step, in order (touchUpInside, valueChanged, link:TARGET…)."],
            "screen": F.text("The screen (of a scene with screens) whose shown, loaded and viewDidLoadCount are checked."),
            "shown": F.ref("bool", "Whether the screen is the one on screen (the top of the navigation stack)."),
            "loaded": F.ref("bool", "Whether the screen's view is loaded."),
            "viewDidLoadCount": F.number(in: 0...1_000_000, "How many times the screen's viewDidLoad has run.", integer: true),
        ], "Checks a view's properties, the events of the previous step and a screen's loading.")
        object["anyOf"] = [["required": ["properties"]], ["required": ["events"]], ["required": ["shown"]], ["required": ["loaded"]],
                           ["required": ["viewDidLoadCount"]], ["required": ["visible"]], ["required": ["spoken"]]]
        object["dependentRequired"] = ["properties": ["id"], "shown": ["screen"], "loaded": ["screen"], "viewDidLoadCount": ["screen"],
                                       "text": ["visible"], "label": ["visible"], "trait": ["visible"]]
        return object
    }

    /// A trait name or a list of them.
    private static func traits(_ description: String) -> SchemaObject {
        let one = F.choice(AccessibilityTraits.named.map(\.name), "A trait.")
        return ["oneOf": [one, ["type": "array", "items": one, "minItems": 1]], "description": description]
    }

    /// `"#id"`, `{id: ID}`, `{text: TEXT}`, `{label: LABEL, trait: TRAIT}`
    /// (each with `at: [X, Y]` for a place in it) or `{x: X, y: Y}`.
    private static var selector: SchemaObject {
        let coordinate = F.number(in: -1e9...1e9, "")
        let unit = F.number(in: 0...1, "")
        let at: SchemaObject = ["type": "array", "items": unit, "minItems": 2, "maxItems": 2,
                                "description": "A place inside the view: [X, Y] from its top left (0, 0) to its bottom right (1, 1)."]
        return ["oneOf": [
            ["type": "string", "pattern": "^#.", "description": "A view by id: '#id'."],
            F.closedObject(["id": F.text("The view's id."), "at": at], required: ["id"], "The view with this id."),
            F.closedObject(["text": F.text("The text shown."), "at": at], required: ["text"], "The view showing this text."),
            ["type": "object", "additionalProperties": false, "minProperties": 1, "not": ["required": ["at"], "maxProperties": 1],
             "properties": ["label": F.text("The element's accessibility label."), "trait": traits("Traits the element has."), "at": at],
             "description": "The first accessibility element in reading order with this label and these traits."],
            F.closedObject(["x": coordinate, "y": coordinate], required: ["x", "y"], "A point in the window."),
        ], "description": "A selector: '#id', {id: ID}, {text: TEXT}, {label: LABEL, trait: TRAIT} (each with at: [X, Y] for a place in it) or {x: X, y: Y}."]
    }
}
