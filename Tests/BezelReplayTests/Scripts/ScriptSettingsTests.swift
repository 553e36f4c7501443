import Bezel
import BezelFiles
import BezelGraphics
import BezelReplay
import BezelScriptFixtures
import Testing

/// A script's settings: `direction`, `textSize` and `language` at its top, and its `settings:` steps.
@Suite struct ScriptSettingsTests {
    @Test func aScriptStartsInItsOwnSettingsAndChangesThemInSteps() throws {
        let script = try ScriptTestSupport.parse("""
            language: ar
            textSize: XL
            """ + "\n" + ScriptTestSupport.inlineScene + """

            steps:
              - settings: {textSize: AX5}
              - settings: {direction: ltr, language: en-XA}
            """)
        #expect(script.scene.traits == Traits(layoutDirection: .rightToLeft, contentSizeCategory: .extraLarge, language: "ar"))
        guard let first = script.steps[0].action.as(SettingsStep.self)?.change,
              let second = script.steps[1].action.as(SettingsStep.self)?.change else {
            Issue.record("settings steps expected")
            return
        }
        #expect(first == TraitChange(textSize: .accessibilityExtraExtraExtraLarge))
        #expect(second == TraitChange(direction: .leftToRight, language: "en-XA"))
        #expect(first.applied(to: script.scene.traits).contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        // A new language brings its own direction unless the step names one.
        #expect(TraitChange(language: "he").applied(to: .default).layoutDirection == .rightToLeft)
        #expect(second.applied(to: script.scene.traits).layoutDirection == .leftToRight)
    }

    @Test func anEmptyOrUnknownSettingsStepIsAnError() {
        let errors = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + """

            steps:
              - settings: {}
              - settings: {fontScale: 2}
            """)
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.first?.message.contains("settings needs at least one of direction, textSize, language") == true, "\(errors)")
    }
}
