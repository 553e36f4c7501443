import BezelPreviews
import BezelSnapshotResults

/// `bezel preview --json`: where the previews went, format ``formatVersion``.
///
/// ```json
/// {"version": 1, "output": "/tmp/previews", "page": "/tmp/previews/index.html", "tiles": 63,
///  "themes": [{"name": "default", "files": ["default/contact-sheet@1x.png", …], "lintFindings": 0, "textFindings": 2}]}
/// ```
///
/// `textFindings` (added in format 1, which readers that do not know it ignore): how many texts of the
/// theme's tiles do not show whole (cut with "…", clipped, past the picture, missing glyphs).
struct PreviewReport: Codable, Equatable {
    /// 1: the first versioned shape (before it, the same keys without `version`).
    static let formatVersion = 1

    /// One theme's previews.
    struct Theme: Codable, Equatable {
        /// The theme's name.
        var name: String
        /// Its images and contact sheets, relative to ``PreviewReport/output``, sorted.
        var files: [String]
        /// How many texts of the theme are under the contrast minimum.
        var lintFindings: Int
        /// How many texts of the theme's tiles do not show whole.
        var textFindings: Int = 0
    }

    /// ``formatVersion`` when written.
    var version = Self.formatVersion
    /// The output folder.
    var output: String
    /// The page's path.
    var page: String
    /// Every theme previewed.
    var themes: [Theme]
    /// How many tiles the page shows.
    var tiles: Int
}
