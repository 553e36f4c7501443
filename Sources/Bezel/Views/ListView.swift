import BezelGraphics

/// A vertical list of ``ListRow``s, each as tall as its content, with
/// hairline separators between them and at most one selected row.
///
/// The rows are the list's subviews, top to bottom in ``rows`` order; hidden
/// rows take no space. A separator runs along the bottom of every visible
/// row but the last, from ``ListViewStyle/separatorInset`` to the right edge
/// (mirrored under a right-to-left layout, see ``ListRow``);
/// as in iOS, the separators above and below the selected row are hidden, so
/// its highlight reads as one clean band.
///
/// **Sizing.** Flexible in width (all that is offered; unbounded, the widest
/// row's natural width); the height is the sum of the rows' heights, so in a
/// vertical ``ScrollView`` the list is as long as its rows and scrolls.
///
/// Selecting on touch up inside comes with the event-replay layer; for now
/// ``selectedRow`` is set in code and ``row(at:)`` says which row a point is on.
///
/// ```swift
/// let list = ListView(rows: [
///     ListRow(title: "Wi-Fi", subtitle: "Home", accessory: .disclosureIndicator),
///     ListRow(title: "Bluetooth", subtitle: "On", accessory: .disclosureIndicator),
/// ])
/// list.selectedRow = 1
/// let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480), content: list)
/// ```
///
/// See also: ``ListRow``, ``ListViewStyle``, ``ScrollView``.
public final class ListView: View {
    /// The rows, top to bottom. Setting it replaces the subviews; each row
    /// takes the list's ``style``.
    public var rows: [ListRow] {
        didSet {
            for old in oldValue where !rows.contains(where: { $0 === old }) { old.removeFromSuperview() }
            adoptRows()
            if let selectedRow, selectedRow >= rows.count { self.selectedRow = nil }
            updateRowStates()
        }
    }

    /// The index of the highlighted row in ``rows``, or nil. An index out of
    /// range reads as nil.
    public var selectedRow: Int? {
        didSet {
            if let selectedRow, !rows.indices.contains(selectedRow) { self.selectedRow = nil }
            if selectedRow != oldValue { updateRowStates() }
        }
    }

    /// Metrics and colours, handed to every row.
    public var style: ListViewStyle {
        didSet {
            guard style != oldValue else { return }
            for row in rows { row.style = style }
            setNeedsLayout()
        }
    }

    /// A list of `rows`, with `selectedRow` highlighted (nil for none).
    public init(frame: Rect = .zero, rows: [ListRow] = [], selectedRow: Int? = nil,
                style: ListViewStyle = ListViewStyle()) {
        self.rows = rows
        self.style = style
        self.selectedRow = selectedRow.flatMap { rows.indices.contains($0) ? $0 : nil }
        super.init(frame: frame)
        adoptRows()
        updateRowStates()
    }

    /// Makes the subviews the rows in order, each with the list's style.
    private func adoptRows() {
        for (index, row) in rows.enumerated() {
            row.style = style
            if row.superview !== self || subviews.firstIndex(where: { $0 === row }) != index {
                insertSubview(row, at: index)
            }
        }
        setNeedsLayout()
    }

    /// Selection highlight and separators: every visible row but the last
    /// has one, except next to the selected row.
    private func updateRowStates() {
        let visible = rows.indices.filter { !rows[$0].isHidden }
        for (position, index) in visible.enumerated() {
            let row = rows[index]
            row.isSelected = index == selectedRow
            let next = position + 1 < visible.count ? visible[position + 1] : nil
            row.showsSeparator = next != nil && index != selectedRow && next != selectedRow
        }
        for row in rows where row.isHidden { row.isSelected = false }
        setNeedsDisplay()
    }

    // MARK: Hit testing

    /// The index of the visible row under `point` (the list's own
    /// coordinates), or nil off the rows or outside the bounds' width. Edges
    /// are half-open: a point on the line between two rows is on the lower one.
    public func row(at point: Point) -> Int? {
        guard point.isFinite, point.x >= bounds.minX, point.x < bounds.maxX else { return nil }
        return rows.indices.first { !rows[$0].isHidden && rows[$0].frame.contains(point) }
    }

    // MARK: Layout

    /// Width: all that is offered, else the widest row's. Height: the sum of the visible rows'.
    public override func measureSize(_ constraints: Constraints) -> Size {
        let visible = rows.filter { !$0.isHidden }
        let width = constraints.hasBoundedWidth
            ? constraints.maxWidth
            : visible.map { $0.size(for: .unbounded).width }.max() ?? 0
        let rowConstraints = Constraints(minWidth: width, maxWidth: width)
        let height = visible.reduce(0) { $0 + $1.size(for: rowConstraints).height }
        return Size(width: width, height: height)
    }

    /// Stacks the visible rows from the top, each the list's width.
    public override func placeSubviews() {
        let width = bounds.width
        let rowConstraints = Constraints(minWidth: width, maxWidth: width)
        var y = 0.0
        for row in rows where !row.isHidden {
            let height = row.size(for: rowConstraints).height
            place(row, at: Rect(x: 0, y: y, width: width, height: height))
            y += height
        }
        updateRowStates()
    }

    public override var properties: [ViewProperty] {
        super.properties + [
            .value("rows", .number(Double(rows.count))),
            .optionalNumber("selectedRow", selectedRow),
        ]
    }
}
