import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

/// A grid of coloured tiles with numbers, `columns` × `rows` tiles of 60 points.
private final class TileBoard: View {
    let columns: Int, rows: Int
    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        super.init(frame: Rect(x: 0, y: 0, width: Double(columns) * 60, height: Double(rows) * 60))
    }

    override func measureSize(_ constraints: Constraints) -> Size {
        constraints.constrain(Size(width: Double(columns) * 60, height: Double(rows) * 60))
    }

    override func draw(in canvas: Canvas) {
        for r in 0..<rows {
            for c in 0..<columns {
                let hue = Double((r * columns + c) % 12) / 12
                let tile = Rect(x: Double(c) * 60, y: Double(r) * 60, width: 60, height: 60)
                canvas.fill(tile, with: HSBColor(hue: hue, saturation: 0.45, brightness: 0.97).rgb)
                canvas.fill(.roundedRect(tile.insetBy(dx: 6, dy: 6), radius: 8),
                            with: HSBColor(hue: hue, saturation: 0.7, brightness: 0.85).rgb)
                TextLayout("\(r * columns + c + 1)", font: Font(size: 15, weight: .bold),
                           style: TextStyle(alignment: .center, maxWidth: 60))
                    .draw(in: canvas, at: Point(x: tile.minX, y: tile.midY - 9), color: .white)
            }
        }
    }
}

@Suite struct ScrollViewTests {
    private func makeScroll(content: Size = Size(width: 100, height: 400)) -> ScrollView {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = content
        return scroll
    }

    // MARK: Offset

    @Test func offsetIsClampedToTheContent() {
        let scroll = makeScroll()
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 300))
        scroll.contentOffset = Point(x: 40, y: 120)
        #expect(scroll.contentOffset == Point(x: 0, y: 120), "a vertical scroll view never moves sideways")
        #expect(scroll.bounds.origin == Point(x: 0, y: 120))
        scroll.setContentOffset(Point(x: 0, y: 1000))
        #expect(scroll.contentOffset.y == 300)
        scroll.setContentOffset(Point(x: 0, y: -50))
        #expect(scroll.contentOffset.y == 0)
        scroll.setContentOffset(Point(x: .nan, y: .nan))
        #expect(scroll.contentOffset == .zero)
        scroll.setContentOffset(Point(x: 0, y: .infinity))
        #expect(scroll.contentOffset.y == 300)
        scroll.setContentOffset(Point(x: 0, y: -.infinity))
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func anInitialOffsetWaitsForTheFirstLayoutAtASize() throws {
        let scroll = ScrollView(content: TileBoard(columns: 3, rows: 8))
        scroll.initialContentOffset = Point(x: 0, y: 500)
        #expect(scroll.contentOffset == .zero, "no content size yet: nothing to scroll to")
        _ = try scroll.layout(.tight(.zero))
        #expect(scroll.initialContentOffset != nil, "an empty layout keeps it waiting")
        _ = try scroll.layout(.tight(Size(width: 180, height: 180)))
        #expect(scroll.contentOffset == Point(x: 0, y: 300), "clamped to the 480-point content")
        #expect(scroll.initialContentOffset == nil)
        scroll.setContentOffset(Point(x: 0, y: 60))
        scroll.setNeedsLayout()
        _ = try scroll.layout(.tight(Size(width: 180, height: 180)))
        #expect(scroll.contentOffset.y == 60, "later layouts leave the offset alone")
    }

    @Test func bothAxesAndContentThatFits() {
        let scroll = makeScroll(content: Size(width: 250, height: 60))
        scroll.axis = .both
        scroll.contentOffset = Point(x: 500, y: 500)
        #expect(scroll.contentOffset == Point(x: 150, y: 0))
        scroll.axis = .horizontal
        scroll.contentSize = Size(width: .nan, height: -4)
        #expect(scroll.maximumContentOffset == .zero && scroll.contentOffset == .zero)
    }

    @Test func offsetFollowsSizeChanges() {
        let scroll = makeScroll()
        scroll.contentOffset = Point(x: 0, y: 300)
        scroll.frame.size.height = 250
        #expect(scroll.contentOffset.y == 150)
        scroll.contentSize = Size(width: 100, height: 200)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func didScrollReportsChangesOnly() {
        let scroll = makeScroll()
        var seen: [Double] = []
        scroll.didScroll = { seen.append($0.contentOffset.y) }
        scroll.contentOffset = Point(x: 0, y: 80)
        scroll.contentOffset = Point(x: 0, y: 80)
        scroll.contentOffset = Point(x: 0, y: 9999)
        scroll.contentOffset = Point(x: 0, y: 9999)
        #expect(seen == [80, 300])
        #expect(ScrollView.dragThreshold == 10)
    }

    @Test func scrollRectToVisibleMovesAsLittleAsPossible() {
        let scroll = makeScroll()
        scroll.scrollRectToVisible(Rect(x: 0, y: 150, width: 100, height: 30))
        #expect(scroll.contentOffset.y == 80)
        scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 100, height: 30))
        #expect(scroll.contentOffset.y == 80, "already visible")
        scroll.scrollRectToVisible(Rect(x: 0, y: 20, width: 100, height: 10))
        #expect(scroll.contentOffset.y == 20)
    }

    // MARK: Layout

    @Test func contentViewIsMeasuredWithTheMainAxisUnbounded() throws {
        let board = TileBoard(columns: 2, rows: 7)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 150, height: 200), content: board)
        try scroll.layout()
        #expect(board.frame == Rect(x: 0, y: 0, width: 150, height: 420), "full width, natural height")
        #expect(scroll.contentSize == Size(width: 150, height: 420))
        #expect(scroll.subviews.first === board)

        let wide = ScrollView(frame: Rect(x: 0, y: 0, width: 150, height: 200), content: TileBoard(columns: 5, rows: 2),
                              axis: .horizontal)
        try wide.layout()
        #expect(wide.contentSize == Size(width: 300, height: 200))

        // Replacing the content view removes the old one.
        let other = TileBoard(columns: 1, rows: 1)
        scroll.contentView = other
        #expect(board.superview == nil && other.superview === scroll)
        try scroll.layout()
        #expect(scroll.contentSize == Size(width: 150, height: 60))
    }

    @Test func measuringIsFlexible() {
        let scroll = ScrollView(content: TileBoard(columns: 3, rows: 9))
        #expect(scroll.size(for: .loose(Size(width: 200, height: 300))) == Size(width: 200, height: 300))
        #expect(scroll.size(for: Constraints(maxWidth: 120)) == Size(width: 120, height: 540))
        #expect(scroll.size(for: .unbounded) == Size(width: 180, height: 540))
    }

    // MARK: Drawing and hit testing

    private func scrolledTree() throws -> (View, ScrollView, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 60))
        root.backgroundColor = .white
        let scroll = ScrollView(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        scroll.style.showsIndicators = false
        scroll.contentSize = Size(width: 20, height: 100)
        let marker = View(frame: Rect(x: 0, y: 25, width: 20, height: 10))
        marker.backgroundColor = .black
        scroll.addSubview(marker)
        root.addSubview(scroll)
        return (root, scroll, marker)
    }

    @Test func subviewsAreInContentCoordinatesAndClipped() throws {
        let (root, scroll, marker) = try scrolledTree()
        // At offset 0 the marker (content y 25…35) is below the 20-point window: clipped away.
        var image = try root.renderImage(scale: 2)
        #expect(image.pixel(x: 40, y: 2 * (10 + 28)) == .white, "not drawn outside the bounds")
        scroll.contentOffset = Point(x: 0, y: 20)
        image = try root.renderImage(scale: 2)
        #expect(image.pixel(x: 40, y: 2 * (10 + 5) + 2) == .black, "content y 25 is shown 5 points down")
        #expect(image.pixel(x: 40, y: 2 * (10 + 4) + 1) == .white)
        #expect(marker.convert(.zero, to: root) == Point(x: 10, y: 15))
        #expect(root.hitTest(Point(x: 15, y: 17)) === marker)
        #expect(root.hitTest(Point(x: 15, y: 12)) === scroll)
    }

    @Test func indicatorsShowTheVisibleShare() throws {
        let scroll = makeScroll()
        #expect(scroll.indicatorRects == [Rect(x: 95, y: 2, width: 3, height: 24)])   // 96 × 100/400
        scroll.contentOffset = Point(x: 0, y: 300)
        #expect(scroll.indicatorRects == [Rect(x: 95, y: 74, width: 3, height: 24)])  // at the bottom of the track
        scroll.contentSize = Size(width: 100, height: 100)
        #expect(scroll.indicatorRects.isEmpty, "no indicator when the content fits")
        scroll.contentSize = Size(width: 100, height: 100_000)
        #expect(scroll.indicatorRects.first?.height == 20, "minimum length")
        scroll.style.showsIndicators = false
        #expect(scroll.indicatorRects.isEmpty)
    }

    @Test func indicatorsAreDrawnOnTopAndStayPut() throws {
        let scroll = makeScroll()
        let board = TileBoard(columns: 2, rows: 7)
        scroll.contentView = board
        try scroll.layout()
        scroll.contentOffset = Point(x: 0, y: 320)
        for scale in [1.0, 2.0, 3.0] {
            let image = try scroll.renderImage(scale: scale, background: .white)
            let bar = try #require(scroll.indicatorRects.first)
            // The bar's pixels are darker than the tile under them; one pixel left of it, the tile alone.
            let inside = try #require(image.pixel(x: Int((bar.midX * scale).rounded(.down)), y: Int(bar.midY * scale)))
            let beside = try #require(image.pixel(x: Int(bar.minX * scale) - 1, y: Int(bar.midY * scale)))
            #expect(inside.red < beside.red * 0.8, "at \(scale)x")
        }
        #expect(scroll.treeDescription().hasPrefix("ScrollView frame=(0, 0, 100, 100) bounds=(0, 320, 100, 100) clips"))
        #expect(scroll.stateDescription == ["axis=vertical", "contentSize=100x420", "contentOffset=(0, 320)"])
    }

    // MARK: Snapshots

    static let axis = StateDimension("axis", [ScrollView.Axis.vertical, .both], valueName: { $0.rawValue })
    static let offset = StateDimension("offset", [("top", 0.0), ("middle", 0.5), ("end", 1.0)])

    /// A list scrolled vertically, and a tile board scrolled both ways, at
    /// the start, halfway and the end.
    @Test func snapshots() throws {
        assertSnapshots(matrix: StateMatrix(Self.axis, Self.offset), prefix: "scroll-view", scales: [2],
                        suite: "ScrollView") { c in
            let axis = try c.value(of: Self.axis), share = try c.value(of: Self.offset)
            let frame = Rect(x: 0, y: 0, width: 220, height: 180)
            let content: View
            if axis == .vertical {
                content = ListView(rows: (1...12).map {
                    ListRow(title: "Message \($0)", subtitle: "Preview of message \($0)", accessory: .disclosureIndicator)
                })
                content.backgroundColor = .white
            } else {
                content = TileBoard(columns: 6, rows: 5)
            }
            let scroll = ScrollView(frame: frame, content: content, axis: axis)
            try scroll.layout()
            let limit = scroll.maximumContentOffset
            scroll.contentOffset = Point(x: (limit.x * share).rounded(), y: (limit.y * share).rounded())
            return scroll
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
