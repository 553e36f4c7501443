/// One property a `set` action changes, with its value. Each is checked
/// against the target node's type (and its range, for sliders and segments)
/// when the scene is read, so applying it to the built view cannot fail.
///
/// | key | views | value |
/// | --- | --- | --- |
/// | `hidden` | every view | true or false |
/// | `alpha` | every view | 0…1 |
/// | `enabled` | controls | true or false |
/// | `highlighted` | controls | true or false |
/// | `selected` | controls (a segmented control: a segment index) | true or false, or an index |
/// | `text` | labels, text fields | text |
/// | `title` | buttons | text |
/// | `placeholder` | text fields | text |
/// | `on` | switches | true or false |
/// | `value` | sliders (min…max), progress views (0…1) | a number |
/// | `recessed` | bezel buttons | true or false |
/// | `pushed` | bezel buttons | true or false |
public enum SceneProperty: Sendable, Equatable {
    case hidden(Bool)
    case alpha(Double)
    case enabled(Bool)
    case highlighted(Bool)
    /// `selected` of a control other than a segmented control.
    case selected(Bool)
    /// `selected` of a segmented control: the segment's index.
    case selectedSegment(Int)
    /// `text` of a label or a text field.
    case text(String)
    case title(String)
    case placeholder(String)
    case on(Bool)
    /// `value` of a slider, or the progress of a progress view.
    case value(Double)
    case recessed(Bool)
    case pushed(Bool)

    /// The keys `set` knows, in the order the documentation lists them.
    public static let keys = ["hidden", "alpha", "enabled", "highlighted", "selected", "text", "title", "placeholder", "on", "value",
                              "recessed", "pushed"]

    /// The property's key in a file.
    public var key: String {
        switch self {
        case .hidden: return "hidden"
        case .alpha: return "alpha"
        case .enabled: return "enabled"
        case .highlighted: return "highlighted"
        case .selected, .selectedSegment: return "selected"
        case .text: return "text"
        case .title: return "title"
        case .placeholder: return "placeholder"
        case .on: return "on"
        case .value: return "value"
        case .recessed: return "recessed"
        case .pushed: return "pushed"
        }
    }
}
