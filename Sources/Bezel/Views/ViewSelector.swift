import BezelGraphics

/// How a script step names where to touch: a view's identifier, the text it
/// shows, an accessibility element by its label and traits, a point in
/// window coordinates, or a place inside a view (where on a slider's track,
/// which segment, where in a text).
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
    /// A place inside what `selector` names (a view or an element, never a
    /// point), in unit coordinates of its frame: (0, 0) is its top-left
    /// corner, (1, 1) its bottom-right, whatever the layout direction. For a
    /// touch whose place matters: `#brightness at (0.3, 0.5)` is 30 % along
    /// the slider's track from its left end.
    indirect case place(ViewSelector, at: Point)

    /// The identifier this selector finds its view by, if it does.
    public var identifier: String? {
        switch self {
        case let .id(id): return id
        case let .place(selector, _): return selector.identifier
        case .text, .element, .point: return nil
        }
    }

    public var description: String {
        switch self {
        case let .id(id): return "#\(id)"
        case let .text(text): return "\"\(text)\""
        case let .element(label, traits):
            return [label.map { "label \"\($0)\"" }, traits.isEmpty ? nil : "[\(traits)]"].compactMap { $0 }.joined(separator: " ")
        case let .point(p): return "\(p)"
        case let .place(selector, at): return "\(selector) at (\(Self.unit(at.x)), \(Self.unit(at.y)))"
        }
    }

    /// A unit coordinate as scripts write it: at most three decimals.
    public static func unit(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
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
        case let .place(selector, _):
            return selector.view(in: root)
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
        if case let .place(selector, _) = self { return selector.element(in: root) }
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
    /// of the named view (an element's activation point), the point itself,
    /// or for a place, that place in the named view's (or element's) frame.
    ///
    /// - Throws: ``ViewSelectorError/noMatch(_:)`` when no view matches, or
    ///   ``ViewSelectorError/notVisible(_:)`` when it is hidden or outside the
    ///   window (for a place: when the place itself is, or is clipped away).
    public func location(in window: Window) throws -> Point {
        if case let .point(p) = self { return p }
        if case let .place(selector, at) = self {
            let frame: Rect, visible: Rect?
            if case .element = selector {
                guard let element = selector.element(in: window) else { throw ViewSelectorError.noMatch(self) }
                frame = element.frame
                visible = frame.intersection(window.bounds)
            } else {
                guard let view = selector.view(in: window) else { throw ViewSelectorError.noMatch(self) }
                frame = Rect(origin: view.convert(.zero, to: window), size: view.bounds.size)
                visible = Self.visibleFrame(of: view, in: window)
            }
            let point = Point(x: frame.minX + at.x * frame.width, y: frame.minY + at.y * frame.height)
            guard let visible, Self.reaches(visible, point) else { throw ViewSelectorError.notVisible(self) }
            return point
        }
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
        case let .place(selector, _): return selector.isVisible(in: window)
        case .element:
            guard let element = element(in: window) else { return false }
            return element.frame.intersection(window.bounds) != nil
        case .id, .text:
            guard let view = view(in: window), view.window === window else { return false }
            return Self.visibleFrame(of: view, in: window) != nil
        }
    }

    /// Whether `point` lies in `rect`, its far edges included (a place at
    /// (1, 1) is the frame's bottom-right corner).
    private static func reaches(_ rect: Rect, _ point: Point) -> Bool {
        point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
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
