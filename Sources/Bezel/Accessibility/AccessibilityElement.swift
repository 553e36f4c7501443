import BezelGraphics

/// One stop of a screen reader: a view (or a part of one: a segment, a
/// link) with what it is called, its value, traits and where it is.
/// Made by ``View/accessibilityElements()``, in reading order.
public struct AccessibilityElement: CustomStringConvertible {
    /// The view the element is, or holds it.
    public let view: View
    /// The part of the view (`segment 2`, `link 0`), or nil for the view itself.
    public let part: String?
    /// What it is called.
    public let label: String?
    /// Its value.
    public let value: String?
    /// What activating it does.
    public let hint: String?
    /// What it is and its state.
    public let traits: AccessibilityTraits
    /// Its frame in window coordinates (the root's, for a view in no window).
    public let frame: Rect
    /// The rectangles it covers, in window coordinates: its frame, or for a
    /// link that wraps, one box a line (UIKit's `accessibilityPath`), whose
    /// union is ``frame``.
    public let regions: [Rect]
    /// Where a double tap activates it, in window coordinates: the centre of
    /// its first region (the frame's centre, unless a wrapped link's middle
    /// would land between its lines, on other text).
    public var activationPoint: Point { (regions.first ?? frame).center }
    /// Its position among its siblings, as VoiceOver reads it for segments ("1 of 3").
    public let position: String?
    /// Its language, when it is not the screen's.
    public let language: String?

    public init(view: View, part: String? = nil, label: String?, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits, frame: Rect, regions: [Rect]? = nil, position: String? = nil, language: String? = nil) {
        self.view = view
        self.part = part
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.regions = regions.flatMap { $0.isEmpty ? nil : $0 } ?? [frame]
        self.position = position
        self.language = language
    }

    /// The view's identifier, if it has one.
    public var identifier: String? { view.identifier }

    /// What VoiceOver would say on reaching it, as it orders the words:
    /// "Selected" first for a selected element, the label, "dimmed" when not
    /// enabled, then for a switch its role and value ("Alarm, switch button,
    /// on"), for anything else its value and role ("Seconds, 10 %,
    /// adjustable"; "Start, button"), then its position ("1 of 3").
    /// The hint is not part of it (VoiceOver reads it after a pause).
    public var announcement: String {
        var words: [String] = []
        if traits.contains(.selected) { words.append("Selected") }
        if let label, !label.isEmpty { words.append(label) }
        if traits.contains(.notEnabled) { words.append("dimmed") }
        let roles = traits.subtracting([.selected, .notEnabled]).spokenWords
        if traits.contains(.toggleButton) {
            words += roles
            if let value, !value.isEmpty { words.append(value) }
        } else {
            if let value, !value.isEmpty { words.append(value) }
            words += roles
        }
        if let position { words.append(position) }
        return words.joined(separator: ", ")
    }

    /// One line of a text snapshot: `Button#start "Start" [button] (16, 120, 140, 44)`,
    /// with the value, hint and part when there are.
    public var description: String {
        var line = TraceName.of(view) + (part.map { " \($0)" } ?? "")
        line += " " + quoted(label)
        if let value, !value.isEmpty { line += " value=" + quoted(value) }
        line += " [\(traits)]"
        if let position { line += " " + position }
        if let hint, !hint.isEmpty { line += " hint=" + quoted(hint) }
        line += " (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
        return line
    }

    private func quoted(_ text: String?) -> String {
        guard let text else { return "-" }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    private func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// How element lines name a view: `Button#start`, or its type alone.
enum TraceName {
    static func of(_ view: View) -> String {
        String(describing: type(of: view)) + (view.identifier.map { "#\($0)" } ?? "")
    }
}
