import Bezel
import BezelFileFixtures
import BezelFiles
import BezelGraphics
import BezelScenes
import Testing

/// Building views from a decoded document: in any theme, as often as needed.
@Suite struct SceneBuilderTests {
    static let yaml = SceneTestSupport.scene(root: """
        type: hstack
        children:
          - {type: switch, id: s, "on": true}
          - {type: button, id: b, title: Go, selected: true}
        """)

    @Test func oneDocumentBuildsInEveryTheme() throws {
        let document = try SceneTestSupport.document(Self.yaml)
        let dark = try ThemeFile.load(path: SceneTestSupport.repositoryFolder + "/Themes/dark.yaml")
        let inDefault = SceneBuilder(theme: .default).scene(from: document)
        let inDark = SceneBuilder(theme: dark).scene(from: document)
        #expect(inDefault.theme.name == "default" && inDark.theme.name == dark.name)
        #expect(inDark.background == dark.backgroundColor, "with no background in the file, the theme's")
        let defaultWindow = try inDefault.makeWindow(), darkWindow = try inDark.makeWindow()
        for window in [defaultWindow, darkWindow] {
            #expect(window.identifiersInSubtree == ["s", "b"])
            #expect((window.view(withIdentifier: "s") as? Switch)?.isOn == true, "the same state")
        }
        #expect(try defaultWindow.renderImage(scale: 1).pngData() != darkWindow.renderImage(scale: 1).pngData(), "in other colours")
    }

    @Test func eachBuildIsANewTreeWithTheFileState() throws {
        let document = try SceneTestSupport.document(Self.yaml)
        let builder = SceneBuilder(theme: .default)
        let first = try builder.scene(from: document).makeWindow(), second = try builder.scene(from: document).makeWindow()
        let toggle = try #require(first.view(withIdentifier: "s") as? Switch)
        toggle.isOn = false
        #expect((second.view(withIdentifier: "s") as? Switch)?.isOn == true, "a build shares no view with another")
        #expect((second.view(withIdentifier: "b") as? Button)?.isSelected == true)
    }
}
