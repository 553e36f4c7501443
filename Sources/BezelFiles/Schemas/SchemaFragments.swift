import Foundation

/// A JSON Schema object being built: plain dictionaries, arrays, strings,
/// numbers, booleans and `NSNull`, as `JSONSerialization` writes them.
package typealias SchemaObject = [String: Any]

/// The small schemas every format shares: colours, booleans, numbers,
/// choices, free text and closed objects. The colour pattern follows
/// ``YAMLNode/color(_:)``, the one colour reader; ranges are given
/// by the callers, from the readers.
package enum SchemaFragments {
    /// A number as YAML (and so JSON) writes it, optionally signed, with an
    /// optional fraction and exponent, with the spaces the readers trim.
    private static let numberPattern = #"\s*[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?\s*"#

    /// `count` numbers separated by commas, and an optional fourth when `optionalFourth`.
    private static func parts(_ count: Int, optionalFourth: Bool) -> String {
        let n = numberPattern
        let three = Array(repeating: n, count: count).joined(separator: ",")
        return optionalFourth ? "\(three)(?:,\(n))?" : three
    }

    /// A function name in any letter case (`[Rr][Gg][Bb]`), as ``YAMLNode/color(_:)`` reads it.
    private static func anyCase(_ name: String) -> String {
        name.map { "[\($0.uppercased())\($0)]" }.joined()
    }

    /// The string forms of ``YAMLNode/color(_:)``: hex with 3, 4, 6 or 8
    /// digits, `rgb(…)`/`rgba(…)`, `hsb(…)`/`hsba(…)`, `white(…)` and
    /// `srgb(…)` (any letter case).
    package static var colourAlternatives: [String] {
        [
            "#(?:[0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})",
            "\(anyCase("rgb"))\\(\(parts(3, optionalFourth: true))\\)", "\(anyCase("rgba"))\\(\(parts(4, optionalFourth: false))\\)",
            "\(anyCase("hsb"))\\(\(parts(3, optionalFourth: true))\\)", "\(anyCase("hsba"))\\(\(parts(4, optionalFourth: false))\\)",
            "\(anyCase("white"))\\(\(parts(1, optionalFourth: true))\\)", "\(anyCase("srgb"))\\(\(parts(3, optionalFourth: true))\\)",
        ]
    }

    /// `^\s*(?:a|b|…)\s*$`.
    package static func pattern(_ alternatives: [String]) -> String {
        "^\\s*(?:" + alternatives.joined(separator: "|") + ")\\s*$"
    }

    /// The `{hue, saturation, brightness, alpha}` mapping, every part 0–1.
    package static var hsbMapping: SchemaObject {
        closedObject([
            "hue": number(in: 0...1, "Hue, 0–1 (0.08 is orange, 0.6 blue)."),
            "saturation": number(in: 0...1, "Saturation, 0–1."), "brightness": number(in: 0...1, "Brightness, 0–1."),
            "alpha": number(in: 0...1, "Opacity, 0–1 (default 1)."),
        ], required: ["hue", "saturation", "brightness"], "A colour as hue, saturation and brightness.")
    }

    /// A colour as every file reads it (`$defs/colour`, ``YAMLNode/color(_:)``).
    package static var colour: SchemaObject {
        ["description": "A colour: " + YAMLNode.colourForms + ".",
         "oneOf": [["type": "string", "pattern": pattern(colourAlternatives)], hsbMapping]]
    }

    /// `true`/`false`, or the words ``BooleanWords`` also reads (`$defs/bool`).
    package static var bool: SchemaObject {
        ["description": "true or false (yes/no and on/off also read).",
         "anyOf": [["type": "boolean"], ["type": "string", "pattern": BooleanWords.schemaPattern]]]
    }

    /// Free text: any scalar, since the readers take a scalar's text as written.
    package static func text(_ description: String) -> SchemaObject {
        ["type": ["string", "number", "boolean"], "description": description]
    }

    /// A number (or, with `integer`, a whole number) within `range`.
    package static func number(in range: ClosedRange<Double>, _ description: String, integer: Bool = false) -> SchemaObject {
        ["type": integer ? "integer" : "number", "minimum": value(range.lowerBound), "maximum": value(range.upperBound),
         "description": description]
    }

    /// One of `names`.
    package static func choice(_ names: [String], _ description: String) -> SchemaObject {
        ["type": "string", "enum": names, "description": description]
    }

    /// A mapping with exactly these keys allowed (`additionalProperties: false`).
    package static func closedObject(_ properties: [String: Any], required: [String] = [], _ description: String) -> SchemaObject {
        var object: SchemaObject = ["type": "object", "properties": properties, "additionalProperties": false,
                                    "description": description]
        if !required.isEmpty { object["required"] = required }
        return object
    }

    /// A reference to `$defs/name`.
    package static func ref(_ name: String, _ description: String? = nil) -> SchemaObject {
        var object: SchemaObject = ["$ref": "#/$defs/\(name)"]
        if let description { object["description"] = description }
        return object
    }

    /// Whole numbers as integers (`0`, not `0.0`), others as they are.
    package static func value(_ number: Double) -> Any {
        number == number.rounded() && abs(number) < 1e15 ? Int(number) : number
    }

    /// The document: draft 2020-12, its `$id` and title, and pretty JSON with sorted keys.
    package static func document(id: String, title: String, description: String, root: SchemaObject, defs: [String: Any]) -> String {
        var object = root
        object["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        object["$id"] = "urn:bezel:schema:\(id)"
        object["title"] = title
        object["description"] = description
        object["$defs"] = defs
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}
