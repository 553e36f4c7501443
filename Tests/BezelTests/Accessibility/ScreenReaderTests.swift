import BezelGraphics
import Testing
@testable import Bezel

/// The simulated VoiceOver: the focus along the reading order, what it says
/// on the way, and the gestures acting on the focused element.
@Suite struct ScreenReaderTests {
    /// A small screen: a heading, a button, a switch, a slider, a segmented control.
    private func screen() throws -> (Window, ScreenReader) {
        let window = Window(size: Size(width: 320, height: 240))
        let alarm = Switch(isOn: true).id("alarm")
        alarm.accessibility.label = "Alarm"
        let seconds = Slider(value: 10, minimumValue: 0, maximumValue: 100).id("seconds")
        seconds.accessibility.label = "Seconds"
        seconds.accessibility.hint = "How long the timer runs"
        let unit = SegmentedControl(titles: ["s", "min"]).id("unit")
        unit.selectedSegmentIndex = 0
        let title = Label("Timer")
        title.accessibility.traits = [.header]
        let stack = VStack(spacing: 8, alignment: .fill) {
            title
            Button(title: "Start").id("start")
            alarm
            seconds
            unit
        }.padding(16)
        window.addSubview(stack)
        stack.frame = Rect(size: window.frame.size)
        try stack.layout(.tight(window.frame.size))
        return (window, ScreenReader(window: window))
    }

    private func spoken(_ responses: [ScreenReaderResponse]) -> [String] {
        responses.map(\.description)
    }

    @Test func swipingMovesAlongTheReadingOrderAndStopsAtEitherEnd() throws {
        let (_, reader) = try screen()
        #expect(spoken(try reader.perform(.previous)) == ["\"min, button, 2 of 2\""], "with no focus, previous starts from the end")
        #expect(spoken(try reader.perform(.first)) == ["\"Timer, heading\""])
        #expect(spoken(try reader.perform(.previous)) == ["(boundary: previous)"])
        #expect(reader.focusedElement?.label == "Timer", "the focus stays at the boundary")
        var said: [String] = []
        for _ in 0..<6 { said += spoken(try reader.perform(.next)) }
        #expect(said == [
            "\"Start, button\"", "\"Alarm, switch button, on\" hint \"Double tap to toggle setting.\"",
            "\"Seconds, 10%, adjustable\" hint \"How long the timer runs\"",
            "\"Selected, s, button, 1 of 2\"", "\"min, button, 2 of 2\"", "(boundary: next)",
        ])
    }

    @Test func focusFindsTheElementOfAViewATextALabelOrAPoint() throws {
        let (window, reader) = try screen()
        #expect(spoken(try reader.perform(.focus(.id("alarm")))) == ["\"Alarm, switch button, on\" hint \"Double tap to toggle setting.\""])
        #expect(spoken(try reader.perform(.focus(.text("Start")))) == ["\"Start, button\""])
        #expect(spoken(try reader.perform(.focus(.element(label: "min", traits: .button)))) == ["\"min, button, 2 of 2\""])
        let seconds = try #require(window.view(withIdentifier: "seconds"))
        let middle = seconds.convert(Point(x: seconds.bounds.midX, y: seconds.bounds.midY), to: window)
        #expect(try reader.perform(.focus(.point(middle))).first.map { "\($0)" }?.hasPrefix("\"Seconds") == true)
        #expect(throws: ScreenReaderError.noElement(.id("nothing"))) { try reader.perform(.focus(.id("nothing"))) }
        #expect(throws: ScreenReaderError.noElement(.point(Point(x: -5, y: -5)))) { try reader.perform(.focus(.point(Point(x: -5, y: -5)))) }
    }

    @Test func activatingTapsAtTheActivationPointAndSaysWhatChanged() throws {
        let (window, reader) = try screen()
        var events: [WindowEvent] = []
        let token = window.addEventObserver { events.append($0) }
        defer { _ = token }
        try reader.perform(.focus(.id("alarm")))
        #expect(spoken(try reader.perform(.activate)) == ["\"off\""], "a switch says its new value, as VoiceOver does")
        #expect((window.view(withIdentifier: "alarm") as? Switch)?.isOn == false)
        let touches = events.compactMap { event -> TouchPhase? in
            if case let .touch(_, phase, _, _, _) = event { return phase } else { return nil }
        }
        #expect(touches == [.began, .ended], "a double tap is a tap at the activation point")
        try reader.perform(.focus(.element(label: "min", traits: [])))
        #expect(spoken(try reader.perform(.activate)) == ["\"selected\""])
        #expect((window.view(withIdentifier: "unit") as? SegmentedControl)?.selectedSegmentIndex == 1)
        try reader.perform(.focus(.id("start")))
        #expect(try reader.perform(.activate).isEmpty, "a button whose announcement does not change says nothing more")
    }

    @Test func incrementAndDecrementAdjustBySteps() throws {
        let (window, reader) = try screen()
        var changes = 0
        let slider = try #require(window.view(withIdentifier: "seconds") as? Slider)
        slider.addAction(for: .valueChanged) { _, _ in changes += 1 }
        try reader.perform(.focus(.id("seconds")))
        #expect(spoken(try reader.perform(.increment)) == ["\"20%\""])
        #expect(spoken(try reader.perform(.decrement)) == ["\"10%\""])
        #expect(spoken(try reader.perform(.decrement)) == ["\"0%\""])
        #expect(spoken(try reader.perform(.decrement)) == ["\"0%\""], "at the minimum the value is said again")
        #expect(changes == 3, "valueChanged for each step that moved the value")
        try reader.perform(.focus(.id("start")))
        #expect(throws: ScreenReaderError.notAdjustable("Start, button")) { try reader.perform(.increment) }
    }

    @Test func gesturesOnTheFocusNeedOne() throws {
        let (_, reader) = try screen()
        for gesture in [ScreenReaderGesture.activate, .increment, .decrement] {
            #expect(throws: ScreenReaderError.nothingFocused(gesture)) { try reader.perform(gesture) }
        }
        #expect(throws: ScreenReaderError.nothingEscaped) { try reader.perform(.escape) }
    }

    @Test func aFocusedElementThatGoesAwayIsDropped() throws {
        let (window, reader) = try screen()
        try reader.perform(.focus(.id("alarm")))
        window.view(withIdentifier: "alarm")?.isHidden = true
        #expect(spoken(try reader.perform(.next)) == ["\"Timer, heading\""], "with its element gone, next starts again from the first")
    }

    @Test func escapeInANavigationStackPopsAndTheFocusMovesToTheNewScreen() throws {
        let window = Window(size: Size(width: 320, height: 240))
        let list = ViewController(identifier: "list")
        list.title = "List"
        let detail = ViewController(identifier: "detail")
        detail.title = "Detail"
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        navigation.pushViewController(detail)
        try window.layout()
        let reader = ScreenReader(window: window)
        #expect(spoken(try reader.perform(.first)).first?.contains("List") == true, "the back button, titled with the screen below")
        let responses = try reader.perform(.escape)
        #expect(navigation.viewControllers.count == 1)
        #expect(reader.focusedElement != nil, "the focus moved to the first element of the screen shown")
        #expect(spoken(responses) == reader.focusedElement.map { ["\"\($0.announcement)\""] })
        #expect(throws: ScreenReaderError.nothingEscaped) { try reader.perform(.escape) }
    }

    @Test func aWrappedLinkIsActivatedOnItselfNotBetweenItsLines() throws {
        let window = Window(size: Size(width: 300, height: 120))
        let links = LinkLabel(runs: [.init("By continuing you agree to the "), .init("terms of service", link: "app://terms"),
                                     .init(" and the "), .init("privacy policy", link: "app://privacy"), .init(".")],
                              frame: Rect(x: 16, y: 16, width: 260, height: 60))
        window.addSubview(links)
        try window.layout()
        let reader = ScreenReader(window: window)
        let terms = try #require(links.accessibilityElements().first { $0.label == "terms of service" })
        #expect(terms.regions.count == 2, "the link wraps: one box a line")
        #expect(terms.regions.allSatisfy { terms.frame.union($0) == terms.frame })
        var tapped: [String] = []
        let token = window.addEventObserver { if case let .linkTapped(_, link) = $0 { tapped.append(link.target) } }
        defer { _ = token }
        try reader.perform(.focus(.element(label: "terms of service", traits: .link)))
        try reader.perform(.activate)
        #expect(tapped == ["app://terms"], "the middle of the union lies on the second line, over 'privacy policy'")
    }

    @Test func selectorsByLabelAndTraitAndVisibility() throws {
        let (window, _) = try screen()
        #expect(ViewSelector.element(label: "Alarm", traits: .toggleButton).view(in: window) === window.view(withIdentifier: "alarm"))
        #expect(ViewSelector.element(label: nil, traits: .header).element(in: window)?.label == "Timer")
        #expect(ViewSelector.element(label: "Alarm", traits: .link).element(in: window) == nil, "every trait named must be there")
        #expect(ViewSelector.element(label: "Alarm", traits: .toggleButton).description == "label \"Alarm\" [toggleButton]")
        let segment = try ViewSelector.element(label: "min", traits: []).location(in: window)
        let control = try #require(window.view(withIdentifier: "unit"))
        #expect(segment.x > control.convert(Point(x: control.bounds.midX, y: 0), to: window).x, "a segment's own activation point")
        #expect(ViewSelector.id("alarm").isVisible(in: window))
        window.view(withIdentifier: "alarm")?.alpha = 0
        #expect(!ViewSelector.id("alarm").isVisible(in: window))
        #expect(!ViewSelector.element(label: "Alarm", traits: []).isVisible(in: window))
        #expect(!ViewSelector.text("Nowhere").isVisible(in: window))
        let start = try #require(window.view(withIdentifier: "start"))
        start.frame.origin.x = 400
        #expect(!ViewSelector.id("start").isVisible(in: window), "outside the window")
    }
}
