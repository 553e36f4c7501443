import Bezel
import BezelGraphics

/// A screen read from a scene file: a view tree and how to show it.
///
/// ```swift
/// let scene = try SceneFile.load(path: "Examples/scenes/timer.yaml")
/// let window = try scene.makeWindow()           // laid out at scene.size
/// try window.renderImage(scale: scene.scale).writePNG(to: "timer@2x.png")
/// ```
///
/// See also: ``SceneFile``.
public struct Scene {
    /// The tree the file declares, made with ``theme``'s styles.
    public let root: View
    /// The screen's size in points.
    public let size: Size
    /// Pixels per point of a rendered image: 1, 2 or 3.
    public let scale: Double
    /// The theme the controls were made with.
    public let theme: Theme
    /// The window's colour behind the tree (the theme's background unless the file gives one).
    public let background: Color
    /// Scroll offsets the file gives, set after layout.
    let scrollOffsets: [(ScrollView, Point)]

    init(root: View, size: Size, scale: Double, theme: Theme, background: Color, scrollOffsets: [(ScrollView, Point)]) {
        self.root = root
        self.size = size
        self.scale = scale
        self.theme = theme
        self.background = background
        self.scrollOffsets = scrollOffsets
    }

    /// A window of ``size`` at ``scale`` holding ``root`` laid out to fill it,
    /// with the file's scroll offsets applied. The root moves into the new
    /// window (a view has one superview), so call this once per scene read.
    ///
    /// - Throws: ``LayoutError`` for a tree nested too deep to lay out.
    public func makeWindow() throws -> Window {
        let window = Window(size: size, scale: scale)
        window.backgroundColor = background
        window.addSubview(root)
        root.frame = Rect(size: size)
        try root.layout(.tight(size))
        for (scroll, offset) in scrollOffsets { scroll.setContentOffset(offset) }
        return window
    }
}
