import Bezel
import BezelGraphics

/// The value of each scene node key, as ``SceneDecoder`` reads it. Which keys
/// a node type has comes from ``SceneNodeType`` (see ``SceneSchema``); a
/// key with no entry here gets an empty schema marked `(no schema yet)`,
/// which the schema tests catch.
enum SceneKeySchemas {
    private typealias F = SchemaFragments

    /// The schema of `key` on a node of `type`.
    static func schema(_ key: String, of type: SceneNodeType) -> SchemaObject {
        typeSpecific(key, type) ?? common(key) ?? ["description": "(no schema yet) \(type.rawValue).\(key)"]
    }

    /// Keys whose meaning depends on the type.
    private static func typeSpecific(_ key: String, _ type: SceneNodeType) -> SchemaObject? {
        switch (type, key) {
        case (_, "type"): return ["const": type.rawValue, "description": "The kind of view."]
        case (.vstack, "alignment"): return F.choice(["leading", "center", "trailing", "fill"], "Where children sit across the stack (default center).")
        case (.hstack, "alignment"):
            return F.choice(["top", "center", "bottom", "fill", "firstBaseline"], "Where children sit across the stack (default center).")
        case (.zstack, "alignment"):
            return F.choice(["center", "topLeading", "top", "topTrailing", "leading", "trailing", "bottomLeading", "bottom",
                             "bottomTrailing", "fill"], "Where children sit (default center).")
        case (.label, "alignment"): return F.choice(["left", "center", "right", "justified"], "Text alignment.")
        case (.segmentedControl, "selected"): return nonNegativeInteger("The selected segment's index, from 0.")
        case (.listView, "selected"): return nonNegativeInteger("The selected row's index, from 0.")
        case (.progressView, "value"): return F.number(in: 0...1, "Progress, 0–1.")
        case (.slider, "value"): return number("The value, between min and max.")
        case (.label, "text"), (.textField, "text"): return F.text("The text.")
        case (.scrollView, "content"): return F.ref("node", "The one view that scrolls.")
        default: return nil
        }
    }

    /// Keys that mean the same on every type that has them.
    private static func common(_ key: String) -> SchemaObject? {
        switch key {
        case "id": return F.text("The node's id, for scripts' selectors and expectations.")
        case "padding": return insets
        case "width", "height": return F.number(in: 0...100_000, "A fixed \(key) in points.")
        case "minWidth", "maxWidth", "minHeight", "maxHeight":
            return ["anyOf": [F.number(in: 0...100_000, ""), ["enum": ["infinity", "inf", ".inf", "Infinity", "INFINITY"]]],
                    "description": "\(key) in points, or infinity (as large as the parent allows)."]
        case "frame":
            return F.closedObject(["x": number("x"), "y": number("y"), "width": F.number(in: 0...100_000, "Width."),
                                   "height": F.number(in: 0...100_000, "Height.")],
                                  required: ["x", "y", "width", "height"], "The node's place in a container.")
        case "grow": return F.number(in: 0...1_000, "How much of a stack's spare room the node takes.")
        case "alpha": return F.number(in: 0...1, "Opacity, 0–1.")
        case "background": return F.ref("colour", "A background colour behind the node (and its padding).")
        case "cornerRadius": return F.number(in: 0...10_000, "Rounds the node's corners.")
        case "hidden", "enabled", "highlighted", "selected", "recessed", "pushed", "on", "focused", "grayscale", "autoColor":
            return F.ref("bool", "\(key): true or false.")
        case "children": return ["type": "array", "items": F.ref("node"), "description": "The nodes inside, in order."]
        case "spacing": return F.number(in: 0...10_000, "Space between neighbouring children (default 8).")
        case "minLength": return F.number(in: 0...100_000, "The spacer's least length.")
        case "font":
            return F.closedObject(["family": F.choice([Font.defaultFamily, Font.monospacedFamily], "A font family that ships with Bezel."),
                                   "size": F.number(in: Font.minimumSize...Font.maximumSize, "Size in points."),
                                   "weight": F.choice(["regular", "bold"], "Weight.")], "A font over the theme's.")
        case "color": return F.ref("colour", "The text colour.")
        case "lines": return F.number(in: 0...10_000, "The most lines shown (0 for no limit).", integer: true)
        case "runs":
            let run = F.closedObject(["text": F.text("The run's text."), "link": F.text("The link target, when the run is a link.")],
                                     required: ["text"], "One run of text.")
            return ["type": "array", "items": run, "description": "The label's runs, in order."]
        case "title": return F.text("The title.")
        case "image": return ["type": "string", "minLength": 1, "description": "An image path, relative to the scene file."]
        case "mode": return F.choice(BezelButton.Mode.allCases.map(\.rawValue), "How the button behaves when tapped.")
        case "min", "max": return number("The \(key)imum value (default \(key == "min" ? 0 : 1)).")
        case "segments": return ["type": "array", "items": F.text("A segment title."), "description": "The segment titles."]
        case "placeholder": return F.text("Shown while the field is empty.")
        case "contentMode": return F.choice(["scaleToFill", "aspectFit", "aspectFill", "center"], "How the image fills the view.")
        case "offset": return F.closedObject(["x": number("x"), "y": number("y")], "The scroll offset (missing parts 0).")
        case "axis": return F.choice(ScrollView.Axis.allCases.map(\.rawValue), "The directions it scrolls (default vertical).")
        case "radius": return F.number(in: 0...200, "The blur radius.")
        case "tint": return F.ref("colour", "A tint over the blur.")
        case "rows": return ["type": "array", "items": row, "description": "The list's rows."]
        default: return nil
        }
    }

    /// A number the reader takes within ±10⁹.
    private static func number(_ description: String) -> SchemaObject {
        F.number(in: -1e9...1e9, description)
    }

    private static func nonNegativeInteger(_ description: String) -> SchemaObject {
        ["type": "integer", "minimum": 0, "description": description]
    }

    /// One number for every side, or `{top, left, bottom, right}`.
    private static var insets: SchemaObject {
        let side = F.number(in: 0...10_000, "")
        return ["anyOf": [side, F.closedObject(["top": side, "left": side, "bottom": side, "right": side], "Sides (missing ones 0).")],
                "description": "Space around the view: one number for every side, or {top, left, bottom, right}."]
    }

    /// `{title, subtitle, accessory}`.
    private static var row: SchemaObject {
        F.closedObject(["title": F.text("The row's title."), "subtitle": F.text("A second line."),
                        "accessory": ["type": "string", "minLength": 1,
                                      "description": "none, disclosureIndicator or an image path.",
                                      "examples": ["none", "disclosureIndicator"]]],
                       required: ["title"], "One row.")
    }
}
