import BezelGraphics

/// Typed reading of YAML values, each failing with a ``FileError`` that
/// names the place, what was expected and the value written instead, once
/// (``shownValue``): `'on' must be true or false, not 'maybe'`. A `what` that
/// is one word is a key and is quoted (`'spacing'`); a phrase is not (`font size`).
extension YAMLNode {
    /// The entries of a mapping.
    public func mapping(_ what: String) throws -> YAMLMapping {
        guard case let .mapping(entries) = kind else {
            throw FileError(location, "\(Self.subject(what)) must be a mapping, not \(shownValue)", expected: "key: value lines")
        }
        return YAMLMapping(entries: entries, location: location, what: what)
    }

    /// The items of a sequence.
    public func sequence(_ what: String) throws -> [YAMLNode] {
        guard case let .sequence(items) = kind else {
            throw FileError(location, "\(Self.subject(what)) must be a list, not \(shownValue)", expected: "'- item' lines")
        }
        return items
    }

    /// A text value.
    public func string(_ what: String) throws -> String {
        guard case let .scalar(text) = kind else { throw FileError(location, "\(Self.subject(what)) must be text, not \(shownValue)") }
        return text
    }

    /// A finite number within `range`.
    public func number(_ what: String, in range: ClosedRange<Double> = -1e9...1e9) throws -> Double {
        guard case let .scalar(text) = kind, let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw FileError(location, "\(Self.subject(what)) must be a number, not \(shownValue)",
                            expected: "a number from \(short(range.lowerBound)) to \(short(range.upperBound))")
        }
        guard range.contains(value) else {
            throw FileError(location, "\(Self.subject(what)) is \(short(value)), out of range",
                            expected: "\(short(range.lowerBound))…\(short(range.upperBound))")
        }
        return value
    }

    /// A whole number within `range`.
    public func integer(_ what: String, in range: ClosedRange<Int> = -1_000_000...1_000_000) throws -> Int {
        let value = try number(what, in: Double(range.lowerBound)...Double(range.upperBound))
        guard value == value.rounded() else {
            throw FileError(location, "\(Self.subject(what)) must be a whole number, not \(shownValue)",
                            expected: "\(range.lowerBound)…\(range.upperBound)")
        }
        return Int(value)
    }

    /// `true` or `false`, as ``BooleanWords`` spells them.
    public func bool(_ what: String) throws -> Bool {
        guard case let .scalar(text) = kind, let value = BooleanWords.value(of: text) else {
            throw FileError(location, "\(Self.subject(what)) must be true or false, not \(shownValue)")
        }
        return value
    }

    /// One of `choices`, with a suggestion for a near miss.
    public func choice(_ what: String, of choices: [String]) throws -> String {
        let value = try string(what)
        guard choices.contains(value) else {
            throw FileError(location, "\(shownValue) is not a valid \(what)", expected: "one of: " + choices.joined(separator: ", "),
                            suggestion: closestMatch(to: value, in: choices))
        }
        return value
    }

    /// The value as a message shows it, once: a scalar as written, quoted
    /// (`FileError.quoting(_:)`: at most 40 characters, control characters
    /// escaped); a mapping or list as a short flow text (`the mapping '{a: 1}'`);
    /// `an empty value` for a key with none.
    public var shownValue: String {
        switch kind {
        case let .scalar(text): return FileError.quoting(text)
        case .mapping: return "the mapping " + FileError.quoting(flowText)
        case .sequence: return "the list " + FileError.quoting(flowText)
        case .null: return "an empty value"
        }
    }

    /// A whole file's value as a message shows it: ``shownValue``, or `an empty file`.
    package var shownDocument: String {
        if case .null = kind { return "an empty file" }
        return shownValue
    }

    /// The node in YAML's flow style (`{a: 1, b: [x, y]}`), for messages;
    /// deep or long values are cut by the caller.
    var flowText: String {
        var budget = FileError.quotedValueLength + 1
        return flowText(budget: &budget)
    }

    /// ``flowText``, stopping once `budget` characters are written (the rest would be cut anyway).
    private func flowText(budget: inout Int) -> String {
        guard budget > 0 else { return "" }
        let text: String
        switch kind {
        case let .scalar(value): text = value
        case .null: text = ""
        case let .sequence(items):
            var parts: [String] = []
            budget -= 1
            for item in items where budget > 0 {
                parts.append(item.flowText(budget: &budget))
                budget -= 2
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case let .mapping(entries):
            var parts: [String] = []
            budget -= 1
            for entry in entries where budget > 0 {
                budget -= entry.key.count + 2
                parts.append(entry.key + ": " + entry.value.flowText(budget: &budget))
                budget -= 2
            }
            return "{" + parts.joined(separator: ", ") + "}"
        }
        budget -= text.count
        return text
    }

    /// `what` as the subject of a message: a one-word `what` is a key, quoted
    /// (`'spacing'`, `'insets.top'`); a phrase is left as it is (`font size`, `the expected 'on'`).
    static func subject(_ what: String) -> String {
        let isKey = !what.isEmpty && what.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
        return isKey ? "'\(what)'" : what
    }

    /// The colour forms every file reads, for messages and the schemas' descriptions.
    static let colourForms = "'#RRGGBB[AA]' (or 3/4 hex digits), 'rgb(r, g, b[, a])' (0–255, alpha 0–1), 'hsb(h, s, b[, a])', "
        + "'white(w[, a])' or 'srgb(r, g, b[, a])' (0–1), or a {hue, saturation, brightness[, alpha]} mapping"

    /// A colour, read the one way scenes, themes, scripts' `set` and
    /// `expect` all read colours: `"#RRGGBB"`, `"#RRGGBBAA"` (and 3/4-digit
    /// forms), `rgb(r, g, b)` / `rgba(r, g, b, a)` with 0–255 channels and 0–1
    /// alpha, `hsb(h, s, b)` / `hsba(h, s, b, a)` with every part 0–1,
    /// `white(w)` / `white(w, a)` (a grey) and `srgb(r, g, b)` /
    /// `srgb(r, g, b, a)` with 0–1 parts, or a mapping with `hue`,
    /// `saturation`, `brightness` and optional `alpha`. `white` and `srgb` are
    /// exact: they hold any value the sources use (grey 0.9 has no two-digit
    /// hex), which is how `default.yaml` repeats the built-in theme to the last bit.
    /// Every failure lists the forms (`colourForms`).
    public func color(_ what: String) throws -> Color {
        if case .mapping = kind {
            let map = try mapping(what)
            try map.checkKeys(["hue", "saturation", "brightness", "alpha"])
            return Color(hue: try map.required("hue").number("hue", in: 0...1),
                         saturation: try map.required("saturation").number("saturation", in: 0...1),
                         brightness: try map.required("brightness").number("brightness", in: 0...1),
                         alpha: try map["alpha"]?.number("alpha", in: 0...1) ?? 1)
        }
        guard case let .scalar(raw) = kind else {
            throw FileError(location, "\(Self.subject(what)) must be a colour, not \(shownValue)", expected: Self.colourForms)
        }
        let text = raw.trimmingCharacters(in: .whitespaces)
        let notAColour = FileError(location, "\(shownValue) is not a colour", expected: Self.colourForms)
        if text.hasPrefix("#") {
            do { return try Color(hex: text) } catch { throw notAColour }
        }
        // Each functional form: its name, how many parts before the alpha, and whether the alpha must be given.
        let forms: [(name: String, channels: Int, alpha: Bool)] = [("rgba", 3, true), ("rgb", 3, false), ("hsba", 3, true),
                                                                   ("hsb", 3, false), ("white", 1, false), ("srgb", 3, false)]
        for form in forms where text.lowercased().hasPrefix(form.name + "(") && text.hasSuffix(")") {
            let parts = text.dropFirst(form.name.count + 1).dropLast().split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            let v = parts.compactMap { $0 }
            guard v.count == parts.count, v.count == form.channels + 1 || (!form.alpha && v.count == form.channels),
                  v.allSatisfy(\.isFinite) else { throw notAColour }
            let alpha = v.count > form.channels ? v[form.channels] : 1
            if form.name.hasPrefix("rgb") {
                guard v.prefix(3).allSatisfy({ (0...255).contains($0) }), (0...1).contains(alpha) else {
                    throw FileError(location, "\(shownValue) is not a colour: red, green and blue are 0–255, alpha 0–1")
                }
                return Color(red: v[0] / 255, green: v[1] / 255, blue: v[2] / 255, alpha: alpha)
            }
            guard v.allSatisfy({ (0...1).contains($0) }) else {
                throw FileError(location, "\(shownValue) is not a colour: every part of \(form.name)(…) is 0–1")
            }
            switch form.name {
            case "white": return Color(white: v[0], alpha: alpha)
            case "srgb": return Color(red: v[0], green: v[1], blue: v[2], alpha: alpha)
            default: return Color(hue: v[0], saturation: v[1], brightness: v[2], alpha: alpha)
            }
        }
        throw notAColour
    }

    private func short(_ value: Double) -> String {
        value.compactText()
    }
}

/// A YAML mapping being read: entries in file order, with their places.
public struct YAMLMapping: Sendable {
    public let entries: [(key: String, keyLocation: SourceLocation, value: YAMLNode)]
    public let location: SourceLocation
    /// What the mapping is, for messages ("theme", "button style"...).
    public let what: String

    /// The value for `key`, if present.
    public subscript(key: String) -> YAMLNode? {
        entries.first { $0.key == key }?.value
    }

    /// The value for `key`, or an error naming the mapping's place.
    public func required(_ key: String) throws -> YAMLNode {
        guard let value = self[key] else { throw FileError(location, "\(what) needs '\(key)'") }
        return value
    }

    /// Fails on the first key not in `allowed`, suggesting the nearest allowed one.
    public func checkKeys(_ allowed: [String]) throws {
        for entry in entries where !allowed.contains(entry.key) {
            throw FileError.unknownKey(entry.key, at: entry.keyLocation, in: what, allowed: allowed)
        }
    }
}
