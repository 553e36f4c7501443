import Bezel
import BezelGraphics
import Testing
@testable import BezelFiles

@Suite struct ThemeLintTests {
    @Test func knownRatios() throws {
        #expect(abs(ContrastRatio.between(.black, .white) - 21) < 1e-9)
        #expect(abs(ContrastRatio.between(.white, .white) - 1) < 1e-9)
        #expect(abs(ContrastRatio.between(try Color(hex: "#777777"), .white) - 4.478) < 0.005)
        #expect(abs(ContrastRatio.between(try Color(hex: "#767676"), .white) - 4.54) < 0.01)
        #expect(ContrastRatio.between(.white, .black) == ContrastRatio.between(.black, .white))
        // Black at half alpha over white is seen as grey 0.5 (≈ 3.98:1).
        #expect(abs(ContrastRatio.between(Color(white: 0, alpha: 0.5), .white) - 3.98) < 0.01)
    }

    @Test func findingsAreWhatFallsUnderAAAndIsNotExempt() throws {
        var theme = Theme.default
        theme.label.textColor = try Color(hex: "#777777")
        theme.textField.placeholderColor = Color(white: 0.9)
        theme.button.selected.fillTop = Color(red: 0.36, green: 0.6, blue: 0.95)   // the light blue the default once had
        let findings = ThemeLint.check(theme)
        let label = try #require(findings.first { $0.control == "label" })
        #expect(abs(label.ratio - 4.48) < 0.01 && label.minimum == 4.5)
        #expect(label.description == "label textColor: #777777 on #FFFFFF is 4.48:1, under 4.5:1")
        #expect(!findings.contains { $0.exempt })
        #expect(ThemeLint.measure(theme).contains { $0.part == "placeholderColor" && $0.fails && $0.exempt })
        #expect(findings.contains { $0.control == "button" && $0.part == "selected.title" })
    }

    /// A selected list row's subtitle is measured in its own colour, not
    /// the subtitle colour of the other rows.
    @Test func theSelectedRowsSubtitleIsMeasuredInItsColour() throws {
        var theme = Theme.default
        theme.listView.subtitleColor = Color(white: 0.3)
        let measured = ThemeLint.measure(theme)
        let selected = try #require(measured.first { $0.part == "selectedSubtitleColor on selectedRowColor" })
        #expect(selected.foreground == theme.listView.selectedSubtitleColor && !selected.fails)
        theme.listView.selectedSubtitleColor = Color(white: 0.5)
        #expect(ThemeLint.check(theme).map(\.part) == ["selectedSubtitleColor on selectedRowColor"])
    }

    @Test func theWorseEndOfAGradientIsReported() {
        var theme = Theme.default
        theme.button.normal = ButtonStyle.Look(fillTop: .white, fillBottom: Color(white: 0.3), border: .black, title: .black)
        let normal = ThemeLint.measure(theme).first { $0.part == "normal.title" }
        #expect(normal?.background == Color(white: 0.3))
        #expect(normal?.fails == true)
    }

    /// Every theme in `Themes/`, the built-in default included, passes its
    /// own lint: no text under 4.5:1 that is not exempt.
    @Test func everyShippedThemePasses() throws {
        let names = ThemeFile.availableThemes(in: shippedThemes)
        #expect(names.count >= 4)
        for name in names {
            let findings = ThemeLint.check(try ThemeResolver(themesDirectory: shippedThemes).theme(name))
            #expect(findings.isEmpty, "Themes/\(name).yaml: \(findings.map(\.description).joined(separator: "; "))")
        }
        #expect(ThemeLint.check(Theme.default).isEmpty, "the built-in default: \(ThemeLint.check(Theme.default))")
        let strict = ThemeLint.measure(try ThemeResolver(themesDirectory: shippedThemes).theme("high-contrast"))
        #expect(strict.allSatisfy { !$0.fails }, "high-contrast holds AA even where exempt")
    }
}
