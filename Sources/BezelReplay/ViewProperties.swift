import Bezel
import BezelGraphics

/// A view's state as named, typed properties (``Bezel/View/properties``),
/// and how a script's `expect` step compares an expected value, written as
/// text in the file, with one.
///
/// Every view has `hidden` and `alpha`; a control has `enabled`,
/// `highlighted`, `selected` and `tracking`; a text field `text`,
/// `placeholder`, `focused` and `caret`; and so on for each view type.
///
/// ```
/// BezelButton #toggle ... enabled mode=toggle recessed=true pushed=false
/// → enabled: true, mode: toggle, recessed: true, pushed: false, highlighted: false, ...
/// ```
public enum ViewProperties {
    /// The properties of `view`, by name.
    public static func of(_ view: View) -> [String: ViewProperty.Value] {
        Dictionary(view.properties.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Whether `actual` matches `expected` as written in a script, by the
    /// property's type: a boolean as `true`/`yes`/`on` or `false`/`no`/`off`,
    /// a number to 0.001, text exactly.
    public static func matches(_ actual: ViewProperty.Value, expected: String) -> Bool {
        switch actual {
        case let .bool(value): return bool(expected) == value
        case let .number(value): return Double(expected).map { abs(value - $0) <= 0.0005 } ?? false
        case let .text(value): return value == expected
        }
    }

    private static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }
}
