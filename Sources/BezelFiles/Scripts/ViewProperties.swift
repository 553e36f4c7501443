import Bezel
import BezelGraphics

/// A view's state as named properties, read from its tree-dump words
/// (``Bezel/View/stateDescription``), for a script's `expect` step.
///
/// `key=value` words give `key` (quotes around text dropped:
/// `text="Time is up!"` is `text: Time is up!`); `enabled`/`disabled` give
/// `enabled: true|false`; other bare words (`highlighted`, `selected`,
/// `tracking`, `focused`, `shadow`...) are `true`, and a control's
/// `highlighted`, `selected` and `tracking` and a text field's `focused` are
/// `false` when absent. Every view also has `hidden` and `alpha`, and a text
/// field always has `text` and `placeholder`.
///
/// ```
/// BezelButton #toggle ... enabled mode=toggle recessed=true pushed=false
/// → enabled: true, mode: toggle, recessed: true, pushed: false, highlighted: false, ...
/// ```
public enum ViewProperties {
    /// The properties of `view`, by name.
    public static func of(_ view: View) -> [String: String] {
        var properties: [String: String] = ["hidden": String(view.isHidden), "alpha": number(view.alpha)]
        if view is Control {
            for flag in ["highlighted", "selected", "tracking"] { properties[flag] = "false" }
        }
        if view is TextField { properties["focused"] = "false" }
        for word in view.stateDescription {
            if let equals = word.firstIndex(of: "=") {
                var value = String(word[word.index(after: equals)...])
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                properties[String(word[..<equals])] = value
            } else if word == "enabled" || word == "disabled" {
                properties["enabled"] = String(word == "enabled")
            } else {
                properties[word] = "true"
            }
        }
        if let field = view as? TextField {
            properties["text"] = field.text
            properties["placeholder"] = field.placeholder
        }
        return properties
    }

    /// Whether `actual` matches `expected` as written in a script: as
    /// booleans (`true`/`yes`/`on`...), as numbers to 0.001, or as the same text.
    public static func matches(_ actual: String, expected: String) -> Bool {
        if let a = bool(actual), let e = bool(expected) { return a == e }
        if let a = Double(actual), let e = Double(expected) { return abs(a - e) <= 0.0005 }
        return actual == expected
    }

    private static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
