import Bezel
import BezelGraphics

/// A scene file decoded and checked: plain values with their places in the
/// file, and no views. `BezelScenes` builds it into a window with a theme;
/// scripts check their ids against it; one document can be built in many
/// themes.
///
/// ```swift
/// let document = try SceneDocument.load(path: "Examples/scenes/timer.yaml")
/// document.identifiers                   // ["start", "stop", "delay", ...]
/// document.node(withIdentifier: "start")?.type   // .bezelButton
/// ```
///
/// See also: ``SceneNode``, ``SceneDocument/load(path:allowImagesOutside:themesDirectory:)``.
public struct SceneDocument: Sendable {
    /// The file it was read from (or the name given to `parse`), for messages.
    public var file: String
    /// `size`: the screen's size in points.
    public var size: Size
    /// `scale`: pixels per point of a rendered image, 1, 2 or 3 (default 2).
    public var scale: Int
    /// `theme` as written, or nil.
    public var themeName: String?
    /// The theme `theme` names (`Theme/default` when it names none).
    public var theme: Theme
    /// `direction` (`ltr`, `rtl`), or nil: the language's own direction.
    public var direction: LayoutDirection?
    /// `textSize` (`XS` … `AX5`), or nil for large.
    public var textSize: ContentSizeCategory?
    /// `language`, a BCP 47 tag or a pseudo-locale, or nil for English.
    public var language: String?
    /// `background`, or nil for the theme's background.
    public var background: Color?
    /// The view tree: `root` with its `actions`, or `screens`.
    public var body: Body
    /// `snapshots`: what `bezel snapshots verify` renders; nil when the file has none.
    public var snapshots: SceneSnapshotPlan?
    /// Where the file's top-level mapping starts.
    public var location: SourceLocation
    /// Where the value of each top-level key starts, by key.
    public var valueLocations: [String: SourceLocation]
    /// The image files the scene uses (absolute standard paths, as it names
    /// them): what a watched preview re-renders it for. Empty when made in code.
    public var imageFiles: [String] = []

    /// What a scene shows.
    public enum Body: Sendable {
        /// `root`: one tree, with the scene's `actions`.
        case root(SceneNode, actions: [SceneActionRule])
        /// `screens`: a navigation stack starting with the first; ids unique.
        case screens([SceneScreen])
    }

    public init(file: String, size: Size, scale: Int = 2, themeName: String? = nil, theme: Theme = .default,
                background: Color? = nil, body: Body, snapshots: SceneSnapshotPlan? = nil, location: SourceLocation,
                valueLocations: [String: SourceLocation] = [:]) {
        self.file = file
        self.size = size
        self.scale = scale
        self.themeName = themeName
        self.theme = theme
        self.background = background
        self.body = body
        self.snapshots = snapshots
        self.location = location
        self.valueLocations = valueLocations
    }

    /// The reader's settings the scene is drawn for: its `direction`,
    /// `textSize` and `language` (left to right unless the language reads
    /// right to left, large text, English when it names none).
    public var traits: Traits {
        Traits(layoutDirection: direction, contentSizeCategory: textSize ?? .large, language: language ?? "en")
    }

    /// The trees the scene declares: the root, or each screen's.
    public var trees: [SceneNode] {
        switch body {
        case let .root(root, _): return [root]
        case let .screens(screens): return screens.map(\.root)
        }
    }

    /// The screens' ids, in file order (empty for a scene with `root`).
    public var screenIdentifiers: [String] {
        guard case let .screens(screens) = body else { return [] }
        return screens.map(\.id)
    }

    /// Every view id the scene declares, tree by tree, depth first.
    public var identifiers: [String] { trees.flatMap(\.identifiersInSubtree) }

    /// The first node with `id`, looking through the trees in order.
    public func node(withIdentifier id: String) -> SceneNode? {
        trees.lazy.compactMap { $0.node(withIdentifier: id) }.first
    }
}

/// One entry of a scene's `screens:` list.
public struct SceneScreen: Sendable {
    /// `id`, unique in the scene: what scripts `push` and `expect`.
    public var id: String
    /// `title`, shown in the navigation bar.
    public var title: String?
    /// `root`: the screen's tree.
    public var root: SceneNode
    /// `actions`, attached to the screen's tree each time it is built.
    public var actions: [SceneActionRule]
    /// Where the entry starts.
    public var location: SourceLocation

    public init(id: String, title: String?, root: SceneNode, actions: [SceneActionRule] = [], location: SourceLocation) {
        self.id = id
        self.title = title
        self.root = root
        self.actions = actions
        self.location = location
    }
}
