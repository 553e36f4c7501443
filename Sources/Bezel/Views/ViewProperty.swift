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
/// .optionalNumber("selectedRow", nil)        // selectedRow=none
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

    /// What a property holds, whatever its value now: how a script's
    /// `expect` reads the value it names.
    public enum Kind: Hashable, Sendable {
        /// `true` or `false`.
        case bool
        /// A number.
        case number
        /// A number that may be absent (a selected segment or row, a line
        /// limit): a number, or the text ``ViewProperty/noNumber`` when there is none.
        case optionalNumber
        /// Text.
        case text
    }

    /// The text an ``Kind/optionalNumber`` property holds when it has no number.
    public static let noNumber = "none"

    /// The property's name, as scripts write it.
    public let name: String
    /// Its value now.
    public let value: Value
    /// What it holds (its value's kind, unless it is an optional number).
    public let kind: Kind
    /// The word the tree dump prints for it, or nil when it prints none.
    public let dumpWord: String?

    public init(name: String, value: Value, dumpWord: String?, kind: Kind? = nil) {
        self.name = name
        self.value = value
        self.dumpWord = dumpWord
        switch value {
        case .bool: self.kind = kind ?? .bool
        case .number: self.kind = kind ?? .number
        case .text: self.kind = kind ?? .text
        }
    }

    /// A number that may be absent, printed `name=3` or `name=none` when `shown`.
    public static func optionalNumber(_ name: String, _ number: Int?, shown: Bool = true) -> ViewProperty {
        let value = number.map { Value.number(Double($0)) } ?? .text(noNumber)
        return ViewProperty(name: name, value: value, dumpWord: shown ? "\(name)=\(value)" : nil, kind: .optionalNumber)
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
