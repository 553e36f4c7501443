import BezelGraphics

/// Typed reading of YAML values, each failing with a ``FileError`` that
/// names the place and what was expected.
extension YAMLNode {
    /// The entries of a mapping.
    public func mapping(_ what: String) throws -> YAMLMapping {
        guard case let .mapping(entries) = kind else { throw FileError(location, "\(what) must be a mapping", expected: "key: value lines") }
        return YAMLMapping(entries: entries, location: location, what: what)
    }

    /// The items of a sequence.
    public func sequence(_ what: String) throws -> [YAMLNode] {
        guard case let .sequence(items) = kind else { throw FileError(location, "\(what) must be a list", expected: "'- item' lines") }
        return items
    }

    /// A text value.
    public func string(_ what: String) throws -> String {
        guard case let .scalar(text) = kind else { throw FileError(location, "\(what) must be text") }
        return text
    }

    /// A finite number within `range`.
    public func number(_ what: String, in range: ClosedRange<Double> = -1e9...1e9) throws -> Double {
        guard case let .scalar(text) = kind, let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw FileError(location, "\(what) must be a number", expected: "a number from \(short(range.lowerBound)) to \(short(range.upperBound))")
        }
        guard range.contains(value) else {
            throw FileError(location, "\(what) is \(short(value)), out of range", expected: "\(short(range.lowerBound))…\(short(range.upperBound))")
        }
        return value
    }

    /// A whole number within `range`.
    public func integer(_ what: String, in range: ClosedRange<Int> = -1_000_000...1_000_000) throws -> Int {
        let value = try number(what, in: Double(range.lowerBound)...Double(range.upperBound))
        guard value == value.rounded() else { throw FileError(location, "\(what) must be a whole number", expected: "\(range)") }
        return Int(value)
    }

    /// `true` or `false`, as ``BooleanWords`` spells them.
    public func bool(_ what: String) throws -> Bool {
        guard let value = BooleanWords.value(of: try string(what)) else { throw FileError(location, "\(what) must be true or false") }
        return value
    }

    /// One of `choices`, with a suggestion for a near miss.
    public func choice(_ what: String, of choices: [String]) throws -> String {
        let value = try string(what)
        guard choices.contains(value) else {
            throw FileError(location, "'\(value)' is not a valid \(what)", expected: "one of: " + choices.joined(separator: ", "),
                            suggestion: closestMatch(to: value, in: choices))
        }
        return value
    }

    /// A colour: `"#RRGGBB"`, `"#RRGGBBAA"` (and 3/4-digit forms),
    /// `rgba(r, g, b, a)` with 0–255 channels and 0–1 alpha, `hsb(h, s, b)` or
    /// `hsb(h, s, b, a)` with every part 0–1, or a mapping with `hue`,
    /// `saturation`, `brightness` and optional `alpha`.
    public func color(_ what: String) throws -> Color {
        if case .mapping = kind {
            let map = try mapping(what)
            try map.checkKeys(["hue", "saturation", "brightness", "alpha"])
            return Color(hue: try map.required("hue").number("hue", in: 0...1),
                         saturation: try map.required("saturation").number("saturation", in: 0...1),
                         brightness: try map.required("brightness").number("brightness", in: 0...1),
                         alpha: try map["alpha"]?.number("alpha", in: 0...1) ?? 1)
        }
        let text = try string(what).trimmingCharacters(in: .whitespaces)
        let expected = "'#RRGGBB', 'rgba(r, g, b, a)', 'hsb(h, s, b)' or a hue/saturation/brightness mapping"
        if text.hasPrefix("#") {
            do { return try Color(hex: text) } catch { throw FileError(location, "'\(text)' is not a colour", expected: expected) }
        }
        for (prefix, count) in [("rgba(", 4), ("rgb(", 3), ("hsba(", 4), ("hsb(", 3)] where text.lowercased().hasPrefix(prefix) && text.hasSuffix(")") {
            let inner = text.dropFirst(prefix.count).dropLast()
            let parts = inner.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == count || (count == 3 && parts.count == 4), parts.allSatisfy({ $0 != nil && $0!.isFinite }) else {
                throw FileError(location, "'\(text)' is not a colour", expected: expected)
            }
            let v = parts.compactMap { $0 }
            if prefix.hasPrefix("rgb") {
                guard v.prefix(3).allSatisfy({ (0...255).contains($0) }), v.count < 4 || (0...1).contains(v[3]) else {
                    throw FileError(location, "'\(text)': red, green and blue are 0–255, alpha 0–1")
                }
                return Color(red: v[0] / 255, green: v[1] / 255, blue: v[2] / 255, alpha: v.count == 4 ? v[3] : 1)
            }
            guard v.allSatisfy({ (0...1).contains($0) }) else { throw FileError(location, "'\(text)': every hsb part is 0–1") }
            return Color(hue: v[0], saturation: v[1], brightness: v[2], alpha: v.count == 4 ? v[3] : 1)
        }
        throw FileError(location, "'\(text)' is not a colour", expected: expected)
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
