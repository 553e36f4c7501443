import CCairoPango

/// Images a frame surface's frames draw resampled onto whole device pixels,
/// kept as the pixels the resampling gave: a frame drawn in part copies
/// them 1:1, which a region's edge can cut without changing a pixel, rather
/// than resampling the image again (the whole of it: under a clip Cairo
/// samples an image another way, see ``RegionRedraw``). The repaint
/// boundary of a still photo behind a moving slider or a scrolling list.
///
/// A layer is made by the very operations a full render draws the image
/// with, on a surface of the frame's size and scale, under the same
/// transform and the same clip (one rectangle on whole pixels): the same
/// resampled pixels. Drawn over transparent pixels with full coverage (the
/// image covers whole pixels), `OVER` stores them unchanged, and copying
/// them 1:1 with `OVER` composites them as the resampled drawing does. The
/// key holds every input: the image (kept alive), its transform to device
/// pixels, the filter and the clip. At most ``maximumCount`` layers are
/// kept, the least recently used let go first.
final class ResampledImageLayers {
    /// The most layers kept (each the frame's size; its memory is used only where the image lies).
    static let maximumCount = 4

    /// What a layer holds the resampled pixels of.
    struct Key: Hashable {
        let image: ObjectIdentifier
        /// Image pixels to device pixels.
        let transform: Transform
        let interpolation: Interpolation
        /// The clip, one rectangle on whole device pixels.
        let clip: PixelRegion
    }

    /// One layer: pixel memory the frame's size, read 1:1, drawn on at the frame's scale.
    final class Layer {
        let memory: ScaledPixels
        var pixels: OpaquePointer { memory.pixels }
        /// Kept alive, so that the key's identity stays its own.
        let image: Image

        init(width: Int, height: Int, scale: Double, image: Image) throws {
            memory = try ScaledPixels(width: width, height: height, scale: scale, what: "image layer")
            self.image = image
        }
    }

    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
    /// Most recently used last.
    private var layers: [(key: Key, layer: Layer)] = []
    /// How many layers were made (for tests and measurements).
    private(set) var madeCount = 0

    init(pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// The layer for `key`, made by `draw` (given a canvas on a new layer) when none is kept; nil when one cannot be made.
    func layer(for key: Key, image: Image, draw: (Canvas) -> Void) -> Layer? {
        if let index = layers.firstIndex(where: { $0.key == key }) {
            let found = layers.remove(at: index)
            layers.append(found)
            return found.layer
        }
        guard let layer = try? Layer(width: pixelWidth, height: pixelHeight, scale: scale, image: image) else { return nil }
        let canvas = Canvas(surface: layer.memory.drawing, owner: nil, deviceScale: scale)
        draw(canvas)
        canvas.detach()
        cairo_surface_flush(layer.memory.drawing)
        cairo_surface_mark_dirty(layer.pixels)
        madeCount += 1
        layers.append((key, layer))
        if layers.count > Self.maximumCount { layers.removeFirst() }
        return layer
    }
}
