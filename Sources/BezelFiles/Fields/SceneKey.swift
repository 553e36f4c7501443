import Bezel

/// One key a scene node may write, described once: its name, the kind of
/// value it holds (read with file:line:column errors, its schema fragment,
/// its text), a one-line summary for docs and schemas, and, for the keys a
/// `set` action can change, how the value is applied to a built view.
///
/// The decoder, the scene schema, `set` actions, state matrices and the
/// builder are all made from these (see ``SceneNodeType/fields``). A key's
/// typed value is read from a node with `node.values[SceneKeys.spacing]`.
///
/// ```swift
/// static let on = SceneKey<Bool>("on", .bool("on"), "on: true or false.") { value, view in
///     (view as? Switch)?.isOn = value
/// }.defaulting(to: false)
/// ```
///
/// The builder and the schema take a default from ``DefaultedSceneKey``.
public struct SceneKey<Value: Sendable>: Sendable {
    /// The key as files write it.
    public let name: String
    /// What the key means, one line (schema descriptions, docs).
    public let summary: String
    /// How the value is read, described and written.
    let type: ValueType<Value>
    /// Sets the value on a built view (nil: `set` cannot change it).
    let apply: (@Sendable (Value, View) -> Void)?

    init(_ name: String, _ type: ValueType<Value>, _ summary: String, apply: (@Sendable (Value, View) -> Void)? = nil) {
        self.name = name
        self.type = type
        self.summary = summary
        self.apply = apply
    }

    /// This key as an entry of a type's table.
    var field: SceneField { SceneField(self) }

    /// This key with the value a node that leaves it out gets.
    func defaulting(to value: Value) -> DefaultedSceneKey<Value> {
        DefaultedSceneKey(key: self, defaultValue: value)
    }
}

/// A ``SceneKey`` with the value a node that leaves it out gets: the
/// builder reads it (`values[SceneKeys.spacing]` is a `Double`, 8 when
/// the file says nothing) and the schema states it (`"default": 8`).
public struct DefaultedSceneKey<Value: Sendable>: Sendable {
    /// The key.
    public let key: SceneKey<Value>
    /// Its value when the node leaves it out.
    public let defaultValue: Value

    /// This key as an entry of a type's table.
    var field: SceneField { SceneField(key, default: defaultValue) }
}

/// A scene node's values, by key: what the file wrote, typed.
///
/// ```swift
/// node.values[SceneKeys.padding]     // EdgeInsets? — nil when the file left it out
/// node.values[SceneKeys.spacing]     // Double — 8 when the file left it out
/// ```
public struct SceneValues: Sendable {
    private var storage: [String: any Sendable] = [:]

    public init() {}

    /// The value of `key`, or nil when the node did not write it (or wrote it wrong).
    public subscript<Value>(key: SceneKey<Value>) -> Value? {
        get { storage[key.name] as? Value }
        set { storage[key.name] = newValue }
    }

    /// The value of `key`, or its default when the node did not write it.
    public subscript<Value>(key: DefaultedSceneKey<Value>) -> Value {
        self[key.key] ?? key.defaultValue
    }

    /// The value stored under `name`, untyped.
    subscript(name name: String) -> (any Sendable)? {
        get { storage[name] }
        set { storage[name] = newValue }
    }

    /// The names of the keys that hold a value.
    public var names: [String] { storage.keys.sorted() }
}

/// A ``SceneKey`` with its value type erased: one row of a node type's
/// table (``SceneNodeType/fields``).
public struct SceneField: Sendable {
    /// The key as files write it.
    public let key: String
    /// What the key means, one line.
    public let summary: String
    /// Whether a `set` action can change it.
    public var isSettable: Bool { apply != nil }
    let schema: @Sendable () -> SchemaObject
    let read: @Sendable (YAMLNode, SceneReading) throws -> any Sendable
    let apply: (@Sendable (any Sendable, View) -> Void)?
    let text: @Sendable (any Sendable) -> String?

    init<Value>(_ key: SceneKey<Value>, default defaultValue: Value? = nil) {
        self.key = key.name
        let type = key.type
        let summary = key.summary + (defaultValue.map { value in
            let text = type.text(value)
            return " Default: \(text.isEmpty ? "empty" : text)."
        } ?? "")
        self.summary = summary
        schema = {
            var schema = type.schema(summary)
            if let defaultValue { schema["default"] = SceneField.json(defaultValue, type) }
            return schema
        }
        read = { node, reading in try type.read(node, reading) }
        if let apply = key.apply {
            self.apply = { @Sendable (value: any Sendable, view: View) in
                if let value = value as? Value { apply(value, view) }
            }
        } else {
            self.apply = nil
        }
        text = { value in (value as? Value).map(type.text) }
    }

    /// `value` as JSON: numbers, booleans and whole numbers as such, anything else as files write it.
    private static func json<Value>(_ value: Value, _ type: ValueType<Value>) -> Any {
        switch value {
        case let number as Double: return SchemaFragments.value(number)
        case let bool as Bool: return bool
        case let integer as Int: return integer
        default: return type.text(value)
        }
    }

    /// Sets the value `values` hold for this key, if any, on `view` (nothing
    /// for a key `set` cannot change).
    public func apply(_ values: SceneValues, to view: View) {
        if let apply, let value = values[name: key] { apply(value, view) }
    }
}

/// One value a `set` action (or a state matrix) gives a view: a settable
/// key of the view's type and its value, checked against the node when the
/// scene was read, so applying it cannot fail.
public struct SceneProperty: Sendable, Equatable {
    /// The key as files write it (`enabled`, `value`).
    public let key: String
    /// The value as files write it (`true`, `0.5`): snapshot names use it.
    public let valueText: String
    private let value: any Sendable
    private let setter: @Sendable (any Sendable, View) -> Void

    init?(_ field: SceneField, value: any Sendable) {
        guard let apply = field.apply, let text = field.text(value) else { return nil }
        key = field.key
        valueText = text
        self.value = value
        setter = apply
    }

    /// `key` of `SceneKeys` set to `value` (for documents made in code).
    public init<Value>(_ key: SceneKey<Value>, _ value: Value) {
        self.key = key.name
        valueText = key.type.text(value)
        self.value = value
        let apply = key.apply
        setter = { value, view in if let value = value as? Value { apply?(value, view) } }
    }

    /// `key` of `SceneKeys` set to `value` (for documents made in code).
    public init<Value>(_ key: DefaultedSceneKey<Value>, _ value: Value) {
        self.init(key.key, value)
    }

    /// Sets this value on `view`.
    public func apply(to view: View) {
        setter(value, view)
    }

    public static func == (lhs: SceneProperty, rhs: SceneProperty) -> Bool {
        lhs.key == rhs.key && lhs.valueText == rhs.valueText
    }
}
