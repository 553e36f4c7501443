import BezelGraphics

/// A screen reader over one window, as VoiceOver works: a focus that moves
/// along the reading order (``View/accessibilityElements()``) and what it
/// says on the way, and gestures that act on the focused element.
///
/// ```swift
/// let reader = ScreenReader(window: window)
/// try reader.perform(.next)        // [spoke "Start, button"]
/// let quiet = ScreenReader(window: window, speaksHints: false)   // no hints, as with Speak Hints off
/// try reader.perform(.activate)    // taps Start at its activation point
/// ```
///
/// What it says follows VoiceOver:
/// - moving the focus (``ScreenReaderGesture/next``, `previous`, `first`,
///   `last`, `focus`) speaks the element's announcement
///   (``AccessibilityElement/announcement``) and its hint after it;
///   past either end the focus stays and nothing is spoken (VoiceOver plays
///   its boundary sound): a ``ScreenReaderResponse/boundary(_:)``;
/// - ``ScreenReaderGesture/activate`` taps once at the activation point
///   (never counted with a tap before or after it as a double tap); when
///   the focused element is still there, what changed in it is spoken:
///   the whole announcement when its label changed, else "selected" when
///   it became selected, its new value ("on" for a switch) and, for a text
///   field that now edits, where the insertion point is ("insertion point
///   at end": VoiceOver says "先頭に挿入ポイント" or "末尾に挿入ポイント" in
///   Japanese on a double tap, per the PASOVO VoiceOver course); nothing when
///   none did (a button that dims itself says nothing more);
/// - every word is in the focused view's traits' language
///   (``VoiceOverVocabulary``);
/// - hints are spoken after an announcement unless ``speaksHints`` is off;
/// - ``ScreenReaderGesture/increment`` and `decrement` adjust an
///   adjustable element and speak its value;
/// - ``ScreenReaderGesture/escape`` goes up from the focused element to the
///   first view that handles it (``View/accessibilityPerformEscape()``);
/// - when the focused element is gone after a gesture (a new screen), the
///   focus moves to the first element and speaks it, as VoiceOver does on a
///   screen change; between gestures a focus whose element went away is dropped.
public final class ScreenReader {
    /// The window read.
    public let window: Window
    /// The element the focus is on, as it was after the last gesture.
    public private(set) var focusedElement: AccessibilityElement?

    /// Whether hints are spoken after announcements (VoiceOver's Settings >
    /// Accessibility > VoiceOver > Verbosity > Speak Hints, on by default).
    /// Off, no hint is said, neither VoiceOver's defaults nor a view's own.
    public var speaksHints: Bool

    /// A reader of `window`, speaking hints unless `speaksHints` is false.
    public init(window: Window, speaksHints: Bool = true) {
        self.window = window
        self.speaksHints = speaksHints
    }

    /// Performs `gesture` and returns what the reader said, in order. A tap
    /// it makes goes to the window as a user's would (its window events are
    /// sent as usual), and the window is laid out after it.
    ///
    /// - Throws: ``ScreenReaderError`` when the gesture cannot act (nothing
    ///   focused, not adjustable, nothing handles escape, no element where
    ///   `focus` points), or a layout error.
    @discardableResult
    public func perform(_ gesture: ScreenReaderGesture) throws -> [ScreenReaderResponse] {
        try window.layout()
        let elements = window.accessibilityElements()
        let index = focusedElement.flatMap { focused in elements.firstIndex { Self.same($0, focused) } }
        if index == nil { focusedElement = nil }
        switch gesture {
        case .next:
            guard !elements.isEmpty else { return [.boundary(gesture)] }
            let target = index.map { $0 + 1 } ?? 0
            return target < elements.count ? [move(to: elements[target])] : [.boundary(gesture)]
        case .previous:
            guard !elements.isEmpty else { return [.boundary(gesture)] }
            let target = index.map { $0 - 1 } ?? elements.count - 1
            return target >= 0 ? [move(to: elements[target])] : [.boundary(gesture)]
        case .first:
            return elements.first.map { [move(to: $0)] } ?? [.boundary(gesture)]
        case .last:
            return elements.last.map { [move(to: $0)] } ?? [.boundary(gesture)]
        case let .focus(selector):
            guard let element = Self.element(for: selector, among: elements, in: window) else {
                throw ScreenReaderError.noElement(selector)
            }
            return [move(to: element)]
        case .activate:
            guard let index else { throw ScreenReaderError.nothingFocused(gesture) }
            let element = elements[index]
            window.sendSingleTap(at: element.activationPoint)
            return try afterAction(on: element)
        case .increment, .decrement:
            guard let index else { throw ScreenReaderError.nothingFocused(gesture) }
            let element = elements[index]
            guard element.traits.contains(.adjustable) else { throw ScreenReaderError.notAdjustable(element.announcement) }
            _ = gesture == .increment ? element.view.accessibilityIncrement() : element.view.accessibilityDecrement()
            try window.layout()
            guard let now = window.accessibilityElements().first(where: { Self.same($0, element) }) else {
                return try afterAction(on: element)
            }
            focusedElement = now
            return [.spoke(now, text: now.value ?? "", hint: nil)]
        case .escape:
            let start = index.map { elements[$0].view } ?? window
            guard sequence(first: start, next: { $0.superview }).contains(where: { $0.accessibilityPerformEscape() }) else {
                throw ScreenReaderError.nothingEscaped
            }
            return try afterAction(on: index.map { elements[$0] })
        }
    }

    /// Focuses `element` and says it.
    private func move(to element: AccessibilityElement) -> ScreenReaderResponse {
        focusedElement = element
        let hint = speaksHints ? element.hint.flatMap { $0.isEmpty ? nil : $0 } : nil
        return .spoke(element, text: element.announcement, hint: hint)
    }

    /// What is said after an action on `element`: its change, or the first
    /// element of what replaced it.
    private func afterAction(on element: AccessibilityElement?) throws -> [ScreenReaderResponse] {
        try window.layout()
        let elements = window.accessibilityElements()
        guard let element, let now = elements.first(where: { Self.same($0, element) }) else {
            focusedElement = nil
            return elements.first.map { [move(to: $0)] } ?? []
        }
        focusedElement = now
        if now.label != element.label { return [.spoke(now, text: now.announcement, hint: nil)] }
        let vocabulary = now.vocabulary
        var words: [String] = []
        if now.traits.contains(.selected), !element.traits.contains(.selected) { words.append(vocabulary.selectedChange) }
        if now.value != element.value, let value = now.value, !value.isEmpty { words.append(value) }
        if now.traits.contains(.isEditing), !element.traits.contains(.isEditing),
           let point = now.insertionPoint(in: vocabulary) { words.append(point) }
        return words.isEmpty ? [] : [.spoke(now, text: vocabulary.join(words), hint: nil)]
    }

    /// The element `selector` names: itself for an element selector, the one
    /// under a point, or for a view the element it is, is in, or holds first.
    private static func element(for selector: ViewSelector, among elements: [AccessibilityElement], in window: Window) -> AccessibilityElement? {
        switch selector {
        case .element:
            return selector.element(in: window)
        case let .point(point):
            return elements.first { $0.frame.contains(point) }
        case .place:
            guard let point = try? selector.location(in: window) else { return nil }
            return elements.first { $0.frame.contains(point) }
        case .id, .text:
            guard let view = selector.view(in: window) else { return nil }
            return elements.first { $0.view === view }
                ?? elements.first { isView($0.view, inside: view) }
                ?? elements.first { isView(view, inside: $0.view) }
        }
    }

    private static func isView(_ view: View, inside ancestor: View) -> Bool {
        sequence(first: view.superview, next: { $0?.superview }).contains { $0 === ancestor }
    }

    private static func same(_ a: AccessibilityElement, _ b: AccessibilityElement) -> Bool {
        a.view === b.view && a.part == b.part
    }
}

/// What a ``ScreenReader`` did in answer to a gesture.
public enum ScreenReaderResponse: CustomStringConvertible {
    /// It said `text` about `element` (then `hint`, after a pause).
    case spoke(AccessibilityElement, text: String, hint: String?)
    /// There is no element further that way: the focus stays (VoiceOver's boundary sound).
    case boundary(ScreenReaderGesture)

    /// `"Start, button"` or `(boundary: next)`.
    public var description: String {
        switch self {
        case let .spoke(_, text, hint): return "\"\(text)\"" + (hint.map { " hint \"\($0)\"" } ?? "")
        case let .boundary(gesture): return "(boundary: \(gesture))"
        }
    }
}

/// Why a screen-reader gesture could not act.
public enum ScreenReaderError: Error, Equatable, CustomStringConvertible {
    /// The gesture acts on the focused element and nothing is focused.
    case nothingFocused(ScreenReaderGesture)
    /// Increment or decrement on an element without the adjustable trait (its announcement).
    case notAdjustable(String)
    /// No view from the focused element up handles escape.
    case nothingEscaped
    /// `focus` names nothing that is or holds an element.
    case noElement(ViewSelector)

    public var description: String {
        switch self {
        case let .nothingFocused(gesture):
            return "nothing is focused for '\(gesture)' (move the focus first: next, first or focus)"
        case let .notAdjustable(announcement): return "\"\(announcement)\" is not adjustable"
        case .nothingEscaped: return "nothing handles escape here (no screen to go back to)"
        case let .noElement(selector): return "no accessibility element is or is inside \(selector)"
        }
    }
}
