import BezelGallery
import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel

/// Every control drawn right to left at 2x, against references beside the
/// left-to-right ones: `Snapshots/<Control>/<control>-rtl.….png`. Each is
/// built as its left-to-right snapshot test builds it, with a right-to-left
/// layout direction in its traits.
@Suite struct RightToLeftSnapshotTests {
    static let value = StateDimension("value", [0.0, 0.3, 1.0], valueName: { formatted($0) })
    static let on = StateDimension.bool("on")
    static let highlighted = StateDimension.bool("highlighted")

    @Test func slider() {
        assertSnapshots(matrix: StateMatrix(Self.value, Self.highlighted), prefix: "slider-rtl", scales: [2],
                        suite: "Slider") { c in
            let s = rightToLeft(Slider(value: try c.value(of: Self.value)))
            s.frame = Rect(size: s.size(for: Constraints(maxWidth: 160)))
            s.isHighlighted = try c.value(of: Self.highlighted)
            return s
        } as: { scale in .image(scale: scale, background: .white) }
    }

    @Test func switchControl() {
        assertSnapshots(matrix: StateMatrix(Self.on, Self.highlighted), prefix: "switch-rtl", scales: [2],
                        suite: "Switch") { c in
            let s = rightToLeft(Switch(isOn: try c.value(of: Self.on)))
            s.frame = Rect(size: s.size(for: .unbounded))
            s.isHighlighted = try c.value(of: Self.highlighted)
            return s
        } as: { scale in .image(scale: scale, background: .white) }
    }

    static let selected = StateDimension("selected", [("none", Int?.none), ("0", 0), ("1", 1)])
    static let highlightedSegment = StateDimension("highlighted", [("none", Int?.none), ("2", 2)])

    @Test func segmentedControl() {
        assertSnapshots(matrix: StateMatrix(Self.selected, Self.highlightedSegment), prefix: "segmented-control-rtl",
                        scales: [2], suite: "SegmentedControl") { c in
            let control = rightToLeft(SegmentedControl(titles: ["Day", "Week", "Month"],
                                                       selectedSegmentIndex: try c.value(of: Self.selected)))
            control.frame = Rect(size: control.size(for: .unbounded))
            control.highlightedSegmentIndex = try c.value(of: Self.highlightedSegment)
            control.isHighlighted = control.highlightedSegmentIndex != nil
            return control
        } as: { scale in .image(scale: scale, background: .white) }
    }

    static let progress = StateDimension("progress", [0.02, 0.5, 1.0], valueName: { formatted($0) })

    @Test func progressView() {
        assertSnapshots(matrix: StateMatrix(Self.progress), prefix: "progress-view-rtl", scales: [2],
                        suite: "ProgressView") { c in
            let p = rightToLeft(ProgressView(progress: try c.value(of: Self.progress)))
            p.frame = Rect(size: p.size(for: Constraints(maxWidth: 160)))
            return p
        } as: { scale in .image(scale: scale, background: .white) }
    }

    static let content = StateDimension("content", ["title", "image", "imageAndTitle"])

    @Test func button() throws {
        let glyph = try SampleGlyph.play(size: 18)
        assertSnapshots(matrix: StateMatrix(Self.content, Self.highlighted), prefix: "button-rtl", scales: [2],
                        suite: "Button") { c in
            let content = try c.value(of: Self.content)
            let b = rightToLeft(Button(title: content == "image" ? nil : "Continue",
                                       image: content == "title" ? nil : glyph))
            b.frame = Rect(size: b.size(for: .unbounded))
            b.isHighlighted = try c.value(of: Self.highlighted)
            return b
        } as: { scale in .image(scale: scale, background: .white) }
    }

    static let recessed = StateDimension.bool("recessed")

    /// Symmetric: the same pixels as left to right (its light falls from the
    /// top left in both directions; see `RightToLeftControlsTests`).
    @Test func bezelButton() throws {
        let glyph = try SampleGlyph.play(size: 24, scale: 2)
        assertSnapshots(matrix: StateMatrix(Self.recessed), prefix: "bezel-button-rtl", scales: [2],
                        suite: "BezelButton") { c in
            rightToLeft(BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64), image: glyph,
                                    recessed: try c.value(of: Self.recessed)))
        } as: { scale in .image(scale: scale) }
    }

    static let fieldState = StateDimension("state", ["placeholder", "text", "focused-empty", "focused", "focused-long",
                                                     "focused-long-start"])

    @Test func textField() {
        // These states cut their text on purpose (ellipses, long titles, a scrolled field).
        assertSnapshots(matrix: StateMatrix(Self.fieldState), prefix: "text-field-rtl", scales: [2],
                        suite: "TextField", textFindings: .off, accessibilityFindings: .off) { c in
            let state = try c.value(of: Self.fieldState)
            let field = TextField(placeholder: "Email address")
            switch state {
            case "text", "focused": field.text = "ada@example.com"
            case "focused-long", "focused-long-start": field.text = "ada.lovelace@analytical-engine.example.com"
            default: break
            }
            if state.hasPrefix("focused") { field.isFocused = true }
            if state == "focused-long-start" { field.caretOffset = 0 }
            return rightToLeft(framedForSnapshot(field, width: 220, padding: 10))
        } as: { scale in .image(scale: scale, background: .white) }
    }

    static let selectedRow = StateDimension("selected", [("none", nil), ("1", 1)] as [(String, Int?)])

    @Test func listView() throws {
        let glyph = try SampleGlyph.play(size: 24, scale: 2)
        // These states cut their text on purpose (ellipses, long titles, a scrolled field).
        assertSnapshots(matrix: StateMatrix(Self.selectedRow), prefix: "list-view-rtl", scales: [2],
                        suite: "ListView", textFindings: .off) { c in
            let list = rightToLeft(ListView(rows: [
                ListRow(title: "Wi-Fi", subtitle: "Home network", accessory: .disclosureIndicator),
                ListRow(title: "Bluetooth", subtitle: "On", accessory: .disclosureIndicator),
                ListRow(title: "Now Playing", subtitle: "A very long subtitle that is cut off at the edge",
                        accessory: .image(glyph)),
                ListRow(title: "Airplane Mode"),
                ListRow(title: "About", accessory: .disclosureIndicator),
            ], selectedRow: try c.value(of: Self.selectedRow)))
            list.backgroundColor = .white
            try list.layout(.loose(Size(width: 260, height: 1000)))
            return list
        } as: { scale in .image(scale: scale, background: .white) }
    }

    static let offset = StateDimension("offset", [("top", 0.0), ("end", 1.0)])

    @Test func scrollView() throws {
        assertSnapshots(matrix: StateMatrix(Self.offset), prefix: "scroll-view-rtl", scales: [2],
                        suite: "ScrollView") { c in
            let content = ListView(rows: (1...12).map {
                ListRow(title: "Message \($0)", subtitle: "Preview of message \($0)", accessory: .disclosureIndicator)
            })
            content.backgroundColor = .white
            let scroll = rightToLeft(ScrollView(frame: Rect(x: 0, y: 0, width: 220, height: 180), content: content))
            try scroll.layout()
            scroll.contentOffset = Point(x: 0, y: (scroll.maximumContentOffset.y * (try c.value(of: Self.offset))).rounded())
            return scroll
        } as: { scale in .image(scale: scale, background: .white) }
    }

    static let bar = StateDimension("bar", ["root", "back", "back-highlighted", "long-back"])

    @Test func navigationBar() {
        // These states cut their text on purpose (ellipses, long titles, a scrolled field).
        assertSnapshots(matrix: StateMatrix(Self.bar), prefix: "navigation-bar-rtl", scales: [2],
                        suite: "NavigationBar", textFindings: .off, accessibilityFindings: .off) { c in
            let bar = rightToLeft(NavigationBar(title: "Milk", frame: Rect(x: 0, y: 0, width: 320, height: NavigationBar.height)))
            switch try c.value(of: Self.bar) {
            case "back": bar.backTitle = "Groceries"
            case "back-highlighted": bar.backTitle = "Groceries"; bar.backButton.isHighlighted = true
            case "long-back": bar.backTitle = "Everything on the shopping list"
            default: break
            }
            try bar.layout(.tight(bar.frame.size))
            return bar
        } as: { scale in .image(scale: scale, background: .white) }
    }

    static let flips = StateDimension.bool("flips")

    @Test func imageView() throws {
        let image = try ImageViewTests.landscape(scale: 2)
        assertSnapshots(matrix: StateMatrix(Self.flips), prefix: "image-view-rtl", scales: [2], suite: "ImageView") { c in
            var style = ImageViewStyle(contentMode: .aspectFit)
            style.backgroundColor = Color(white: 0.9)
            style.cornerRadius = 4
            let view = ImageView(image: image, frame: Rect(x: 0, y: 0, width: 96, height: 72), style: style)
            view.flipsForRightToLeftLayoutDirection = try c.value(of: Self.flips)
            return rightToLeft(framedForSnapshot(view, width: 96, height: 72, padding: 8))
        } as: { scale in .image(scale: scale, background: .white) }
    }

    static let alignment = StateDimension("align", [TextAlignment.natural, .center])

    @Test func linkLabel() {
        assertSnapshots(matrix: StateMatrix(Self.alignment), prefix: "link-label-rtl", scales: [2],
                        suite: "LinkLabel") { c in
            let label = LinkLabel(runs: LinkLabelTests.runs)
            label.alignment = try c.value(of: Self.alignment)
            return rightToLeft(framedForSnapshot(label, width: 200))
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
