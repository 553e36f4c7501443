import BezelFileFixtures
import BezelScriptFixtures
@testable import BezelFiles
@testable import BezelReplay
import BezelGraphics

import Testing

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
              case .snapshot("after-2x", []) = actions[14] else {
            Issue.record("unexpected actions: \(actions)")
            return
        }
        #expect(full.id == "b" && full.properties.map(\.key) == ["recessed", "mode"] && full.properties.map(\.value) == [.bool(true), .text("toggle")])
        #expect(full.events == [.control(.touchUpInside)])
        #expect(eventsOnly.id == nil && eventsOnly.events == [] && eventsOnly.properties.isEmpty)
        #expect(script.steps[0].location == SourceLocation(file: "s.yaml", line: 14, column: 5))
        #expect(script.steps[10].location == SourceLocation(file: "s.yaml", line: 24, column: 5))
    }

    @Test func aScenePathIsRelativeToTheScript() throws {
        let script = try ScriptTestSupport.parse("scene: ../scenes/timer.yaml\nsteps: [{tap: \"#alarm\"}]\n")
        let path = try #require(script.scenePath)
        #expect(path.hasSuffix("/Examples/scenes/timer.yaml") && !path.contains(".."), "\(path)")
        #expect(script.scene.file == path && script.scene.size == Size(width: 320, height: 240))
        let missing = ScriptTestSupport.errors("scene: ../scenes/nope.yaml\nsteps: [{tap: \"#alarm\"}]\n")
        #expect(missing.first?.location == SourceLocation(file: "s.yaml", line: 1, column: 8))
        #expect(missing.first?.message.hasSuffix("scenes/nope.yaml' does not exist") == true)
    }

}
