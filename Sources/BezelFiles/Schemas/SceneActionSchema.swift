/// The JSON Schema of a scene's `actions:` (see ``SceneActionRule``): rules
/// of `on` and `do`, and the four kinds of step, each a one-key mapping.
/// Whether an id exists and a property fits the view's type is checked by
/// the reader, which knows the tree.
enum SceneActionSchema {
    private typealias F = SchemaFragments

    /// `actions`: a list of `{on: {id, event}, do: [step...]}`.
    static var rules: SchemaObject {
        let on = F.closedObject(["id": F.text("The view that sends the event."),
                                 "event": F.choice(SceneTrigger.names, "A control event, or scroll for a scroll view.")],
                                required: ["id", "event"], "The view and the event that trigger the rule.")
        let rule = F.closedObject(["on": on, "do": steps], required: ["on", "do"], "When the view sends the event, run the steps.")
        return ["type": "array", "items": rule, "description": "Behaviour rules, run in the order the events come."]
    }

    /// One step: `set`, `after`, `cancel` or `fade`.
    static var action: SchemaObject {
        var set: [String: Any] = ["id": F.text("The view to change.")]
        for key in SceneNodeType.settableKeys {
            // A key every type reads as one shared kind (a colour, a bool) takes that kind's schema, so `set`
            // takes what a node takes (a colour as a hue/saturation/brightness mapping too).
            let references = Set(SceneNodeType.allCases.flatMap(\.settableFields).filter { $0.key == key }
                .map { $0.schema()["$ref"] as? String ?? "" })
            if references.count == 1, let reference = references.first, !reference.isEmpty {
                set[key] = ["$ref": reference, "description": "The new value."]
            } else {
                set[key] = ["type": ["boolean", "number", "string"], "description": "The new value (checked against the view's type)."]
            }
        }
        let slider = F.closedObject(["slider": F.text("The slider whose value is the wait.")], required: ["slider"],
                                    "The value of a slider when the timer starts.")
        let seconds: SchemaObject = ["oneOf": [F.number(in: 0...86_400, "Virtual seconds to wait."), slider],
                                     "description": "Virtual seconds to wait: a number, or {slider: ID}."]
        let after = F.closedObject(["seconds": seconds,
                                    "timer": F.text("The timer's name, for cancel and the trace."),
                                    "do": steps], required: ["seconds", "timer", "do"], "Run the steps once, later.")
        let fade = F.closedObject(["id": F.text("The view whose alpha follows the scroll offset."),
                                   "distance": F.number(in: 1...100_000, "The offset in points at which alpha reaches 1.")],
                                  required: ["id", "distance"], "In a scroll rule: alpha = offset / distance, kept in 0…1.")
        let kinds: [(String, Any)] = [
            ("set", F.closedObject(set, required: ["id"], "Set properties of a view.")), ("after", after),
            ("cancel", F.text("Stop the named timer.")), ("fade", fade),
        ]
        return ["oneOf": kinds.map { key, schema -> SchemaObject in
            ["type": "object", "properties": [key: schema], "required": [key], "additionalProperties": false]
        }, "description": "A step: set, after, cancel or fade."]
    }

    private static var steps: SchemaObject {
        ["type": "array", "minItems": 1, "items": F.ref("action"), "description": "Steps, run in order."]
    }
}
