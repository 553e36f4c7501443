import Bezel
import Foundation

/// Works out the schema of a theme key by asking its reader: the value text
/// is handed to the real ``ThemeField`` read, and what it accepts, and the
/// `expected` of what it rejects, give the shape (colour, number and its
/// range, choice, true/false, mapping and its keys, `none`).
///
/// The theme tables hold closures, not descriptions, so this is how the
/// theme schema follows them exactly: a new key, range or choice in a table
/// appears in the schema with nothing else to edit.
struct ThemeFieldProbe {
    /// Reads YAML value text; the error it fails with, or nil when it reads.
    let attempt: (String) -> FileError?
    /// Where the key sits, for descriptions (`button.normal.title`).
    let path: String

    /// A word no reader accepts as a choice, number, colour or key.
    private static let word = "zz-schema-probe"

    /// The probe of one section of ``ThemeTables/sections``, read over ``Theme/default``.
    static func section(_ field: ThemeField<Theme>) -> ThemeFieldProbe {
        ThemeFieldProbe(attempt: { text in
            var theme = Theme.default
            do {
                try field.read(try YAMLNode.parse(text, file: "schema-probe.yaml"), &theme)
                return nil
            } catch {
                // A nested section throws all it found; the first is the one about this value.
                return FileErrors.flattening(error, at: SourceLocation(file: "schema-probe.yaml", line: 1, column: 1)).first
            }
        }, path: field.key)
    }

    /// The probe of `key` inside this mapping.
    func child(_ key: String) -> ThemeFieldProbe {
        let attempt = self.attempt
        return ThemeFieldProbe(attempt: { attempt("{\(key): \($0)}") }, path: path + "." + key)
    }

    /// The keys the mapping accepts, when this value is (or may be) a mapping.
    var keys: [String]? {
        guard let error = attempt("{\(Self.word): 1}"), error.message.hasPrefix("unknown key '\(Self.word)'"),
              let expected = error.expected, expected.hasPrefix("one of: ") else { return nil }
        return expected.dropFirst("one of: ".count).components(separatedBy: ", ")
    }

    /// The value's schema.
    var schema: SchemaObject {
        var alternatives: [SchemaObject] = []
        if attempt("'#123456'") == nil, attempt(Self.word) != nil {
            alternatives.append(SchemaFragments.ref(attempt("'white(0.5)'") == nil ? "themeColour" : "colour"))
        } else {
            if let scalar = scalarSchema { alternatives.append(scalar) }
            if let keys {
                let properties = Dictionary(uniqueKeysWithValues: keys.map { ($0, child($0).schema) })
                alternatives.append(SchemaFragments.closedObject(properties, "The keys of \(path)."))
            }
        }
        if attempt("none") == nil { alternatives.append(["enum": [NSNull(), "none"], "description": "none: no value."]) }
        var result: SchemaObject = alternatives.count == 1 ? alternatives[0] : ["anyOf": alternatives]
        if alternatives.isEmpty { result = [:] }
        result["description"] = "\(path): " + describe(alternatives)
        return result
    }

    /// A number (with the range the reader states), a choice, true/false or text.
    private var scalarSchema: SchemaObject? {
        guard let error = attempt(Self.word) else { return SchemaFragments.text("Text.") }
        let expected = error.expected ?? ""
        if error.message.hasSuffix("must be a number") {
            let words = expected.components(separatedBy: " ")
            guard words.count == 6, let low = Double(words[3]), let high = Double(words[5]) else {
                return ["type": "number"]
            }
            return SchemaFragments.number(in: low...high, "A number from \(words[3]) to \(words[5]).")
        }
        if error.message.contains("is not a valid"), expected.hasPrefix("one of: ") {
            return SchemaFragments.choice(expected.dropFirst("one of: ".count).components(separatedBy: ", "), "One of the names.")
        }
        if error.message.hasSuffix("must be true or false") { return SchemaFragments.ref("bool") }
        return nil
    }

    /// A short description of what the value may be, for editors.
    private func describe(_ alternatives: [SchemaObject]) -> String {
        let words = alternatives.map { object -> String in
            if let ref = object["$ref"] as? String { return ref.hasSuffix("olour") ? "a colour" : "true or false" }
            if let names = object["enum"] as? [String] { return "one of " + names.joined(separator: ", ") }
            if object["enum"] != nil { return "none" }
            if object["type"] as? String == "object" { return "a mapping" }
            if let low = object["minimum"], let high = object["maximum"] { return "a number from \(low) to \(high)" }
            return "text"
        }
        return words.joined(separator: ", or ") + "."
    }
}
