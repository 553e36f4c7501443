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
        guard actions[0] == .tap(.id("b")), actions[1] == .tap(.text("Name")),
              actions[2] == .tap(.point(Point(x: 10, y: 20.5))),
              actions[3] == .touch(.moved, at: .id("s"), finger: 2),
              actions[4] == .drag(from: .id("v"), to: .point(Point(x: 300, y: 40)), steps: 4),
              let drag = actions[5].as(DragStep.self), drag.to == .id("b"), drag.steps == 10,
              actions[6] == .type("butter"), actions[7] == .wait(1.5),
              let full = actions[12].as(ExpectStep.self)?.expectation, let eventsOnly = actions[13].as(ExpectStep.self)?.expectation,
              actions[14] == .snapshot("after-2x") else {
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
