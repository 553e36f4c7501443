import Bezel
import BezelGraphics

/// How a recorded step names what the user touched, in the studio's order
/// of preference: the view's identifier (or its nearest ancestor's), then
/// its accessibility label and traits, then the text it shows, then the
/// point itself. A name is kept only when touching where it leads hits the
/// same view as the user's touch did, so the saved script does what the
/// user did.
enum BestSelector {
    /// The best name for a tap at `point` in `window`, or nil when only the point will do.
    static func forTap(at point: Point, in window: Window) -> ViewSelector? {
        guard let hit = window.hitTest(point) else { return nil }
        let elements = window.accessibilityElements()
        let touched = element(at: point, among: elements)
        for candidate in candidates(for: hit, at: point, in: window) {
            // The same view, and the same part of it (a segment, a link), as the user's touch.
            guard let location = try? candidate.location(in: window), window.hitTest(location) === hit,
                  same(element(at: location, among: elements), touched) else { continue }
            return candidate
        }
        return nil
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
