import Bezel
import BezelFileFixtures
import BezelSceneFixtures
import BezelScriptFixtures
import BezelFiles
import BezelReplay
import Testing

/// Every assertion can pass and can fail: for every view type and every
/// property `expect` can read (``SceneNodeType/propertyKinds``), a script
/// expecting the value the view has passes, and one expecting another value
/// fails, naming both. (A segmented control's `selectedSegment` once could
/// never pass: its kind was learned as text from a control with none.)
@Suite struct ExpectEveryPropertyTests {
    /// The script expecting `value` of property `name` of the view `x` in `node`'s scene.
    static func script(_ node: String, _ name: String, _ value: String) -> String {
        "scene:\n" + SceneTestSupport.scene(root: "{type: vstack, children: [\(node)]}").split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
            + "\nsteps:\n  - expect: {id: x, properties: {\(name): \(value)}}\n"
    }

    /// The value written in YAML (quoted text), and another of the same kind.
    static func written(_ value: ViewProperty.Value, kind: ViewProperty.Kind) -> (same: String, other: String) {
        switch value {
        case let .bool(bool): return (String(bool), String(!bool))
        case let .number(number): return (value.description, (number + 1).compactText(decimals: 3))
        case let .text(text):
            let quoted = "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            return (quoted, kind == .optionalNumber ? "7" : "\"not \(text.replacingOccurrences(of: "\"", with: ""))\"")
        }
    }

    @Test(arguments: zip(SceneNodeType.allCases, SceneTestSupport.everyType))
    func everyPropertyPassesAsItIsAndFailsOtherwise(type: SceneNodeType, node: String) throws {
        let scene = try SceneTestSupport.parse(SceneTestSupport.scene(root: node))
        let view = try #require(scene.root.view(withIdentifier: "x"))
        let kinds = type.propertyKinds
        #expect(!kinds.isEmpty)
        var checked = 0
        let typeName = type.rawValue
        for property in view.properties where kinds[property.name] != nil {
            let (same, other) = Self.written(property.value, kind: property.kind)
            let subject = typeName + "." + property.name
            let passing = try ScriptTestSupport.run(Self.script(node, property.name, same))
            let why = passing.failure?.description ?? ""
            #expect(passing.passed, "\(subject): \(same) \(why)")
            let failing = try ScriptTestSupport.run(Self.script(node, property.name, other))
            let failure = try #require(failing.failure, "\(subject): \(other) passed")
            #expect(failure.expected != nil && failure.actual != nil && failure.expected != failure.actual, "\(subject): \(failure.description)")
            checked += 1
        }
        #expect(checked == kinds.count, "\(typeName): \(checked) of \(kinds.count) properties checked")
    }
}
