import Bezel
import BezelFiles
import BezelGraphics

/// A scene file built into views: a view tree and how to show it.
///
/// ```swift
/// let scene = try SceneFile.load(path: "Examples/scenes/timer.yaml")
/// let window = try scene.makeWindow()           // laid out at scene.size
/// try window.renderImage(scale: scene.scale).writePNG(to: "timer@2x.png")
/// ```
///
/// A scene with `screens:` has a ``navigationController`` whose stack
/// starts with the first of ``screens``; its ``root`` is that controller's
/// view (the navigation bar and the first screen's tree).
///
/// Made by ``SceneFile`` (read and build) or ``SceneBuilder`` (build a
/// ``SceneDocument`` already read, in any theme).
///
/// See also: ``SceneScreenController``.
public struct Scene {
    /// The tree the file declares, made with ``theme``'s styles (for a
    /// scene with screens, the navigation controller's view).
    public let root: View
    /// The controller of a scene with screens (nil for a scene with `root:`).
    public let navigationController: NavigationController?
    /// The screens, in file order (empty for a scene with `root:`).
    public let screens: [SceneScreenController]
    /// The document the scene was built from.
    public let document: SceneDocument
    /// The screen's size in points.
    public let size: Size
    /// Pixels per point of a rendered image: 1, 2 or 3.
    public let scale: Double
    /// The theme the controls were made with.
    public let theme: Theme
    /// The window's colour behind the tree (the theme's background unless the file gives one).
    public let background: Color

    init(root: View, size: Size, scale: Double, theme: Theme, background: Color, document: SceneDocument,
         navigationController: NavigationController? = nil, screens: [SceneScreenController] = []) {
        self.root = root
        self.navigationController = navigationController
        self.screens = screens
        self.document = document
        self.size = size
        self.scale = scale
        self.theme = theme
        self.background = background
    }

    /// A window of ``size`` at ``scale`` holding ``root`` laid out to fill it,
    /// showing the file's scroll offsets, with `traits` (the direction, text
    /// size and language; by default the file's, ``SceneDocument/traits``).
    /// The root moves into the new window (a view has one superview), so
    /// call this once per scene read. A scene with screens makes
    /// ``navigationController`` the window's ``Window/rootViewController``.
    ///
    /// - Throws: ``LayoutError`` for a tree nested too deep to lay out.
    public func makeWindow(traits: Traits? = nil) throws -> Window {
        let window = Window(size: size, scale: scale)
        window.traitOverrides = traits ?? document.traits
        window.backgroundColor = background
        if let navigationController {
            window.rootViewController = navigationController
        } else {
            window.addSubview(root)
        }
        root.frame = Rect(size: size)
        try root.layout(.tight(size))
        return window
    }
}
