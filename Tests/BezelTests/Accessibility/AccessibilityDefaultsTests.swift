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
        #expect(try said(Slider(value: 10, minimumValue: 1, maximumValue: 60)) == ["15%, adjustable"])
    }

    @Test func aProgressViewSaysProgressAndItsPercentage() throws {
        #expect(try said(ProgressView(progress: 0.25)) == ["Progress, 25%"])
        #expect(ProgressView().defaultAccessibility.traits == .updatesFrequently)
    }

    @Test func aTextFieldReadsItsPlaceholderWhileEmptyAndItsTextOnceTyped() throws {
        #expect(try said(TextField(placeholder: "Email address")) == ["Email address, text field"])
        #expect(try said(TextField(text: "ada@example.com", placeholder: "Email address"))
                == ["ada@example.com, text field"], "the placeholder is not a name: it goes once text is typed")
        #expect(try said(TextField(text: "typed")) == ["typed, text field"], "no placeholder: the text is its value, no label")
        let named = TextField(text: "ada@example.com", placeholder: "Email address")
        named.accessibility.label = "Email"
        #expect(try said(named) == ["Email, ada@example.com, text field"], "a label keeps the name")
        #expect(TextField(placeholder: "Email address").defaultAccessibility.label == nil)
        #expect(TextField(placeholder: "Email address").defaultAccessibility.hint == "Double tap to edit.")
    }

    @Test func anEditingTextFieldSaysSoAndWhereTheInsertionPointIs() throws {
        let field = TextField(text: "Ada", placeholder: "Name")
        field.isFocused = true
        #expect(try said(field) == ["text field, is editing, Ada, insertion point at end"])
        #expect(field.defaultAccessibility.hint == nil, "no default hint while editing")
        #expect(field.defaultAccessibility.traits == [.textField, .isEditing])
        field.caretOffset = 0
        #expect(try said(field) == ["text field, is editing, Ada, insertion point at start"])
        field.caretOffset = 1
        #expect(try said(field) == ["text field, is editing, Ada"], "in the middle VoiceOver names no place")
        let empty = TextField(placeholder: "Name")
        empty.isFocused = true
        #expect(try said(empty) == ["text field, is editing, Name, insertion point at end"])
        let labelled = TextField(text: "Ada", placeholder: "Name")
        labelled.accessibility.label = "First name"
        labelled.isFocused = true
        #expect(try said(labelled) == ["First name, text field, is editing, Ada, insertion point at end"])
    }

    @Test func defaultHintsAreVoiceOversAndNoneWhenDisabledOrForAButton() throws {
        #expect(Switch().defaultAccessibility.hint == "Double tap to toggle setting.")
        #expect(Slider().defaultAccessibility.hint == "Swipe up or down with one finger to adjust the value.")
        #expect(Button(title: "Start").defaultAccessibility.hint == nil)
        #expect(ProgressView().defaultAccessibility.hint == nil)
        #expect(Label("Timer").defaultAccessibility.hint == nil)
        let off = Switch()
        off.isEnabled = false
        #expect(off.defaultAccessibility.hint == nil, "a dimmed control cannot be acted on")
        let mine = Switch()
        mine.accessibility.hint = "Rings when the timer ends"
        #expect(mine.resolvedAccessibility.hint == "Rings when the timer ends", "the view's own hint wins")
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
