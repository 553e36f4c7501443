import Bezel
import BezelFiles
import BezelGraphics

/// Builds views from decoded scene nodes with one theme's styles. Building
/// cannot fail: the document was checked when it was read.
///
/// ```swift
/// let document = try SceneDocument.load(path: "Examples/scenes/controls.yaml")
/// let dark = try ThemeFile.load(path: "Themes/dark.yaml")
/// let scene = SceneBuilder(theme: dark).scene(from: document)   // the same screen in another theme
/// ```
///
/// See also: ``Scene``, ``SceneDocument``.
public struct SceneBuilder {
    /// The theme whose styles the views are made with.
    public let theme: Theme
    /// Where each view made is recorded with its node's place (nil: nowhere).
    public let sources: SceneViewSources?

    /// A builder with `theme`'s styles; with `sources`, every view it makes
    /// (the screens' too, each time they load) is recorded there with its node's place.
    public init(theme: Theme, sources: SceneViewSources? = nil) {
        self.theme = theme
        self.sources = sources
    }

    /// `document` built with `theme`, or with the theme the document names.
    public static func scene(from document: SceneDocument, theme: Theme? = nil) -> Scene {
        SceneBuilder(theme: theme ?? document.theme).scene(from: document)
    }

    /// A ``Scene`` of `document`: its tree (or its screens under a
    /// navigation controller) with the scene's actions attached.
    public func scene(from document: SceneDocument) -> Scene {
        let background = document.background ?? theme.backgroundColor
        let size = document.size, scale = Double(document.scale)
        switch document.body {
        case let .root(node, actions):
            let root = view(from: node)
            SceneActions.attach(actions, to: root)
            return Scene(root: root, size: size, scale: scale, theme: theme, background: background, document: document)
        case let .screens(screens):
            let controllers = screens.map { SceneScreenController(screen: $0, builder: self) }
            guard let first = controllers.first else {
                // Never from a file (the decoder refuses a scene without screens); a document made in code may.
                return Scene(root: View(), size: size, scale: scale, theme: theme, background: background, document: document)
            }
            let navigation = NavigationController(rootViewController: first)
            // The screens stand on the scene's background, as a root does (not the container's own white,
            // which left a dark theme's light text on white).
            navigation.view.backgroundColor = background
            return Scene(root: navigation.view, size: size, scale: scale, theme: theme, background: background, document: document,
                         navigationController: navigation, screens: controllers)
        }
    }

    /// The view `node` declares, wrapped for its layout (see ``SceneLayout``),
    /// with its subtree: made by its type (``SceneNodeType/makeView(_:theme:build:)``),
    /// then a control's state set, in the order controls expect it.
    public func view(from node: SceneNode) -> View {
        let view = node.type.makeView(node.values, theme: theme, build: view(from:))
        if let id = node.id { view.identifier = id }
        for field in SceneKeys.controlStateApplied { field.apply(node.values, to: view) }
        let outer = wrap(view, node.layout)
        for field in SceneKeys.appearance { field.apply(node.values, to: outer) }
        sources?.record(view, wrappedIn: outer, at: node.location)
        return outer
    }

    /// Wraps `view` for `layout`: padding, then a fixed frame, then limits;
    /// the outermost view gets the place and growth.
    private func wrap(_ view: View, _ layout: SceneLayout) -> View {
        var outer = view
        if let padding = layout.padding { outer = PaddingView(padding.insets, isDirectional: padding.isDirectional, child: outer) }
        if layout.width != nil || layout.height != nil { outer = outer.frame(width: layout.width, height: layout.height) }
        if layout.hasLimits {
            outer = outer.frame(minWidth: layout.minWidth, maxWidth: layout.maxWidth, minHeight: layout.minHeight,
                                maxHeight: layout.maxHeight)
        }
        if let rect = layout.frame { outer.frame = rect }
        if let grow = layout.grow { outer.layoutGrow = grow }
        return outer
    }
}
