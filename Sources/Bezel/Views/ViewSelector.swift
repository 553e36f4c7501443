import BezelGraphics

/// How a script step names where to touch: a view's identifier, the text it
/// shows, or a point in window coordinates.
public enum ViewSelector: Hashable, Sendable, CustomStringConvertible {
    case id(String)
    case text(String)
    case point(Point)

    public var description: String {
        switch self {
        case let .id(id): return "#\(id)"
        case let .text(text): return "\"\(text)\""
        case let .point(p): return "\(p)"
        }
    }

    /// The view this selector names in `root` (nil for a point).
    ///
    /// Text matches, depth first: a label's text, a button's title, a text
    /// field's text or placeholder, exactly.
    public func view(in root: View) -> View? {
        switch self {
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

    /// Where to touch, in window coordinates: the centre of the visible part
    /// of the named view, or the point itself.
    ///
    /// - Throws: ``ViewSelectorError/noMatch(_:)`` when no view matches, or
    ///   ``ViewSelectorError/notVisible(_:)`` when it is hidden or outside the window.
    public func location(in window: Window) throws -> Point {
        if case let .point(p) = self { return p }
        guard let view = view(in: window) else { throw ViewSelectorError.noMatch(self) }
        let topLeft = view.convert(.zero, to: window)
        let frame = Rect(origin: topLeft, size: view.bounds.size)
        guard !Self.isHidden(view), let visible = frame.intersection(window.bounds) else {
            throw ViewSelectorError.notVisible(self)
        }
        return visible.center
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
