import Bezel
import BezelGraphics

/// Reading one property of a `set` action (see ``SceneProperty``) and
/// checking it against the node it changes.
extension SceneDecoder {
    /// Reads `node` as the value of `key` for the view `target` declares.
    ///
    /// - Throws: ``FileError`` when the view has no such property or the
    ///   value does not fit it, naming what was expected.
    static func property(_ key: String, _ node: YAMLNode, for target: SceneNode, id: String) throws -> SceneProperty {
        let type = target.type
        func unsupported(_ which: String) -> FileError {
            FileError(node.location, "'\(key)' cannot be set on #\(id) (\(type.viewClassName))", expected: which)
        }
        switch key {
        case "hidden":
            return .hidden(try node.bool(key))
        case "alpha":
            return .alpha(try node.number(key, in: 0...1))
        case "enabled":
            guard type.isControl else { throw unsupported("a control") }
            return .enabled(try node.bool(key))
        case "highlighted":
            guard type.isControl else { throw unsupported("a control") }
            return .highlighted(try node.bool(key))
        case "selected":
            if case let .segmentedControl(titles, _) = target.content {
                guard !titles.isEmpty else { throw unsupported("a segmented control with segments") }
                return .selectedSegment(try node.integer("selected segment", in: 0...(titles.count - 1)))
            }
            guard type.isControl else { throw unsupported("a control") }
            return .selected(try node.bool(key))
        case "text":
            guard type == .label || type == .linkLabel || type == .textField else { throw unsupported("a label or a text field") }
            return .text(try node.string(key))
        case "title":
            guard type == .button else { throw unsupported("a button") }
            return .title(try node.string(key))
        case "placeholder":
            guard type == .textField else { throw unsupported("a text field") }
            return .placeholder(try node.string(key))
        case "on":
            guard type == .switch else { throw unsupported("a switch") }
            return .on(try node.bool(key))
        case "value":
            if case let .slider(_, minimum, maximum) = target.content {
                // A slider whose max is not above its min was reported already; keep the range valid.
                return .value(try node.number(key, in: min(minimum, maximum)...max(minimum, maximum)))
            }
            guard type == .progressView else { throw unsupported("a slider or a progress view") }
            return .value(try node.number(key, in: 0...1))
        case "recessed":
            guard type == .bezelButton else { throw unsupported("a bezel button") }
            return .recessed(try node.bool(key))
        case "pushed":
            guard type == .bezelButton else { throw unsupported("a bezel button") }
            return .pushed(try node.bool(key))
        default:
            throw FileError(node.location, "'\(key)' is not a property 'set' can change",
                            expected: "one of: " + SceneProperty.keys.joined(separator: ", "),
                            suggestion: closestMatch(to: key, in: SceneProperty.keys))
        }
    }
}
