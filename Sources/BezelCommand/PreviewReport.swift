import BezelPreviews
import BezelSnapshotResults

/// `bezel preview --json`: where the previews went, format ``formatVersion``.
///
/// ```json
/// {"version": 1, "output": "/tmp/previews", "page": "/tmp/previews/index.html", "tiles": 63,
///  "themes": [{"name": "default", "files": ["default/contact-sheet@1x.png", …], "lintFindings": 0}]}
/// ```
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
