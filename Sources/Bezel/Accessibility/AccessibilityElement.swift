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
    /// What activating it does, read after a pause: the view's own
    /// ``AccessibilitySemantics/hint``, else VoiceOver's default hint for
    /// its kind (``AccessibilityDefaults``); a ``ScreenReader`` made with
    /// `speaksHints: false` leaves it unsaid.
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
    /// Its position among its siblings, as VoiceOver reads it for segments
    /// ("1 of 3", in the view's language: ``VoiceOverVocabulary/position(_:of:)``).
    public let position: String?
    /// Its language, when it is not the screen's.
    public let language: String?
    /// The words the screen reader says around it: those of its view's
    /// traits' language (``Traits/language``) when it was made (English
    /// for a pseudo-locale or a language Bezel has no words for).
    public let vocabulary: VoiceOverVocabulary

    public init(view: View, part: String? = nil, label: String?, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits, frame: Rect, regions: [Rect]? = nil, position: String? = nil, language: String? = nil,
                vocabulary: VoiceOverVocabulary? = nil) {
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
        self.vocabulary = vocabulary ?? VoiceOverVocabulary(language: view.traitCollection.language)
    }

    /// The view's identifier, if it has one.
    public var identifier: String? { view.identifier }


    /// What VoiceOver would say on reaching it, as it orders the words, in
    /// its ``vocabulary``'s language and joined by its separator:
    /// "Selected" first for a selected element, the label, "dimmed" when not
    /// enabled, then for a switch its role and value ("Alarm, switch button,
    /// on"), for a text field that is editing its role, "is editing", its
    /// value and where the insertion point is ("Name, text field, is
    /// editing, Ada, insertion point at end", as kickstarter/ios-oss#545
    /// quotes VoiceOver), for anything else its value and role ("Seconds,
    /// 10%, adjustable"; "Start, button"), then its position ("1 of 3").
    /// The hint is not part of it (VoiceOver reads it after a pause).
    public var announcement: String {
        let words = vocabulary
        var spoken: [String] = []
        if traits.contains(.selected) { spoken.append(words.selected) }
        if let label, !label.isEmpty { spoken.append(label) }
        if traits.contains(.notEnabled) { spoken.append(words.dimmed) }
        let roles = traits.subtracting([.selected, .notEnabled]).spokenWords(in: words)
        let editing = traits.contains(.isEditing)
        if traits.contains(.toggleButton) || editing {
            spoken += roles
            if let value, !value.isEmpty { spoken.append(value) }
            if editing, let point = insertionPoint(in: words) { spoken.append(point) }
        } else {
            if let value, !value.isEmpty { spoken.append(value) }
            spoken += roles
        }
        if let position { spoken.append(position) }
        return words.join(spoken)
    }

    /// Where an editing text field's caret is, as VoiceOver says it: at the
    /// end (also in an empty field), at the start, or nil in the middle of
    /// the text (VoiceOver names no place there) and for anything else.
    func insertionPoint(in words: VoiceOverVocabulary) -> String? {
        guard part == nil, traits.contains(.isEditing), let field = view as? TextField else { return nil }
        let caret = field.resolvedCaretOffset
        if caret >= field.text.count { return words.insertionPointAtEnd }
        return caret == 0 ? words.insertionPointAtStart : nil
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
