import Bezel
import BezelGraphics
import BezelReplay
import Testing

/// Tapping a link's glyphs fires it; tapping free space beside the text
/// fires nothing, at every alignment.
@Suite struct LinkLabelTapTests {
    @Test(arguments: [TextAlignment.left, .center, .right])
    func linksFireOnlyOnTheirGlyphs(alignment: TextAlignment) throws {
        let window = Window(size: Size(width: 320, height: 80))
        let label = LinkLabel(runs: [.text("See the "), .link("terms", to: "app://terms"), .text(".")],
                              frame: Rect(x: 10, y: 10, width: 300, height: 40))
        label.alignment = alignment
        label.identifier = "links"
        window.addSubview(label)
        try window.layout()
        var fired: [String] = []
        label.onLinkTapped = { fired.append($0.target) }
        let session = ReplaySession(window: window)
        let link = try #require(label.links.first)
        let box = try #require(label.boxes(for: link).first)
        try session.tap(.point(label.convert(box.center, to: window)))
        #expect(fired == ["app://terms"])
        #expect(session.trace.contains { if case .linkTapped(_, "terms", "app://terms") = $0.event { return true } else { return false } })
        // Free space: the far side of the label from the text, on the same line.
        let empty = alignment == .right ? Point(x: 15, y: box.center.y) : Point(x: 295, y: box.center.y)
        try session.tap(.point(label.convert(empty, to: window)))
        // Just beside the link, in the plain text.
        try session.tap(.point(label.convert(Point(x: box.minX - 12, y: box.center.y), to: window)))
        #expect(fired == ["app://terms"])
    }
}
