import BezelFiles
import BezelGraphics

/// The page of `bezel preview --compare A B`: every tile of the control
/// gallery rendered in two themes, compared pixel by pixel. It answers "I
/// changed the accent: which states changed, and does every one of them
/// still pass the contrast lint?"
///
/// One standalone HTML5 document (inline style and script, no network): a
/// header with the counts, the background and the contrast verdict; a table
/// of every theme value the two themes set differently, with where each file
/// sets it; each changed tile with its differing values, its contrast before
/// and after, its before, after and diff pictures and the comparison viewer
/// of the snapshot review page (slider, blend, toggle, zoom, backgrounds,
/// changed-area outline); then the unchanged tiles as thumbnails.
///
/// ```swift
/// let page = ThemeComparisonPage(title: "default → dark", before: before, after: after,
///                                differences: ThemeDifference.between(old, new), changed: changed, unchanged: same)
/// try page.html().write(toFile: "compare/index.html", atomically: true, encoding: .utf8)
/// ```
///
/// The caller writes the images; the page only links them, by paths relative
/// to itself. Every text and path is data: the page escapes them all.
///
/// The markup is in `ThemeComparisonPage+HTML.swift` (page, header, values
/// table) and `ThemeComparisonPage+Tiles.swift` (a tile), the contrast
/// verdict in `ThemeComparisonPage+Contrast.swift`, the page's own style in
/// `ThemeComparisonPage+Assets.swift`; the viewer, toolbar, escaping and
/// shared style and script are the review page's (`ImageComparisonMarkup.swift`,
/// `PageMarkup.swift`, `PageAssets.swift`).
///
/// See also: ``ThemeDifference``, ``ThemeLint``, ``SnapshotReviewPage``.
public struct ThemeComparisonPage: Hashable, Sendable {
    /// An image the page shows: a PNG beside the page and its size in pixels.
    public struct PageImage: Hashable, Sendable {
        /// The file, relative to the page (`button.selected@2x.after.png`).
        public var path: String
        public var pixelWidth: Int
        public var pixelHeight: Int

        /// An image at `path` of `pixelWidth` × `pixelHeight` pixels.
        public init(path: String, pixelWidth: Int, pixelHeight: Int) {
            self.path = path
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
        }
    }

    /// One of the two themes compared.
    public struct Side: Hashable, Sendable {
        /// How the theme was named: `default`, `Themes/dark.yaml`, `dark.yaml at HEAD`.
        public var label: String
        /// The theme's background as `#RRGGBB` or `#RRGGBBAA`: the tiles are
        /// rendered on a transparent background, and the page shows this behind them.
        public var background: String
        /// Every failing contrast pair of the theme (``ThemeLint/check(_:)``).
        public var findings: [LintFinding]

        /// A theme as named by `label`, with its background and its failing contrast pairs.
        public init(label: String, background: String, findings: [LintFinding]) {
            self.label = label
            self.background = background
            self.findings = findings
        }
    }

    /// One tile of the gallery (a control in one state at one scale) in both themes.
    public struct Tile: Hashable, Sendable {
        /// The control's theme section (`button`).
        public var control: String
        /// The state in words (`selected · highlighted`).
        public var state: String
        /// The tile's file-safe name (`button.selected.highlighted`).
        public var name: String
        /// Pixels per point the tile was rendered at.
        public var scale: Double
        /// The tile in each theme, and the diff image; nil when not written.
        public var before: PageImage?
        public var after: PageImage?
        public var diff: PageImage?
        /// The differing pixels; nil when the images are identical or differ in size.
        public var pixels: PixelDifference?
        /// How the size changed (`120 × 44 px → 124 × 44 px`); nil when it did not.
        public var sizeChange: String?
        /// The theme values that differ and that this tile draws with.
        public var differences: [ThemeDifference]
        /// The failing contrast pairs that concern this tile, in each theme.
        public var beforeFindings: [LintFinding]
        public var afterFindings: [LintFinding]

        /// A tile as given; a changed tile has `pixels` or `sizeChange`, and a `diff` when its pixels were compared.
        public init(control: String, state: String, name: String, scale: Double,
                    before: PageImage?, after: PageImage?, diff: PageImage? = nil,
                    pixels: PixelDifference? = nil, sizeChange: String? = nil, differences: [ThemeDifference] = [],
                    beforeFindings: [LintFinding] = [], afterFindings: [LintFinding] = []) {
            self.control = control
            self.state = state
            self.name = name
            self.scale = scale
            self.before = before
            self.after = after
            self.diff = diff
            self.pixels = pixels
            self.sizeChange = sizeChange
            self.differences = differences
            self.beforeFindings = beforeFindings
            self.afterFindings = afterFindings
        }
    }

    /// The page's title and heading.
    public var title: String
    /// The themes compared: `before` is A, `after` is B.
    public var before: Side
    public var after: Side
    /// Every value the two themes set differently (``ThemeDifference/between(_:_:)``).
    public var differences: [ThemeDifference]
    /// The tiles whose pixels (or size) differ, in gallery order.
    public var changed: [Tile]
    /// The tiles identical in both themes, in gallery order.
    public var unchanged: [Tile]

    /// A page of the two themes, their differing values and their tiles, changed and unchanged.
    public init(title: String, before: Side, after: Side, differences: [ThemeDifference],
                changed: [Tile], unchanged: [Tile]) {
        self.title = title
        self.before = before
        self.after = after
        self.differences = differences
        self.changed = changed
        self.unchanged = unchanged
    }

    /// The whole page: a standalone HTML5 document.
    public func html() -> String {
        ThemeComparisonMarkup(page: self).document()
    }
}
