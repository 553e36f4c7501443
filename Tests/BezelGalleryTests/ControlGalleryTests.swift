import Bezel
import BezelGallery
import BezelGraphics
import BezelSnapshotTesting
import Testing

/// The gallery `bezel preview` renders: every control in every state, laid
/// out by the layout system, compared whole at 1x.
@Suite struct ControlGalleryTests {
    @Test func galleryHoldsEveryKindOfControl() throws {
        let gallery = try ControlGallery.make()
        let kinds = Set(Self.allViews(in: gallery).map { String(describing: type(of: $0)) })
        for kind in ["BezelButton", "Button", "Switch", "Slider", "SegmentedControl", "ProgressView", "Label",
                     "LinkLabel", "TextField", "ImageView", "ScrollView", "BlurView", "ListView"] {
            #expect(kinds.contains(kind), "the gallery has no \(kind)")
        }
        #expect(gallery.frame.width == ControlGallery.width)
        #expect(!gallery.needsLayout)
    }

    @Test func nothingOverlapsItsNeighbourInARow() throws {
        let gallery = try ControlGallery.make()
        for stack in Self.allViews(in: gallery).compactMap({ $0 as? HStack }) {
            let frames = stack.subviews.map(\.frame)
            for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxX <= b.minX) }
        }
    }

    @Test func theGalleryShowsEveryBezelButtonState() throws {
        let gallery = try ControlGallery.make()
        let buttons = Self.allViews(in: gallery).compactMap { $0 as? BezelButton }
        let states = Set(buttons.map { BezelButtonState(mode: $0.mode, recessed: $0.recessed, pushed: $0.isPushed,
                                                        enabled: $0.isEnabled) })
        #expect(states == Set(BezelButtonState.all))
    }

    @Test func snapshot() throws {
        // Its four low-contrast texts (the sources' automatic colour twice, UIKit's placeholder grey, white on the
        // light blur) are pinned by PreviewRendererTests.theBuiltInGalleryMeasuresItsTextsContrastOnThePixels.
        assertSnapshot(of: try ControlGallery.make(), as: .image(scale: 1), named: "control-gallery@1x", suite: "Gallery",
                       accessibilityFindings: .off)
    }

    @Test func theGalleryAndItsTilesAreDrawnWithTheTraitsGiven() throws {
        let rtl = Traits(layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge)
        let plain = try ControlGallery.make(), mirrored = try ControlGallery.make(traits: rtl)
        #expect(plain.traitOverrides == nil && mirrored.traitOverrides == rtl)
        #expect(mirrored.frame.width == ControlGallery.width && mirrored.frame.height > plain.frame.height,
                "AX3 text makes the sheet taller")
        let tiles = try ControlGallery.tiles(traits: rtl)
        #expect(tiles.count == (try ControlGallery.tiles()).count)
        #expect(tiles.allSatisfy { $0.view.traitCollection == rtl && !$0.view.needsLayout })
        #expect(try ControlGallery.tiles().allSatisfy { $0.view.traitOverrides == nil })
    }

    /// Every view in the subtree, depth first.
    static func allViews(in view: View) -> [View] {
        [view] + view.subviews.flatMap(allViews)
    }
}
