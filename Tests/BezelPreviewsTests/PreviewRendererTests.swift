import Bezel
import BezelFiles
import BezelGallery
import BezelGraphics
import BezelPreviews
import BezelReports
import Foundation
import Testing

/// The preview renderer draws every tile once, then after an edit only the
/// tiles that draw with a value that changed.
@Suite struct PreviewRendererTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func input(_ theme: Theme) -> PreviewRenderer.ThemeInput {
        .init(reference: theme.name, document: ThemeDocument(file: theme.name, theme: theme))
    }

    @Test func theFirstRenderDrawsEveryTileThenAnEditOnlyTheTilesItTouches() throws {
        let out = try Self.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: out.path), options: .init(scales: [1], sheetFormats: []))
        let tileCount = try ControlGallery.tiles().count
        var theme = Theme.default
        let first = try renderer.render(themes: [Self.input(theme)], scenes: [])
        #expect(first.images.count == tileCount)
        #expect(Set(first.images).count == tileCount, "every tile has a file of its own")

        // Nothing changed: nothing is drawn.
        #expect(try renderer.render(themes: [Self.input(theme)], scenes: []).images.isEmpty)

        // The selected look's fill: the one button drawn in it.
        theme.button.selected.fillTop = Color(red: 0.1, green: 0.3, blue: 0.7)
        let edit = try renderer.render(themes: [Self.input(theme)], scenes: [])
        #expect(edit.images == ["default/tiles/button.selected@1x.png"])
        #expect(edit.changedThemes == ["default"])
        #expect(renderer.imageVersions == ["default/tiles/button.selected@1x.png": 3])

        // A value every look shares: all eight buttons.
        theme.button.cornerRadius += 2
        let shared = try renderer.render(themes: [Self.input(theme)], scenes: [])
        #expect(shared.images.count == 8 && shared.images.allSatisfy { $0.hasPrefix("default/tiles/button.") })

        // The background is behind the (transparent) tiles, not in them.
        theme.backgroundColor = Color(white: 0.2)
        #expect(try renderer.render(themes: [Self.input(theme)], scenes: []).images.isEmpty)
        #expect(renderer.page().themes.first?.background == Color(white: 0.2).hexString)
    }

    @Test func theDefaultThemesFindingsAreShownOnTheTilesTheyConcern() throws {
        let out = try Self.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        var theme = Theme.default
        theme.button.selected.title = Color(white: 0.85)   // light grey on the selected blue: too faint
        let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: out.path), options: .init(scales: [1], sheetFormats: []))
        _ = try renderer.render(themes: [Self.input(theme)], scenes: [])
        let tiles = renderer.page().tiles
        let flagged = tiles.filter { $0.findings.contains { $0.control == "button" && $0.part == "selected.title" } }
        #expect(flagged.map(\.state) == ["selected"])
        #expect(tiles.first { $0.group == "button" && $0.state == "normal" }?.findings.contains { $0.part == "selected.title" } == false)
    }

    @Test func pathsFromFilesStayInsideTheFolder() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let folder = try PreviewFolder(claiming: out.path)
        #expect(throws: Error.self) { try folder.url("../escape.png") }
        #expect(throws: Error.self) { try folder.url("dark/.hidden/x.png") }
        #expect(throws: Error.self) { try folder.url("") }
        #expect(throws: Error.self) { try folder.write(Data(), to: "../escape.png") }
        #expect(try folder.url("dark/tiles/button.normal@2x.png").path == out.path + "/dark/tiles/button.normal@2x.png")
    }
}

/// Tiles: names unique and usable as file names, scopes that pick the right values.
@Suite struct GalleryTileTests {
    @Test func everyTileHasAUniqueFileName() throws {
        let names = try ControlGallery.tiles().map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(!name.contains("/") && !name.contains(" ") && !name.hasPrefix("."), "\(name)")
        }
    }

    @Test func aScopeLeavesOutTheLooksOfOtherStates() {
        let scope = ThemeScope.button(look: "highlighted")
        #expect(scope.contains("button.highlighted.title"))
        #expect(scope.contains("button.cornerRadius"))
        #expect(!scope.contains("button.selected.title"))
        #expect(!scope.contains("buttonish.title"))
        #expect(!scope.contains("slider.thumbTop"))
        #expect(ThemeScope.segmentedControl(looks: ["normal", "selected"]).contains("segmentedControl.selected.fillTop"))
        #expect(!ThemeScope.segmentedControl(looks: ["normal", "selected"]).contains("segmentedControl.highlighted.fillTop"))
    }
}

/// Users' scenes in every theme: one picture each, and a scene's edit redraws that scene only.
@Suite struct ScenePreviewTests {
    static func scene(_ path: String, title: String) throws -> PreviewRenderer.SceneInput {
        let text = "size: {width: 120, height: 60}\nroot: {type: button, title: \(title)}\n"
        return .init(path: path, document: try SceneDocument.parse(text, file: path, baseDirectory: "/tmp"))
    }

    @Test func scenesAreRenderedInEveryThemeAndAnEditRedrawsOnlyThatScene() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        var dark = Theme.default
        dark.name = "dark"
        dark.button.normal.fillTop = Color(white: 0.2)
        let themes = [PreviewRendererTests.input(.default), PreviewRendererTests.input(dark)]
        let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: out.path), options: .init(scales: [1], sheetFormats: [], controls: false))
        let first = try renderer.render(themes: themes, scenes: [try Self.scene("/s/a.yaml", title: "A"), try Self.scene("/s/b.yaml", title: "B")])
        #expect(Set(first.images) == ["default/scenes/a@1x.png", "default/scenes/b@1x.png", "dark/scenes/a@1x.png", "dark/scenes/b@1x.png"])
        let page = renderer.page(title: "Scenes")
        #expect(page.tiles.map { "\($0.group)/\($0.theme)" } == ["a/default", "a/dark", "b/default", "b/dark"])
        #expect(page.tiles.allSatisfy { $0.kind == .scene && $0.pixelWidth == 120 && $0.pixelHeight == 60 })

        let edit = try renderer.render(themes: themes, scenes: [try Self.scene("/s/a.yaml", title: "A2"), try Self.scene("/s/b.yaml", title: "B")],
                                       changedScenes: ["/s/a.yaml"])
        #expect(Set(edit.images) == ["default/scenes/a@1x.png", "dark/scenes/a@1x.png"])
        #expect(!edit.reload)

        let dropped = try renderer.render(themes: themes, scenes: [try Self.scene("/s/a.yaml", title: "A2")], changedScenes: [])
        #expect(dropped.reload, "a scene went away: the page must reload")
        #expect(renderer.page().tiles.count == 2)
    }
}

/// A watched preview re-renders a scene for the images its decoded document used, not for a name in its text.
@Suite struct WatchedSceneDependencyTests {
    @Test func aSceneDependsOnItsOwnFileAndTheImagesItUsed() throws {
        let folder = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dot = try Image(width: 2, height: 2, premultipliedARGB: [UInt32](repeating: 0xFF00_0000, count: 4))
        for name in ["used.png", "other.png"] { try dot.writePNG(to: folder.appendingPathComponent(name).path) }
        let path = folder.appendingPathComponent("s.yaml").path
        // `other.png` is in the text (a label's), but the scene shows only `used.png`.
        let text = "size: {width: 80, height: 30}\nroot: {type: hstack, children: [{type: label, text: other.png}, "
            + "{type: bezelButton, image: used.png}]}\n"
        let scene = PreviewRenderer.SceneInput(path: path, document: try SceneDocument.parse(text, file: path,
                                                                                              baseDirectory: folder.path))
        let used = folder.appendingPathComponent("used.png").standardizedFileURL.path
        let other = folder.appendingPathComponent("other.png").standardizedFileURL.path
        #expect(scene.document.imageFiles == [used])
        #expect(WatchedFiles.dependsOnChange(scene: scene, changed: [used]))
        #expect(!WatchedFiles.dependsOnChange(scene: scene, changed: [other]))
        #expect(WatchedFiles.dependsOnChange(scene: scene, changed: [URL(fileURLWithPath: path).standardizedFileURL.path]))
    }
}

/// Tiles carry their texts that do not show whole: a scene's at the node declaring the view, in its theme and scale.
@Suite struct PreviewTextFindingTests {
    @Test func aSceneTileNamesItsCutTextAndWhereItIsDeclared() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let text = """
            size: {width: 160, height: 40}
            root:
              type: vstack
              children:
                - {type: label, id: title, text: "Good morning, everyone, and welcome to the show", lines: 1}
            """
        let scene = PreviewRenderer.SceneInput(path: "/s/long.yaml",
                                               document: try SceneDocument.parse(text, file: "/s/long.yaml", baseDirectory: "/tmp"))
        let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: out.path),
                                       options: .init(scales: [2], sheetFormats: [], controls: false))
        _ = try renderer.render(themes: [PreviewRendererTests.input(.default)], scenes: [scene])
        let findings = try #require(renderer.page().tiles.first?.textFindings)
        #expect(findings.map(\.description) == [
            "/s/long.yaml:5:7: ellipsized: Label#title text: cut after 1 line to 101 pt: "
                + "\"Good morning, everyone, and welcome to the show\" (theme default, @2x)",
        ])
    }

    @Test func theBuiltInGalleryShowsEveryTextWhole() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: out.path), options: .init(scales: [1], sheetFormats: []))
        _ = try renderer.render(themes: [PreviewRendererTests.input(.default)], scenes: [])
        #expect(renderer.page().tiles.allSatisfy { tile in tile.textFindings.allSatisfy { $0.resolvedCategory == .accessibility } })
    }

    /// The gallery's tiles carry their texts' contrast measured on their own
    /// pixels (accessibility findings), and the page counts them.
    @Test func theBuiltInGalleryMeasuresItsTextsContrastOnThePixels() throws {
        let out = try PreviewRendererTests.folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let renderer = PreviewRenderer(folder: try PreviewFolder(claiming: out.path), options: .init(scales: [1], sheetFormats: []))
        _ = try renderer.render(themes: [PreviewRendererTests.input(.default)], scenes: [])
        let page = renderer.page()
        let contrast = page.tiles.flatMap { tile in tile.textFindings.map { "\(tile.group) · \(tile.state): \($0.summary)" } }
        // The sources' automatic colour rule on a midtone and a dark background, UIKit's placeholder grey,
        // and white bold text on the default theme's light blur over the photo.
        #expect(contrast == [
            "label · auto colour on midtone: low-contrast: Label: \"Automatic colour\": contrast 1.4:1 over the rendered background (needs 4.5:1)",
            "label · auto colour on dark: low-contrast: Label: \"Automatic colour\": contrast 2.1:1 over the rendered background (needs 4.5:1)",
            "textField · placeholder: low-contrast: TextField: \"Email address\": contrast 3:1 over the rendered background (needs 4.5:1)",
            "blurView · over a photo: low-contrast: Label: \"Blurred\": contrast 1.4:1 over the rendered background (needs 3:1 for large text)",
        ], "\(contrast)")
        let html = page.html()
        #expect(html.contains("4 accessibility findings (text contrast on the rendered pixels) in 4 tiles"))
        #expect(html.contains("1 accessibility finding</span>"))
        #expect(page.tiles.allSatisfy { $0.textFindings.allSatisfy { $0.category == .accessibility && $0.kind == "low-contrast" } })
    }
}
