import Bezel
import BezelFileFixtures
import BezelFiles
import BezelGraphics
import Testing
import Foundation

/// Decoding a scene gives plain values with their places in the file, and
/// every problem of the file in one pass (no views are made: this target
/// does not even link the module that builds them).
@Suite struct SceneDocumentTests {
    static let yaml = """
        size: {width: 200, height: 120}
        scale: 3
        theme: default
        root:
          type: vstack
          spacing: 4
          children:
            - {type: label, id: title, text: Timer, font: {size: 20, weight: bold}, padding: 8}
            - {type: slider, id: delay, value: 5, min: 0, max: 10}
            - {type: bezelButton, id: start, mode: toggle, enabled: false}
        actions:
          - on: {id: start, event: touchUpInside}
            do: [{set: {id: title, text: Go, hidden: false}}, {after: {seconds: {slider: delay}, timer: t, do: [{cancel: t}]}}]
        """

    @Test func nodesAreValuesWithTheirPlaces() throws {
        let document = try SceneTestSupport.document(Self.yaml)
        #expect(document.size == Size(width: 200, height: 120) && document.scale == 3 && document.themeName == "default")
        #expect(document.valueLocations["size"] == SourceLocation(file: "t.yaml", line: 1, column: 7))
        guard case let .root(root, actions) = document.body, root.type == .vstack else {
            Issue.record("a root vstack")
            return
        }
        let children = root.children
        #expect(root.values[SceneKeys.spacing] == 4 && children.map(\.type) == [.label, .slider, .bezelButton])
        #expect(root.location == SourceLocation(file: "t.yaml", line: 5, column: 3))
        let title = children[0]
        #expect(title.type == .label)
        #expect(title.values[SceneKeys.text] == "Timer" && title.values[SceneKeys.font] == FontOverride(size: 20, weight: .bold)
            && title.values[SceneKeys.color] == nil)
        #expect(title.layout.padding == ScenePadding(EdgeInsets(all: 8)) && title.layout.width == nil)
        #expect(title.valueLocations["text"] == SourceLocation(file: "t.yaml", line: 8, column: 38))
        #expect(children[2].values[SceneKeys.enabled] == false && children[2].values[SceneKeys.highlighted] == nil)
        #expect(document.identifiers == ["title", "delay", "start"])
        #expect(document.node(withIdentifier: "delay")?.type == .slider)
        let rule = try #require(actions.first)
        #expect(rule.id == "start" && rule.trigger == .control(.touchUpInside))
        guard case let .set(id, properties) = rule.actions.first else {
            Issue.record("a set action")
            return
        }
        #expect(id == "title" && properties == [SceneProperty(SceneKeys.text, "Go"), SceneProperty(SceneKeys.hidden, false)], "set's properties are typed values, not closures")
        guard case let .after(seconds, timer, later) = rule.actions.last else {
            Issue.record("an after action")
            return
        }
        #expect(seconds == .slider(id: "delay") && timer == "t" && later.count == 1)
    }

    @Test func everyProblemIsFoundInOnePass() {
        let errors = SceneTestSupport.errors("""
            size: {width: 200, height: 120}
            theme: nope
            root:
              type: vstack
              children:
                - {type: label, id: title, txt: Timer}
                - {type: bezelButton, id: start, image: missing.png}
                - {type: slider, id: s, min: 1, max: 0}
            actions:
              - on: {id: title, event: touchUpInside}
                do: [{set: {id: start, on: true}}]
              - on: {id: start, event: touchUpInside}
                do: [{set: {id: s, value: 2}}, {set: {id: title, enabled: false}}]
            """)
        #expect(errors.map(\.location.line) == [2, 6, 7, 8, 10, 13, 13], "\(errors)")
        #expect(errors.map(\.message) == [
            "unknown theme 'nope'",
            "unknown key 'txt' in label",
            "the image 'missing.png' does not exist",
            "'max' must be greater than 'min' (1)",
            "#title (Label) is not a control and sends no 'touchUpInside'",
            "'value' is 2, outside min…max",
            "'enabled' cannot be set on #title (Label)",
        ])
    }

    @Test func screensAreDocumentsToo() throws {
        let document = try SceneTestSupport.document("""
            size: {width: 100, height: 100}
            screens:
              - {id: list, title: Groceries, root: {type: textField, id: draft}}
              - id: detail
                root: {type: button, id: name, title: Milk}
                actions: [{on: {id: name, event: touchUpInside}, do: [{cancel: x}]}]
            """)
        #expect(document.screenIdentifiers == ["list", "detail"])
        #expect(document.identifiers == ["draft", "name"])
        guard case let .screens(screens) = document.body else {
            Issue.record("screens")
            return
        }
        #expect(screens[0].title == "Groceries" && screens[1].title == nil && screens[1].actions.count == 1)
        #expect(screens[1].location.line == 4)
    }

    @Test func aNamedThemeFilesProblemsFollowTheScenes() throws {
        let folder = try SceneTestSupport.temporaryFolder()
        try "background: blue-ish\nswich: {}\n".write(toFile: folder + "/t.yaml", atomically: true, encoding: .utf8)
        let errors = SceneTestSupport.errors("size: {width: 9, height: 9}\ntheme: t.yaml\nroot: {type: label, colr: red}\n",
                                             folder: folder)
        #expect(errors.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
                == ["t.yaml:3", "t.yaml:1", "t.yaml:2"], "the scene (named t.yaml by the test) first, then its theme file")
        #expect(errors.dropFirst().allSatisfy { $0.location.file == folder + "/t.yaml" })
    }
}
