import Foundation

/// The schema fragments of theme values, each described by its dotted
/// path (`button.normal.title: a colour.`): what ``ThemeField``'s factories
/// state for the values their readers take.
enum ThemeSchemaFragments {
    private typealias F = SchemaFragments

    /// `value` described as `path: words.`
    static func described(_ value: SchemaObject, _ path: String, _ words: String) -> SchemaObject {
        var value = value
        value["description"] = "\(path): \(words)."
        return value
    }

    static func colour(_ path: String) -> SchemaObject {
        described(F.ref("colour"), path, "a colour")
    }

    static func optionalColour(_ path: String) -> SchemaObject {
        ["anyOf": [F.ref("colour"), none], "description": "\(path): a colour, or none."]
    }

    static func number(_ range: ClosedRange<Double>, _ path: String) -> SchemaObject {
        described(F.number(in: range, ""), path, numberWords(range))
    }

    static func bool(_ path: String) -> SchemaObject {
        described(F.ref("bool"), path, "true or false")
    }

    static func choice(_ names: [String], _ path: String) -> SchemaObject {
        described(F.choice(names, ""), path, "one of " + names.joined(separator: ", "))
    }

    /// A mapping of `properties` (each already described), `path: a mapping.`
    static func mapping(_ properties: [String: Any], _ path: String) -> SchemaObject {
        described(F.closedObject(properties, ""), path, "a mapping")
    }

    /// A mapping of `properties`, or `none`.
    static func optionalMapping(_ properties: [String: Any], _ path: String) -> SchemaObject {
        ["anyOf": [F.closedObject(properties, "The keys of \(path)."), none], "description": "\(path): a mapping, or none."]
    }

    /// One number for every side, or a mapping of sides.
    static func insets(_ path: String) -> SchemaObject {
        let range = ThemeRanges.insetSide
        let sides = Dictionary(uniqueKeysWithValues: ["top", "left", "bottom", "right"].map { ($0, number(range, "\(path).\($0)")) })
        return ["anyOf": [F.number(in: range, numberWords(range).capitalisedSentence), F.closedObject(sides, "The keys of \(path).")],
                "description": "\(path): \(numberWords(range)), or a mapping."]
    }

    /// `{family, size, weight, textStyle}`.
    static func font(_ path: String) -> SchemaObject {
        mapping(["family": choice(themeFontFamilies, "\(path).family"), "size": number(ThemeRanges.fontSize, "\(path).size"),
                 "weight": choice(ThemeRanges.fontWeights, "\(path).weight"),
                 "textStyle": choice(TraitWords.textStyleNames,
                                     "\(path).textStyle: the Dynamic Type style the size scales with (default body; none keeps it)")], path)
    }

    /// `{width, height}` within `range`.
    static func size(_ range: ClosedRange<Double>, _ path: String) -> SchemaObject {
        mapping(["width": number(range, "\(path).width"), "height": number(range, "\(path).height")], path)
    }

    /// `{x, y, blur, color}`, or `none`.
    static func shadow(_ path: String) -> SchemaObject {
        optionalMapping(["x": number(ThemeRanges.shadowOffset, "\(path).x"), "y": number(ThemeRanges.shadowOffset, "\(path).y"),
                         "blur": number(ThemeRanges.shadowBlur, "\(path).blur"), "color": colour("\(path).color")], path)
    }

    /// `none` (or an empty value): no value.
    private static var none: SchemaObject { ["enum": [NSNull(), "none"], "description": "none: no value."] }

    private static func numberWords(_ range: ClosedRange<Double>) -> String {
        "a number from \(F.value(range.lowerBound)) to \(F.value(range.upperBound))"
    }
}

private extension String {
    /// `A number from 0 to 200.`
    var capitalisedSentence: String { prefix(1).uppercased() + dropFirst() + "." }
}
