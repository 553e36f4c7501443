import Bezel
import BezelGallery
import BezelGraphics
import Testing

/// A view's display list knows where it draws: each view of every gallery
/// tile (every control in every state), rendered alone with room around it,
/// has no pixel outside the bounds of its list. Window frames redraw only
/// where two lists differ, by those bounds, so a pixel outside them would
/// be left stale.
@Suite struct DisplayListBoundsTests {
    /// Room around the view, in points: more than any shadow reaches.
    static let margin = 64.0
    static let scale = 2.0

    @Test(arguments: [false, true])
    func everyPixelOfEveryViewOfEveryControlLiesInItsListsBounds(mirroredAndLarge: Bool) throws {
        let traits = mirroredAndLarge ? Traits(layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge) : nil
        var checked = 0
        for tile in try ControlGallery.tiles(traits: traits) {
            for view in Self.allViews(in: tile.view) where !view.isHidden && view.alpha > 0 {
                guard view.bounds.width > 0, view.bounds.height > 0 else { continue }
                let size = Size(width: view.bounds.width + 2 * Self.margin, height: view.bounds.height + 2 * Self.margin)
                let list = try DisplayList.recording(size: size, scale: Self.scale) { canvas in
                    canvas.translate(x: Self.margin - view.frame.minX, y: Self.margin - view.frame.minY)
                    view.render(in: canvas)
                }
                let blank = try Image.drawing(size: size, scale: Self.scale) { _ in }
                let drawn = try Image.drawing(size: size, scale: Self.scale) { $0.draw(list) }
                guard let changed = PixelRegion.changed(from: blank, to: drawn) else { continue }
                let bounds = list.bounds
                #expect(bounds.map { changed.intersection($0) == changed } == true,
                        "\(tile.name): \(type(of: view)) \(view.identifier ?? "") draws in \(changed), its list reaches \(String(describing: bounds))")
                checked += 1
            }
        }
        #expect(checked >= 100, "every tile and the views inside it")
    }

    @Test func aClipCutsTheBoundsAndHiddenViewsReachNothing() throws {
        let parent = View(frame: Rect(x: 5, y: 5, width: 100, height: 50))
        let child = Label("A label that is much too long for its frame", font: .system(size: 14))
        child.frame = Rect(x: 90, y: 10, width: 40, height: 20)
        parent.addSubview(child)
        let hidden = View(frame: Rect(x: -50, y: -50, width: 10, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        parent.addSubview(hidden)
        let window = Window(size: Size(width: 200, height: 100), scale: 1)
        window.addSubview(parent)
        try window.layout()
        let wide = try #require(try window.displayList(scale: 1).bounds)
        #expect(wide.x == 0 && wide.width == 200, "the window's background")
        func parentGroup(_ list: DisplayList) -> DisplayGroup? {
            for item in list.items {
                if case let .group(group) = item, group.owner == ObjectIdentifier(parent) { return group }
                if case let .group(group) = item, let found = parentGroup(group.list) { return found }
                if case let .layer(_, inner) = item, let found = parentGroup(inner) { return found }
            }
            return nil
        }
        let loose = try #require(parentGroup(try window.displayList(scale: 1))?.list.bounds)
        #expect(loose.x >= 92 && loose.x + loose.width > 105, "the label's ink (three pixels grown) past the parent: \(loose)")
        parent.clipsToBounds = true
        let clipped = try #require(parentGroup(try window.displayList(scale: 1))?.list.bounds)
        #expect(clipped.x + clipped.width <= 105, "cut to the parent: \(clipped)")
    }

    /// Every view in the subtree, depth first.
    static func allViews(in view: View) -> [View] {
        [view] + view.subviews.flatMap(allViews)
    }
}
