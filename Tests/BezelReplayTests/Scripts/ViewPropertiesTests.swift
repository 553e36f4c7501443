import Bezel
import BezelFileFixtures
import BezelFiles
import BezelReplay
import BezelScenes
import Testing

/// How `expect` steps see a view's state: typed properties, compared by type.
@Suite struct ViewPropertiesTests {
    @Test func viewPropertiesAreTypedAndPrintTheTreeDumpWords() throws {
        let scene = try SceneBuilder(theme: .default).scene(from: try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + "\nsteps: [background]\n").scene)
        let window = try scene.makeWindow()
        let button = try #require(window.view(withIdentifier: "b"))
        let properties = ViewProperties.of(button)
        #expect(properties["recessed"] == .bool(false) && properties["mode"] == .text("toggle") && properties["enabled"] == .bool(true))
        #expect(properties["highlighted"] == .bool(false) && properties["hidden"] == .bool(false) && properties["alpha"] == .number(1))
        #expect(button.stateDescription == ["enabled", "mode=toggle", "recessed=false", "pushed=false"],
                "the dump prints the shown properties, in order")
        let field = try #require(window.view(withIdentifier: "f"))
        #expect(ViewProperties.of(field)["text"] == .text("") && ViewProperties.of(field)["placeholder"] == .text("Name"))
        #expect(ViewProperties.of(field)["caret"] != nil, "a property the dump does not print is still known to scripts")
        #expect(ViewProperties.matches(.bool(true), expected: "yes") && ViewProperties.matches(.number(0.5), expected: "0.5000"))
        #expect(!ViewProperties.matches(.number(0.5), expected: "0.51") && !ViewProperties.matches(.text("a b"), expected: "a"))
        #expect(!ViewProperties.matches(.text("true"), expected: "yes"), "text is compared as text, not guessed to be a boolean")
    }
}
