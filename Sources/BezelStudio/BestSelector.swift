import Bezel
import BezelGraphics

/// How a recorded step names what the user touched, in the studio's order
/// of preference: the view's identifier (or its nearest ancestor's), then
/// its accessibility label and traits, then the text it shows, then the
/// point itself. A name is kept only when touching where it leads hits the
/// same view as the user's touch did, so the saved script does what the
/// user did.
///
/// Where the place of a touch matters (on a slider, whose thumb must be
/// caught; in a text field, whose caret goes where the finger lands; at the
/// start and end of a drag, a scroll's included) the name comes with the
/// place inside what it names, in unit coordinates rounded as scripts write
/// them (`{id: brightness, at: [0.3, 0.5]}`), so the saved step touches
/// the same point the live run did.
enum BestSelector {
    /// The best name for a tap at `point` in `window`, or nil when only the point will do.
    static func forTap(at point: Point, in window: Window) -> ViewSelector? {
        guard let hit = window.hitTest(point) else { return nil }
        let elements = window.accessibilityElements()
        let touched = element(at: point, among: elements)
        let placeMatters = sequence(first: hit, next: { $0.superview }).contains(where: Self.placeMatters)
        for candidate in candidates(for: hit, at: point, in: window) {
            var named = placeMatters ? place(of: point, in: candidate, window: window) : candidate
            // A place that is where the name alone leads needs no place.
            if let placed = named, placed != candidate, let there = try? placed.location(in: window),
               let centre = try? candidate.location(in: window), there == centre {
                named = candidate
            }
            // The same view, and the same part of it (a segment, a link), as the user's touch.
            guard let named, let location = try? named.location(in: window), window.hitTest(location) === hit,
                  same(element(at: location, among: elements), touched) else { continue }
            return named
        }
        return nil
    }

    /// The best name for where a drag began, `point`, with its place: the
    /// name of ``forTap(at:in:)`` as a place (a drag's start always matters),
    /// or nil when only the point will do.
    static func forDragStart(at point: Point, in window: Window) -> ViewSelector? {
        guard let name = forTap(at: point, in: window) else { return nil }
        if case .place = name { return name }
        return place(of: point, in: name, window: window).flatMap { placed in
            (try? placed.location(in: window)).flatMap { window.hitTest($0) } === window.hitTest(point) ? placed : nil
        }
    }

    /// Where a drag that began at `start` (a place, see
    /// ``forDragStart(at:in:)``) ended: the same view at `point`'s place,
    /// measured in the frame it had when the drag began (`startFrame`: a
    /// replay finds both ends before the finger moves), when the point is
    /// inside that frame; else nil (the point will do).
    static func dragEnd(at point: Point, from start: ViewSelector, startFrame: Rect) -> ViewSelector? {
        guard case let .place(base, _) = start, let at = unitPlace(of: point, in: startFrame),
              (0...1).contains(at.x), (0...1).contains(at.y) else { return nil }
        return .place(base, at: at)
    }

    /// Whether the place of a touch on `view` changes what it does: a
    /// slider tracks only touches on its thumb, a text field with text puts
    /// its caret where the finger lands.
    static func placeMatters(_ view: View) -> Bool {
        if let field = view as? TextField { return !field.text.isEmpty }
        return view is Slider
    }

    /// `point` as a place inside what `selector` names (see ``unitPlace(of:in:)``).
    static func place(of point: Point, in selector: ViewSelector, window: Window) -> ViewSelector? {
        guard let frame = frame(of: selector, in: window), let at = unitPlace(of: point, in: frame) else { return nil }
        return .place(selector, at: at)
    }

    /// The frame, in window coordinates, of what `selector` names (a view or
    /// an element; for a place, what it is in).
    static func frame(of selector: ViewSelector, in window: Window) -> Rect? {
        switch selector {
        case .element:
            return selector.element(in: window)?.frame
        case .id, .text:
            guard let view = selector.view(in: window) else { return nil }
            return Rect(origin: view.convert(.zero, to: window), size: view.bounds.size)
        case let .place(base, _):
            return frame(of: base, in: window)
        case .point:
            return nil
        }
    }

    /// `point` in unit coordinates of `frame`, rounded to the 3 decimals
    /// scripts are written with (so the saved script reads back the very
    /// place the live run touched); nil for an empty frame.
    static func unitPlace(of point: Point, in frame: Rect) -> Point? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        func unit(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        return Point(x: unit((point.x - frame.minX) / frame.width), y: unit((point.y - frame.minY) / frame.height))
    }

    private static func element(at point: Point, among elements: [AccessibilityElement]) -> AccessibilityElement? {
        elements.last { $0.regions.contains { $0.contains(point) } }
    }

    private static func same(_ a: AccessibilityElement?, _ b: AccessibilityElement?) -> Bool {
        a?.view === b?.view && a?.part == b?.part
    }

    /// The names to try, best first.
    private static func candidates(for hit: View, at point: Point, in window: Window) -> [ViewSelector] {
        var found: [ViewSelector] = []
        if let named = sequence(first: hit, next: { $0.superview }).first(where: { $0.identifier != nil }), let id = named.identifier {
            found.append(.id(id))
        }
        // The element under the finger, without the traits that come and go (selected, dimmed).
        if let element = window.accessibilityElements().last(where: { $0.regions.contains { $0.contains(point) } }),
           let label = element.label, !label.isEmpty {
            let traits = element.traits.subtracting([.selected, .notEnabled])
            if ViewSelector.element(label: label, traits: traits).element(in: window).map({ $0.view === element.view && $0.part == element.part }) == true {
                found.append(.element(label: label, traits: traits))
            }
        }
        for view in sequence(first: hit, next: { $0.superview }) {
            if let text = shownText(of: view), !text.isEmpty {
                found.append(.text(text))
                break
            }
        }
        return found
    }

    /// The text a text selector matches for `view` (`ViewSelector.view(in:)`'s rules).
    private static func shownText(of view: View) -> String? {
        if let label = view as? Label { return label.text }
        if let button = view as? Button { return button.title }
        if let field = view as? TextField { return field.text.isEmpty ? field.placeholder : field.text }
        return nil
    }
}
