import Bezel
import BezelFiles
import BezelGraphics

/// Writes script steps as a script file that ``ScriptFile`` reads back into
/// the same steps: what a recorded session is saved as.
///
/// ```swift
/// let text = ScriptWriter.text(scene: "../scenes/timer.yaml", steps: [.tap(.id("start")), .settle(60)],
///                              schema: "../../Schemas/script.schema.json")
/// // # yaml-language-server: $schema=../../Schemas/script.schema.json
/// // scene: "../scenes/timer.yaml"
/// // steps:
/// //   - tap: "#start"
/// //   - settle
/// ```
///
/// Every text is written double-quoted with YAML's escapes, so no value is
/// ever read as another type or as YAML syntax (`"on"`, `"#id"`, `"1:2"`).
public enum ScriptWriter {
    /// The file's text: the schema line (when `schema` names the schema's
    /// path relative to the file), the `comment` lines, the scene path
    /// (relative to the file) and one line a step.
    public static func text(scene: String, steps: [ScriptAction], schema: String? = nil, comment: [String] = []) -> String {
        var lines: [String] = []
        if let schema { lines.append("# yaml-language-server: $schema=" + schema) }
        lines += comment.map { "# " + $0.replacingOccurrences(of: "\n", with: " ") }
        lines.append("scene: " + quoted(scene))
        lines.append(steps.isEmpty ? "steps: []" : "steps:")
        lines += steps.map { "  - " + step($0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One step as its list item's text, without the `- `: its key and the
    /// value as its kind writes it (nothing for a bare step).
    public static func step(_ action: ScriptAction) -> String {
        action.keyword + (action.kind.writtenValue.map { ": " + $0 } ?? "")
    }

    /// `"#id"`, `{text: "Start"}`, `{label: "Alarm", trait: [toggleButton]}` or `{x: 40, y: 90}`.
    public static func selector(_ selector: ViewSelector) -> String {
        switch selector {
        case let .id(id): return quoted("#" + id)
        case let .text(text): return mapping([("text", quoted(text))])
        case let .element(label, traits):
            return mapping((label.map { [("label", quoted($0))] } ?? []) + (traits.isEmpty ? [] : [("trait", list(traits.names))]))
        case let .point(point): return mapping([("x", number(point.x)), ("y", number(point.y))])
        case let .place(base, at):
            let place = ("at", "[\(ViewSelector.unit(at.x)), \(ViewSelector.unit(at.y))]")
            switch base {
            case let .id(id): return mapping([("id", quoted(id)), place])
            case let .text(text): return mapping([("text", quoted(text)), place])
            case let .element(label, traits):
                return mapping((label.map { [("label", quoted($0))] } ?? []) + (traits.isEmpty ? [] : [("trait", list(traits.names))]) + [place])
            case .point, .place: return Self.selector(base)
            }
        }
    }

    /// An `expect` step's value.
    static func expectation(_ expectation: ScriptExpectation) -> String {
        var entries: [(String, String)] = []
        switch expectation.subject {
        case let .text(text)?: entries.append(("text", quoted(text)))
        case let .element(label, traits)?:
            if let label { entries.append(("label", quoted(label))) }
            if !traits.isEmpty { entries.append(("trait", list(traits.names))) }
        default: break
        }
        if let id = expectation.id { entries.append(("id", quoted(id))) }
        if !expectation.properties.isEmpty {
            entries.append(("properties", mapping(expectation.properties.map { (quoted($0.key), quoted($0.written)) })))
        }
        if let events = expectation.events { entries.append(("events", list(events.map { quoted($0.description) }))) }
        if let visible = expectation.visible { entries.append(("visible", String(visible))) }
        if let spoken = expectation.spoken { entries.append(("spoken", list(spoken.map(quoted)))) }
        if let screen = expectation.screen { entries.append(("screen", quoted(screen))) }
        if let shown = expectation.shown { entries.append(("shown", String(shown))) }
        if let loaded = expectation.loaded { entries.append(("loaded", String(loaded))) }
        if let count = expectation.viewDidLoadCount { entries.append(("viewDidLoadCount", String(count))) }
        return mapping(entries)
    }

    /// `{key: value, ...}` in flow style.
    static func mapping(_ entries: [(String, String)]) -> String {
        "{" + entries.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// `[a, b]` in flow style.
    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// The shortest text that reads back as `value` (`3`, `0.5`, `0.016666666666666666`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `text` double-quoted, with YAML's escapes for `\`, `"` and control characters.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
