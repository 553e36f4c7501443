import Bezel
import BezelFiles
import BezelGraphics
import BezelFileFixtures
import Foundation
import Testing

/// Which values two themes set differently, and where each file sets them.
@Suite struct ThemeDifferenceTests {
    @Test func aThemeDiffersFromItselfInNothing() {
        #expect(ThemeDifference.between(Theme.default, Theme.default).isEmpty)
    }

    @Test func oneEditedValueIsTheOneDifference() {
        var edited = Theme.default
        edited.button.highlighted.title = Color(red: 1, green: 0, blue: 0)
        let differences = ThemeDifference.between(Theme.default, edited)
        #expect(differences.map(\.path) == ["button.highlighted.title"])
        #expect(differences.first?.after == "'#FF0000'" || differences.first?.after == "#FF0000")
    }

    @Test func theLinesThatSetAValueAreNamed() throws {
        let text = """
            name: mine
            extends: default
            background: '#101010'
            button:
              highlighted: {title: '#FF0000'}
            label:
              font: {size: 20}
            """
        let document = try ThemeFile.document(parsing: text, file: "mine.yaml", themesDirectory: nil)
        let base = ThemeDocument(file: "default", theme: .default)
        let differences = ThemeDifference.between(base, document)
        let byPath = Dictionary(differences.map { ($0.path, $0) }) { first, _ in first }
        #expect(byPath["background"]?.afterLocation == SourceLocation(file: "mine.yaml", line: 3, column: 13))
        #expect(byPath["button.highlighted.title"]?.afterLocation?.line == 5)
        #expect(byPath["label.font"]?.afterLocation?.line == 7, "a font is one value; its location is its first part's")
        #expect(byPath["background"]?.beforeLocation == nil, "the built-in default has no file")
        #expect(differences.count == 3)
    }
}
