import Bezel
import BezelGallery
import BezelGraphics
import Testing

/// `View/visualExtent` and `View/subtreeVisualExtent` hold everything a view
/// draws: each view of every gallery tile (every control in every state),
/// rendered alone with room around it, has no pixel outside its extent.
@Suite struct VisualExtentTests {
    /// Room around the view, in points: more than any shadow reaches.
    static let margin = 64.0
    static let scale = 2.0

    @Test(arguments: [false, true])
    func everyPixelOfEveryViewOfEveryControlLiesInItsSubtreeExtent(mirroredAndLarge: Bool) throws {
        let traits = mirroredAndLarge ? Traits(layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge) : nil
        var checked = 0
        for tile in try ControlGallery.tiles(traits: traits) {
            for view in Self.allViews(in: tile.view) where !view.isHidden && view.alpha > 0 {
                guard let extent = view.subtreeVisualExtent, view.bounds.width > 0, view.bounds.height > 0 else { continue }
                let outside = try Self.pixelsOutside(extent, renderingAlone: view)
                #expect(outside == nil, "\(tile.name): \(type(of: view)) \(view.identifier ?? "") draws outside \(extent) in \(outside.map { "\($0)" } ?? "")")
                checked += 1
            }
        }
        #expect(checked >= 100, "every tile and the views inside it")
    }

    @Test func extentsGrowByTheOverflowAndTheVisibleSubviewsAndStopAtAClip() {
        let parent = View(frame: Rect(x: 5, y: 5, width: 100, height: 50))
        let child = Label("A label that is much too long for its frame", font: .system(size: 14))
        child.frame = Rect(x: 90, y: 10, width: 40, height: 20)
        parent.addSubview(child)
        let hidden = View(frame: Rect(x: -50, y: -50, width: 10, height: 10))
        hidden.isHidden = true
        parent.addSubview(hidden)
        #expect(parent.visualExtent == parent.bounds)
        let subtree = parent.subtreeVisualExtent
        #expect(subtree.map { $0.minX == 0 && $0.minY == 0 && $0.maxX >= 130 } == true, "\(String(describing: subtree))")
        parent.clipsToBounds = true
        #expect(parent.subtreeVisualExtent == parent.bounds)
        parent.bounds.origin = Point(x: 0, y: 30)
        #expect(parent.subtreeVisualExtent == parent.bounds)
    }

    /// The box (points, in the canvas) of the non-transparent pixels outside
    /// `extent` (the view's own coordinates) when `view` and its subtree are
    /// rendered alone, or nil when there are none.
    static func pixelsOutside(_ extent: Rect, renderingAlone view: View) throws -> Rect? {
        let size = Size(width: view.bounds.width + 2 * margin, height: view.bounds.height + 2 * margin)
        let image = try Image.drawing(size: size, scale: scale) { canvas in
            canvas.translate(x: margin - view.frame.minX, y: margin - view.frame.minY)
            view.render(in: canvas)
        }
        // The extent in pixels of the canvas, rounded outward as the damage is.
        let dx = margin - view.bounds.minX, dy = margin - view.bounds.minY
        let x0 = Int(((extent.minX + dx) * scale + 1e-6).rounded(.down)), x1 = Int(((extent.maxX + dx) * scale - 1e-6).rounded(.up))
        let y0 = Int(((extent.minY + dy) * scale + 1e-6).rounded(.down)), y1 = Int(((extent.maxY + dy) * scale - 1e-6).rounded(.up))
        var box: Rect?
        image.withUnsafeRows { row in
            for y in 0..<image.pixelHeight {
                let pixels = row(y)
                for x in 0..<pixels.count where pixels[x] >> 24 != 0 && (x < x0 || x >= x1 || y < y0 || y >= y1) {
                    let pixel = Rect(x: Double(x) / scale, y: Double(y) / scale, width: 1 / scale, height: 1 / scale)
                    box = box.map { $0.union(pixel) } ?? pixel
                }
            }
        }
        return box
    }

    /// Every view in the subtree, depth first.
    static func allViews(in view: View) -> [View] {
        [view] + view.subviews.flatMap(allViews)
    }
}
