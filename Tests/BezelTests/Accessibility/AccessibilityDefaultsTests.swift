import BezelGraphics
import Testing
@testable import Bezel

/// Each row of the table in `AccessibilityDefaults`: what every kind of view
/// is to a screen reader when nothing says otherwise, as UIKit's
/// counterpart is, and what VoiceOver says for it.
@Suite struct AccessibilityDefaultsTests {
    /// The announcements of `view`'s elements, laid out in a 320 × 200 window.
    private func said(_ view: View, width: Double = 200, height: Double = 44) throws -> [String] {
        let window = Window(size: Size(width: 320, height: 200))
        view.frame = Rect(x: 10, y: 10, width: width, height: height)
        window.addSubview(view)
        try window.layout()
        return window.accessibilityElements().map(\.announcement)
    }

    @Test func labelsAreStaticTextAndEmptyOnesAreNothing() throws {
        #expect(try said(Label("Timer")) == ["Timer"])
        #expect(try said(Label("")) == [])
        #expect(Label("Timer").defaultAccessibility.traits == .staticText)
    }

    @Test func buttonsAreTheirTitlesAndDimmedWhenDisabled() throws {
        #expect(try said(Button(title: "Start")) == ["Start, button"])
        let stop = Button(title: "Stop")
        stop.isEnabled = false
        #expect(try said(stop) == ["Stop, dimmed, button"])
    }

    @Test func aBezelButtonHasNoLabelOfItsOwnAndIsSelectedWhenAToggleIsRecessed() throws {
        #expect(try said(BezelButton()) == ["button"], "an image button: label it")
        let toggle = BezelButton(mode: .toggle, recessed: true)
        toggle.accessibility.label = "Mute"
        #expect(try said(toggle) == ["Selected, Mute, button"])
        #expect(toggle.defaultAccessibility.traits == [.button, .selected])
    }

    @Test func aSwitchIsASwitchButtonWithItsValue() throws {
        #expect(try said(Switch(isOn: true), width: 51, height: 31) == ["switch button, on"])
        #expect(try said(Switch(isOn: false), width: 51, height: 31) == ["switch button, off"])
    }

    @Test func aSliderIsAdjustableWithItsPositionAsAPercentage() throws {
        #expect(try said(Slider(value: 10, minimumValue: 1, maximumValue: 60)) == ["15 %, adjustable"])
    }

    @Test func aProgressViewSaysProgressAndItsPercentage() throws {
        #expect(try said(ProgressView(progress: 0.25)) == ["Progress, 25 %"])
        #expect(ProgressView().defaultAccessibility.traits == .updatesFrequently)
    }

    @Test func aTextFieldIsItsPlaceholderAndItsText() throws {
        #expect(try said(TextField(placeholder: "Email address")) == ["Email address, text field"])
        #expect(try said(TextField(text: "ada@example.com", placeholder: "Email address"))
                == ["Email address, ada@example.com, text field"])
        #expect(try said(TextField(text: "typed")) == ["typed, text field"], "no placeholder: the text is its value, no label")
    }

    @Test func anImageIsAnElementOnlyWhenLabelled() throws {
        let image = ImageView()
        #expect(try said(image) == [])
        image.accessibility.label = "Play"
        #expect(try said(image) == ["Play, image"])
    }

    @Test func aListRowIsAButtonSayingTitleAndSubtitleSelectedWhenItsListSelectsIt() throws {
        let list = ListView(rows: [ListRow(title: "Wi-Fi", subtitle: "Home network"), ListRow(title: "Bluetooth")], selectedRow: 1)
        #expect(try said(list, width: 300, height: 120) == ["Wi-Fi, Home network, button", "Selected, Bluetooth, button"])
    }

    @Test func aNavigationBarsTitleIsAHeadingAndItsBackButtonABackButton() throws {
        let bar = NavigationBar(title: "Milk")
        bar.backTitle = "Groceries"
        #expect(try said(bar, width: 320, height: 44) == ["Groceries, back button", "Milk, heading"])
    }

    @Test func containersAreNotElements() throws {
        let stack = VStack(spacing: 4) { Label("A"); Label("B") }
        #expect(stack.defaultAccessibility.isElement == false)
        #expect(try said(stack, height: 60) == ["A", "B"])
    }
}
