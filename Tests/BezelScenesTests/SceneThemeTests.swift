import Bezel
import BezelFileFixtures
@testable import BezelFiles
import BezelScenes
import Testing

/// A scene's `theme:` names a theme in the themes folder, a theme file, or `default`.
@Suite struct SceneThemeTests {
    private let themes = SceneTestSupport.examplesFolder + "/../../Themes"

    private func scene(theme: String, themesDirectory: String?) throws -> Scene {
        try SceneFile.parse("size: {width: 60, height: 40}\ntheme: \(theme)\nroot: {type: switch}\n", file: "t.yaml",
                            baseDirectory: SceneTestSupport.examplesFolder, allowImagesOutside: false,
                            themesDirectory: themesDirectory)
    }

    @Test func aNameIsLookedUpInTheThemesFolder() throws {
        let dark = try scene(theme: "dark", themesDirectory: themes)
        #expect(dark.theme.name == "dark" && dark.background == dark.theme.backgroundColor)
        #expect(try scene(theme: "default", themesDirectory: nil).theme == .default)
    }

    @Test func aPathEndingInYamlIsAThemeFileBesideTheScene() throws {
        #expect(try scene(theme: "../../Themes/dark.yaml", themesDirectory: nil).theme.name == "dark")
    }

    @Test func anUnknownNameListsTheThemesThere() {
        do {
            _ = try scene(theme: "darkk", themesDirectory: themes)
            Issue.record("expected an error")
        } catch let error as FileErrors {
            #expect(error.errors.first?.location == SourceLocation(file: "t.yaml", line: 2, column: 8))
            #expect(error.errors.first?.suggestion == "dark")
            #expect(error.errors.first?.expected?.contains("high-contrast") == true)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func theCallersThemeWins() throws {
        let override = Theme(name: "mine")
        let scene = try SceneFile.parse("size: {width: 60, height: 40}\nroot: {type: switch}\n", file: "t.yaml",
                                        baseDirectory: "/", allowImagesOutside: false, theme: override)
        #expect(scene.theme.name == "mine")
    }
}
