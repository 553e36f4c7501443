import Bezel
import BezelGraphics

/// A view's state as named, typed properties (`Bezel/View/properties`),
/// and how a script's `expect` step compares an expected value (typed
/// when the script was read) with one.
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

    /// Whether `actual` matches `expected` (typed when the script was
    /// read): booleans and text exactly, numbers to 0.001; values of
    /// different kinds never match.
    public static func matches(_ actual: ViewProperty.Value, expected: ViewProperty.Value) -> Bool {
        switch (actual, expected) {
        case let (.bool(actual), .bool(expected)): return actual == expected
        case let (.number(actual), .number(expected)): return abs(actual - expected) <= 0.0005
        case let (.text(actual), .text(expected)): return actual == expected
        default: return false
        }
    }
}
