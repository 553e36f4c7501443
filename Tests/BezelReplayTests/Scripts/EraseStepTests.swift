import BezelFileFixtures
import BezelScriptFixtures
@testable import BezelFiles
import BezelReplay
import Testing

/// `erase: COUNT`: the delete key pressed COUNT times in the focused text
/// field, the one editing key a typed script needs besides `type`.
@Suite struct EraseStepTests {
    static let list = """
        scene: ../scenes/memory-warning.yaml

        """

    @Test func itReadsACountAndRefusesOthers() throws {
        let script = try ScriptTestSupport.parse(Self.list + """
            steps:
              - erase: 3
            """)
        guard case .erase(3)? = script.steps.first?.action else { Issue.record("\(script.steps)"); return }
        #expect(ScriptWriter.step(.erase(3)) == "erase: 3")
        let errors = ScriptTestSupport.errors(Self.list + """
            steps:
              - erase: 0
              - erase: 1.5
              - erase: all
            """)
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["3:12", "4:12", "5:12"], "\(errors.map(\.description))")
    }

    @Test func itDeletesBeforeTheCaretAndStopsAtTheStart() throws {
        let result = try ScriptTestSupport.run(Self.list + """
            steps:
              - tap: "#draft"
              - type: butter
              - erase: 2
              - expect: {id: draft, properties: {text: butt}}
              - erase: 100
              - expect: {id: draft, properties: {text: ""}}
            """)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")")
        #expect(result.trace.filter { $0.kind == .step }.map(\.detail).contains("erase 2"))
    }

    @Test func withNoFieldFocusedItFails() throws {
        let result = try ScriptTestSupport.run(Self.list + """
            steps:
              - erase: 1
            """)
        #expect(result.failure?.description == "s.yaml:3:5: step 1 (erase): no text field is focused: tap one before typing")
    }
}
