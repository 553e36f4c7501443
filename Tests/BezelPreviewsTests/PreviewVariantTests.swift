import Bezel
import BezelFiles
import BezelGallery
import BezelGraphics
import BezelPreviews
import BezelReports
import Foundation
import Testing

/// Previews in several variants (reader's settings): every theme in every
/// variant, each variant's files named with its words, drawn in its traits,
/// and without variants the names and pictures of before.
@Suite struct PreviewVariantTests {
    static let rtl = PreviewVariant(traits: Traits(layoutDirection: .rightToLeft), nameParts: ["direction=rtl"])
    static let ax3 = PreviewVariant(traits: Traits(contentSizeCategory: .accessibilityExtraLarge), nameParts: ["textSize=AX3"])
    static let ltr = PreviewVariant(traits: Traits(), nameParts: [])
    static let rtlAX3 = PreviewVariant(traits: Traits(layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge),
                                       nameParts: ["direction=rtl", "textSize=AX3"])

    static func dark() -> Theme {
        var dark = Theme.default
        dark.name = "dark"
        dark.button.normal.fillTop = Color(white: 0.2)
        return dark
    }

    @Test func theVariantsWordsGoAfterTheNameAndBeforeTheScale() {
        #expect(PreviewFolder.tile(theme: "dark", name: "button.normal", scale: 2) == "dark/tiles/button.normal@2x.png")
        #expect(PreviewFolder.tile(theme: "dark", name: "button.normal", scale: 2, variant: Self.rtlAX3)
                    == "dark/tiles/button.normal.direction=rtl.textSize=AX3@2x.png")
        #expect(PreviewFolder.scene(theme: "dark", name: "timer", scale: 1, variant: Self.rtl) == "dark/scenes/timer.direction=rtl@1x.png")
        #expect(PreviewFolder.sheet(theme: "dark", scale: 3, variant: Self.ax3) == "dark/contact-sheet.textSize=AX3@3x.png")
        #expect(PreviewFolder.sheetPDF(theme: "dark") == "dark/contact-sheet.pdf")
        #expect(PreviewFolder.sheetPDF(theme: "dark", variant: Self.rtl) == "dark/contact-sheet.direction=rtl.pdf")
        #expect(PreviewVariant.unchanged.fileNameSuffix.isEmpty && Self.ltr.fileNameSuffix.isEmpty)
    }

    @Test func everyThemeIsDrawnInEveryVariant() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let variants = [Self.ltr, Self.rtl, Self.ax3]
        let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: out.path),
                                       options: .init(scales: [1], sheetFormats: ["png", "pdf"], variants: variants))
        let tileCount = try ControlGallery.tiles().count
        let themes = [PreviewRendererTests.input(.default), PreviewRendererTests.input(Self.dark())]
        let report = try renderer.render(themes: themes, scenes: [])
        #expect(report.images.count == tileCount * 2 * 3)
        #expect(Set(report.images).count == report.images.count, "every tile in every variant has a file of its own")
        for theme in ["default", "dark"] {
            for name in ["button.normal@1x.png", "button.normal.direction=rtl@1x.png", "button.normal.textSize=AX3@1x.png"] {
                #expect(report.images.contains("\(theme)/tiles/\(name)"), "\(theme)/tiles/\(name)")
            }
        }
        let sheets = try renderer.renderSheets(of: ["default"])
        #expect(sheets == ["default/contact-sheet@1x.png", "default/contact-sheet.pdf",
                           "default/contact-sheet.direction=rtl@1x.png", "default/contact-sheet.direction=rtl.pdf",
                           "default/contact-sheet.textSize=AX3@1x.png", "default/contact-sheet.textSize=AX3.pdf"])
        #expect(renderer.page().themes.first?.files == sheets)

        // On the page: each state's card holds its tiles by theme, then variant.
        let page = renderer.page()
        #expect(page.tiles.count == tileCount * 6)
        let normal = page.tiles.filter { $0.group == "button" && $0.state == "normal" }
        #expect(normal.map { "\($0.theme) \($0.traits.map { "\($0)" } ?? "-")" } == [
            "default ltr, L, en", "default rtl, L, en", "default ltr, AX3, en",
            "dark ltr, L, en", "dark rtl, L, en", "dark ltr, AX3, en",
        ])

        // The right-to-left tile is the mirror's order (play glyph after the title), the AX3 one bigger.
        func image(_ name: String) throws -> Image { try Image(contentsOfPNG: out.appendingPathComponent("default/tiles/" + name).path) }
        let plain = try image("button.normal@1x.png"), mirrored = try image("button.normal.direction=rtl@1x.png")
        let large = try image("button.normal.textSize=AX3@1x.png")
        #expect(plain.pixelWidth == mirrored.pixelWidth)
        #expect(try plain.pngData() != mirrored.pngData())
        #expect(large.pixelWidth > plain.pixelWidth && large.pixelHeight > plain.pixelHeight)
    }

    @Test func textFindingsNameTheVariantTheyWereFoundIn() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: out.path),
                                       options: .init(scales: [1], sheetFormats: [], variants: [Self.rtlAX3]))
        _ = try renderer.render(themes: [PreviewRendererTests.input(.default)], scenes: [])
        let findings = renderer.page().tiles.flatMap(\.textFindings)
        #expect(!findings.isEmpty, "AX3 text does not fit the gallery's fixed widths")
        #expect(findings.allSatisfy { $0.environment?.description == "theme default, @1x, rtl, AX3" })
    }

    @Test func withoutVariantsTheFilesAndPicturesAreThoseOfBefore() throws {
        let one = try PreviewRendererTests.folder(), two = try PreviewRendererTests.folder()
        defer { for url in [one, two] { try? FileManager.default.removeItem(at: url) } }
        let before = PreviewRenderer(folder: try PreviewFolder(claiming: one.path), options: .init(scales: [1], sheetFormats: []))
        let unchanged = PreviewRenderer(folder: try PreviewFolder(claiming: two.path),
                                        options: .init(scales: [1], sheetFormats: [], variants: [.unchanged]))
        let images = try before.render(themes: [PreviewRendererTests.input(.default)], scenes: []).images
        #expect(try unchanged.render(themes: [PreviewRendererTests.input(.default)], scenes: []).images.sorted() == images.sorted())
        #expect(before.page().html() == unchanged.page().html())
        #expect(before.page().tiles.allSatisfy { $0.traits == nil })
        for image in images {
            let a = try Data(contentsOf: one.appendingPathComponent(image)), b = try Data(contentsOf: two.appendingPathComponent(image))
            #expect(a == b, "\(image)")
        }
    }

    @Test func scenesAreDrawnInEachOfTheirVariants() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let text = "size: {width: 160, height: 40}\nroot: {type: hstack, children: [{type: label, text: One}, {type: spacer}, {type: switch}]}\n"
        var scene = PreviewRenderer.SceneInput(path: "/s/row.yaml", document: try SceneDocument.parse(text, file: "/s/row.yaml",
                                                                                                      baseDirectory: "/tmp"),
                                               variants: [Self.ltr, Self.rtl])
        let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: out.path),
                                       options: .init(scales: [1], sheetFormats: [], controls: false))
        let themes = [PreviewRendererTests.input(.default)]
        let first = try renderer.render(themes: themes, scenes: [scene])
        #expect(Set(first.images) == ["default/scenes/row@1x.png", "default/scenes/row.direction=rtl@1x.png"])
        let ltr = try Data(contentsOf: out.appendingPathComponent("default/scenes/row@1x.png"))
        let rtl = try Data(contentsOf: out.appendingPathComponent("default/scenes/row.direction=rtl@1x.png"))
        #expect(ltr != rtl, "the right-to-left row is drawn mirrored")
        #expect(renderer.page().tiles.map(\.traits) == [Self.ltr.traits, Self.rtl.traits])

        // The file's variants changed (as when it names a language): the old variant's tile goes, the page reloads.
        scene.variants = [Self.ax3]
        let edit = try renderer.render(themes: themes, scenes: [scene], changedScenes: ["/s/row.yaml"])
        #expect(edit.images == ["default/scenes/row.textSize=AX3@1x.png"] && edit.reload)
        #expect(renderer.page().tiles.map(\.image) == ["default/scenes/row.textSize=AX3@1x.png"])
    }

    @Test func twoThemesAreComparedInEachVariant() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        var darker = Theme.default
        darker.button.selected.fillTop = Color(red: 0.1, green: 0.25, blue: 0.6)
        let page = try ThemeComparison.run(before: ThemeComparisonTests.side(.default, "default"),
                                           after: ThemeComparisonTests.side(darker, "darker"), scales: [1],
                                           variants: [Self.ltr, Self.rtl], into: try PreviewFolder(claiming: out.path))
        #expect(page.changed.map(\.name).sorted() == ["button.selected", "button.selected.direction=rtl"])
        #expect(page.unchanged.count == 2 * 63 - 2)
        for side in ["before", "after", "diff"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(side)/button.selected.direction=rtl@1x.png").path))
        }
    }
}
