import Bezel
import BezelGraphics

/// One kind of value a scene key holds: how it is read from YAML (failing
/// with a ``FileError`` at the value's file:line:column), its JSON-schema
/// fragment, and how it is written back as text (snapshot names, messages).
///
/// Keys (``SceneKey``) are made from these, so a kind of value is read,
/// described and written in one place.
struct ValueType<Value: Sendable>: Sendable {
    /// Reads the value at `node`.
    let read: @Sendable (YAMLNode, SceneReading) throws -> Value
    /// The schema fragment, with `description`.
    let schema: @Sendable (_ description: String) -> SchemaObject
    /// The value as files write it (`true`, `0.5`, `Save`).
    let text: @Sendable (Value) -> String

    init(read: @escaping @Sendable (YAMLNode, SceneReading) throws -> Value,
         schema: @escaping @Sendable (String) -> SchemaObject,
         text: @escaping @Sendable (Value) -> String = { "\($0)" }) {
        self.read = read
        self.schema = schema
        self.text = text
    }

    /// The same kind, described by `schema` instead.
    func describing(_ schema: @escaping @Sendable (String) -> SchemaObject) -> ValueType {
        ValueType(read: read, schema: schema, text: text)
    }
}

/// What a value is read with: the decoder (for images and nested nodes,
/// and to record problems that keep the value), how deep the node is, and
/// the values of the node read so far (for checks against its other keys).
struct SceneReading {
    let decoder: SceneDecoder
    let depth: Int
    let values: SceneValues
}

private typealias F = SchemaFragments

extension ValueType where Value == Bool {
    /// `true` or `false` (see ``BooleanWords``).
    static func bool(_ what: String) -> ValueType {
        ValueType(read: { node, _ in try node.bool(what) }, schema: { F.ref("bool", $0) }, text: { String($0) })
    }
}

extension ValueType where Value == Double {
    /// A finite number within `range`.
    static func number(_ what: String, in range: ClosedRange<Double> = -1e9...1e9) -> ValueType {
        ValueType(read: { node, _ in try node.number(what, in: range) }, schema: { F.number(in: range, $0) }, text: numberText)
    }

    /// A length in points up to 100 000, or infinity (see ``LengthWords``).
    static func length(_ what: String) -> ValueType {
        ValueType(read: { node, _ in
            if case let .scalar(text) = node.kind, LengthWords.isInfinity(text) { return .infinity }
            do { return try node.number(what, in: 0...100_000) } catch var error as FileError {
                error.expected = "a number from 0 to 100000, or infinity"
                throw error
            }
        }, schema: { description in
            ["anyOf": [F.number(in: 0...100_000, ""), ["type": "string", "pattern": LengthWords.schemaPattern]], "description": description]
        }, text: numberText)
    }

    /// `1`, `0.5`: whole numbers without a fraction.
    @Sendable static func numberText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension ValueType where Value == Int {
    /// A whole number within `range`.
    static func integer(_ what: String, in range: ClosedRange<Int>) -> ValueType {
        ValueType(read: { node, _ in try node.integer(what, in: range) },
                  schema: { F.number(in: Double(range.lowerBound)...Double(range.upperBound), $0, integer: true) },
                  text: { String($0) })
    }

    /// An index into a list of `count` items the node declares under another key.
    static func index(_ what: String, needs: String, count: @escaping @Sendable (SceneValues) -> Int) -> ValueType {
        ValueType(read: { node, reading in
            let count = count(reading.values)
            guard count > 0 else { throw FileError(node.location, "selected needs \(needs) to choose from") }
            return try node.integer(what, in: 0...(count - 1))
        }, schema: { ["type": "integer", "minimum": 0, "description": $0] }, text: { String($0) })
    }
}

extension ValueType where Value == String {
    /// Text: any scalar, as written.
    static func text(_ what: String) -> ValueType {
        ValueType(read: { node, _ in try node.string(what) }, schema: { F.text($0) }, text: { $0 })
    }
}

extension ValueType where Value == Color {
    /// A colour (see ``YAMLNode/color(_:)``).
    static func colour(_ what: String) -> ValueType {
        ValueType(read: { node, _ in try node.color(what) }, schema: { F.ref("colour", $0) })
    }
}

extension ValueType where Value == Image {
    /// An image path relative to the scene file.
    static var image: ValueType {
        ValueType(read: { node, reading in try reading.decoder.image(node) },
                  schema: { ["type": "string", "minLength": 1, "description": $0] }, text: { _ in "image" })
    }
}

extension ValueType {
    /// One of a fixed set of names.
    static func choice(_ what: String, _ table: [(String, Value)]) -> ValueType {
        let names = table.map(\.0)
        return ValueType(read: { node, _ in
            let name = try node.choice(what, of: names)
            guard let value = table.first(where: { $0.0 == name })?.1 else { throw FileError(node.location, "unknown \(what)") }
            return value
        }, schema: { F.choice(names, $0) }, text: { value in
            table.first { "\($0.1)" == "\(value)" }?.0 ?? "\(value)"
        })
    }
}
