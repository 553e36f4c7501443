import Bezel
import BezelFileFixtures
import BezelScriptFixtures
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
        let yes = try Self.expected("yes", as: .bool), half = try Self.expected("0.5000", as: .number)
        let near = try Self.expected("0.51", as: .number), a = try Self.expected("a", as: .text)
        let yesText = try Self.expected("yes", as: .text)
        #expect(ViewProperties.matches(.bool(true), expected: yes) && ViewProperties.matches(.number(0.5), expected: half))
        #expect(!ViewProperties.matches(.number(0.5), expected: near) && !ViewProperties.matches(.text("a b"), expected: a))
        #expect(!ViewProperties.matches(.text("true"), expected: yesText), "text is compared as text, not guessed to be a boolean")
        #expect(!ViewProperties.matches(.bool(true), expected: .text("true")), "values of different kinds never match")
        // A number that may be absent: a number, or the word none.
        #expect(try Self.expected("1", as: .optionalNumber) == .number(1) && Self.expected("none", as: .optionalNumber) == .text("none"))
        #expect(throws: FileError.self) { try Self.expected("first", as: .optionalNumber) }
    }

    /// `written` read as the kind of `kind`, as a script's `expect` value is.
    static func expected(_ written: String, as kind: ViewProperty.Kind) throws -> ViewProperty.Value {
        let place = SourceLocation(file: "t.yaml", line: 1, column: 1)
        return try ExpectedProperty(key: "k", value: .text(written), written: written, location: place, valueLocation: place)
            .typed(as: kind).value
    }
}
