import Bezel
import BezelFiles
import BezelGraphics

/// Reads the steps of one script, collecting every problem rather than
/// stopping at the first: a step that does not read is recorded and left
/// out, so the rest of the file is still checked.
package final class ScriptReader {
    /// Every problem found so far, in the order found.
    var errors: [FileError] = []

    /// Runs `body`, recording what it throws; nil when it threw.
    func attempt<T>(at location: SourceLocation, _ body: () throws -> T) -> T? {
        do { return try body() } catch let error as FileError {
            errors.append(error)
        } catch let error as FileErrors {
            errors += error.errors
        } catch {
            errors.append(FileError(location, "\(error)"))
        }
        return nil
    }

    /// Records every key of `map` not in `allowed`, each with a suggestion.
    func checkKeys(_ map: YAMLMapping, allowed: [String]) {
        for entry in map.entries where !allowed.contains(entry.key) {
            errors.append(.unknownKey(entry.key, at: entry.keyLocation, in: map.what, allowed: allowed))
        }
    }

    /// One step: a one-key mapping, or a bare word for a step that takes no value (``ScriptSteps``).
    func step(_ node: YAMLNode) -> ScriptStep? {
        let keywords = ScriptSteps.keywords
        switch node.kind {
        case let .scalar(word):
            if let kind = ScriptSteps.kind(named: word), kind.bare == nil {
                errors.append(FileError(node.location, "'\(word)' needs a value", expected: "'- \(word): VALUE'"))
                return nil
            }
            guard let action = ScriptSteps.bare(word) else {
                errors.append(FileError(node.location, "\(node.shownValue) is not a step",
                                        expected: "a one-key mapping such as 'tap: \"#id\"', or one of: "
                                            + ScriptSteps.bareKeywords.joined(separator: ", "),
                                        suggestion: closestMatch(to: word, in: keywords)))
                return nil
            }
            return ScriptStep(action, at: node.location)
        case let .mapping(entries) where entries.count == 1:
            let (key, keyLocation, value) = (entries[0].key, entries[0].keyLocation, entries[0].value)
            guard let kind = ScriptSteps.kind(named: key) else {
                errors.append(FileError(keyLocation, "unknown step '\(key)'", expected: "one of: " + keywords.joined(separator: ", "),
                                        suggestion: closestMatch(to: key, in: keywords)))
                return nil
            }
            return attempt(at: value.location) { ScriptStep(try kind.readAction(value, self), at: keyLocation) }
        case let .mapping(entries):
            errors.append(FileError(node.location, "a step has exactly one key, not \(entries.count)",
                                    expected: "'- tap: \"#id\"', '- wait: 1'... one per list item"))
            return nil
        default:
            errors.append(FileError(node.location, "a step must be a one-key mapping, not \(node.shownValue)", expected: "'- tap: \"#id\"', '- wait: 1'..."))
            return nil
        }
    }

    /// `"#id"`, `{text: "Start"}`, `{label: "Start", trait: button}` or
    /// `{x: 40, y: 90}`; a place inside a view or element adds `at: [X, Y]`
    /// in unit coordinates of its frame (`{id: brightness, at: [0.3, 0.5]}`).
    func selector(_ node: YAMLNode, _ what: String) throws -> ViewSelector {
        let expected = "'#id', {id: ID}, {text: TEXT}, {label: LABEL, trait: TRAIT} (each with at: [X, Y] for a place in it) or {x: X, y: Y}"
        switch node.kind {
        case let .scalar(text) where text.hasPrefix("#") && text.count > 1:
            return .id(String(text.dropFirst()))
        case let .scalar(text):
            throw FileError(node.location, "\(node.shownValue) is not a selector", expected: expected,
                            suggestion: text.isEmpty || text.hasPrefix("#") ? nil : "#\(text)")
        case .mapping:
            let map = try node.mapping(what)
            let base: ViewSelector
            if let id = map["id"] {
                try map.checkKeys(["id", "at"])
                let name = try id.string("selector id")
                guard !name.isEmpty else { throw FileError(id.location, "a selector's id is empty", expected: "the id of a view") }
                base = .id(name.hasPrefix("#") ? String(name.dropFirst()) : name)
            } else if let text = map["text"] {
                try map.checkKeys(["text", "at"])
                base = .text(try text.string("selector text"))
            } else if map["label"] != nil || map["trait"] != nil {
                try map.checkKeys(["label", "trait", "at"])
                base = .element(label: try map["label"]?.string("selector label"),
                                traits: try map["trait"].map { try AccessibilityTraits.read(oneOrMore: $0) } ?? [])
            } else {
                if let at = map["at"] {
                    throw FileError(at.location, "'at' is a place inside a view: name the view too", expected: "{id: ID, at: [X, Y]}")
                }
                try map.checkKeys(["x", "y", "id", "text", "label", "trait", "at"])
                return .point(Point(x: try map.required("x").number("x"), y: try map.required("y").number("y")))
            }
            guard let at = map["at"] else { return base }
            return .place(base, at: try unitPoint(at))
        default:
            throw FileError(node.location, "\(what) needs a selector, not \(node.shownValue)", expected: expected)
        }
    }

    /// `[X, Y]`, each from 0 (left, top) to 1 (right, bottom).
    private func unitPoint(_ node: YAMLNode) throws -> Point {
        let expected = "[X, Y], each from 0 (left, top) to 1 (right, bottom) of the view"
        guard case let .sequence(items) = node.kind, items.count == 2 else {
            throw FileError(node.location, "'at' needs two numbers, not \(node.shownValue)", expected: expected)
        }
        let x = try items[0].number("at's x"), y = try items[1].number("at's y")
        for (value, item) in [(x, items[0]), (y, items[1])] where !(0...1).contains(value) {
            throw FileError(item.location, "\(item.shownValue) is outside the view", expected: expected)
        }
        return Point(x: x, y: y)
    }
}
