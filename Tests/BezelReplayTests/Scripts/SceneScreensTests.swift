import Bezel
import BezelFileFixtures
import BezelSceneFixtures
import BezelScriptFixtures
@testable import BezelFiles
import BezelGraphics
import BezelReports
import BezelScenes
import Testing

/// Scenes with `screens:`: a navigation stack of screen controllers built
/// from their nodes on every load, keeping view state across unloads; the
/// script steps `push` and `pop` and screen expectations.
@Suite struct SceneScreensTests {
    static let screens = """
        size: {width: 300, height: 200}
        screens:
          - id: list
            title: List
            root:
              type: vstack
              children:
                - {type: textField, id: draft, placeholder: Add}
                - {type: switch, id: keep}
                - {type: slider, id: level, value: 0.2}
          - {id: detail, title: Detail, root: {type: label, id: name, text: Milk}}
        """

    static func messages(_ yaml: String) -> [String] { SceneTestSupport.errors(yaml).map(\.message) }

    @Test func screensMakeANavigationStackStartingWithTheFirst() throws {
        let scene = try SceneTestSupport.parse(Self.screens)
        #expect(scene.screens.map(\.identifier) == ["list", "detail"])
        #expect(scene.screens.map(\.title) == ["List", "Detail"])
        let window = try scene.makeWindow()
        let navigation = try #require(scene.navigationController)
        #expect(window.rootViewController === navigation)
        #expect(navigation.topViewController === scene.screens.first)
        #expect(navigation.navigationBar?.title == "List")
        #expect(window.view(withIdentifier: "draft")?.window === window)
        #expect(!scene.screens[1].isViewLoaded)
    }

    @Test func anUnloadedScreenIsRebuiltWithItsViewStateRestored() throws {
        let scene = try SceneTestSupport.parse(Self.screens)
        let window = try scene.makeWindow()
        let list = scene.screens[0]
        weak var field = window.view(withIdentifier: "draft") as? TextField
        field?.text = "butter"
        (window.view(withIdentifier: "keep") as? Switch)?.isOn = true
        (window.view(withIdentifier: "level") as? Slider)?.value = 0.7
        let navigation = try #require(scene.navigationController)
        navigation.pushViewController(scene.screens[1])
        window.simulateMemoryWarning()
        #expect(!list.isViewLoaded)
        #expect(list.savedState["draft"] == .text("butter"))
        navigation.popViewController()
        #expect(list.count(of: .viewDidLoad) == 2)
        #expect((window.view(withIdentifier: "draft") as? TextField)?.text == "butter")
        #expect(field == nil)                                          // the old tree was released
        #expect((window.view(withIdentifier: "keep") as? Switch)?.isOn == true)
        #expect((window.view(withIdentifier: "level") as? Slider)?.value == 0.7)
        #expect(window.leakedViews().isEmpty)
    }

    @Test func aSceneHasRootOrScreensNotBothNorNeither() {
        let both = Self.screens + "\nroot: {type: label, text: hi}\n"
        #expect(Self.messages(both).contains("a scene has 'root' or 'screens', not both"))
        #expect(Self.messages("size: {width: 10, height: 10}") == ["a scene needs 'root'"])
    }

    @Test func screenProblemsAreReported() {
        let twice = """
            size: {width: 10, height: 10}
            screens:
              - {id: a, root: {type: label}}
              - {id: a, root: {type: label}}
              - {title: T, root: {type: lable}}
              - {id: c, roots: {type: label}}
            """
        let messages = Self.messages(twice)
        #expect(messages.contains("the screen id 'a' is used twice (first at line 3)"))
        #expect(messages.contains("a screen needs 'id'"))
        #expect(messages.contains("a screen needs 'root'"))
        #expect(messages.contains("unknown key 'roots' in screen"))
        #expect(messages.contains { $0.contains("lable") })
        #expect(Self.messages("size: {width: 10, height: 10}\nscreens: []") == ["'screens' needs at least one screen"])
    }

    static func script(_ steps: String) -> String {
        "scene:\n" + screens.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\nsteps:\n" + steps
    }

    @Test func pushPopAndScreenExpectationsRun() throws {
        let result = try ScriptTestSupport.run(Self.script("""
              - tap: {text: Add}
              - type: tea
              - push: detail
              - expect: {id: name, properties: {text: Milk}}
              - memory-warning
              - expect: {screen: list, loaded: false, viewDidLoadCount: 1}
              - pop
              - expect: {screen: list, loaded: true, viewDidLoadCount: 2}
              - expect: {id: draft, properties: {text: tea}}
            """))
        #expect(result.passed, "\(String(describing: result.failure))")
        #expect(result.traceText.contains("step       -  push detail"))
    }

    @Test func theBackButtonPopsAndShownFollowsTheTop() throws {
        let result = try ScriptTestSupport.run(Self.script("""
              - expect: {screen: list, shown: true}
              - push: detail
              - expect: {screen: list, shown: false, loaded: true}
              - expect: {screen: detail, shown: true}
              - tap: {text: List}
              - expect: {screen: list, shown: true}
              - expect: {screen: detail, shown: false}
            """))
        #expect(result.passed, "\(String(describing: result.failure))")
        #expect(result.traceText.contains("NavigationBackButton"))
        let wrong = try ScriptTestSupport.run(Self.script("  - push: detail\n  - expect: {screen: list, shown: true}\n"))
        #expect(wrong.failure?.subject == "screen list shown")
        #expect(wrong.failure?.expected == "true" && wrong.failure?.actual == "false")
    }

    /// A reloaded screen gets the scroll offsets its nodes give, whether it
    /// comes back through `pop` or through the bar's back button.
    @Test func aReloadedScreenGetsItsScrollOffsetBack() throws {
        let scene = """
            scene:
              size: {width: 200, height: 200}
              screens:
                - id: feed
                  title: Feed
                  root:
                    type: scrollView
                    id: scroller
                    offset: {x: 0, y: 100}
                    content: {type: label, text: a, height: 400}
                - {id: detail, title: Detail, root: {type: label, text: Milk}}
            steps:

            """
        for back in ["  - pop\n", "  - tap: {text: Feed}\n"] {
            let result = try ScriptTestSupport.run(scene + """
                  - expect: {id: scroller, properties: {contentOffset: "(0, 100)"}}
                  - push: detail
                  - memory-warning
                  - expect: {screen: feed, loaded: false}

                """ + back + """
                  - expect: {screen: feed, shown: true, viewDidLoadCount: 2}
                  - expect: {id: scroller, properties: {contentOffset: "(0, 100)"}}
                """)
            #expect(result.passed, "\(back): \(String(describing: result.failure))")
        }
    }

    @Test func aWrongScreenExpectationFailsNamingTheValues() throws {
        let result = try ScriptTestSupport.run(Self.script("  - expect: {screen: detail, loaded: true}\n"))
        #expect(result.failure?.subject == "screen detail loaded")
        #expect(result.failure?.expected == "true" && result.failure?.actual == "false")
        let popped = try ScriptTestSupport.run(Self.script("  - pop\n"))
        #expect(popped.failure?.subject.contains("no screen to pop back to") == true)
        let twice = try ScriptTestSupport.run(Self.script("  - push: list\n"))
        #expect(twice.failure?.subject.contains("already in the navigation stack") == true)
    }

    @Test func scriptScreenIdsAreChecked() {
        let unknown = ScriptTestSupport.errors(Self.script("  - push: detial\n  - expect: {id: name, properties: {text: Milk}}\n"))
        #expect(unknown.map(\.message) == ["no screen in the scene has the id 'detial'"])
        #expect(unknown.first?.suggestion == "detail")
        let noScreen = ScriptTestSupport.errors(Self.script("  - expect: {loaded: true}\n"))
        #expect(noScreen.map(\.message) == ["expect needs 'screen' to check 'shown', 'loaded' or 'viewDidLoadCount'"])
        let rootScene = ScriptTestSupport.errors(ScriptTestSupport.inlineScene + "\nsteps:\n  - push: x\n  - pop\n")
        #expect(rootScene.map(\.message) == ["the scene has no screens (it has 'root', not 'screens')", "'pop' needs a scene with 'screens'"])
    }
}
