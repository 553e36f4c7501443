import BezelGraphics

/// How a script step names where to touch: a view's identifier, the text it
/// shows, an accessibility element by its label and traits, or a point in
/// window coordinates.
public enum ViewSelector: Hashable, Sendable, CustomStringConvertible {
    case id(String)
    case text(String)
    /// The first accessibility element, in reading order
    /// (``View/accessibilityElements()``), whose label is `label` (any
    /// label when nil) and whose traits include `traits`: what a
    /// screen-reader user knows a control by (`label "Start" [button]`).
    /// A segment or a link is such an element of its own.
    case element(label: String?, traits: AccessibilityTraits)
    case point(Point)

    public var description: String {
        switch self {
        case let .id(id): return "#\(id)"
        case let .text(text): return "\"\(text)\""
        case let .element(label, traits):
            return [label.map { "label \"\($0)\"" }, traits.isEmpty ? nil : "[\(traits)]"].compactMap { $0 }.joined(separator: " ")
        case let .point(p): return "\(p)"
        }
    }

    /// The view this selector names in `root` (nil for a point).
    ///
    /// Text matches, depth first: a label's text, a button's title, a text
    /// field's text or placeholder, exactly. An element selector names the
    /// view of its element (the segmented control of a segment).
    public func view(in root: View) -> View? {
        switch self {
        case .element:
            return element(in: root)?.view
        case let .id(id):
            return root.view(withIdentifier: id)
        case let .text(text):
            return Self.firstView(in: root) { view in
                if let label = view as? Label { return label.text == text }
                if let button = view as? Button { return button.title == text }
                if let field = view as? TextField { return field.text == text || (field.text.isEmpty && field.placeholder == text) }
                return false
            }
        case .point:
            return nil
        }
    }

    /// The accessibility element an ``element(label:traits:)`` selector
    /// names in `root`, in reading order (nil for any other selector). A
    /// text field without a label of its own is also found by its
    /// placeholder, as XCUITest's `textFields["Name"]` finds one (UIKit
    /// gives a field no label: VoiceOver reads its placeholder as its value).
    public func element(in root: View) -> AccessibilityElement? {
        guard case let .element(label, traits) = self else { return nil }
        return root.accessibilityElements().first { element in
            (label == nil || element.label == label || Self.placeholder(of: element) == label) && element.traits.contains(traits)
        }
    }

    /// The placeholder of an unlabelled text field's element, as it shows it.
    private static func placeholder(of element: AccessibilityElement) -> String? {
        guard element.label == nil, element.part == nil, let field = element.view as? TextField, !field.placeholder.isEmpty
        else { return nil }
        return field.localizedForDisplay(field.placeholder)
    }

    /// Where to touch, in window coordinates: the centre of the visible part
    /// of the named view (an element's activation point), or the point itself.
    ///
    /// - Throws: ``ViewSelectorError/noMatch(_:)`` when no view matches, or
    ///   ``ViewSelectorError/notVisible(_:)`` when it is hidden or outside the window.
    public func location(in window: Window) throws -> Point {
        if case let .point(p) = self { return p }
        if case .element = self {
            guard let element = element(in: window) else { throw ViewSelectorError.noMatch(self) }
            guard element.frame.intersection(window.bounds) != nil else { throw ViewSelectorError.notVisible(self) }
            return element.activationPoint
        }
        guard let view = view(in: window) else { throw ViewSelectorError.noMatch(self) }
        let topLeft = view.convert(.zero, to: window)
        let frame = Rect(origin: topLeft, size: view.bounds.size)
        guard !Self.isHidden(view), let visible = frame.intersection(window.bounds) else {
            throw ViewSelectorError.notVisible(self)
        }
        return visible.center
    }

    /// Whether what the selector names can be seen in `window`: it exists,
    /// neither it nor an ancestor is hidden or fully transparent, and part
    /// of it lies inside the window and inside every ancestor that clips
    /// (a scroll view, a view with ``View/clipsToBounds``). An element is
    /// visible when the screen reader finds it with part of its frame in
    /// the window. A point always is.
    public func isVisible(in window: Window) -> Bool {
        switch self {
        case .point: return true
        case .element:
            guard let element = element(in: window) else { return false }
            return element.frame.intersection(window.bounds) != nil
        case .id, .text:
            guard let view = view(in: window), view.window === window else { return false }
            return Self.visibleFrame(of: view, in: window) != nil
        }
    }

    /// The part of `view` not hidden and not clipped away, in window coordinates.
    private static func visibleFrame(of view: View, in window: Window) -> Rect? {
        guard !sequence(first: view, next: { $0.superview }).contains(where: { $0.isHidden || $0.alpha <= 0 }) else { return nil }
        var visible: Rect? = Rect(origin: view.convert(.zero, to: window), size: view.bounds.size).intersection(window.bounds)
        for ancestor in sequence(first: view.superview, next: { $0?.superview }).compactMap({ $0 }) where ancestor.clipsToBounds {
            let clip = Rect(origin: ancestor.convert(Point(x: ancestor.bounds.minX, y: ancestor.bounds.minY), to: window),
                            size: ancestor.bounds.size)
            visible = visible?.intersection(clip)
        }
        guard let visible, visible.width > 0, visible.height > 0 else { return nil }
        return visible
    }

    private static func isHidden(_ view: View) -> Bool {
        sequence(first: view, next: { $0.superview }).contains { $0.isHidden }
    }

    private static func firstView(in view: View, where matches: (View) -> Bool) -> View? {
        if matches(view) { return view }
        for child in view.subviews {
            if let found = firstView(in: child, where: matches) { return found }
        }
        return nil
    }
}

/// Why a ``ViewSelector`` names no place to touch.
public enum ViewSelectorError: Error, Equatable, CustomStringConvertible {
    case noMatch(ViewSelector)
    case notVisible(ViewSelector)

    public var description: String {
        switch self {
        case let .noMatch(selector): return "no view matches \(selector)"
        case let .notVisible(selector): return "\(selector) is hidden or outside the window"
        }
    }
}
