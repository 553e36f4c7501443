import BezelGraphics

/// One piece of a view's state, named and typed: what a script's `expect`
/// step compares, and the word ``View/treeDescription()`` prints for it.
///
/// A view lists its properties in ``View/properties``; its tree-dump words
/// (``View/stateDescription``) are made from them, so the two cannot disagree.
///
/// ```swift
/// .value("on", .bool(isOn))                  // on=true
/// .flag("highlighted", isHighlighted)        // highlighted (nothing when false)
/// .quoted("title", title)                    // title="Save"
/// .value("caret", .number(3), shown: false)  // known to scripts, not printed
/// ```
public struct ViewProperty: Hashable, Sendable, CustomStringConvertible {
    /// A property's value.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        case bool(Bool)
        case number(Double)
        case text(String)

        /// `true`, `0.25` (to 3 decimals), or the text.
        public var description: String {
            switch self {
            case let .bool(value): return String(value)
            case let .number(value): return value.compactText(decimals: 3)
            case let .text(value): return value
            }
        }
    }

    /// The property's name, as scripts write it.
    public let name: String
    /// Its value now.
    public let value: Value
    /// The word the tree dump prints for it, or nil when it prints none.
    public let dumpWord: String?

    public init(name: String, value: Value, dumpWord: String?) {
        self.name = name
        self.value = value
        self.dumpWord = dumpWord
    }

    /// Printed `name=value` when `shown`.
    public static func value(_ name: String, _ value: Value, shown: Bool = true) -> ViewProperty {
        ViewProperty(name: name, value: value, dumpWord: shown ? "\(name)=\(value)" : nil)
    }

    /// Text printed `name="text"` when `shown`.
    public static func quoted(_ name: String, _ text: String, shown: Bool = true) -> ViewProperty {
        ViewProperty(name: name, value: .text(text), dumpWord: shown ? "\(name)=\"\(text)\"" : nil)
    }

    /// A boolean printed as its bare name when true, and not at all when false.
    public static func flag(_ name: String, _ isOn: Bool) -> ViewProperty {
        ViewProperty(name: name, value: .bool(isOn), dumpWord: isOn ? name : nil)
    }

    /// `name: value`.
    public var description: String { "\(name): \(value)" }
}
