import BezelGraphics
import Testing
@testable import Bezel

/// Each view's default semantics (UIKit's), the announcements, and
/// VoiceOver's reading order: top to bottom, leading to trailing.
@Suite struct AccessibilityElementsTests {
    /// The timer screen (``TimerScreen``), laid out in `direction`.
    private func timer(direction: LayoutDirection = .leftToRight) throws -> Window {
        try TimerScreen.window(traits: Traits(layoutDirection: direction))
    }

    @Test func everyControlSaysWhatUIKitsWouldAndTheOrderIsTopToBottomLeadingToTrailing() throws {
        let window = try timer()
        let elements = window.accessibilityElements()
        #expect(elements.map(\.announcement) == [
            "Timer", "Start, button", "Stop, dimmed, button", "Alarm", "switch button, on", "15%, adjustable",
        ], "\(elements.map(\.announcement))")
        #expect(elements.map(\.identifier) == [nil, "start", "stop", nil, "alarm", "seconds"])
    }

    @Test func rightToLeftReadsEachRowFromTheRight() throws {
        let elements = try timer(direction: .rightToLeft).accessibilityElements()
        #expect(elements.map(\.label) == ["Timer", "Start", "Stop", "Alarm", nil, nil])
        let start = try #require(elements.first { $0.identifier == "start" }), stop = try #require(elements.first { $0.identifier == "stop" })
        #expect(start.frame.minX > stop.frame.minX, "Start is at the right and read first")
    }

    @Test func labelsValuesAndHintsOverTheDefaults() throws {
        let window = try timer()
        let alarm = try #require(window.view(withIdentifier: "alarm"))
        alarm.accessibility.label = "Alarm"
        alarm.accessibility.hint = "Rings when the time is up"
        let seconds = try #require(window.view(withIdentifier: "seconds"))
        seconds.accessibility.label = "Seconds"
        let elements = window.accessibilityElements()
        #expect(elements.map(\.announcement).suffix(2) == ["Alarm, switch button, on", "Seconds, 15%, adjustable"])
        #expect(elements.first { $0.identifier == "alarm" }?.hint == "Rings when the time is up")
        #expect(elements.first { $0.identifier == "alarm" }?.description.hasPrefix(
            "Switch#alarm \"Alarm\" value=\"on\" [button+toggleButton] hint=\"Rings when the time is up\"") == true)
    }

    @Test func segmentsAreElementsWithTheirPositionAndLinksAreTheirOwn() throws {
        let segments = SegmentedControl(titles: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        segments.frame = Rect(x: 0, y: 0, width: 240, height: 32)
        #expect(segments.accessibilityElements().map(\.announcement) == [
            "Day, button, 1 of 3", "Selected, Week, button, 2 of 3", "Month, button, 3 of 3",
        ])
        let links = LinkLabel(runs: [.text("Read the "), .link("terms", to: "app://terms")], frame: Rect(x: 0, y: 0, width: 240, height: 30))
        let elements = links.accessibilityElements()
        #expect(elements.map(\.announcement) == ["Read the terms", "terms, link"])
        #expect(elements[1].frame.width < elements[0].frame.width)
    }

    @Test func imagesAreElementsOnlyWhenLabelledAndHiddenOrModalViewsHideTheirSubtrees() throws {
        let image = ImageView(image: nil)
        image.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        #expect(image.accessibilityElements().isEmpty)
        image.accessibility.label = "Logo"
        #expect(image.accessibilityElements().map(\.announcement) == ["Logo, image"])

        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let behind = Label("Behind", frame: Rect(x: 0, y: 0, width: 100, height: 20))
        let sheet = View(frame: Rect(x: 0, y: 50, width: 200, height: 50))
        sheet.addSubview(Label("Sheet", frame: Rect(x: 0, y: 0, width: 100, height: 20)))
        root.addSubview(behind)
        root.addSubview(sheet)
        #expect(root.accessibilityElements().map(\.label) == ["Behind", "Sheet"])
        sheet.accessibility.isModal = true
        #expect(root.accessibilityElements().map(\.label) == ["Sheet"])
        sheet.accessibility.isHidden = true
        sheet.accessibility.isModal = false
        #expect(root.accessibilityElements().map(\.label) == ["Behind"])
    }

    @Test func anOrderOfItsOwnAndGroupsKeepTogether() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        left.addSubview(Label("Top left", frame: Rect(x: 0, y: 0, width: 100, height: 20)))
        left.addSubview(Label("Bottom left", frame: Rect(x: 0, y: 60, width: 100, height: 20)))
        let right = Label("Top right", frame: Rect(x: 150, y: 0, width: 100, height: 20)).id("right")
        root.addSubview(left)
        root.addSubview(right)
        #expect(root.accessibilityElements().map(\.label) == ["Top left", "Top right", "Bottom left"])
        left.accessibility.groupsChildren = true
        #expect(root.accessibilityElements().map(\.label) == ["Top left", "Bottom left", "Top right"])
        root.accessibility.order = ["right"]
        #expect(root.accessibilityElements().map(\.label) == ["Top right", "Top left", "Bottom left"])
    }

    @Test func percentagesAreOfTheRangeInTheLanguagesFormat() {
        let english = VoiceOverVocabulary(language: "en"), french = VoiceOverVocabulary(language: "fr")
        #expect(AccessibilityDefaults.percentage(10, 1, 60, in: english) == "15%")
        #expect(AccessibilityDefaults.percentage(5, 5, 5, in: english) == "0%")
        #expect(AccessibilityDefaults.percentage(.nan, 0, 1, in: english) == "0%")
        #expect(AccessibilityDefaults.percentage(2, 0, 1, in: english) == "100%")
        #expect(AccessibilityDefaults.percentage(10, 1, 60, in: french) == "15\u{A0}%")
    }
}
