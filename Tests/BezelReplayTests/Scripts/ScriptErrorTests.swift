import BezelFileFixtures
import BezelScriptFixtures
@testable import BezelFiles
@testable import BezelReplay
import BezelGraphics
import Testing

/// Every problem in a script is reported together, at its file:line:column,
/// with "did you mean" for near misses; the scene's problems too.
@Suite struct ScriptErrorTests {
    static func places(_ errors: [FileError]) -> [String] {
        errors.map { "\($0.location.line):\($0.location.column)" }
    }

    @Test func everyErrorIsCollectedWithItsPlace() {
        let errors = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + """

            stepz: 1
            steps:
              - tapp: "#b"
              - tap: b
              - touch: {phase: begun, at: "#s"}
              - drag: {from: "#v", to: {x: 1}, stepz: 3}
              - wait: -1
              - expect: {id: b, properties: {recesed: true}}
              - expect: {id: bb, events: []}
              - tap: "#nope"
              - snapshot: ../escape
              - {tap: "#b", wait: 1}
              - backgrund
            """)
        #expect(Self.places(errors) == ["13:1", "15:5", "16:10", "17:20", "18:36", "19:11", "20:34", "21:5", "22:5", "23:15",
                                        "24:5", "25:5"], "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(errors[0].description == "s.yaml:13:1: unknown key 'stepz' in script; expected one of: direction, language, scene, speakHints, steps, textSize (did you mean 'steps'?)")
        #expect(errors[1].suggestion == "tap")
        #expect(errors[2].message == "'b' is not a selector" && errors[2].suggestion == "#b")
        #expect(errors[3].suggestion == "began")
        #expect(errors[4].suggestion == "steps")
        #expect(errors[6].message == "Switch #s has no property 'recesed'" || errors[6].message == "BezelButton #b has no property 'recesed'")
        #expect(errors[6].suggestion == "recessed")
        #expect(errors[7].message == "no view in the scene has the id 'bb'" && errors[7].suggestion == "b")
        #expect(errors[11].suggestion == "background")
    }

    @Test func anExpectedEventMustBeAControlEventOrALink() {
        let errors = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + """

            steps:
              - expect: {id: b, events: [touchDown, touchUpInsde, "link:app://terms"]}
            """)
        #expect(Self.places(errors) == ["14:41"], "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(errors.first?.message == "'touchUpInsde' is not an event" && errors.first?.suggestion == "touchUpInside")
    }

    @Test func missingKeysAndBadShapes() {
        #expect(ScriptTestSupport.errors("steps: [background]\n").map(\.message) == ["a script needs 'scene'"])
        #expect(ScriptTestSupport.errors("- tap\n").map(\.message) == ["a script file must be a mapping, not the list '[tap]'"])
        #expect(ScriptTestSupport.errors("scene: ../scenes/timer.yaml\nsteps: []\n").map(\.description)
            == ["s.yaml:2:8: a script needs at least one step"])
        #expect(ScriptTestSupport.errors("scene: ../scenes/timer.yaml\nsteps:\n  - expect: {id: alarm}\n").map(\.description)
            == ["s.yaml:3:13: expect checks nothing; expected 'properties', 'events', 'shown', 'loaded', 'viewDidLoadCount', 'visible' or 'spoken'"])
        #expect(ScriptTestSupport.errors("scene: ../scenes/timer.yaml\nsteps:\n  - expect: {properties: {on: true}}\n")
            .map(\.message) == ["expect needs 'id' to check properties"])
    }

    @Test func sceneProblemsAreReportedToo() {
        let missing = ScriptTestSupport.errors("scene: nowhere.yaml\nsteps: [background]\n")
        #expect(missing.count == 1 && missing[0].location.line == 1 && missing[0].location.column == 8)
        #expect(missing[0].message.contains("does not exist"))
        let inline = ScriptTestSupport.errors("scene:\n  size: {width: 10, height: 10}\n  root: {type: vstak}\nsteps: [background]\n")
        #expect(Self.places(inline) == ["3:16"] && inline.first?.suggestion == "vstack", "\(inline)")
    }

    @Test func aPlaceInAViewIsReadAndItsMistakesArePlaced() throws {
        let script = try ScriptTestSupport.parse(ScriptTestSupport.inlineScene + """

            steps:
              - tap: {id: v, at: [0.3, 0.5]}
              - tap: {id: "#v"}
              - drag: {from: {text: Name, at: [0, 1]}, to: {label: Name, at: [1, 0.5]}}
            """)
        #expect(script.steps.map { "\($0.action)" }.count == 3)
        guard script.steps[0].action == .tap(.place(.id("v"), at: Point(x: 0.3, y: 0.5))), script.steps[1].action == .tap(.id("v")),
              let drag = script.steps[2].action.as(DragStep.self),
              drag.from == .place(.text("Name"), at: Point(x: 0, y: 1)),
              drag.to == .place(.element(label: "Name", traits: []), at: Point(x: 1, y: 0.5))
        else {
            Issue.record("read as \(script.steps.map(\.action))")
            return
        }
        let errors = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + """

            steps:
              - tap: {id: v, at: [1.5, 0.5]}
              - tap: {id: v, at: [0.5]}
              - tap: {x: 3, y: 4, at: [0, 0]}
              - tap: {id: vv, at: [0, 0]}
              - tap: {id: v, at: [0, 0], text: no}
            """)
        #expect(Self.places(errors) == ["14:23", "15:22", "16:27", "17:5", "18:30"], "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(errors.first?.message == "'1.5' is outside the view")
        #expect(errors.dropFirst().first?.message == "'at' needs two numbers, not the list '[0.5]'")
        #expect(errors.dropFirst(2).first?.message == "'at' is a place inside a view: name the view too")
        #expect(errors.dropFirst(3).first?.message == "no view in the scene has the id 'vv'")
    }
}
