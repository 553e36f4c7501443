import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

@Suite struct SliderTests {
    /// A 124 pt slider over 0...100: the thumb centre travels from x = 12.5 to 111.5 (99 pt).
    private func makeSlider(value: Double = 0, continuous: Bool = true) -> (Slider, EventLog) {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 124, height: 28), value: value, maximumValue: 100)
        slider.isContinuous = continuous
        let log = EventLog()
        slider.addAction(for: .allEvents) { control, events in
            let value = (control as? Slider).map { "(\(formatted($0.value)))" } ?? ""
            log.events.append(contentsOf: events.names.map { $0 + value })
        }
        return (slider, log)
    }

    private func x(for fraction: Double) -> Double { 12.5 + 99 * fraction }

    // MARK: Values

    @Test func valueIsClampedAndNaNSafe() {
        let s = Slider(value: 0.5)
        #expect(s.value == 0.5)
        s.value = 7
        #expect(s.value == 1)
        s.value = -3
        #expect(s.value == 0)
        s.value = .nan
        #expect(s.value == 0)
        s.value = .infinity
        #expect(s.value == 1)
    }

    @Test func boundsMoveEachOtherAndIgnoreNonFiniteValues() {
        let s = Slider(value: 0.5)
        s.minimumValue = .nan
        s.maximumValue = .infinity
        #expect(s.minimumValue == 0 && s.maximumValue == 1)
        s.minimumValue = 5
        #expect(s.minimumValue == 5 && s.maximumValue == 5 && s.value == 5)
        #expect(s.fraction == 0)
        s.maximumValue = 2
        #expect(s.minimumValue == 2 && s.maximumValue == 2 && s.value == 2)
        s.maximumValue = 10
        #expect(s.value == 2)
        s.value = 6
        #expect(s.fraction == 0.5)
        s.maximumValue = 4
        #expect(s.value == 4)
    }

    @Test func initAcceptsBoundsInEitherOrder() {
        let s = Slider(value: 3, minimumValue: 10, maximumValue: 0)
        #expect(s.minimumValue == 0 && s.maximumValue == 10 && s.value == 3)
        let t = Slider(value: .nan, minimumValue: .nan, maximumValue: .nan)
        #expect(t.minimumValue == 0 && t.maximumValue == 1 && t.value == 0)
    }

    @Test func valueAtXMapsTheThumbTravel() {
        let (s, _) = makeSlider()
        #expect(s.thumbTravel.minX == 12.5 && s.thumbTravel.maxX == 111.5)
        #expect(s.value(atX: x(for: 0.25)) == 25)
        #expect(s.value(atX: -50) == 0)
        #expect(s.value(atX: 500) == 100)
        #expect(s.value(atX: .nan) == 0)
    }

    // MARK: Tracking

    @Test func continuousSendsValueChangedOnEveryChange() {
        let (s, log) = makeSlider()
        // Caught 5 pt right of the thumb's centre: the value does not jump.
        s.touchBegan(Touch(location: Point(x: x(for: 0) + 5, y: 14)))
        #expect(s.value == 0 && s.showsHighlightedThumb && s.isTracking)
        s.touchMoved(Touch(location: Point(x: x(for: 0.5) + 5, y: 14)))
        #expect(s.value == 50)
        s.touchMoved(Touch(location: Point(x: x(for: 0.75) + 5, y: 14)))
        s.touchMoved(Touch(location: Point(x: x(for: 0.75) + 5, y: 20)))   // same value: no event
        s.touchEnded(Touch(location: Point(x: x(for: 1) + 5, y: 14)))
        #expect(s.value == 100 && !s.showsHighlightedThumb)
        // The events start with touchDown; continueTracking runs before the
        // drag events (UIKit's order): a move's valueChanged comes first, and
        // the drag event sees the new value.
        #expect(log.events == ["touchDown(0)",
                               "valueChanged(50)", "touchDragInside(50)",
                               "valueChanged(75)", "touchDragInside(75)",
                               "touchDragInside(75)",
                               "valueChanged(100)", "touchUpInside(100)", "primaryActionTriggered(100)"])
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbMovesNothing() {
        let (s, log) = makeSlider(value: 20)
        s.touchBegan(Touch(location: Point(x: x(for: 0.8), y: 14)))
        #expect(!s.isTracking && !s.showsHighlightedThumb)
        s.touchMoved(Touch(location: Point(x: x(for: 0.9), y: 14)))
        s.touchEnded(Touch(location: Point(x: x(for: 0.9), y: 14)))
        #expect(s.value == 20)
        // The touch events every control sends, and no valueChanged.
        #expect(log.events == ["touchDown(20)", "touchDragInside(20)", "touchUpInside(20)", "primaryActionTriggered(20)"])
    }

    @Test func theThumbTakesTouchesOverAFortyFourPointSquare() {
        let (s, _) = makeSlider(value: 50)
        let centre = x(for: 0.5)
        #expect(s.thumbTouchArea == Rect(x: centre - 22, y: 14 - 22, width: 44, height: 44))
        s.touchBegan(Touch(location: Point(x: centre + 21, y: 14)))
        #expect(s.isTracking)
        s.touchCancelled()
        s.touchBegan(Touch(location: Point(x: centre + 23, y: 14)))
        #expect(!s.isTracking)
    }

    @Test func aSceneHighlightShowsOnTheThumbWithoutATouch() {
        let (s, _) = makeSlider()
        s.isHighlighted = true
        #expect(s.showsHighlightedThumb)
    }

    @Test func notContinuousSendsOnceAtTheEnd() {
        let (s, log) = makeSlider(value: 50, continuous: false)
        s.touchBegan(Touch(location: Point(x: x(for: 0.5), y: 14)))
        s.touchMoved(Touch(location: Point(x: x(for: 0.25), y: 14)))
        s.touchMoved(Touch(location: Point(x: x(for: 0.7), y: 300)))   // outside: still tracks x
        #expect(s.value == 70 && !s.isHighlighted && s.showsHighlightedThumb)
        s.touchEnded(Touch(location: Point(x: x(for: 0.7), y: 300)))
        // continueTracking moves the value before the drag events go out, so
        // each drag event sees the value its move made.
        #expect(log.events == ["touchDown(50)", "touchDragInside(25)", "touchDragExit(70)", "touchDragOutside(70)",
                               "valueChanged(70)", "touchUpOutside(70)"])
    }

    @Test func notContinuousSendsNothingWhenTheValueEndsWhereItBegan() {
        let (s, log) = makeSlider(value: 50, continuous: false)
        s.touchBegan(Touch(location: Point(x: x(for: 0.5), y: 14)))
        s.touchMoved(Touch(location: Point(x: x(for: 0.2), y: 14)))
        s.touchEnded(Touch(location: Point(x: x(for: 0.5), y: 14)))
        #expect(!log.events.contains { $0.hasPrefix("valueChanged") })
    }

    @Test func cancelKeepsTheValueAndReportsItWhenNotContinuous() {
        let (s, log) = makeSlider(continuous: false)
        s.touchBegan(Touch(location: Point(x: x(for: 0), y: 14)))
        s.touchMoved(Touch(location: Point(x: x(for: 0.4), y: 14)))
        s.touchCancelled()
        #expect(s.value == 40 && !s.showsHighlightedThumb)
        #expect(log.events == ["touchDown(0)", "touchDragInside(40)", "valueChanged(40)", "touchCancel(40)"])
    }

    @Test func tappingTheThumbWhereItIsChangesNothing() {
        let (s, log) = makeSlider(value: 50)
        s.touchBegan(Touch(location: Point(x: x(for: 0.5), y: 14)))
        s.touchEnded(Touch(location: Point(x: x(for: 0.5), y: 14)))
        #expect(log.events == ["touchDown(50)", "touchUpInside(50)", "primaryActionTriggered(50)"])
    }

    @Test func settingTheValueInCodeSendsNothingButRedraws() throws {
        let (s, log) = makeSlider()
        _ = try s.renderImage()
        s.value = 30
        #expect(s.needsDisplay && log.events.isEmpty)
    }

    @Test func disabledSliderTakesNoTouch() {
        let (s, log) = makeSlider()
        s.isEnabled = false
        #expect(!s.acceptsTouches)
        s.touchBegan(Touch(location: Point(x: x(for: 0.5), y: 14)))
        #expect(s.value == 0 && log.events.isEmpty)
    }

    // MARK: Layout and description

    @Test func widthIsFlexibleHeightIsFixed() {
        let s = Slider()
        #expect(s.size(for: .unbounded) == Size(width: 120, height: 28))
        #expect(s.size(for: Constraints(maxWidth: 300)) == Size(width: 300, height: 28))
        #expect(s.size(for: Constraints(minWidth: 10, maxWidth: 80, maxHeight: 20)) == Size(width: 80, height: 20))
        var style = SliderStyle()
        style.height = 40
        s.style = style
        #expect(s.needsLayout)
        #expect(s.size(for: .unbounded).height == 40)
    }

    @Test func stateDescriptionListsTheState() {
        let (s, _) = makeSlider(value: 25, continuous: false)
        #expect(s.stateDescription == ["enabled", "value=25", "range=0…100", "continuous=false"])
    }

    @Test func tinyAndEmptySlidersDrawWithoutTrouble() throws {
        let s = Slider(frame: Rect(x: 0, y: 0, width: 10, height: 28), value: 0.5)
        _ = try s.renderImage(scale: 3)
        s.touchBegan(Touch(location: Point(x: 5, y: 5)))   // on the thumb's touch area: tracked, no jump
        #expect(s.isTracking && s.value == 0.5)
    }

    // MARK: Snapshots

    static let value = StateDimension("value", [0.0, 0.3, 1.0], valueName: { formatted($0) })
    static let highlighted = StateDimension.bool("highlighted")
    static let enabled = StateDimension.bool("enabled", [true, false])

    @Test func everyStateAtTwoX() {
        let matrix = StateMatrix(Self.value, Self.highlighted, Self.enabled)
        assertSnapshots(matrix: matrix, prefix: "slider", scales: [2], suite: "Slider") { c in
            let s = Slider(value: try c.value(of: Self.value))
            s.frame = Rect(size: s.size(for: Constraints(maxWidth: 160)))
            s.isHighlighted = try c.value(of: Self.highlighted)
            s.isEnabled = try c.value(of: Self.enabled)
            return s
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
