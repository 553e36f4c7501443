import BezelGraphics

/// A row of equal-width segments with titles, at most one of them selected.
///
/// States: ``selectedSegmentIndex`` (nil: none selected); the segment under
/// the finger is highlighted (``highlightedSegmentIndex``) while a touch
/// tracks; disabled draws the whole control at
/// ``SegmentedControlStyle/disabledAlpha`` and takes no touches.
///
/// Tracking: the segment under the finger is highlighted from touch down,
/// follows the finger across segments and clears when the finger leaves the
/// tracking area (bounds plus ``Control/trackSlop``; beyond the first or
/// last segment's outer edge still counts as that segment). A release inside
/// selects the segment under the finger and, when that changed the
/// selection, sends `.valueChanged` from ``endTracking(_:)``, so before
/// `touchUpInside` and `primaryActionTriggered`. Setting
/// ``selectedSegmentIndex`` in code sends nothing.
///
/// Size: every segment as wide as the widest title plus
/// ``SegmentedControlStyle/segmentPadding`` on both sides (at least
/// ``SegmentedControlStyle/minimumSegmentWidth``), ``SegmentedControlStyle/height``
/// tall. Narrower frames cut titles with "…".
///
/// **Right to left.** Under a right-to-left ``View/effectiveLayoutDirection``
/// the segments run from the right, as UIKit's `UISegmentedControl` does:
/// segment 0 is the right-most, ``segmentFrame(at:)`` and
/// ``segmentIndex(at:)`` follow, and the selected segment, its dividers and
/// the titles are drawn where their segment is. ``selectedSegmentIndex``
/// still counts in reading order, so it means the same either way.
///
/// ```swift
/// let mode = SegmentedControl(titles: ["Day", "Week", "Month"], selectedSegmentIndex: 0)
/// mode.addAction(for: .valueChanged) { control, _ in print((control as? SegmentedControl)?.selectedSegmentIndex as Any) }
/// ```
///
/// See also: ``SegmentedControlStyle``, ``Button``.
public final class SegmentedControl: Control {
    /// The segments' titles, in reading order (left to right, or right to
    /// left under a right-to-left layout). Changing them clears a selection
    /// or highlight that no longer exists.
    public var titles: [String] {
        didSet {
            guard titles != oldValue else { return }
            titleCaches = titles.map { _ in StandardControlTitle() }
            if let i = selectedSegmentIndex, !titles.indices.contains(i) { selectedSegmentIndex = nil }
            if let i = highlightedSegmentIndex, !titles.indices.contains(i) { highlightedSegmentIndex = nil }
            setNeedsLayout()
        }
    }
    /// The selected segment, or nil for none. An index out of range reads as nil.
    public var selectedSegmentIndex: Int? {
        didSet {
            if let i = selectedSegmentIndex, !titles.indices.contains(i) { selectedSegmentIndex = nil }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// The segment drawn pushed: set by tracking to the one under the finger;
    /// settable for previews. An index out of range reads as nil.
    public var highlightedSegmentIndex: Int? {
        didSet {
            if let i = highlightedSegmentIndex, !titles.indices.contains(i) { highlightedSegmentIndex = nil }
            if highlightedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// Metrics, colours and font.
    public var style: SegmentedControlStyle { didSet { if style != oldValue { setNeedsLayout() } } }

    private var titleCaches: [StandardControlTitle]

    /// Drops the titles' layouts: they were made for the old traits.
    public override func traitsDidChange() {
        super.traitsDidChange()
        for cache in titleCaches { cache.invalidate() }
    }

    /// A control with one segment per title.
    public init(frame: Rect = .zero, titles: [String] = [], selectedSegmentIndex: Int? = nil,
                style: SegmentedControlStyle = SegmentedControlStyle()) {
        self.titles = titles
        self.titleCaches = titles.map { _ in StandardControlTitle() }
        self.selectedSegmentIndex = selectedSegmentIndex.flatMap { titles.indices.contains($0) ? $0 : nil }
        self.style = style
        super.init(frame: frame)
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    // MARK: Geometry

    private func bezel(in rect: Rect) -> Rect { rect.inset(by: style.bezelInsets) }

    /// Whether segment 0 is the right-most one.
    private var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }

    /// Where segment `index` sits counting from the left: the index itself,
    /// or counted from the other end under a right-to-left layout. The
    /// mapping is its own inverse, so it also gives the segment in a slot.
    func slot(ofSegment index: Int) -> Int {
        isRightToLeft ? titles.count - 1 - index : index
    }

    /// Segment `index`'s rectangle in the control's coordinates, or nil when out of range.
    public func segmentFrame(at index: Int) -> Rect? {
        guard titles.indices.contains(index) else { return nil }
        let bar = bezel(in: bounds)
        let width = bar.width / Double(titles.count)
        return Rect(x: bar.minX + Double(slot(ofSegment: index)) * width, y: bar.minY, width: width, height: bar.height)
    }

    /// The segment under `point` (in the control's coordinates): nil outside
    /// the tracking area; left or right of the bar, the nearest end segment.
    public func segmentIndex(at point: Point) -> Int? {
        guard !titles.isEmpty, point.isFinite, isInTrackingArea(point) else { return nil }
        let bar = bezel(in: bounds)
        let t = min(max((point.x - bar.minX) / bar.width, 0), 1)
        guard bar.width > 0, t.isFinite else { return nil }
        return slot(ofSegment: min(Int((t * Double(titles.count)).rounded(.down)), titles.count - 1))
    }

    // MARK: Tracking

    /// Starts tracking the touch (see the type's documentation for what it changes).
    public override func beginTracking(_ touch: Touch) -> Bool {
        highlightedSegmentIndex = segmentIndex(at: touch.location)
        return true
    }

    /// Follows the touch (see the type's documentation); always keeps tracking.
    public override func continueTracking(_ touch: Touch) -> Bool {
        highlightedSegmentIndex = isTouchInside ? segmentIndex(at: touch.location) : nil
        return true
    }

    /// Selects the segment under a release inside; sends `.valueChanged` when the selection changed.
    public override func endTracking(_ touch: Touch) {
        highlightedSegmentIndex = nil
        guard isTouchInside, let index = segmentIndex(at: touch.location), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    /// Drops the touch's transient state.
    public override func cancelTracking() {
        highlightedSegmentIndex = nil
    }

    // MARK: Layout

    /// Equal segments fitting the widest title, at least ``SegmentedControlStyle/height`` tall.
    public override func measureSize(_ constraints: Constraints) -> Size {
        let layouts = titles.indices.map { titleCaches[$0].natural(titles[$0], font: style.font, for: self) }
        let widest = layouts.map(\.size.width).max() ?? 0
        let tallest = layouts.map(\.size.height).max() ?? 0
        let segment = max(style.minimumSegmentWidth, widest + 2 * max(0, style.segmentPadding))
        let insets = style.bezelInsets
        return Size(width: (insets.left + insets.right + Double(titles.count) * segment).rounded(.up),
                    height: max(style.height, (insets.top + insets.bottom + tallest + 8).rounded(.up)))
    }

    /// The titles' baseline from the top, for a control `height` points tall (nil without segments).
    public override func firstBaseline(forHeight height: Double) -> Double? {
        guard let first = titles.first, let cache = titleCaches.first else { return nil }
        let layout = cache.natural(first, font: style.font, for: self)
        let bar = bezel(in: Rect(size: Size(width: bounds.width, height: height)))
        return bar.midY - layout.size.height / 2 + layout.baseline
    }

    /// The control state plus this control's own, for ``View/treeDescription()``.
    public override var properties: [ViewProperty] {
        super.properties + [
            .value("segments", .text(titles.map { "\"\($0)\"" }.joined(separator: ","))),
            .optionalNumber("selectedSegment", selectedSegmentIndex),
            .optionalNumber("highlightedSegment", highlightedSegmentIndex,
                   shown: highlightedSegmentIndex != nil),
        ]
    }

    // MARK: Drawing

    /// Draws the current state (see the type's documentation for the looks).
    public override func draw(in canvas: Canvas) {
        canvas.withTransparencyLayer(alpha: isEnabled ? 1 : style.disabledAlpha) {
            SegmentedControlRenderer(control: self, canvas: canvas).draw()
        }
    }

    /// Each segment's title where ``draw(in:)`` puts it, clipped to its
    /// segment (before the segment edges are moved onto device pixels).
    public override var placedTexts: [PlacedText] {
        let bar = bounds.inset(by: style.bezelInsets)
        guard bar.size.isDrawable, !titles.isEmpty else { return [] }
        let slot = bar.width / Double(titles.count)
        let padding = max(0, style.segmentPadding)
        return titles.indices.map { index in
            let rect = Rect(x: bar.minX + slot * Double(self.slot(ofSegment: index)), y: bar.minY, width: slot,
                            height: bar.height)
            let (look, title) = segmentContent(index, fitting: slot - 2 * min(padding, slot / 4))
            return PlacedText(part: .segment(index), layout: title,
                              origin: Point(x: rect.midX - title.size.width / 2, y: bar.midY - title.size.height / 2),
                              clip: rect, color: look.title)
        }
    }

    /// Segment `index`'s look (never highlighted while disabled) and its title
    /// laid out to fit `width`.
    func segmentContent(_ index: Int, fitting width: Double) -> (look: ButtonStyle.Look, title: TextLayout) {
        let look = style.look(highlighted: isEnabled && index == highlightedSegmentIndex,
                              selected: index == selectedSegmentIndex)
        return (look, titleCaches[index].layout(titles[index], font: style.font, fitting: width, for: self))
    }
}
