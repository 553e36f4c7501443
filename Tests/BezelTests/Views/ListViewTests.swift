import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel
import BezelGallery

/// Whether `pixel` is `colour` to within the 8-bit rounding of a surface.
private func isClose(_ pixel: Color?, _ colour: Color) -> Bool {
    guard let pixel else { return false }
    return abs(pixel.red - colour.red) < 0.006 && abs(pixel.green - colour.green) < 0.006
        && abs(pixel.blue - colour.blue) < 0.006 && abs(pixel.alpha - colour.alpha) < 0.006
}

@Suite struct ListViewTests {
    private func makeList(selected: Int? = nil) throws -> ListView {
        let list = ListView(rows: [
            ListRow(title: "Wi-Fi", subtitle: "Home network", accessory: .disclosureIndicator),
            ListRow(title: "Bluetooth"),
            ListRow(title: "Mobile Data", subtitle: "Roaming off", accessory: .disclosureIndicator),
            ListRow(title: "Personal Hotspot", subtitle: "Off"),
        ], selectedRow: selected)
        list.backgroundColor = .white
        try list.layout(.loose(Size(width: 240, height: 1000)))
        return list
    }

    // MARK: Layout

    @Test func rowsStackAtTheirContentHeight() throws {
        let list = try makeList()
        let heights = list.rows.map(\.frame.height)
        #expect(heights[1] == 44, "a title alone gets the minimum height")
        #expect(heights[0] > 44 && heights[0] == heights[0].rounded(), "a subtitle makes the row taller, in whole points")
        #expect(list.frame.size == Size(width: 240, height: heights.reduce(0, +)))
        var y = 0.0
        for row in list.rows {
            #expect(row.frame == Rect(x: 0, y: y, width: 240, height: row.frame.height))
            y += row.frame.height
        }
        // Taller text, taller row.
        list.style.titleFont = Font(size: 30)
        try list.layout(.loose(Size(width: 240, height: 1000)))
        #expect(list.rows[1].frame.height > 44)
    }

    @Test func widthIsFlexible() throws {
        let list = try makeList()
        #expect(list.size(for: Constraints(maxWidth: 300)).width == 300)
        let natural = list.size(for: .unbounded)
        #expect(natural.width > 100 && natural.width < 240, "the widest row's own width: \(natural)")
        #expect(natural.height == list.frame.height)
        // Hidden rows take no room.
        list.rows[1].isHidden = true
        list.setNeedsLayout()
        #expect(list.size(for: .unbounded).height == natural.height - 44)
    }

    // MARK: Hit testing and selection

    @Test func rowAtPoint() throws {
        let list = try makeList()
        let first = list.rows[0].frame, second = list.rows[1].frame
        #expect(list.row(at: Point(x: 10, y: 1)) == 0)
        #expect(list.row(at: Point(x: 239, y: first.maxY - 0.01)) == 0)
        #expect(list.row(at: Point(x: 10, y: second.minY)) == 1, "the line between rows belongs to the lower one")
        #expect(list.row(at: Point(x: 10, y: list.frame.height - 1)) == 3)
        #expect(list.row(at: Point(x: 10, y: list.frame.height)) == nil)
        #expect(list.row(at: Point(x: -1, y: 5)) == nil && list.row(at: Point(x: 240, y: 5)) == nil)
        #expect(list.row(at: Point(x: .nan, y: 5)) == nil)
        list.rows[0].isHidden = true
        try list.layout(.loose(Size(width: 240, height: 1000)))
        #expect(list.row(at: Point(x: 10, y: 1)) == 1)
    }

    @Test func selectionAndSeparators() throws {
        let list = try makeList()
        #expect(list.rows.map(\.showsSeparator) == [true, true, true, false], "none after the last row")
        list.selectedRow = 2
        #expect(list.rows.map(\.isSelected) == [false, false, true, false])
        #expect(list.rows.map(\.showsSeparator) == [true, false, false, false], "hidden next to the selection")
        list.selectedRow = 9
        #expect(list.selectedRow == nil && list.rows.allSatisfy { !$0.isSelected })
        list.selectedRow = 3
        list.rows = Array(list.rows.prefix(2))
        #expect(list.selectedRow == nil && list.subviews.count == 2, "a selection past the end is dropped")
        #expect(ListView(rows: [ListRow(title: "A")], selectedRow: 4).selectedRow == nil)
        #expect(list.stateDescription == ["rows=2", "selectedRow=none"])
        #expect(list.rows[0].stateDescription == ["title=\"Wi-Fi\"", "subtitle=\"Home network\"", "accessory=disclosureIndicator"])
    }

    // MARK: Drawing

    /// The separator is exactly one device pixel at every scale, on the row's
    /// last pixel row, from the inset to the right edge.
    @Test(arguments: [1.0, 2.0, 3.0])
    func separatorsAreHairlines(scale: Double) throws {
        let list = try makeList()
        let image = try list.renderImage(scale: scale)
        let style = ListViewStyle()
        let boundary = Int((list.rows[0].frame.maxY * scale).rounded())
        let x = Int(100 * scale)
        #expect(isClose(image.pixel(x: x, y: boundary - 1), style.separatorColor))
        #expect(image.pixel(x: x, y: boundary - 2) == .white)
        #expect(image.pixel(x: x, y: boundary) == .white)
        #expect(image.pixel(x: Int(style.separatorInset * scale) - 1, y: boundary - 1) == .white, "inset from the left")
        #expect(isClose(image.pixel(x: Int(style.separatorInset * scale), y: boundary - 1), style.separatorColor))
        #expect(isClose(image.pixel(x: Int(240 * scale) - 1, y: boundary - 1), style.separatorColor), "to the right edge")
    }

    @Test func selectedRowIsHighlightedAndAccessoriesDrawn() throws {
        let list = try makeList(selected: 1)
        let image = try list.renderImage(scale: 2)
        let row = list.rows[1].frame
        #expect(isClose(image.pixel(x: 200, y: Int(row.midY * 2)), ListViewStyle().selectedRowColor))
        #expect(image.pixel(x: 200, y: Int(row.minY * 2) - 1) == .white, "no separator over the highlight")
        // The chevron of row 0 is drawn in the right inset, grey.
        let chevronArea = (Int((240 - 14 - 6) * 2)..<Int((240 - 14) * 2))
        let midY = Int(list.rows[0].frame.midY * 2)
        let darkest = chevronArea.compactMap { image.pixel(x: $0, y: midY)?.red }.min() ?? 1
        #expect(darkest < 0.85)
        // An image accessory is fitted into its box.
        let glyph = try SampleGlyph.play(size: 40, scale: 2)
        list.rows[1].accessory = .image(glyph)
        try list.layout(.loose(Size(width: 240, height: 1000)))
        let withImage = try list.renderImage(scale: 2)
        let blue = try #require(withImage.pixel(x: Int((240 - 14 - 12) * 2), y: Int(list.rows[1].frame.midY * 2) + 10))
        #expect(blue.blue > 0.8 && blue.red < 0.4, "\(blue)")
    }

    @Test func listInAScrollView() throws {
        let list = try makeList()
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let scroll = ScrollView(frame: root.bounds, content: list)
        root.addSubview(scroll)
        try root.layout()
        #expect(scroll.contentSize.width == 200 && scroll.contentSize.height == list.frame.height)
        scroll.contentOffset = Point(x: 0, y: 60)
        // 10 points down the window is 70 points down the list: the second row.
        #expect(list.row(at: root.convert(Point(x: 10, y: 10), to: list)) == 1)
        #expect(root.hitTest(Point(x: 10, y: 10)) === list.rows[1])
    }

    // MARK: Snapshots

    static let selected = StateDimension("selected", [("none", nil), ("1", 1)] as [(String, Int?)])

    @Test func snapshots() throws {
        let glyph = try SampleGlyph.play(size: 24, scale: 2)
        // These states cut their text on purpose (ellipses, long titles, a scrolled field).
        assertSnapshots(matrix: StateMatrix(Self.selected), prefix: "list-view", scales: [2], suite: "ListView", textFindings: .off) { c in
            let list = ListView(rows: [
                ListRow(title: "Wi-Fi", subtitle: "Home network", accessory: .disclosureIndicator),
                ListRow(title: "Bluetooth", subtitle: "On", accessory: .disclosureIndicator),
                ListRow(title: "Now Playing", subtitle: "A very long subtitle that is cut off at the edge",
                        accessory: .image(glyph)),
                ListRow(title: "Airplane Mode"),
                ListRow(title: "About", accessory: .disclosureIndicator),
            ], selectedRow: try c.value(of: Self.selected))
            list.backgroundColor = .white
            try list.layout(.loose(Size(width: 260, height: 1000)))
            return list
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
