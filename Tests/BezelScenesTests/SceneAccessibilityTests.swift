import Bezel
import BezelFileFixtures
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
}
