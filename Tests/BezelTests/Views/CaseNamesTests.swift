import BezelGraphics
import Testing
@testable import Bezel

/// The remembered case names the views print are the names interpolation
/// gives, so tree dumps, traces and `expect` values read as before.
@Suite struct CaseNamesTests {
    @Test func everyCaseIsNamedAsInterpolationNamesIt() {
        for value in TextStyle.Alignment.allCases { #expect(value.caseName == "\(value)") }
        for value in TextStyle.Wrapping.allCases { #expect(value.caseName == "\(value)") }
        for value in TextStyle.Ellipsis.allCases { #expect(value.caseName == "\(value)") }
        for value in ContentMode.allCases { #expect(value.caseName == "\(value)") }
        #expect(TextStyle.Wrapping.wordOrCharacter.caseName == "wordOrCharacter")
    }

    @Test func aLabelPrintsItsStyleByName() {
        let label = Label("Hi")
        label.style.alignment = .center
        label.style.wrapping = .character
        label.style.ellipsis = .end
        let words = label.stateDescription
        #expect(words.contains("align=center") && words.contains("wrap=character") && words.contains("ellipsis=end"))
    }
}
