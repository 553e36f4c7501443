import Bezel
import BezelFileFixtures
import BezelSceneFixtures
import BezelScriptFixtures
@testable import BezelFiles
import BezelGraphics
import BezelReplay
import BezelScenes
import Testing

/// A scene's `actions:`: rules checked against the tree when the scene is
/// read (each problem at its place), then run as the events come.
@Suite struct SceneActionTests {
    static let tree = """
        size: {width: 300, height: 200}
        root:
          type: vstack
          children:
            - {type: label, id: message, text: Ready}
            - {type: button, id: go, title: Go}
            - {type: switch, id: toggle}
            - {type: slider, id: delay, value: 2, min: 1, max: 5}
            - {type: scrollView, id: scroller, height: 50, content: {type: label, text: long, height: 400}}
        """

    static func messages(_ actions: String) -> [String] {
        SceneTestSupport.errors(tree + "\nactions:\n" + actions).map(\.message)
    }

    @Test func everyProblemIsReportedAtItsPlace() throws {
        let errors = SceneTestSupport.errors(Self.tree + """

            actions:
              - on: {id: goo, event: touchUpInside}
                do: [{set: {id: message, text: hi}}]
            """)
        #expect(errors.map(\.description) == [
            "t.yaml:11:14: no view in the scene has the id 'goo'; expected one of: delay, go, message, scroller, toggle (did you mean 'go'?)",
        ])
        #expect(Self.messages("  - on: {id: message, event: touchUpInside}\n    do: [{cancel: t}]")
            == ["#message (Label) is not a control and sends no 'touchUpInside'"])
        #expect(Self.messages("  - on: {id: go, event: scroll}\n    do: [{cancel: t}]") == ["#go is not a scroll view"])
        #expect(Self.messages("  - on: {id: go, event: tuchUpInside}\n    do: [{cancel: t}]").first?.contains("tuchUpInside") == true)
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}\n    do: [{set: {id: message, on: true}}]")
            == ["'on' cannot be set on #message (Label)"])
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}\n    do: [{set: {id: message, txt: hi}}]")
            == ["'txt' is not a property 'set' can change"])
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}\n    do: [{set: {id: delay, value: 9}}]").count == 1)
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}\n    do: [{fade: {id: message, distance: 80}}]")
            == ["'fade' follows a scroll view's offset"])
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}\n    do: [{after: {seconds: 1, do: [{cancel: t}]}}]")
            == ["after needs 'timer'"])
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}\n    do: [{after: {seconds: {slider: toggle}, timer: t, do: [{cancel: t}]}}]")
            == ["#toggle (Switch) is not a slider"])
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}\n    do: [{sett: {id: go}}]") == ["unknown key 'sett' in action"])
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}\n    do: [{set: {id: go}}]") == ["'set' changes nothing"])
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}\n    do: [{cancel: t, set: {id: go, hidden: true}}]")
            == ["an action has one key"])
        #expect(Self.messages("  - on: {id: go, event: touchUpInside}") == ["action rule needs 'do'"])
    }

    @Test func aSceneWithScreensListsActionsInEachScreen() {
        let errors = SceneTestSupport.errors("""
            size: {width: 100, height: 100}
            screens: [{id: a, root: {type: button, id: b, title: B}}]
            actions: [{on: {id: b, event: touchUpInside}, do: [{cancel: t}]}]
            """)
        #expect(errors.map(\.message) == ["a scene with screens lists actions in each screen"])
    }

    @Test func setAfterAndCancelRunOnTheVirtualClock() throws {
        let result = try ScriptTestSupport.run("scene:\n" + (Self.tree + """

            actions:
              - on: {id: go, event: touchUpInside}
                do:
                  - set: {id: message, text: Waiting}
                  - set: {id: go, enabled: false}
                  - after: {seconds: {slider: delay}, timer: ring, do: [{set: {id: message, text: Rang}}, {set: {id: go, enabled: true}}]}
              - on: {id: toggle, event: valueChanged}
                do: [{cancel: ring}, {set: {id: message, text: Cancelled}}, {set: {id: go, enabled: true}}]
            """).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + """

            steps:
              - tap: "#go"
              - expect: {id: message, properties: {text: Waiting}}
              - expect: {id: go, properties: {enabled: false}}
              - wait: 1.9
              - expect: {id: message, properties: {text: Waiting}}
              - wait: 0.1
              - expect: {id: message, properties: {text: Rang}}
              - tap: "#go"
              - wait: 1
              - tap: "#toggle"
              - wait: 5
              - expect: {id: message, properties: {text: Cancelled}}
              - expect: {id: go, properties: {enabled: true}}
            """)
        #expect(result.passed, "\(String(describing: result.failure))")
        #expect(result.trace.compactMap { if case let .timerFired(name) = $0.event { name } else { nil } } == ["ring"], "the second run was cancelled")
    }

    @Test func fadeFollowsTheScrollOffset() throws {
        let scene = try SceneTestSupport.parse(Self.tree + """

            actions:
              - on: {id: scroller, event: scroll}
                do: [{fade: {id: message, distance: 80}}]
            """)
        let window = try scene.makeWindow()
        let scroller = try #require(window.view(withIdentifier: "scroller", as: ScrollView.self))
        let message = try #require(window.view(withIdentifier: "message", as: Label.self))
        scroller.setContentOffset(Point(x: 0, y: 20))
        #expect(message.alpha == 0.25)
        scroller.setContentOffset(Point(x: 0, y: 200))
        #expect(message.alpha == 1)
    }

    @Test func aScreenReloadedAfterAMemoryWarningKeepsItsActions() throws {
        let result = try ScriptTestSupport.run("""
            scene:
              size: {width: 300, height: 200}
              screens:
                - id: list
                  title: List
                  root: {type: vstack, children: [{type: label, id: note, text: Ready}, {type: button, id: go, title: Go}]}
                  actions: [{on: {id: go, event: touchUpInside}, do: [{set: {id: note, text: Pressed}}]}]
                - {id: detail, title: Detail, root: {type: label, text: Milk}}
            steps:
              - push: detail
              - memory-warning
              - pop
              - expect: {screen: list, viewDidLoadCount: 2}
              - tap: "#go"
              - expect: {id: note, properties: {text: Pressed}}
            """)
        #expect(result.passed, "\(String(describing: result.failure))")
    }
}
