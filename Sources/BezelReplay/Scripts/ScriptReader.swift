import Bezel
import BezelFiles
import BezelGraphics

/// Reads the steps of one script, collecting every problem rather than
/// stopping at the first: a step that does not read is recorded and left
/// out, so the rest of the file is still checked.
final class ScriptReader {
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

    /// One step: a one-key mapping, or a bare `background`, `foreground`, `memory-warning` or `pop`.
    func step(_ node: YAMLNode) -> ScriptStep? {
        let bare = ScriptSchema.bareSteps
        switch node.kind {
        case let .scalar(word):
            guard bare.contains(word) else {
                errors.append(FileError(node.location, "\(node.shownValue) is not a step",
                                        expected: "a one-key mapping such as 'tap: \"#id\"', or one of: " + bare.joined(separator: ", "),
                                        suggestion: closestMatch(to: word, in: ScriptFile.stepKeys)))
                return nil
            }
            return ScriptStep(bareAction(word) ?? .background, at: node.location)
        case let .mapping(entries) where entries.count == 1:
            let (key, keyLocation, value) = (entries[0].key, entries[0].keyLocation, entries[0].value)
            guard ScriptFile.stepKeys.contains(key) else {
                errors.append(FileError(keyLocation, "unknown step '\(key)'", expected: "one of: " + ScriptFile.stepKeys.joined(separator: ", "),
                                        suggestion: closestMatch(to: key, in: ScriptFile.stepKeys)))
                return nil
            }
            return attempt(at: value.location) { ScriptStep(try action(key, value), at: keyLocation) }
        case let .mapping(entries):
            errors.append(FileError(node.location, "a step has exactly one key, not \(entries.count)",
                                    expected: "'- tap: \"#id\"', '- wait: 1'... one per list item"))
            return nil
        default:
            errors.append(FileError(node.location, "a step must be a one-key mapping, not \(node.shownValue)", expected: "'- tap: \"#id\"', '- wait: 1'..."))
            return nil
        }
    }

    private func bareAction(_ word: String) -> ScriptAction? {
        switch word {
        case "memory-warning": return .memoryWarning
        case "settle": return .settle(ScriptFile.defaultSettleLimit)
        case "background": return .background
        case "foreground": return .foreground
        case "pop": return .pop
        default: return nil
        }
    }

    private func action(_ key: String, _ value: YAMLNode) throws -> ScriptAction {
        switch key {
        case "tap": return .tap(try selector(value, "tap"))
        case "touch":
            let map = try value.mapping("touch")
            try map.checkKeys(["phase", "at", "finger"])
            let phase = try map.required("phase").choice("touch phase", of: TouchPhase.allCases.map(\.rawValue))
            return .touch(TouchPhase(rawValue: phase) ?? .began, at: try selector(try map.required("at"), "touch 'at'"),
                          finger: try map["finger"]?.integer("finger", in: 0...9) ?? 0)
        case "drag":
            let map = try value.mapping("drag")
            try map.checkKeys(["from", "to", "steps"])
            return .drag(from: try selector(try map.required("from"), "drag 'from'"), to: try selector(try map.required("to"), "drag 'to'"),
                         steps: try map["steps"]?.integer("drag steps", in: 1...10_000) ?? 10)
        case "type": return .type(try value.string("type"))
        case "erase": return .erase(try value.integer("erase", in: 1...10_000))
        case "wait": return .wait(try value.number("wait", in: 0...3600))
        case "settle":
            if case .null = value.kind { return .settle(ScriptFile.defaultSettleLimit) }
            if case let .mapping(entries) = value.kind, entries.isEmpty { return .settle(ScriptFile.defaultSettleLimit) }
            return .settle(try value.number("settle limit", in: 0...3600))
        case "snapshot":
            var nameNode = value
            var formats: [AccessibilitySnapshotFormat] = []
            if case .mapping = value.kind {
                let map = try value.mapping("snapshot")
                try map.checkKeys(["name", "accessibility"])
                nameNode = try map.required("name")
                for item in try map["accessibility"]?.sequence("accessibility") ?? [] {
                    let format = try AccessibilitySnapshotFormat.read(item)
                    guard !formats.contains(format) else {
                        throw FileError(item.location, "'\(format.rawValue)' is listed twice")
                    }
                    formats.append(format)
                }
            }
            let name = try nameNode.string("snapshot name")
            guard ScriptFile.isUsableSnapshotName(name) else {
                throw FileError(nameNode.location, "\(nameNode.shownValue) is not a usable snapshot name",
                                expected: "letters, digits, '-', '_', '.' and '@', not starting with '.'")
            }
            return .snapshot(name, accessibility: formats)
        case "expect": return .expect(try expectation(value))
        case "push": return .push(try value.string("screen id"))
        case "settings": return .settings(try TraitChange.read(value))
        case "screen-reader": return .screenReader(try screenReaderGesture(value))
        default:
            if case .null = value.kind, let action = bareAction(key) { return action }
            if case let .mapping(entries) = value.kind, entries.isEmpty, let action = bareAction(key) { return action }
            throw FileError(value.location, "'\(key)' takes no value", expected: "'- \(key)' or '- \(key): {}'")
        }
    }

    /// `next`, `activate`... or `{focus: SELECTOR}`.
    private func screenReaderGesture(_ node: YAMLNode) throws -> ScreenReaderGesture {
        let names = ScreenReaderGesture.named.map(\.name)
        if case .mapping = node.kind {
            let map = try node.mapping("screen-reader")
            try map.checkKeys(["focus"])
            return .focus(try selector(try map.required("focus"), "screen-reader focus"))
        }
        let word = try node.string("screen-reader gesture")
        guard let gesture = ScreenReaderGesture.named.first(where: { $0.name == word })?.gesture else {
            throw FileError(node.location, "\(node.shownValue) is not a screen-reader gesture",
                            expected: names.joined(separator: ", ") + " or {focus: SELECTOR}",
                            suggestion: closestMatch(to: word, in: names))
        }
        return gesture
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
