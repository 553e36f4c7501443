import Bezel
import BezelFileFixtures
import BezelFiles
import BezelScenes
import Testing

/// Findings placed at the node that declares their view.
@Suite struct SceneTextLintTests {
    private func lint(_ yaml: String) throws -> [String] {
        let document = try SceneDocument.parse(yaml, file: "t.yaml", baseDirectory: SceneTestSupport.examplesFolder)
        return try SceneTextLint.check(document).map(\.description)
    }

    @Test func eachFindingIsAtItsViewsNode() throws {
        let lines = try lint("""
            size: {width: 200, height: 160}
            root:
              type: vstack
              alignment: leading
              children:
                - {type: label, id: title, text: "Good morning, everyone, and welcome", lines: 1}
                - {type: label, text: "𠀋𐀀 \\uE000"}
                - type: hstack
                  id: card
                  clipsToBounds: true
                  width: 50
                  children:
                    - {type: label, text: "Clipped by the card"}
                - {type: button, title: "A very long button title indeed", width: 80, padding: 4}
            """)
        #expect(lines == [
            "t.yaml:6:7: ellipsized: Label#title text: cut after 1 line to 199 pt: \"Good morning, everyone, and welcome\"",
            "t.yaml:7:7: missing-glyph: Label at /0/1 text: no font has U+2000B 𠀋, U+10000 𐀀, U+E000 (drawn as a box) in \"𠀋𐀀 \u{E000}\"",
            "t.yaml:13:11: clipped: Label at #card/0 text: ink 76 pt on the right cut by FrameView at /0/2: \"Clipped by the card\" (the clip declared at 8:7)",
            "t.yaml:14:7: ellipsized: Button at /0/3/0/0 title: cut with \"…\" to 42 pt: \"A very long button title indeed\"",
        ], "\(lines.joined(separator: "\n"))")
    }

    @Test func rowsWithoutANodeOfTheirOwnAreAtTheirList() throws {
        let lines = try lint("""
            size: {width: 160, height: 120}
            root:
              type: listView
              id: details
              rows:
                - {title: Location, subtitle: "Lake Louise, Alberta, Canada, North America"}
            """)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("t.yaml:3:3: ellipsized: ListRow at #details/") == true, "\(lines)")
        #expect(lines.first?.contains(" subtitle: cut with") == true, "\(lines)")
    }

    @Test func aScreensSceneIsCheckedAsItFirstShows() throws {
        let lines = try lint("""
            size: {width: 200, height: 200}
            screens:
              - id: first
                title: First
                root: {type: label, id: hello, text: "Hello 𠀋𐀀"}
              - id: second
                title: Second
                root: {type: label, text: "𠀋𐀀"}
            """)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("t.yaml:5:11: missing-glyph: Label#hello text:") == true, "\(lines)")
    }

    @Test(arguments: SceneTestSupport.exampleScenes())
    func theExamplesHaveNoFindings(name: String) throws {
        let document = try SceneDocument.load(path: SceneTestSupport.examplesFolder + "/" + name)
        #expect(try SceneTextLint.check(document).map(\.description) == [])
    }

    @Test func aBuilderWithoutSourcesRecordsNothing() {
        #expect(SceneBuilder(theme: .default).sources == nil)
    }
}
