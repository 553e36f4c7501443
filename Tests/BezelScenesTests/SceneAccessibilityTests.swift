import Bezel
import BezelFileFixtures
import BezelSceneFixtures
import BezelFiles
import BezelGraphics
import BezelScenes
import Testing

/// A scene's `accessibility:` keys, read through the field table and set on
/// each node's own view.
@Suite struct SceneAccessibilityTests {
    @Test func labelsHintsTraitsAndOrderComeFromTheFile() throws {
        let window = try SceneTestSupport.parse("""
            size: {width: 320, height: 120}
            root:
              type: vstack
              alignment: leading
              padding: 8
              accessibility: {order: [alarm]}
              children:
                - {type: label, text: Timer, accessibility: {traits: [header]}}
                - type: hstack
                  children:
                    - {type: label, text: Alarm, accessibility: {hidden: true}}
                    - {type: switch, id: alarm, "on": true, padding: 4, accessibility: {label: Alarm, hint: Rings when the time is up}}
            """).makeWindow()
        let elements = window.accessibilityElements()
        #expect(elements.map(\.announcement) == ["Alarm, switch button, on", "Timer, heading"], "\(elements.map(\.announcement))")
        #expect(elements.first?.hint == "Rings when the time is up")
        #expect(window.view(withIdentifier: "alarm")?.accessibility.label == "Alarm", "set on the switch, not its padding")
    }

    @Test func aWrongTraitIsAnErrorAtItsPlace() {
        let errors = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: button, title: Go, accessibility: {traits: [buton]}}"))
        #expect(errors.first?.message == "'buton' is not an accessibility trait", "\(errors)")
        #expect(errors.first?.suggestion == "button")
        let unknown = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: button, title: Go, accessibility: {lable: Go}}"))
        #expect(unknown.first?.message.contains("unknown key 'lable'") == true, "\(unknown)")
    }

    /// Screens stand on the scene's background, so a dark theme's light text
    /// is not drawn on the navigation container's white (the contrast check found it).
    @Test func screensStandOnTheScenesBackground() throws {
        let window = try SceneTestSupport.parse("""
            size: {width: 200, height: 120}
            background: "#1C1C1E"
            screens:
              - id: list
                title: List
                root: {type: vstack, padding: 16, children: [{type: label, text: milk, color: "#F2F2F7"}]}
            """).makeWindow()
        let image = try window.renderImage(scale: 1)
        #expect(image.pixel(x: 190, y: 110)?.hexString == (try Color(hex: "#1C1C1E")).hexString)
        #expect(try window.contrastFindings(scale: 1).isEmpty)
    }
}
