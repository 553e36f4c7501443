import Bezel
import BezelFiles
import BezelGallery
import BezelGraphics
import BezelReports
import Foundation

/// `bezel preview --compare A B`: every gallery tile (control × state ×
/// variant × scale) drawn in two themes and compared pixel for pixel with the
/// snapshot library's comparison (``ImageComparison/exact``); the changed
/// tiles' before, after and diff images are written, with the page that
/// lists them first, the values each changed tile draws with that differ,
/// and the contrast lint of both themes on each tile.
///
/// Files: `before/<tile>@2x.png` (changed tiles), `after/<tile>@2x.png`
/// (every tile), `diff/<tile>@2x.png` (changed tiles), `index.html`. A
/// variant's words follow the tile's name, there and in the tile's name on
/// the page: `after/button.normal.direction=rtl@2x.png`.
public enum ThemeComparison {
    /// One side of a comparison: how to call it on the page, and the theme with its value locations.
    public struct Side: Sendable {
        public var label: String
        public var document: ThemeDocument

        public init(label: String, document: ThemeDocument) {
            self.label = label
            self.document = document
        }
    }

    /// Renders and compares every tile of `before` and `after` in each
    /// variant at each scale, writes the pictures and the page into
    /// `folder`, and returns the page's data.
    public static func run(before: Side, after: Side, scales: [Double], variants: [PreviewVariant] = [.unchanged],
                           into folder: PreviewFolder) throws -> ThemeComparisonPage {
        let oldTheme = before.document.theme, newTheme = after.document.theme
        let differences = ThemeDifference.between(before.document, after.document)
        let oldFindings = ThemeLint.check(oldTheme), newFindings = ThemeLint.check(newTheme)
        var changed: [ThemeComparisonPage.Tile] = [], unchanged: [ThemeComparisonPage.Tile] = []
        for variant in variants.isEmpty ? [.unchanged] : variants {
            let oldTiles = try ControlGallery.tiles(theme: oldTheme, traits: variant.traits)
            let newTiles = try ControlGallery.tiles(theme: newTheme, traits: variant.traits)
            for (old, new) in zip(oldTiles, newTiles) {
                for scale in scales {
                    let oldImage = try TilePicture.render(old, scale: scale, variant: variant)
                    let newImage = try TilePicture.render(new, scale: scale, variant: variant)
                    let name = new.name + variant.fileNameSuffix
                    let file = "\(name)@\(PreviewFolder.scaleText(scale)).png"
                    try folder.write(newImage, to: "after/" + file)
                    let afterImage = ThemeComparisonPage.PageImage(path: "after/" + file, pixelWidth: newImage.pixelWidth,
                                                                   pixelHeight: newImage.pixelHeight)
                    var tile = ThemeComparisonPage.Tile(
                        control: new.control, state: new.state, name: name, scale: scale, before: afterImage, after: afterImage,
                        differences: differences.filter { new.scope.contains($0.path) || old.scope.contains($0.path) },
                        beforeFindings: TilePicture.findings(oldFindings, concerning: old),
                        afterFindings: TilePicture.findings(newFindings, concerning: new))
                    switch ImageComparison.exact.compare(reference: oldImage, actual: newImage) {
                    case .identical, .similar:
                        unchanged.append(tile)
                        continue
                    case let .different(difference, diffImage):
                        try folder.write(oldImage, to: "before/" + file)
                        tile.before = .init(path: "before/" + file, pixelWidth: oldImage.pixelWidth, pixelHeight: oldImage.pixelHeight)
                        tile.pixels = difference.pixels
                        if case .dimensions = difference {
                            tile.sizeChange = "\(oldImage.pixelWidth) × \(oldImage.pixelHeight) px → "
                                + "\(newImage.pixelWidth) × \(newImage.pixelHeight) px"
                        }
                        if let diffImage {
                            try folder.write(diffImage, to: "diff/" + file)
                            tile.diff = .init(path: "diff/" + file, pixelWidth: diffImage.pixelWidth, pixelHeight: diffImage.pixelHeight)
                        }
                        changed.append(tile)
                    }
                }
            }
        }
        let page = ThemeComparisonPage(
            title: "Theme comparison: \(before.label) → \(after.label)",
            before: .init(label: before.label, background: oldTheme.backgroundColor.hexString, findings: oldFindings),
            after: .init(label: after.label, background: newTheme.backgroundColor.hexString, findings: newFindings),
            differences: differences, changed: changed, unchanged: unchanged)
        try folder.write(Data(page.html().utf8), to: "index.html")
        return page
    }
}
