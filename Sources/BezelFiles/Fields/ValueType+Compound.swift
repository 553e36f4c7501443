import Bezel
import BezelGraphics

private typealias F = SchemaFragments

/// The scene file's compound values: insets, rectangles, points, fonts,
/// lists of titles, and the nodes a node holds.
extension ValueType where Value == ScenePadding {
    /// A number (every side), `{top, left, bottom, right}` or `{top, leading,
    /// bottom, trailing}` (missing sides 0).
    static var padding: ValueType {
        ValueType(read: { node, reading in try reading.decoder.padding(node) }, schema: { description in
            let side = F.number(in: 0...10_000, "")
            return ["anyOf": [side, F.closedObject(["top": side, "left": side, "bottom": side, "right": side], "Sides (missing ones 0)."),
                              F.closedObject(["top": side, "leading": side, "bottom": side, "trailing": side],
                                             "Sides, leading and trailing swapped right to left (missing ones 0).")],
                    "description": description]
        })
    }
}

extension ValueType where Value == Rect {
    /// `{x, y, width, height}`, every part required.
    static var rect: ValueType {
        ValueType(read: { node, reading in try reading.decoder.rect(node) }, schema: { description in
            F.closedObject(["x": F.number(in: -1e9...1e9, "x"), "y": F.number(in: -1e9...1e9, "y"),
                            "width": F.number(in: 0...100_000, "Width."), "height": F.number(in: 0...100_000, "Height.")],
                           required: ["x", "y", "width", "height"], description)
        })
    }
}

extension ValueType where Value == Point {
    /// `{x, y}` (missing parts 0).
    static func point(_ what: String) -> ValueType {
        ValueType(read: { node, reading in try reading.decoder.point(node, what) }, schema: { description in
            F.closedObject(["x": F.number(in: -1e9...1e9, "x"), "y": F.number(in: -1e9...1e9, "y")], description)
        })
    }
}

extension ValueType where Value == FontOverride {
    /// `{family, size, weight}`, each optional.
    static var font: ValueType {
        ValueType(read: { node, reading in try reading.decoder.font(node) }, schema: { description in
            F.closedObject(["family": F.choice([Font.defaultFamily, Font.monospacedFamily], "A font family that ships with Bezel."),
                            "size": F.number(in: Font.minimumSize...Font.maximumSize, "Size in points."),
                            "weight": F.choice(["regular", "bold"], "Weight."),
                            "textStyle": F.choice(TraitWords.textStyleNames,
                                                  "The Dynamic Type style the size scales with (default: the theme font's; none keeps it).")],
                           description)
        })
    }
}

extension ValueType where Value == [String] {
    /// A list of titles.
    static func titles(_ what: String, item: String, itemDescription: String) -> ValueType {
        ValueType(read: { node, _ in try node.sequence(what).map { try $0.string(item) } },
                  schema: { ["type": "array", "items": F.text(itemDescription), "description": $0] },
                  text: { $0.joined(separator: ",") })
    }
}

extension ValueType where Value == [SceneNode] {
    /// A list of view nodes, leaving out those that do not read (recorded).
    static var nodes: ValueType {
        ValueType(read: { node, reading in
            reading.decoder.sequence(node, "children").compactMap { reading.decoder.node(from: $0, depth: reading.depth + 1) }
        }, schema: { ["type": "array", "items": F.ref("node"), "description": $0] }, text: { "\($0.count) nodes" })
    }
}

extension ValueType where Value == SceneNode {
    /// One view node.
    static var node: ValueType {
        ValueType(read: { node, reading in
            guard let child = reading.decoder.node(from: node, depth: reading.depth + 1) else { throw FileErrors([]) }
            return child
        }, schema: { F.ref("node", $0) }, text: { $0.type.rawValue })
    }
}

extension ValueType where Value == [LinkLabel.Run] {
    /// `[{text, link}...]`, `link` optional.
    static var runs: ValueType {
        ValueType(read: { node, reading in reading.decoder.runs(node) }, schema: { description in
            let run = F.closedObject(["text": F.text("The run's text."), "link": F.text("The link target, when the run is a link.")],
                                     required: ["text"], "One run of text.")
            return ["type": "array", "items": run, "description": description]
        }, text: { $0.map(\.text).joined() })
    }
}

extension ValueType where Value == [SceneListRow] {
    /// `[{title, subtitle, accessory}...]`.
    static var rows: ValueType {
        ValueType(read: { node, reading in reading.decoder.rows(node) }, schema: { description in
            let row = F.closedObject(["title": F.text("The row's title."), "subtitle": F.text("A second line."),
                                      "accessory": ["type": "string", "minLength": 1,
                                                    "description": "none, disclosureIndicator or an image path.",
                                                    "examples": ["none", "disclosureIndicator"]]],
                                     required: ["title"], "One row.")
            return ["type": "array", "items": row, "description": description]
        }, text: { "\($0.count) rows" })
    }
}
