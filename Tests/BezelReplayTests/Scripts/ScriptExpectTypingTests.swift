import Bezel
import BezelFiles
import BezelReplay
import BezelScriptFixtures
import Testing

/// An `expect` step's values are typed by the property's kind in the field table.
@Suite struct ScriptExpectTypingTests {
    /// `expect` values are typed when the script is read: a value that is not
    /// of its property's kind is an error at the value's place.
    @Test func expectValuesAreTypedWhenTheScriptIsRead() throws {
        let errors = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + """

            steps:
              - expect: {id: b, properties: {enabled: treu}}
              - expect: {id: v, properties: {value: half}}
              - expect: {id: f, properties: {text: treu, placeholder: 3}}
            """)
        #expect(errors.map(\.description) == [
            "s.yaml:14:43: the expected 'enabled' must be true or false, not 'treu'",
            "s.yaml:15:41: the expected 'value' must be a number, not 'half'",
        ], "text takes any value")
        let script = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + """

            steps:
              - expect: {id: b, properties: {enabled: YES, recessed: off, mode: toggle}}
              - expect: {id: v, properties: {value: 0.5}}
            """)
        guard let button = script.steps[0].action.as(ExpectStep.self)?.expectation,
              let slider = script.steps[1].action.as(ExpectStep.self)?.expectation else {
            Issue.record("two expect steps")
            return
        }
        #expect(button.properties.map(\.value) == [.bool(true), .bool(false), .text("toggle")])
        #expect(slider.properties.map(\.value) == [.number(0.5)])
    }
}
