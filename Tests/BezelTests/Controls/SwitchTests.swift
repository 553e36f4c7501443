import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

@Suite struct SwitchTests {
    private func makeSwitch(isOn: Bool = false) -> (Switch, EventLog) {
        let control = Switch(isOn: isOn)
        control.frame = Rect(size: control.size(for: .unbounded))
        let log = EventLog()
        control.addAction(for: .allEvents) { control, events in
            let state = (control as? Switch).map { "(on=\($0.isOn))" } ?? ""
            log.events.append(contentsOf: events.names.map { $0 + state })
        }
        return (control, log)
    }

    // MARK: Behaviour

    @Test func tapFlipsAndSendsValueChangedBeforeTouchUpInside() {
        let (s, log) = makeSwitch()
        s.touchBegan(Touch(location: Point(x: 20, y: 15)))
        #expect(s.isHighlighted && !s.isOn)
        s.touchEnded(Touch(location: Point(x: 20, y: 15)))
        #expect(s.isOn && !s.isHighlighted)
        #expect(log.events == ["touchDown(on=false)", "valueChanged(on=true)", "touchUpInside(on=true)",
                               "primaryActionTriggered(on=true)"])
        s.touchBegan(Touch(location: Point(x: 20, y: 15)))
        s.touchEnded(Touch(location: Point(x: 20, y: 15)))
        #expect(!s.isOn)
    }

    @Test func releaseOutsideOrCancelLeavesItAlone() {
        let (s, log) = makeSwitch(isOn: true)
        s.touchBegan(Touch(location: Point(x: 20, y: 15)))
        s.touchEnded(Touch(location: Point(x: 20, y: 200)))
        #expect(s.isOn)
        s.touchBegan(Touch(location: Point(x: 20, y: 15)))
        s.touchCancelled()
        #expect(s.isOn && !s.isHighlighted)
        #expect(!log.events.contains { $0.hasPrefix("valueChanged") })
        #expect(log.events == ["touchDown(on=true)", "touchUpOutside(on=true)", "touchDown(on=true)",
                               "touchCancel(on=true)"])
    }

    @Test func dragOutAndBackInStillFlips() {
        let (s, log) = makeSwitch()
        s.touchBegan(Touch(location: Point(x: 20, y: 15)))
        s.touchMoved(Touch(location: Point(x: 20, y: 150)))
        #expect(!s.isHighlighted)
        s.touchMoved(Touch(location: Point(x: 30, y: 20)))
        s.touchEnded(Touch(location: Point(x: 30, y: 20)))
        #expect(s.isOn)
        #expect(log.events.filter { $0.hasPrefix("valueChanged") }.count == 1)
    }

    @Test func settingIsOnInCodeSendsNothing() {
        let (s, log) = makeSwitch()
        s.isOn = true
        #expect(log.events.isEmpty)
        #expect(s.needsDisplay)
    }

    @Test func disabledSwitchTakesNoTouch() {
        let (s, log) = makeSwitch()
        s.isEnabled = false
        #expect(!s.acceptsTouches)
        s.touchBegan(Touch(location: Point(x: 20, y: 15)))
        s.touchEnded(Touch(location: Point(x: 20, y: 15)))
        #expect(!s.isOn && log.events.isEmpty)
    }

    @Test func intrinsicSizeIsFixed() {
        let (s, _) = makeSwitch()
        #expect(s.frame.size == Size(width: 51, height: 31))
        #expect(s.size(for: Constraints(maxWidth: 300, maxHeight: 300)) == Size(width: 51, height: 31))
        #expect(s.size(for: .tight(Size(width: 80, height: 40))) == Size(width: 80, height: 40))
        var style = SwitchStyle()
        style.size = Size(width: 60, height: 36)
        s.style = style
        #expect(s.needsLayout)
        s.frame = Rect(size: s.size(for: .unbounded))
        #expect(s.frame.size == Size(width: 60, height: 36))
    }

    @Test func knobSitsAtTheEndOfTheState() {
        let s = Switch(frame: Rect(x: 0, y: 0, width: 51, height: 31))
        let track = s.trackRect(in: s.bounds)
        #expect(track == Rect(x: 1, y: 1, width: 49, height: 29))
        #expect(s.knobRect(in: track).minX == 3)
        s.isOn = true
        #expect(s.knobRect(in: track).maxX == 48)
    }

    @Test func stateDescriptionListsTheState() {
        let (s, _) = makeSwitch(isOn: true)
        s.isHighlighted = true
        #expect(s.stateDescription == ["enabled", "highlighted", "on=true"])
        #expect(s.summary.hasSuffix("enabled highlighted on=true"))
    }

    // MARK: Snapshots

    static let on = StateDimension.bool("on")
    static let highlighted = StateDimension.bool("highlighted")
    static let enabled = StateDimension.bool("enabled", [true, false])

    @Test func everyStateAtTwoX() {
        let matrix = StateMatrix(Self.on, Self.highlighted, Self.enabled)
        assertSnapshots(matrix: matrix, prefix: "switch", scales: [2], suite: "Switch") { c in
            let s = Switch(isOn: try c.value(of: Self.on))
            s.frame = Rect(size: s.size(for: .unbounded))
            s.isHighlighted = try c.value(of: Self.highlighted)
            s.isEnabled = try c.value(of: Self.enabled)
            return s
        } as: { scale in .image(scale: scale, background: .white) }
    }

    /// UIKit's UISwitch keeps 51 × 31 whatever frame it is given: in a stack
    /// that fills its width it sits at the leading edge, and a tap beside the
    /// drawn switch misses it.
    @Test func aFillStackKeepsTheSwitchItsOwnSize() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let toggle = Switch()
            let window = Window(size: Size(width: 320, height: 100))
            window.traitOverrides = Traits(layoutDirection: direction)
            let stack = VStack(alignment: .fill) { toggle }
            stack.frame = window.bounds
            window.addSubview(stack)
            try stack.layout()
            let expectedX = direction == .leftToRight ? 0.0 : 320 - 51
            #expect(toggle.frame == Rect(x: expectedX, y: 0, width: 51, height: 31), "\(direction)")
            let beside = direction == .leftToRight ? 151.0 : 169
            window.send(.began, at: Point(x: beside, y: 15))
            window.send(.ended, at: Point(x: beside, y: 15))
            #expect(!toggle.isOn, "a tap 100 pt beside the switch misses it (\(direction))")
            window.send(.began, at: Point(x: expectedX + 25, y: 15))
            window.send(.ended, at: Point(x: expectedX + 25, y: 15))
            #expect(toggle.isOn)
        }
    }
}
