import BezelGraphics
import BezelReplay
import Testing
@testable import BezelFiles

/// Each step type reads into the right action, scene paths and inline scenes resolve.
@Suite struct ScriptParsingTests {
    @Test func everyStepTypeReads() throws {
        let script = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + """

            steps:
              - tap: "#b"
              - tap: {text: Name}
              - tap: {x: 10, y: 20.5}
              - touch: {phase: moved, at: "#s", finger: 2}
              - drag: {from: "#v", to: {x: 300, y: 40}, steps: 4}
              - drag: {from: "#v", to: "#b"}
              - type: butter
              - wait: 1.5
              - memory-warning: {}
              - memory-warning
              - background
              - foreground: null
              - expect: {id: b, properties: {recessed: true, mode: toggle}, events: [touchUpInside]}
              - expect: {events: []}
              - snapshot: after-2x
            """)
        let actions = script.steps.map(\.action)
        #expect(actions.map(\.keyword) == ["tap", "tap", "tap", "touch", "drag", "drag", "type", "wait", "memory-warning",
                                           "memory-warning", "background", "foreground", "expect", "expect", "snapshot"])
        guard case .tap(.id("b")) = actions[0], case .tap(.text("Name")) = actions[1],
              case .tap(.point(Point(x: 10, y: 20.5))) = actions[2],
              case .touch(.moved, .id("s"), 2) = actions[3],
              case .drag(.id("v"), .point(Point(x: 300, y: 40)), 4) = actions[4],
              case .drag(_, .id("b"), 10) = actions[5],
              case .type("butter") = actions[6], case .wait(1.5) = actions[7],
              case let .expect(full) = actions[12], case let .expect(eventsOnly) = actions[13],
              case .snapshot("after-2x") = actions[14] else {
            Issue.record("unexpected actions: \(actions)")
            return
        }
        #expect(full.id == "b" && full.properties.map(\.key) == ["recessed", "mode"] && full.properties.map(\.value) == ["true", "toggle"])
        #expect(full.events == [.control(.touchUpInside)])
        #expect(eventsOnly.id == nil && eventsOnly.events == [] && eventsOnly.properties.isEmpty)
        #expect(script.steps[0].location == SourceLocation(file: "s.yaml", line: 14, column: 5))
        #expect(script.steps[10].location == SourceLocation(file: "s.yaml", line: 24, column: 5))
    }

    @Test func aScenePathIsRelativeToTheScript() throws {
        let script = try ScriptTestSupport.parse("scene: ../scenes/timer.yaml\nsteps: [{tap: \"#alarm\"}]\n")
        guard case let .file(path, location) = script.scene else {
            Issue.record("not a file scene")
            return
        }
        #expect(path.hasSuffix("Examples/scripts/../scenes/timer.yaml"))
        #expect(location == SourceLocation(file: "s.yaml", line: 1, column: 8))
        #expect(try script.scene.makeScene().size == Size(width: 320, height: 240))
    }

    @Test func viewPropertiesAreTypedAndPrintTheTreeDumpWords() throws {
        let scene = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + "\nsteps: [background]\n").scene.makeScene()
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
