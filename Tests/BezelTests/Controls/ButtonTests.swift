import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel
import BezelGallery

@Suite struct ButtonTests {
    private func button(title: String? = "Save", image: Image? = nil) -> (Button, EventLog) {
        let button = Button(title: title, image: image)
        button.frame = Rect(size: button.size(for: .unbounded))
        let log = EventLog()
        button.addAction(for: .allEvents) { _, events in log.events.append(contentsOf: events.names) }
        return (button, log)
    }

    // MARK: Behaviour

    @Test func tapSendsTouchUpInsideAndHighlightsWhilePushed() {
        let (b, log) = button()
        b.touchBegan(Touch(location: Point(x: 10, y: 10)))
        #expect(b.isHighlighted)
        b.touchEnded(Touch(location: Point(x: 10, y: 10)))
        #expect(!b.isHighlighted && !b.isSelected)
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func releasingOutsideSendsTouchUpOutside() {
        let (b, log) = button()
        b.touchBegan(Touch(location: Point(x: 10, y: 10)))
        b.touchMoved(Touch(location: Point(x: 10, y: 300)))
        #expect(!b.isHighlighted)
        b.touchEnded(Touch(location: Point(x: 10, y: 300)))
        #expect(log.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    }

    @Test func disabledButtonTakesNoTouch() {
        let (b, log) = button()
        b.isEnabled = false
        #expect(!b.acceptsTouches)
        b.touchBegan(Touch(location: Point(x: 10, y: 10)))
        #expect(!b.isHighlighted && log.events.isEmpty)
    }

    @Test func intrinsicSizeComesFromTitleImageAndInsets() throws {
        let style = ButtonStyle()
        let title = TextLayout("Save", font: style.font).size
        let (b, _) = button()
        let insets = style.bezelInsets.left + style.bezelInsets.right + style.contentInsets.left + style.contentInsets.right
        #expect(b.frame.width == (title.width + insets).rounded(.up))
        #expect(b.frame.height == style.minimumHeight)

        let glyph = try SampleGlyph.play(size: 16)
        let (both, _) = button(image: glyph)
        #expect(both.frame.width == (title.width + 16 + style.imageTitleSpacing + insets).rounded(.up))
        let (imageOnly, _) = button(title: nil, image: glyph)
        #expect(imageOnly.frame.width == 16 + insets)
        let (empty, _) = button(title: "")
        #expect(empty.frame.width == insets && empty.contentSize == .zero)
    }

    @Test func tallContentGrowsTheButton() {
        var style = ButtonStyle()
        style.font = Font(size: 40)
        let b = Button(title: "Big", style: style)
        b.frame = Rect(size: b.size(for: .unbounded))
        #expect(b.frame.height > style.minimumHeight)
    }

    @Test func changingTheTitleNeedsLayout() throws {
        let (b, _) = button()
        try b.layout(.unbounded)
        #expect(!b.needsLayout)
        let before = b.frame.width
        b.title = "Save all changes"
        #expect(b.needsLayout)
        try b.layout(.unbounded)
        #expect(b.frame.width > before)
        b.style.font = Font(size: 15)
        #expect(b.needsLayout)
    }

    @Test func firstBaselineIsTheTitles() throws {
        let (b, _) = button()
        let baseline = try #require(b.firstBaseline(forHeight: b.frame.height))
        #expect(baseline > b.frame.height / 2 && baseline < b.frame.height - 4)
        let (imageOnly, _) = button(title: nil, image: try SampleGlyph.play(size: 16))
        #expect(imageOnly.firstBaseline(forHeight: 37) == nil)
    }

    @Test func stateDescriptionListsTheState() throws {
        let (b, _) = button(image: try SampleGlyph.play(size: 16))
        b.isSelected = true
        #expect(b.stateDescription == ["enabled", "selected", "title=\"Save\"", "image=16x16"])
    }

    @Test func narrowButtonCutsItsTitleAndEmptyBoundsDrawNothing() throws {
        let b = Button(frame: Rect(x: 0, y: 0, width: 50, height: 37), title: "A very long title")
        #expect(b.size(for: .unbounded).width > 50, "the title needs more room than the button has")
        let image = try b.renderImage(scale: 2, background: .white)
        #expect(image.pixelWidth == 100 && image.pixelHeight == 74)
        // The title's ink: dark pixels in the content area's rows. Cut to fit, it stays inside the
        // content area, so the right content inset (inside the border) holds none.
        let bezel = b.bounds.inset(by: b.style.bezelInsets)
        let content = bezel.inset(by: b.style.contentInsets)
        func inked(_ columns: Range<Int>) -> Bool {
            (Int(content.minY * 2)..<Int(content.maxY * 2)).contains { y in
                columns.contains { x in
                    guard let pixel = image.pixel(x: x, y: y) else { return false }
                    return pixel.alpha > 0.5 && (pixel.red + pixel.green + pixel.blue) / 3 < 0.5
                }
            }
        }
        #expect(inked(Int(content.minX * 2)..<Int(content.maxX * 2)), "the title is drawn")
        #expect(!inked(Int(content.maxX * 2) + 2..<Int((bezel.maxX - b.style.borderWidth) * 2) - 2), "and cut to fit")

        let zero = Button(frame: Rect(x: 0, y: 0, width: 1, height: 1), title: "x")
        let empty = try zero.renderImage(scale: 1)
        #expect(empty.pixelWidth == 1 && empty.pixelHeight == 1)
        #expect(empty.pixel(x: 0, y: 0)?.alpha == 0, "bounds too small for a bezel draw nothing")
    }

    // MARK: Snapshots

    static let content = StateDimension("content", ["title", "image", "imageAndTitle"])
    static let highlighted = StateDimension.bool("highlighted")
    static let selected = StateDimension.bool("selected")
    static let enabled = StateDimension.bool("enabled", [true, false])

    @Test func everyStateAtTwoX() throws {
        let glyph = try SampleGlyph.play(size: 18)
        let matrix = StateMatrix(Self.content, Self.highlighted, Self.selected, Self.enabled)
        assertSnapshots(matrix: matrix, prefix: "button", scales: [2], suite: "Button") { c in
            let content = try c.value(of: Self.content)
            let b = Button(title: content == "image" ? nil : "Continue", image: content == "title" ? nil : glyph)
            b.frame = Rect(size: b.size(for: .unbounded))
            b.isHighlighted = try c.value(of: Self.highlighted)
            b.isSelected = try c.value(of: Self.selected)
            b.isEnabled = try c.value(of: Self.enabled)
            return b
        } as: { scale in .image(scale: scale, background: .white) }
    }
}
