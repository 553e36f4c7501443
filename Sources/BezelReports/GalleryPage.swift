import Bezel
import BezelFiles
import BezelGraphics
import BezelSnapshotResults
import Foundation

/// The `index.html` of `bezel preview`: every tile (a control in one state,
/// or a scene) in every theme and scale, as a page people use: filter by
/// control, state and theme, zoom to 1:1 pixels, light / dark / checker /
/// theme backgrounds, each tile linked to its PNG, and the contrast lint's
/// findings and each tile's text findings (texts that do not show whole) on
/// the tiles they concern, counted in the page's header.
///
/// Tiles drawn in reader's settings (``Tile/traits``, `bezel preview
/// --direction rtl --text-size AX3 --language ar`) are labelled with them,
/// and each setting whose value differs between tiles gets a filter of its
/// own (Direction, Text size, Language), which the address's hash can set:
/// `index.html#direction=rtl&text-size=AX3`.
///
/// Tiles are grouped by ``Tile/group`` (a control's theme section or a
/// scene's name), then by ``Tile/state`` into one card holding the state in
/// every theme and scale side by side. Paths are relative to the page, so
/// the folder can be moved or served as it is.
///
/// With ``watch`` set, the page reads `watch.js` beside it every
/// ``Watch/interval`` seconds (a script element, which browsers allow for
/// `file:` pages) and swaps in the tiles `bezel preview --watch` re-rendered,
/// or reloads when the set of tiles changed, and shows the watcher's errors.
///
/// See also: ``ThemeLint``.
public struct GalleryPage: Sendable {
    /// One picture: a control in a state, or a scene, in one theme at one scale.
    public struct Tile: Hashable, Sendable {
        /// What the tile shows.
        public enum Kind: String, Hashable, Sendable {
            case control
            case scene
        }

        public var kind: Kind
        /// The control's theme section (`button`) or the scene's name.
        public var group: String
        /// The state in words (`selected · highlighted`); a scene's is `scene`.
        public var state: String
        /// The theme it was rendered in.
        public var theme: String
        public var scale: Double
        /// The PNG, relative to the page, and its size in pixels; nil when it could not be made.
        public var image: String?
        public var pixelWidth: Int
        public var pixelHeight: Int
        /// Why there is no image (a scene that failed in this theme).
        public var error: String?
        /// The theme's contrast findings that concern this tile.
        public var findings: [LintFinding]
        /// The tile's texts that do not show whole (cut with "…", clipped,
        /// past the picture, missing glyphs), in its theme and scale.
        public var textFindings: [SnapshotTextFinding]
        /// The reader's settings it was drawn in, when a preview asked for
        /// some (nil: the defaults, or a scene file's own, unlabelled).
        public var traits: Traits?

        public init(kind: Kind, group: String, state: String, theme: String, scale: Double, image: String?,
                    pixelWidth: Int = 0, pixelHeight: Int = 0, error: String? = nil, findings: [LintFinding] = [],
                    textFindings: [SnapshotTextFinding] = [], traits: Traits? = nil) {
            self.textFindings = textFindings
            self.traits = traits
            self.kind = kind
            self.group = group
            self.state = state
            self.theme = theme
            self.scale = scale
            self.image = image
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
            self.error = error
            self.findings = findings
        }
    }

    /// One theme of the page: its background and the files written for it.
    public struct Theme: Hashable, Sendable {
        public var name: String
        /// The theme's background as `#RRGGBB[AA]`: the "Theme" background shows it behind its tiles.
        public var background: String
        /// Other files for the theme (contact sheet PNG, PDF), relative to the page.
        public var files: [String]
        /// Every contrast finding of the theme (``ThemeLint/check(_:)``).
        public var findings: [LintFinding]

        public init(name: String, background: String, files: [String] = [], findings: [LintFinding] = []) {
            self.name = name
            self.background = background
            self.files = files
            self.findings = findings
        }
    }

    /// The live-update state of a watched page.
    public struct Watch: Hashable, Sendable {
        /// Counts the watcher's renders; the page swaps tiles when `watch.js` has a newer one.
        public var version: Int
        /// Seconds between reads of `watch.js`.
        public var interval: Double

        public init(version: Int, interval: Double = 0.4) {
            self.version = version
            self.interval = interval
        }
    }

    public var title: String
    public var themes: [Theme]
    public var tiles: [Tile]
    public var watch: Watch?

    public init(title: String = "Bezel theme previews", themes: [Theme], tiles: [Tile], watch: Watch? = nil) {
        self.title = title
        self.themes = themes
        self.tiles = tiles
        self.watch = watch
    }

    /// The file a watched page reads.
    public static let watchFileName = "watch.js"

    /// The text of `watch.js`: the render count, whether the page must
    /// reload (tiles were added or removed), the version each re-rendered
    /// image last changed at (by its path relative to the page), and the
    /// errors to show.
    ///
    /// - Throws: `JSONEncodingError` when the state cannot be encoded.
    public static func watchScript(version: Int, reload: Bool, imageVersions: [String: Int],
                                   errors: [String]) throws(JSONEncodingError) -> String {
        let images = Dictionary(imageVersions.map { (Self.percentEncoded($0.key), $0.value) }) { first, _ in first }
        let data = try JSONOutput.data(WatchState(version: version, reload: reload, images: images, errors: errors), .line)
        // JSON is a JavaScript expression; `</` cannot end a script element read from a file, but is escaped anyway.
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return "window.bezelWatch && window.bezelWatch(\(json));\n"
    }
}
