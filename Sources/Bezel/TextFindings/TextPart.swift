/// Which of a view's texts: a label's text, a button's title, a segment's
/// title, a text field's text or placeholder, a list row's title or subtitle.
public enum TextPart: Hashable, Sendable, CustomStringConvertible {
    /// A label's (or link label's) text, or a text field's text.
    case text
    /// A button's or a list row's title.
    case title
    /// A list row's subtitle.
    case subtitle
    /// A text field's placeholder (shown while its text is empty).
    case placeholder
    /// The title of a segmented control's segment, counted from 0.
    case segment(Int)

    /// `text`, `title`, `subtitle`, `placeholder` or `segment 2`.
    public var description: String {
        switch self {
        case .text: return "text"
        case .title: return "title"
        case .subtitle: return "subtitle"
        case .placeholder: return "placeholder"
        case let .segment(index): return "segment \(index)"
        }
    }
}
