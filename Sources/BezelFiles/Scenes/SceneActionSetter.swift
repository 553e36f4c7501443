import Bezel
import BezelGraphics

/// The properties a `set` action can change, each with the views it applies
/// to and how its value is read. A value is read and checked against the
/// target view when the scene is read, so a running action cannot fail.
///
/// | key | views | value |
/// | --- | --- | --- |
/// | `hidden` | every view | true or false |
/// | `alpha` | every view | 0…1 |
/// | `enabled` | controls | true or false |
/// | `selected` | controls (a segmented control: a segment index) | true or false, or an index |
/// | `text` | labels, text fields | text |
/// | `title` | buttons | text |
/// | `placeholder` | text fields | text |
/// | `on` | switches | true or false |
/// | `value` | sliders (min…max), progress views (0…1) | a number |
/// | `recessed` | bezel buttons | true or false |
public enum SceneActionSetter {
    /// One property change, ready to apply to a view of the checked type.
    public struct Assignment {
        /// The property's key.
        public let key: String
        let apply: (View) -> Void
    }

    /// The keys `set` knows, in the order the documentation lists them.
    public static let keys = ["hidden", "alpha", "enabled", "selected", "text", "title", "placeholder", "on", "value", "recessed"]

    /// Reads `node` as the value of `key` for `view`.
    ///
    /// - Throws: ``FileError`` when `view` has no such property or the value
    ///   does not fit it, naming what was expected.
    static func assignment(_ key: String, _ node: YAMLNode, for view: View, id: String) throws -> Assignment {
        func unsupported(_ which: String) -> FileError {
            FileError(node.location, "'\(key)' cannot be set on #\(id) (\(type(of: view)))", expected: which)
        }
        func make<V: View>(_ type: V.Type, _ body: @escaping (V) -> Void) -> Assignment {
            Assignment(key: key) { if let view = $0 as? V { body(view) } }
        }
        switch key {
        case "hidden":
            let value = try node.bool(key)
            return make(View.self) { $0.isHidden = value }
        case "alpha":
            let value = try node.number(key, in: 0...1)
            return make(View.self) { $0.alpha = value }
        case "enabled":
            guard view is Control else { throw unsupported("a control") }
            let value = try node.bool(key)
            return make(Control.self) { $0.isEnabled = value }
        case "selected":
            if let segments = view as? SegmentedControl {
                guard !segments.titles.isEmpty else { throw unsupported("a segmented control with segments") }
                let index = try node.integer("selected segment", in: 0...(segments.titles.count - 1))
                return make(SegmentedControl.self) { $0.selectedSegmentIndex = index }
            }
            guard view is Control else { throw unsupported("a control") }
            let value = try node.bool(key)
            return make(Control.self) { $0.isSelected = value }
        case "text":
            let text = try node.string(key)
            if view is Label { return make(Label.self) { $0.text = text } }
            if view is TextField { return make(TextField.self) { $0.text = text } }
            throw unsupported("a label or a text field")
        case "title":
            guard view is Button else { throw unsupported("a button") }
            let text = try node.string(key)
            return make(Button.self) { $0.title = text }
        case "placeholder":
            guard view is TextField else { throw unsupported("a text field") }
            let text = try node.string(key)
            return make(TextField.self) { $0.placeholder = text }
        case "on":
            guard view is Switch else { throw unsupported("a switch") }
            let value = try node.bool(key)
            return make(Switch.self) { $0.isOn = value }
        case "value":
            if let slider = view as? Slider {
                let value = try node.number(key, in: slider.minimumValue...slider.maximumValue)
                return make(Slider.self) { $0.value = value }
            }
            guard view is ProgressView else { throw unsupported("a slider or a progress view") }
            let value = try node.number(key, in: 0...1)
            return make(ProgressView.self) { $0.progress = value }
        case "recessed":
            guard view is BezelButton else { throw unsupported("a bezel button") }
            let value = try node.bool(key)
            return make(BezelButton.self) { $0.recessed = value }
        default:
            throw FileError(node.location, "'\(key)' is not a property 'set' can change",
                            expected: "one of: " + keys.joined(separator: ", "), suggestion: closestMatch(to: key, in: keys))
        }
    }
}
