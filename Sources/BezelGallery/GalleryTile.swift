import Bezel

/// One control in one state: a tile of the contact sheet, one picture of a
/// preview page, and the unit `bezel preview --compare` compares.
///
/// Tiles are made fresh by ``ControlGallery/tiles(theme:)`` (a view has one
/// superview, so the contact sheet and single pictures each make their own).
public struct GalleryTile {
    /// The control's theme section, as in theme files (`button`, `segmentedControl`).
    public var control: String
    /// The state in words, parts joined by ` · ` (`selected · highlighted · disabled`).
    public var state: String
    /// The caption under the tile on the contact sheet.
    public var caption: String
    /// A name for files, unique in the gallery: the control, then the
    /// state's parts joined by dots (`button.selected.highlighted.disabled`).
    public var name: String
    /// What of the theme the tile draws with.
    public var scope: ThemeScope
    /// The control in its state, laid out at its own size.
    public var view: View

    public init(control: String, state: String, caption: String? = nil, name: String? = nil,
                scope: ThemeScope? = nil, view: View) {
        self.control = control
        self.state = state
        self.caption = caption ?? state
        self.name = name ?? Self.name(control: control, state: state)
        self.scope = scope ?? ThemeScope(sections: [control])
        self.view = view
    }

    /// `button` + `selected · highlighted` → `button.selected.highlighted`:
    /// parts joined by dots, spaces within a part turned into hyphens.
    public static func name(control: String, state: String) -> String {
        let parts = state.split(separator: " · ").map { String($0).replacing(" ", with: "-") }
        return ([control] + parts.filter { !$0.isEmpty }).joined(separator: ".")
    }
}

/// A titled group of tiles on the contact sheet, in rows of ``columns``.
public struct GallerySection {
    public var title: String
    public var columns: Int
    public var tiles: [GalleryTile]

    public init(title: String, columns: Int, tiles: [GalleryTile]) {
        self.title = title
        self.columns = columns
        self.tiles = tiles
    }
}
