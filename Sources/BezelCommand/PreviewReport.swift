import Bezel
import BezelPreviews
import BezelReports
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
///
/// `variants` (format 1 still; only with `--direction`, `--text-size` or
/// `--language`): each combination drawn, in order, with the words its files
/// carry and its tiles and text findings:
///
/// ```json
/// "variants": [{"direction": "rtl", "textSize": "AX3", "language": "en", "name": "direction=rtl.textSize=AX3",
///               "tiles": 63, "textFindings": 0}]
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
        /// How many texts of the theme's tiles do not show whole.
        var textFindings: Int = 0
    }

    /// One combination of reader's settings the previews were drawn in.
    struct Variant: Codable, Equatable {
        /// `ltr` or `rtl`.
        var direction: String
        /// The text size's name: `XS` … `XXXL`, `AX1` … `AX5`.
        var textSize: String
        /// The language's BCP 47 tag or pseudo-locale.
        var language: String
        /// The words its files carry after the tile's name (``TraitOptions/nameParts(_:)``
        /// joined by dots): `direction=rtl.textSize=AX3`, empty for the default settings.
        var name: String
        /// How many of the page's tiles were drawn in it.
        var tiles: Int
        /// How many texts of those tiles do not show whole.
        var textFindings: Int
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
    /// Each variant drawn, when trait options were given (left out otherwise).
    var variants: [Variant]? = nil

    /// The variants `page`'s tiles were drawn in, in the order they show.
    static func variants(of page: GalleryPage) -> [Variant] {
        var order: [Traits] = [], counts: [Traits: (tiles: Int, findings: Int)] = [:]
        for tile in page.tiles {
            guard let traits = tile.traits else { continue }
            if counts[traits] == nil { order.append(traits) }
            let known = counts[traits] ?? (0, 0)
            counts[traits] = (known.tiles + 1, known.findings + tile.textFindings.count)
        }
        return order.map { traits in
            Variant(direction: traits.layoutDirection.description, textSize: traits.contentSizeCategory.name,
                    language: traits.language, name: TraitOptions.nameParts(traits).joined(separator: "."),
                    tiles: counts[traits]?.tiles ?? 0, textFindings: counts[traits]?.findings ?? 0)
        }
    }
}
