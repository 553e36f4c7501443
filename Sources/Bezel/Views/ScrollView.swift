import BezelGraphics

/// A view that shows part of larger content and can be moved over it.
///
/// The content lives in the scroll view's own coordinates ("content
/// coordinates"): a subview at `(0, 600)` is 600 points down the content.
/// ``contentOffset`` is `bounds.origin`, the content point shown at the top
/// left, so moving it moves every subview at once; it is kept between 0 and
/// ``maximumContentOffset`` (content size minus bounds size, never negative;
/// setting `bounds.origin` directly skips the clamp). The scroll view clips
/// its subviews to its bounds.
///
/// **Content.** Either give it a ``contentView``: layout measures it with the
/// scrolling axis unbounded (a vertical scroll view hands it its own width
/// and any height), places it at the content origin and takes its size as
/// ``contentSize``. Or add subviews with absolute frames and set
/// ``contentSize`` yourself, as `UIScrollView` wants.
///
/// **Indicators.** When the content is longer than the bounds on an axis
/// (and ``ScrollViewStyle/showsIndicators`` is on) a thin rounded bar is
/// drawn on top of the content along the right (vertical) or bottom
/// (horizontal) edge: its length is the visible share of the content (at
/// least ``ScrollViewStyle/minimumIndicatorLength``), its position the share
/// scrolled. They are always drawn, not only while scrolling: a rendered
/// frame is a still picture of a scroll view that can scroll.
///
/// **Right to left.** Under a right-to-left ``View/effectiveLayoutDirection``
/// the vertical indicator runs along the left edge, as UIKit's does (and the
/// horizontal one leaves the bottom-left corner to it). Nothing else flips:
/// as in UIKit, ``contentOffset`` stays the content point at the top left,
/// 0 shows the content's left end, and a horizontal drag to the left still
/// shows more of the content on the right. Content that should start at its
/// right end under a right-to-left layout sets its offset itself (for
/// example ``initialContentOffset`` to ``maximumContentOffset``).
///
/// **Dragging** is the ``panRecognizer``'s: a touch on the scroll view drags
/// the content at once; a touch on a view inside it (a button in a list)
/// becomes a drag once it moves more than ``dragThreshold`` points along the
/// axis, taken from that view, which gets `cancelled`. The drag calls
/// ``setContentOffset(_:)``.
///
/// ```swift
/// let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480), content: list)
/// try scroll.layout()
/// scroll.setContentOffset(Point(x: 0, y: 80))   // clamped to the content
/// ```
///
/// See also: ``ScrollViewStyle``, ``ListView``, ``BlurView``.
public final class ScrollView: View {
    /// The directions the content can move in.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        case vertical, horizontal, both
    }

    /// How far, in points, a touch must move before it counts as a drag of
    /// the content rather than a tap on it (`UIScrollView` starts panning
    /// after about 10 points; Android's touch slop is 8 dp).
    public static let dragThreshold = 10.0

    /// The directions the content scrolls in; the other direction gets the
    /// scroll view's own length when the content is measured.
    public var axis: Axis {
        didSet {
            guard axis != oldValue else { return }
            clampContentOffset()
            setNeedsLayout()
        }
    }
    /// The indicators' look.
    public var style: ScrollViewStyle { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// One observer slot, called after ``contentOffset`` changed (by a set,
    /// a clamp or a layout), for effects that follow the scroll position (a
    /// blurred copy of a background fading in as the content scrolls).
    /// Called before the observers added with ``addScrollObserver(_:)``;
    /// setting it replaces the previous closure, so several effects on one
    /// scroll view should each use ``addScrollObserver(_:)``.
    public var didScroll: ((ScrollView) -> Void)?

    private let scrollObservers = ObserverList<ScrollView>()

    /// Calls `observer` with the scroll view after every change of
    /// ``contentOffset`` (as ``didScroll`` is called), until the returned
    /// token is cancelled or released (see ``ObservationToken``). Observers
    /// are called in the order they were added, after ``didScroll``. The
    /// scroll view is passed in, so the closure need not capture it.
    public func addScrollObserver(_ observer: @escaping (ScrollView) -> Void) -> ObservationToken {
        scrollObservers.add(observer)
    }

    /// The single view holding the content, placed at the content origin
    /// and sized by layout; nil when subviews are placed by hand.
    public var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { insertSubview(contentView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The size of the scrollable content in points. Layout sets it from
    /// ``contentView`` when there is one. Negative, NaN or infinite values read as 0.
    public var contentSize: Size {
        didSet {
            guard contentSize != oldValue else { return }
            clampContentOffset()
            setNeedsDisplay()
        }
    }

    /// Keeps the offset valid when the size changes.
    public override var frame: Rect {
        didSet { if frame.size != oldValue.size { clampContentOffset() } }
    }

    /// A scroll view of `frame` showing `content` (see ``contentView``).
    public init(frame: Rect = .zero, content: View? = nil, axis: Axis = .vertical,
                style: ScrollViewStyle = ScrollViewStyle()) {
        self.axis = axis
        self.style = style
        self.contentSize = .zero
        super.init(frame: frame)
        addGestureRecognizer(panRecognizer)
        clipsToBounds = true
        if let content {
            contentView = content
            insertSubview(content, at: 0)
        }
    }

    // MARK: Offset

    /// An offset to show once layout has sized the content: the first layout
    /// that places the subviews at a non-empty size sets it (clamped, as
    /// ``setContentOffset(_:)`` does) and clears it. For a scroll view
    /// declared with an offset before it is laid out (a scene file's
    /// `offset`, a screen built again after a memory warning).
    public var initialContentOffset: Point? {
        didSet { if initialContentOffset != nil { setNeedsLayout() } }
    }

    /// The content point shown at the top left: `bounds.origin`. Setting it
    /// goes through ``setContentOffset(_:)``, so it is always in range.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue) }
    }

    /// The largest offset on each axis: content size minus bounds size, or 0
    /// when the content fits (or the axis does not scroll).
    public var maximumContentOffset: Point {
        func room(_ content: Double, _ visible: Double) -> Double {
            let c = content.isFinite ? content : 0, v = visible.isFinite ? visible : 0
            return Swift.max(0, c - v)
        }
        return Point(x: axis == .vertical ? 0 : room(contentSize.width, bounds.width),
                     y: axis == .horizontal ? 0 : room(contentSize.height, bounds.height))
    }

    /// Shows the content from `offset`, clamped to 0…``maximumContentOffset``
    /// on each axis (NaN reads as 0, infinities as the nearest end). Calls
    /// ``didScroll``, then the scroll observers, when the offset changed.
    public func setContentOffset(_ offset: Point) {
        let limit = maximumContentOffset
        func clamp(_ v: Double, _ hi: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), hi) }
        let clamped = Point(x: clamp(offset.x, limit.x), y: clamp(offset.y, limit.y))
        guard clamped != bounds.origin else { return }
        bounds.origin = clamped
        didScroll?(self)
        scrollObservers.notify(self)
    }

    /// Scrolls as little as possible to show `rect` (content coordinates);
    /// when it is larger than the bounds its top left is shown.
    public func scrollRectToVisible(_ rect: Rect) {
        guard rect.isFinite else { return }
        func axisOffset(_ lo: Double, _ hi: Double, _ current: Double, _ visible: Double) -> Double {
            if hi - lo >= visible || lo < current { return lo }
            return hi > current + visible ? hi - visible : current
        }
        let current = contentOffset
        setContentOffset(Point(x: axisOffset(rect.minX, rect.maxX, current.x, bounds.width),
                               y: axisOffset(rect.minY, rect.maxY, current.y, bounds.height)))
    }

    private func clampContentOffset() { setContentOffset(bounds.origin) }

    // MARK: Layout

    /// Constraints for the content: the scrolling axes unbounded, the others
    /// exactly the scroll view's length.
    private func contentConstraints(for size: Size) -> Constraints {
        switch axis {
        case .vertical: return Constraints(minWidth: size.width, maxWidth: size.width)
        case .horizontal: return Constraints(minHeight: size.height, maxHeight: size.height)
        case .both: return .unbounded
        }
    }

    /// Flexible: all the room offered on a bounded axis; on an unbounded one
    /// the content's length (or the current frame's, without a content view).
    /// Given bounded room both ways, a scroll view takes all of it whatever
    /// its content: a relayout boundary for changes in the content.
    public override func sizeIgnoresSubviews(under constraints: Constraints) -> Bool {
        (constraints.hasBoundedWidth && constraints.hasBoundedHeight) || super.sizeIgnoresSubviews(under: constraints)
    }

    public override func measureSize(_ constraints: Constraints) -> Size {
        var size = constraints.biggest
        guard !constraints.hasBoundedWidth || !constraints.hasBoundedHeight else { return size }
        let natural = contentView?.size(for: .unbounded) ?? frame.size
        if !constraints.hasBoundedWidth { size.width = natural.width }
        if !constraints.hasBoundedHeight {
            // A vertical scroll view's content is as tall as it gets at the chosen width.
            let tall = axis == .vertical ? contentView?.size(for: contentConstraints(for: size)) : nil
            size.height = tall?.height ?? natural.height
        }
        return size
    }

    /// Places the content view at the content origin with its measured size,
    /// which becomes ``contentSize``; then brings the offset back into range.
    public override func placeSubviews() {
        if let contentView {
            let size = contentView.size(for: contentConstraints(for: bounds.size))
            place(contentView, at: Rect(origin: .zero, size: size))
            contentSize = size
        }
        clampContentOffset()
        if let offset = initialContentOffset, bounds.width > 0, bounds.height > 0 {
            initialContentOffset = nil
            setContentOffset(offset)
        }
    }

    /// The drag in progress, if a touch is dragging the content (`ScrollView+Dragging.swift`).
    var drag: ScrollDrag?

    /// Drags the content with the touches it joins or takes over (see
    /// ``ScrollPanRecognizer``); installed by `init`.
    public let panRecognizer = ScrollPanRecognizer()

    public override var properties: [ViewProperty] {
        super.properties + [
            .value("axis", .text(axis.rawValue)), .value("contentSize", .text("\(contentSize)")),
            .value("contentOffset", .text("\(contentOffset)")),
        ]
    }

    // MARK: Indicators

    /// The indicator bars to draw now, in the scroll view's frame space
    /// (origin at its top-left corner, not scrolled): vertical first (at the
    /// right edge, or the left one under a right-to-left layout).
    public var indicatorRects: [Rect] {
        guard style.showsIndicators else { return [] }
        let t = LayoutLimits.nonNegative(style.indicatorThickness), inset = LayoutLimits.nonNegative(style.indicatorInset)
        guard t > 0 else { return [] }
        let limit = maximumContentOffset
        let vertical = limit.y > 0, horizontal = limit.x > 0
        var rects: [Rect] = []
        func bar(visible: Double, content: Double, offset: Double, maximum: Double, track: Double) -> (Double, Double)? {
            guard track > 0, content > 0 else { return nil }
            let length = Swift.min(track, Swift.max(LayoutLimits.nonNegative(style.minimumIndicatorLength),
                                                    track * visible / content))
            return ((track - length) * Swift.min(1, Swift.max(0, offset / maximum)), length)
        }
        let w = bounds.width, h = bounds.height
        let rtl = effectiveLayoutDirection == .rightToLeft
        if vertical, let (start, length) = bar(visible: h, content: contentSize.height, offset: contentOffset.y,
                                               maximum: limit.y, track: h - 2 * inset - (horizontal ? t + inset : 0)) {
            rects.append(Rect(x: rtl ? inset : w - inset - t, y: inset + start, width: t, height: length))
        }
        if horizontal, let (start, length) = bar(visible: w, content: contentSize.width, offset: contentOffset.x,
                                                 maximum: limit.x, track: w - 2 * inset - (vertical ? t + inset : 0)) {
            // Under a right-to-left layout the vertical bar's corner is the bottom-left one.
            let lead = rtl && vertical ? t + inset : 0
            rects.append(Rect(x: inset + lead + start, y: h - inset - t, width: length, height: t))
        }
        return rects
    }

    /// Draws the indicators on top of the content, after the scroll view is
    /// rendered as every view is (outside the scrolled space, so they stay put).
    override func renderOverlay(in canvas: Canvas) {
        let rects = indicatorRects
        guard !rects.isEmpty, !isHidden, alpha > 0 else { return }
        canvas.withSavedState {
            canvas.translate(x: frame.minX, y: frame.minY)
            canvas.withTransparencyLayer(alpha: alpha) {
                for rect in rects { drawIndicator(canvas.pixelAligned(rect), in: canvas) }
            }
        }
    }

    /// One bar: the bar's colour inside a border ring one device pixel wide (even-odd).
    private func drawIndicator(_ bar: Rect, in canvas: Canvas) {
        func capsule(_ r: Rect) -> Path { .roundedRect(r, radius: Swift.min(r.width, r.height) / 2) }
        let scale = canvas.currentTransform.a
        let core = bar.insetBy(dx: scale > 0 ? 1 / scale : 1, dy: scale > 0 ? 1 / scale : 1)
        guard let border = style.indicatorBorderColor, border.alpha > 0, !core.isEmpty else {
            return canvas.fill(capsule(bar), with: style.indicatorColor)
        }
        var ring = capsule(bar)
        ring.append(capsule(core))
        canvas.fill(ring, with: border, rule: .evenOdd)
        canvas.fill(capsule(core), with: style.indicatorColor)
    }
}
