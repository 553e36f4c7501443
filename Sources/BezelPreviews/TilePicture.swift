import Bezel
import BezelFiles
import BezelGallery
import BezelGraphics
import BezelSnapshotResults

/// Pictures of single tiles: a gallery tile on a transparent background with
/// room around it for shadows, so pages can show it on any background and
/// comparisons see only the control's own pixels.
enum TilePicture {
    /// Points of transparent margin around a tile: its shadows and focus rings fit.
    static let margin = 8.0

    /// `tile`'s view, `margin` all round, at `scale`, in `variant`.
    static func render(_ tile: GalleryTile, scale: Double, variant: PreviewVariant = .unchanged) throws -> Image {
        try renderWithTextFindings(tile, scale: scale, theme: nil, variant: variant).image
    }

    /// ``render(_:scale:variant:)`` and the tile's texts that do not show whole
    /// (`View.textFindings(in:)`, the picture's frame as the window) and its
    /// texts under WCAG's contrast ratio on the rendered pixels
    /// (`View.contrastFindings(scale:background:rendered:)`, accessibility findings), in
    /// `theme` at `scale`. The picture's root view takes the variant's
    /// traits as its ``View/traitOverrides`` (the tile's view, from
    /// `ControlGallery.tiles(theme:traits:)`, should have them already).
    static func renderWithTextFindings(_ tile: GalleryTile, scale: Double, theme: String?,
                                       variant: PreviewVariant = .unchanged) throws -> (image: Image, textFindings: [SnapshotTextFinding]) {
        let framed = tile.view.padding(margin)
        if let traits = variant.traits { framed.traitOverrides = traits }
        try framed.layout(Constraints())
        let image = try framed.renderImage(scale: scale)
        let environment = variant.environment(theme: theme, scale: scale)
        // The texts' contrast on the tile's own pixels (a tile is a control, not a screen: no label or touch-target checks).
        let contrast = try framed.contrastFindings(scale: scale, rendered: image).map { finding in
            SnapshotTextFinding(kind: finding.kind.rawValue, view: finding.elementName, part: "", detail: finding.detail,
                                environment: environment, category: .accessibility)
        }
        return (image, framed.textFindings().map { finding in
            SnapshotTextFinding(kind: finding.kind.rawValue, view: finding.viewName, part: "\(finding.part)",
                                detail: finding.detail, environment: environment)
        } + contrast)
    }

    /// The theme's contrast findings that concern `tile`: those whose text
    /// colour the tile draws with.
    static func findings(_ findings: [LintFinding], concerning tile: GalleryTile) -> [LintFinding] {
        findings.filter { tile.scope.contains($0.themePath) }
    }
}

extension LintFinding {
    /// The theme-file path of the text colour measured: `button` +
    /// `selected.title` → `button.selected.title`; a part with words after
    /// the path (`subtitleColor on selectedRowColor`) gives its first word.
    var themePath: String {
        control + "." + (part.split(separator: " ").first.map(String.init) ?? part)
    }
}
