import Bezel
import BezelFiles
import BezelGraphics
import BezelScenes
import Foundation

/// The view tree as the studio's inspector shows it: each view's type,
/// identifier, frame in the window, state, typed properties, what a screen
/// reader makes of it and the place in the scene file that declares it;
/// and which view is under a point.
public enum StudioInspector {
    /// One view of the tree.
    public struct Node: Encodable, Equatable, Sendable {
        /// Subview indices from the window (`[]` is the window).
        public let path: [Int]
        /// The view's class.
        public let type: String
        /// Its identifier.
        public let id: String?
        /// Its frame in window coordinates: x, y, width, height.
        public let frame: [Double]
        /// Its tree-dump words (`enabled`, `on=true`).
        public let state: [String]
        /// Every property, as its value's text.
        public let properties: [String: String]
        /// What a screen reader makes of it: label, value, hint, traits (absent when it is not an element).
        public let accessibility: [String: String]?
        /// `file:line:column` of the node that declares it (or its nearest declared ancestor).
        public let source: String?
        /// Its subviews.
        public let children: [Node]
    }

    /// The most views described (a larger tree is cut, each cut subtree an empty `children`).
    public static let maximumViews = 5_000

    /// The tree of `window`, with the places `sources` recorded.
    public static func tree(of window: Window, sources: SceneViewSources?) -> Node {
        var budget = maximumViews
        let elements = Dictionary(window.accessibilityElements().filter { $0.part == nil }.map { (ObjectIdentifier($0.view), $0) },
                                  uniquingKeysWith: { first, _ in first })
        return node(window, path: [], in: window, sources: sources, elements: elements, budget: &budget)
    }

    /// The path of the front-most view under `point` (window coordinates) that takes touches, or nil.
    public static func path(at point: Point, in window: Window) -> [Int]? {
        guard var view = window.hitTest(point) else { return nil }
        var path: [Int] = []
        while let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) {
            path.insert(index, at: 0)
            view = parent
        }
        return view === window ? path : nil
    }

    private static func node(_ view: View, path: [Int], in window: Window, sources: SceneViewSources?,
                             elements: [ObjectIdentifier: AccessibilityElement], budget: inout Int) -> Node {
        budget -= 1
        let origin = view.convert(Point(x: view.bounds.minX, y: view.bounds.minY), to: window)
        var children: [Node] = []
        for (index, child) in view.subviews.enumerated() where budget > 0 {
            children.append(node(child, path: path + [index], in: window, sources: sources, elements: elements, budget: &budget))
        }
        let element = elements[ObjectIdentifier(view)]
        var accessibility: [String: String]?
        if let element {
            accessibility = ["announcement": element.announcement, "traits": "\(element.traits)"]
            if let label = element.label { accessibility?["label"] = label }
            if let value = element.value { accessibility?["value"] = value }
            if let hint = element.hint { accessibility?["hint"] = hint }
        }
        return Node(path: path, type: String(describing: type(of: view)), id: view.identifier,
                    frame: [origin.x, origin.y, view.bounds.width, view.bounds.height], state: view.stateDescription,
                    properties: Dictionary(view.properties.map { ($0.name, $0.value.description) }, uniquingKeysWith: { _, last in last }),
                    accessibility: accessibility, source: sources?.location(of: view).map { "\($0.file):\($0.line):\($0.column)" },
                    children: children)
    }
}
