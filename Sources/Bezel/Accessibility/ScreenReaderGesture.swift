/// What a screen-reader user does, as VoiceOver's gestures do it: move the
/// focus along the reading order, act on the focused element, or escape.
/// A ``ScreenReader`` performs them; a script writes them
/// `screen-reader: next` or `screen-reader: {focus: "#alarm"}`.
public enum ScreenReaderGesture: Hashable, Sendable, CustomStringConvertible {
    /// Swipe right: the next element in reading order.
    case next
    /// Swipe left: the previous element.
    case previous
    /// Four-finger tap near the top: the first element.
    case first
    /// Four-finger tap near the bottom: the last element.
    case last
    /// Touching the screen over an element (exploring by touch): the
    /// element the selector names, or the first one inside the view it names.
    case focus(ViewSelector)
    /// Double tap: a tap at the focused element's activation point.
    case activate
    /// Swipe up on an adjustable element.
    case increment
    /// Swipe down on an adjustable element.
    case decrement
    /// Two-finger Z: the focused element's escape, going up its superviews
    /// (a navigation controller pops).
    case escape

    /// The gestures that take no value, by their names in script files.
    public static let named: [(name: String, gesture: ScreenReaderGesture)] = [
        ("next", .next), ("previous", .previous), ("first", .first), ("last", .last),
        ("activate", .activate), ("increment", .increment), ("decrement", .decrement), ("escape", .escape),
    ]

    /// `next`, `focus #alarm`...
    public var description: String {
        if case let .focus(selector) = self { return "focus \(selector)" }
        return Self.named.first { $0.gesture == self }?.name ?? "?"
    }
}
