import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

@Suite struct SegmentedControlTests {
    /// Three segments in a 302 pt wide control: the bar runs from x = 1 to 301, 100 pt a segment.
    private func makeControl(selected: Int? = nil) -> (SegmentedControl, EventLog) {
        let control = SegmentedControl(frame: Rect(x: 0, y: 0, width: 302, height: 32), titles: ["One", "Two", "Three"],
                                       selectedSegmentIndex: selected)
        let log = EventLog()
        control.addAction(for: .allEvents) { control, events in
            let index = (control as? SegmentedControl)?.selectedSegmentIndex
            log.events.append(contentsOf: events.names.map { "\($0)(\(index.map(String.init) ?? "none"))" })
        }
        return (control, log)
    }

    // MARK: Behaviour

    @Test func tapSelectsTheSegmentAndSendsValueChangedFirst() {
        let (c, log) = makeControl()
        c.touchBegan(Touch(location: Point(x: 150, y: 15)))
        #expect(c.highlightedSegmentIndex == 1 && c.selectedSegmentIndex == nil)
        c.touchEnded(Touch(location: Point(x: 150, y: 15)))
        #expect(c.selectedSegmentIndex == 1 && c.highlightedSegmentIndex == nil)
        #expect(log.events == ["touchDown(none)", "valueChanged(1)", "touchUpInside(1)", "primaryActionTriggered(1)"])
    }

    @Test func tappingTheSelectedSegmentSendsNoValueChanged() {
        let (c, log) = makeControl(selected: 2)
        c.touchBegan(Touch(location: Point(x: 250, y: 15)))
        c.touchEnded(Touch(location: Point(x: 250, y: 15)))
        #expect(c.selectedSegmentIndex == 2)
        #expect(log.events == ["touchDown(2)", "touchUpInside(2)", "primaryActionTriggered(2)"])
    }

    @Test func highlightFollowsTheFingerAndReleaseSelectsWhereItEnds() {
        let (c, log) = makeControl(selected: 0)
        c.touchBegan(Touch(location: Point(x: 50, y: 15)))
        #expect(c.highlightedSegmentIndex == 0)
        c.touchMoved(Touch(location: Point(x: 180, y: 15)))
        #expect(c.highlightedSegmentIndex == 1)
        c.touchMoved(Touch(location: Point(x: 180, y: 300)))   // out of the slop area
        #expect(c.highlightedSegmentIndex == nil && !c.isHighlighted)
        c.touchMoved(Touch(location: Point(x: 350, y: 20)))    // back in, right of the bar: the last segment
        #expect(c.highlightedSegmentIndex == 2)
        c.touchEnded(Touch(location: Point(x: 350, y: 20)))
        #expect(c.selectedSegmentIndex == 2)
        #expect(log.events.filter { $0.hasPrefix("valueChanged") } == ["valueChanged(2)"])
    }

    @Test func releaseOutsideOrCancelSelectsNothing() {
        let (c, log) = makeControl(selected: 0)
        c.touchBegan(Touch(location: Point(x: 150, y: 15)))
        c.touchEnded(Touch(location: Point(x: 150, y: 400)))
        c.touchBegan(Touch(location: Point(x: 250, y: 15)))
        c.touchCancelled()
        #expect(c.selectedSegmentIndex == 0 && c.highlightedSegmentIndex == nil)
        #expect(log.events == ["touchDown(0)", "touchUpOutside(0)", "touchDown(0)", "touchCancel(0)"])
    }

    @Test func disabledControlTakesNoTouch() {
        let (c, log) = makeControl()
        c.isEnabled = false
        #expect(!c.acceptsTouches)
        c.touchBegan(Touch(location: Point(x: 150, y: 15)))
        #expect(c.highlightedSegmentIndex == nil && log.events.isEmpty)
    }

    @Test func indicesOutOfRangeReadAsNone() {
        let (c, log) = makeControl(selected: 1)
        c.selectedSegmentIndex = 7
        #expect(c.selectedSegmentIndex == nil)
        c.selectedSegmentIndex = -1
        #expect(c.selectedSegmentIndex == nil)
        c.highlightedSegmentIndex = 3
        #expect(c.highlightedSegmentIndex == nil)
        #expect(SegmentedControl(titles: ["A"], selectedSegmentIndex: 4).selectedSegmentIndex == nil)
        c.selectedSegmentIndex = 2
        c.titles = ["A", "B"]
        #expect(c.selectedSegmentIndex == nil && c.numberOfSegments == 2)
        #expect(log.events.isEmpty)
    }

    @Test func segmentGeometry() {
        let (c, _) = makeControl()
        #expect(c.segmentFrame(at: 1) == Rect(x: 101, y: 1, width: 100, height: 29))
        #expect(c.segmentFrame(at: 3) == nil)
        #expect(c.segmentIndex(at: Point(x: 100.9, y: 10)) == 0)
        #expect(c.segmentIndex(at: Point(x: 101, y: 10)) == 1)
        #expect(c.segmentIndex(at: Point(x: -20, y: 10)) == 0)
        #expect(c.segmentIndex(at: Point(x: 150, y: -100)) == nil)
        #expect(c.segmentIndex(at: Point(x: .nan, y: 10)) == nil)
        #expect(SegmentedControl().segmentIndex(at: Point(x: 1, y: 1)) == nil)
        var bare = SegmentedControlStyle()
        bare.bezelInsets = .zero
        let sliver = SegmentedControl(frame: Rect(x: 0, y: 0, width: .leastNonzeroMagnitude, height: 32), titles: ["A", "B"], style: bare)
        #expect(sliver.segmentIndex(at: Point(x: 60, y: 10)) == 1)   // x / width overflows: still no trap
        let flat = SegmentedControl(frame: Rect(x: 0, y: 0, width: 2, height: 32), titles: ["A", "B"])
        #expect(flat.segmentIndex(at: Point(x: 1, y: 10)) == nil)
    }

    // MARK: Layout

    @Test func intrinsicSizeComesFromTheWidestTitle() throws {
        let style = SegmentedControlStyle()
        let widest = TextLayout("Three", font: style.font).size.width
        let c = SegmentedControl(titles: ["One", "Two", "Three"])
        let size = c.size(for: .unbounded)
        #expect(size.width == (2 + 3 * (widest + 24)).rounded(.up))
        #expect(size.height == 32)
        let short = SegmentedControl(titles: ["A", "B"])
        #expect(short.size(for: .unbounded).width == 2 + 2 * 44)
        try c.layout(.unbounded)
        c.titles.append("Four")
        #expect(c.needsLayout)
        try c.layout(.unbounded)
        #expect(c.frame.width == (2 + 4 * (widest + 24)).rounded(.up))
    }

    @Test func firstBaselineIsTheTitles() throws {
        let (c, _) = makeControl()
        let baseline = try #require(c.firstBaseline(forHeight: 32))
        #expect(baseline > 16 && baseline < 28)
        #expect(SegmentedControl().firstBaseline(forHeight: 32) == nil)
    }

    @Test func stateDescriptionListsTheState() {
        let (c, _) = makeControl(selected: 1)
        c.highlightedSegmentIndex = 2
        #expect(c.stateDescription == ["enabled", "segments=\"One\",\"Two\",\"Three\"", "selectedSegment=1",
                                       "highlightedSegment=2"])
    }

    @Test func narrowAndEmptyControlsDraw() throws {
        let narrow = SegmentedControl(frame: Rect(x: 0, y: 0, width: 60, height: 32), titles: ["Monday", "Tuesday"],
                                      selectedSegmentIndex: 1)
        #expect(narrow.size(for: .unbounded).width > 60, "the titles need more room than the control has")
        let image = try narrow.renderImage(scale: 3)
        #expect(image.pixelWidth == 180 && image.pixelHeight == 96)
        // Both segments are drawn, each in its own look: the selected one differs from the other at mid-height.
        let middle = image.pixelHeight / 2
        let left = try #require(image.pixel(x: image.pixelWidth / 4, y: middle))
        let right = try #require(image.pixel(x: image.pixelWidth * 3 / 4, y: middle))
        #expect(left.alpha > 0.5 && right.alpha > 0.5, "the bar is drawn across the whole width")
        #expect(left != right, "the selected segment has its own look")
        let empty = try SegmentedControl(frame: Rect(x: 0, y: 0, width: 60, height: 32)).renderImage(scale: 1)
        #expect(empty.pixelWidth == 60 && empty.pixelHeight == 32)
        #expect((try #require(empty.pixel(x: 30, y: 16))).alpha > 0.5, "a control without segments still draws its bar")
    }

    // MARK: Snapshots

    static let selected = StateDimension("selected", [("none", Int?.none), ("0", 0), ("1", 1)])
    static let highlighted = StateDimension("highlighted", [("none", Int?.none), ("0", 0), ("1", 1)])
    static let enabled = StateDimension.bool("enabled", [true, false])

    @Test func everyStateAtTwoX() {
        let matrix = StateMatrix(Self.selected, Self.highlighted, Self.enabled)
        assertSnapshots(matrix: matrix, prefix: "segmented-control", scales: [2], suite: "SegmentedControl") { c in
            let control = SegmentedControl(titles: ["Day", "Week", "Month"],
                                           selectedSegmentIndex: try c.value(of: Self.selected))
            control.frame = Rect(size: control.size(for: .unbounded))
            control.highlightedSegmentIndex = try c.value(of: Self.highlighted)
            control.isHighlighted = control.highlightedSegmentIndex != nil
            control.isEnabled = try c.value(of: Self.enabled)
            return control
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
