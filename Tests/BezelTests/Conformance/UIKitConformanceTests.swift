import BezelGraphics
import Foundation
import Testing
@testable import Bezel

/// Bezel held to UIKit and VoiceOver, one row at a time: each row of
/// `Bezel.docc/UIKitConformance.md` is a check here under the same id, and
/// the article and this table list the same rows (``articleListsEveryRow()``).
/// Where Bezel chooses to differ, the article's row says so and why, and
/// the check pins Bezel's choice.
@Suite struct UIKitConformanceTests {
    /// A control alone in a 320 × 200 window at `frame`, with every event it sends logged by name.
    final class Stage {
        let window = Window(size: Size(width: 320, height: 200))
        var events: [String] = []
        init(_ control: Control, at frame: Rect, traits: Traits? = nil) {
            if let traits { window.traitOverrides = traits }
            control.frame = frame
            window.addSubview(control)
            control.addAction(for: .allEvents) { [unowned self] _, events in self.events += events.names }
        }
        func down(_ point: Point) { window.send(.began, at: point) }
        func move(_ point: Point) { window.clock.advance(by: 0.016); window.send(.moved, at: point) }
        func up(_ point: Point) { window.clock.advance(by: 0.016); window.send(.ended, at: point) }
        func tap(_ point: Point) { down(point); up(point) }
        func take() -> [String] { defer { events = [] }; return events }
    }

    struct Row: CustomTestStringConvertible, Sendable {
        let id: String
        let check: @Sendable () throws -> Void
        var testDescription: String { id }
    }

    static let rows: [Row] = [
        // MARK: Every control (UIControl)
        Row(id: "control.tap") {
            let button = Button(title: "Start"), stage = Stage(button, at: Rect(x: 20, y: 20, width: 120, height: 44))
            stage.tap(Point(x: 80, y: 42))
            #expect(stage.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        },
        Row(id: "control.drag-out-and-back") {
            let button = Button(title: "Start"), stage = Stage(button, at: Rect(x: 20, y: 20, width: 120, height: 44))
            stage.down(Point(x: 80, y: 42))
            stage.move(Point(x: 90, y: 42))
            stage.move(Point(x: 300, y: 190))    // beyond the 70-point slop below and right
            #expect(!button.isHighlighted)
            stage.move(Point(x: 90, y: 42))
            #expect(button.isHighlighted)
            stage.up(Point(x: 90, y: 42))
            #expect(stage.take() == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragEnter",
                                     "touchDragInside", "touchUpInside", "primaryActionTriggered"])
        },
        Row(id: "control.touch-area") {
            let button = Button(title: "Start"), stage = Stage(button, at: Rect(x: 20, y: 20, width: 120, height: 44))
            stage.down(Point(x: 80, y: 42))
            stage.up(Point(x: 80, y: 42 + 22 + 69))   // 69 points below the bounds: still inside
            #expect(stage.take().suffix(2) == ["touchUpInside", "primaryActionTriggered"])
            stage.down(Point(x: 80, y: 42))
            stage.up(Point(x: 80, y: 42 + 22 + 71))   // 71 points below: outside
            #expect(stage.take().last == "touchUpOutside")
        },
        Row(id: "control.cancel") {
            let button = Button(title: "Start"), stage = Stage(button, at: Rect(x: 20, y: 20, width: 120, height: 44))
            stage.down(Point(x: 80, y: 42))
            stage.window.send(.cancelled, at: Point(x: 80, y: 42))
            #expect(stage.take() == ["touchDown", "touchCancel"] && !button.isHighlighted)
        },
        Row(id: "control.double-tap") {
            let button = Button(title: "Start"), stage = Stage(button, at: Rect(x: 20, y: 20, width: 120, height: 44))
            stage.tap(Point(x: 80, y: 42))
            stage.window.clock.advance(by: 0.2)
            stage.tap(Point(x: 82, y: 42))
            #expect(stage.take() == ["touchDown", "touchUpInside", "primaryActionTriggered",
                                     "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
        },
        Row(id: "control.disabled") {
            let button = Button(title: "Start"), stage = Stage(button, at: Rect(x: 20, y: 20, width: 120, height: 44))
            button.isEnabled = false
            stage.tap(Point(x: 80, y: 42))
            #expect(stage.take().isEmpty)
            #expect(button.accessibilityElements().first?.announcement == "Start, dimmed, button")
        },
        // MARK: Switch
        Row(id: "switch.size") {
            let toggle = Switch()
            #expect(toggle.size(for: .unbounded) == Size(width: 51, height: 31))
            let stack = VStack(alignment: .fill) { toggle }
            stack.frame = Rect(x: 0, y: 0, width: 288, height: 100)
            try stack.layout()
            #expect(toggle.frame.size == Size(width: 51, height: 31))
        },
        Row(id: "switch.tap") {
            let toggle = Switch(), stage = Stage(toggle, at: Rect(x: 20, y: 20, width: 51, height: 31))
            stage.tap(Point(x: 45, y: 35))
            #expect(toggle.isOn && stage.take() == ["touchDown", "valueChanged", "touchUpInside", "primaryActionTriggered"])
        },
        Row(id: "switch.drag") {
            let toggle = Switch(), stage = Stage(toggle, at: Rect(x: 20, y: 20, width: 51, height: 31))
            stage.down(Point(x: 30, y: 35))
            stage.move(Point(x: 50, y: 35))
            stage.up(Point(x: 64, y: 35))      // released over the on side
            #expect(toggle.isOn)
            stage.down(Point(x: 64, y: 35))
            stage.move(Point(x: 66, y: 35))    // under the drag threshold: a tap
            stage.up(Point(x: 66, y: 35))
            #expect(!toggle.isOn)
        },
        Row(id: "switch.release-outside") {
            let toggle = Switch(), stage = Stage(toggle, at: Rect(x: 20, y: 20, width: 51, height: 31))
            stage.down(Point(x: 45, y: 35))
            stage.up(Point(x: 300, y: 190))
            #expect(!toggle.isOn && !stage.take().contains("valueChanged"))
        },
        Row(id: "switch.right-to-left") {
            let toggle = Switch(isOn: true), stage = Stage(toggle, at: Rect(x: 20, y: 20, width: 51, height: 31),
                                                           traits: Traits(language: "ar"))
            #expect(toggle.knobFrame.midX < 25.5, "on: the knob rests at the left end")
            withExtendedLifetime(stage) {}
        },
        Row(id: "switch.text-size") {
            let toggle = Switch()
            toggle.traitOverrides = Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
            #expect(toggle.size(for: .unbounded) == Size(width: 51, height: 31))
        },
        // MARK: Slider
        Row(id: "slider.track-touch") {
            let slider = Slider(value: 0.2), stage = Stage(slider, at: Rect(x: 20, y: 20, width: 200, height: 28))
            stage.tap(Point(x: 200, y: 34))
            #expect(slider.value == 0.2 && stage.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        },
        Row(id: "slider.thumb-drag") {
            let slider = Slider(value: 0), stage = Stage(slider, at: Rect(x: 20, y: 20, width: 200, height: 28))
            let thumb = 20 + slider.thumbCenterX
            stage.down(Point(x: thumb + 6, y: 34))   // 6 points right of the thumb's centre
            #expect(slider.value == 0, "no jump to the finger")
            stage.move(Point(x: thumb + 6 + (slider.thumbTravel.maxX - slider.thumbTravel.minX) / 2, y: 34))
            #expect(abs(slider.value - 0.5) < 1e-9)
            stage.up(Point(x: 400, y: 34))
            #expect(slider.value == 1)
            // The events start with touchDown; each change is sent before the move's or the release's own events.
            #expect(stage.take() == ["touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchUpOutside"])
        },
        Row(id: "slider.thumb-touch-area") {
            let slider = Slider(value: 0.5), stage = Stage(slider, at: Rect(x: 20, y: 20, width: 200, height: 28))
            let thumb = 20 + slider.thumbCenterX
            stage.down(Point(x: thumb + 21, y: 34))
            #expect(slider.isTracking)
            stage.up(Point(x: thumb + 21, y: 34))
            stage.down(Point(x: thumb + 23, y: 34))
            #expect(!slider.isTracking)
            stage.up(Point(x: thumb + 23, y: 34))
        },
        Row(id: "slider.continuous") {
            for continuous in [true, false] {
                let slider = Slider(value: 0), stage = Stage(slider, at: Rect(x: 20, y: 20, width: 200, height: 28))
                slider.isContinuous = continuous
                let thumb = 20 + slider.thumbCenterX
                stage.down(Point(x: thumb, y: 34))
                for step in 1...3 { stage.move(Point(x: thumb + Double(step) * 30, y: 34)) }
                stage.up(Point(x: thumb + 90, y: 34))
                let changes = stage.take().filter { $0 == "valueChanged" }.count
                #expect(changes == (continuous ? 3 : 1), "continuous: \(continuous)")
            }
        },
        Row(id: "slider.right-to-left") {
            let slider = Slider(value: 0), stage = Stage(slider, at: Rect(x: 20, y: 20, width: 200, height: 28), traits: Traits(language: "he"))
            let thumb = 20 + slider.thumbCenterX
            #expect(thumb > 200, "the minimum is at the right end")
            stage.down(Point(x: thumb, y: 34))
            stage.up(Point(x: thumb - 100, y: 34))
            #expect(slider.value > 0.4, "dragged left, the value grows")
        },
        // MARK: Segmented control
        Row(id: "segmented.tap") {
            let control = SegmentedControl(titles: ["Day", "Week", "Month"], selectedSegmentIndex: 0)
            let stage = Stage(control, at: Rect(x: 20, y: 20, width: 240, height: 32))
            let week = try #require(control.segmentFrame(at: 1))
            stage.tap(Point(x: 20 + week.midX, y: 36))
            #expect(control.selectedSegmentIndex == 1 && stage.take().contains("valueChanged"))
            stage.window.clock.advance(by: 1)
            stage.tap(Point(x: 20 + week.midX, y: 36))
            #expect(control.selectedSegmentIndex == 1 && !stage.take().contains("valueChanged"), "the selected one again: no change")
        },
        Row(id: "segmented.right-to-left") {
            let control = SegmentedControl(titles: ["Day", "Week", "Month"], selectedSegmentIndex: 0)
            let stage = Stage(control, at: Rect(x: 20, y: 20, width: 240, height: 32), traits: Traits(language: "ar"))
            let first = try #require(control.segmentFrame(at: 0)), last = try #require(control.segmentFrame(at: 2))
            #expect(first.minX > last.minX, "segment 0 is the right-most")
            withExtendedLifetime(stage) {}
        },
        // MARK: Text field
        Row(id: "textfield.tap") {
            let field = TextField(text: "hello", placeholder: "Name")
            let stage = Stage(field, at: Rect(x: 20, y: 20, width: 200, height: 31))
            stage.tap(Point(x: 40, y: 35))
            #expect(field.isFocused && field.caretOffset == nil, "the first tap focuses it, the caret at the end")
            stage.window.clock.advance(by: 1)
            stage.tap(Point(x: 40, y: 35))
            #expect(field.caretOffset == 1 || field.caretOffset == 2, "the next puts the caret near the finger: \(String(describing: field.caretOffset))")
        },
        // MARK: VoiceOver
        Row(id: "voiceover.button") {
            let element = try #require(Button(title: "Start").accessibilityElements().first)
            #expect(element.announcement == "Start, button" && element.hint == nil)
        },
        Row(id: "voiceover.switch") {
            let toggle = Switch(isOn: true)
            toggle.accessibility.label = "Alarm"
            let element = try #require(toggle.accessibilityElements().first)
            #expect(element.announcement == "Alarm, switch button, on" && element.hint == "Double tap to toggle setting.")
        },
        Row(id: "voiceover.slider") {
            let slider = Slider(value: 0.5)
            slider.accessibility.label = "Volume"
            let element = try #require(slider.accessibilityElements().first)
            #expect(element.announcement == "Volume, 50%, adjustable")
            #expect(element.hint == "Swipe up or down with one finger to adjust the value.")
            _ = slider.accessibilityIncrement()
            #expect(abs(slider.value - 0.6) < 1e-9, "a swipe up moves a tenth of the range")
        },
        Row(id: "voiceover.segment") {
            let control = SegmentedControl(titles: ["Day", "Week"], selectedSegmentIndex: 0)
            control.frame = Rect(x: 0, y: 0, width: 200, height: 32)
            #expect(control.accessibilityElements().map(\.announcement) == ["Selected, Day, button, 1 of 2", "Week, button, 2 of 2"])
        },
        Row(id: "voiceover.text-field") {
            let field = TextField(text: "", placeholder: "Name")
            #expect(field.accessibilityElements().first?.announcement == "Name, text field")
            #expect(field.accessibilityElements().first?.hint == "Double tap to edit.")
            field.text = "Ada"
            #expect(field.accessibilityElements().first?.announcement == "Ada, text field")
            field.isFocused = true
            #expect(field.accessibilityElements().first?.announcement.contains("is editing") == true)
        },
        Row(id: "voiceover.percent") {
            for (language, expected) in [("en", "50%"), ("ja", "50%"), ("fr", "50\u{202F}%"), ("de", "50\u{A0}%")] {
                let slider = Slider(value: 0.5)
                slider.traitOverrides = Traits(language: language)
                let value = slider.accessibilityElements().first?.value
                #expect(value == expected || value?.replacingOccurrences(of: "\u{A0}", with: "\u{202F}") == expected.replacingOccurrences(of: "\u{A0}", with: "\u{202F}"),
                        "\(language): \(value ?? "nil")")
            }
        },
        Row(id: "voiceover.progress") {
            let element = try #require(ProgressView(progress: 0.5).accessibilityElements().first)
            #expect(element.label == "Progress" && element.value == "50%" && element.traits.contains(.updatesFrequently))
        },
        // MARK: Text sizes
        Row(id: "textsize.button-title") {
            let large = Button(title: "Start"), huge = Button(title: "Start")
            huge.traitOverrides = Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
            #expect(huge.size(for: .unbounded).height > large.size(for: .unbounded).height)
        },
    ]

    @Test(arguments: rows) func row(_ row: Row) throws {
        try row.check()
    }

    /// The article's table has one row per check here, under the same ids, and no other.
    @Test func articleListsEveryRow() throws {
        let article = try String(contentsOfFile: Self.articlePath, encoding: .utf8)
        let ids = article.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        }
        #expect(ids == Self.rows.map(\.id))
        #expect(Set(ids).count == ids.count, "each id once")
    }

    static var articlePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Bezel/Bezel.docc/UIKitConformance.md").path
    }
}
