import CCairoPango

/// A surface for frames drawn one after another, each over the one before
/// where it changed (a window's captures), that hands out each frame as an
/// ``Image`` without copying its pixels.
///
/// An ``ImageSurface`` must copy its pixels into every image it makes,
/// since it is drawn on again. A frame surface instead keeps a few pixel
/// buffers and gives out the buffer a frame was drawn in as that frame's
/// image. It draws on a buffer again only when nobody else holds its image
/// any more (neither a Swift reference nor a Cairo one); the buffer is then
/// brought up to the newest frame by copying only the regions that changed
/// since the frame it holds, and the new frame is drawn over it. When every
/// buffer's image is still held (a caller keeping many frames), a new buffer
/// is made and the oldest is let go: memory is at most
/// ``maximumBufferCount`` frames besides the images callers keep.
///
/// ```swift
/// let frames = try FrameSurface(size: Size(width: 320, height: 240), scale: 2)
/// let first = try frames.drawFrame(redrawing: nil) { canvas, _ in scene.render(in: canvas) }
/// let next = try frames.drawFrame(redrawing: [PixelRegion(x: 10, y: 10, width: 40, height: 20)]) { canvas, regions in
///     scene.render(in: canvas)   // what misses the regions is left out
/// }
/// ```
///
/// Each frame has the pixels of drawing it whole on a new ``ImageSurface``.
public final class FrameSurface {
    /// The most pixel buffers kept.
    public static let maximumBufferCount = 3
    /// How many frames back the changed regions are remembered, to bring a
    /// buffer holding an older frame up to date by copying them alone.
    static let historyLength = 8

    /// Size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// The newest frame, nil before the first.
    public var lastFrame: Image? { current?.image }

    /// How many times a buffer was made (rather than one drawn on again).
    public private(set) var bufferAllocationCount = 0

    private var buffers: [Buffer] = []
    private var current: Buffer?
    private var frameNumber = 0
    /// The pixel regions each of the last frames redrew (nil: all of it), by frame number.
    private var history: [(frame: Int, changed: [PixelRegion]?)] = []

    /// The resampled images drawn in part from layers kept of them.
    let imageLayers: ResampledImageLayers

    /// A frame surface of `size` points at `scale` pixels per point.
    ///
    /// - Throws: ``GraphicsError`` for a size or scale an ``ImageSurface`` refuses.
    public init(size: Size, scale: Double) throws {
        (pixelWidth, pixelHeight) = try ImageSurface.pixelSize(for: size, scale: scale, what: "frame surface")
        self.size = size
        self.scale = scale
        imageLayers = ResampledImageLayers(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    }

    /// Draws the next frame and returns it.
    ///
    /// With `changed`, only those regions are drawn again, over the last
    /// frame's pixels: they are cleared to transparent, as a full render
    /// starts, and `draw` draws the frame, told which regions it is
    /// limited to. The canvas leaves out the operations that miss them
    /// and draws the rest as a full render does, so the pixels are those
    /// of drawing the whole frame at once (see ``RegionRedraw``). Where a
    /// curve, a stroke, a gradient or a resampled image crosses a region's
    /// edge, the regions grow to hold it and are drawn again; and the
    /// first operation must cover them with an opaque flat colour (a
    /// window's background), or the whole frame is drawn. With nil (or
    /// before the first frame) the whole frame is drawn, once. The canvas
    /// is in points at ``scale``, as an ``ImageSurface``'s is.
    ///
    /// With `reusingDrawnRegions`, `draw` may first be called to record
    /// what the regions are drawn from, drawing nothing; when regions were
    /// drawn from the same operations lately, their pixels are copied (see
    /// ``DrawnRegions``). `draw` must then be free of side effects that
    /// matter when it runs twice.
    ///
    /// - Parameters:
    ///   - changed: the pixel regions to draw again; nil for all of the frame.
    ///   - reusingDrawnRegions: whether regions drawn lately from the same operations are copied.
    ///   - draw: draws the frame, given the regions it is limited to (nil: all of it).
    /// - Throws: what `draw` throws, or ``GraphicsError`` when a buffer cannot be made.
    public func drawFrame(redrawing changed: [PixelRegion]?, reusingDrawnRegions: Bool = false,
                          _ draw: (_ canvas: Canvas, _ regions: [PixelRegion]?) throws -> Void) throws -> Image {
        let whole = PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let changed = current == nil ? nil : changed.map { $0.compactMap { $0.intersection(whole) } }
        let target = try bufferToDraw(wholeFrame: changed == nil)
        frameNumber += 1
        target.image = nil   // unique: nobody sees the pixels change
        let canvas = target.canvas
        let redrawn = try changed.flatMap {
            try redraw($0, on: target, within: whole, reusingDrawnRegions: reusingDrawnRegions, draw)
        }
        if redrawn == nil {
            try canvas.withSavedState {
                // As a drawing on a new surface starts: transparent pixels (and Cairo knows it).
                canvas.blendMode = .clear
                canvas.paint(.clear)
                canvas.blendMode = .normal
                try draw(canvas, nil)
            }
        }
        cairo_surface_flush(target.drawing)
        cairo_surface_mark_dirty(target.pixels)
        let image = Image(adopting: cairo_surface_reference(target.pixels), scale: scale)
        target.image = image
        target.frame = frameNumber
        current = target
        lastRedrawn = redrawn
        history.append((frameNumber, redrawn))
        if history.count > Self.historyLength { history.removeFirst() }
        return image
    }

    /// The most times the regions of one frame grow before the whole frame is drawn instead.
    static let maximumRegionGrowths = 6

    /// The regions the last frame drew (grown as ``drawFrame(redrawing:_:)``
    /// grows them), or nil when it drew the whole frame.
    public private(set) var lastRedrawn: [PixelRegion]?

    /// The regions drawn lately, by what they were drawn from.
    let drawnRegions = DrawnRegions()

    /// Draws `regions` of the frame on `target`, growing them until no
    /// operation a cut would change crosses their edges; returns the regions
    /// drawn, or nil when the whole frame must be drawn instead.
    private func redraw(_ regions: [PixelRegion], on target: Buffer, within whole: PixelRegion, reusingDrawnRegions: Bool,
                        _ draw: (Canvas, [PixelRegion]?) throws -> Void) throws -> [PixelRegion]? {
        let canvas = target.canvas
        var pending = regions
        // What the regions were recorded as drawn from, when they are to be kept once drawn.
        var recorded: RegionRedraw?
        let apart = RegionRedraw.apart(regions)
        if reusingDrawnRegions, !apart.isEmpty, drawnRegions.shouldLookUp(apart) {
            let recording = RegionRedraw(regions: apart, imageLayers: imageLayers, recording: true)
            canvas.redraw = recording
            try canvas.withSavedState { try draw(canvas, recording.regions) }
            canvas.redraw = nil
            if !recording.needsWholeFrame, recording.crossings.isEmpty, let operations = recording.recording {
                if let pixels = drawnRegions.pixels(of: recording.regions, drawnFrom: operations) {
                    target.write(pixels, into: recording.regions)
                    return recording.regions
                }
                recorded = recording
            }
        }
        for _ in 0...Self.maximumRegionGrowths {
            let redraw = RegionRedraw(regions: pending, imageLayers: imageLayers)
            guard !redraw.regions.isEmpty else { return [] }
            canvas.withSavedState {
                canvas.clip(toPixelRegions: redraw.regions)
                canvas.blendMode = .clear
                canvas.paint(.clear)
                canvas.blendMode = .normal
            }
            canvas.redraw = redraw
            defer { canvas.redraw = nil }
            try canvas.withSavedState { try draw(canvas, redraw.regions) }
            if redraw.needsWholeFrame { return nil }
            if redraw.crossings.isEmpty {
                if let recorded, let operations = recorded.recording, recorded.regions == redraw.regions {
                    drawnRegions.keep(target.read(redraw.regions), of: redraw.regions, drawnFrom: operations,
                                      objects: recorded.recordedObjects)
                }
                return redraw.regions
            }
            pending = redraw.regions + redraw.crossings.compactMap { $0.intersection(whole) }
        }
        return nil
    }

    /// A buffer nobody else holds, holding the newest frame's pixels unless
    /// `wholeFrame` (everything is drawn again anyway).
    private func bufferToDraw(wholeFrame: Bool) throws -> Buffer {
        let free = buffers.filter { $0 !== current && $0.isFree() }.max { $0.frame < $1.frame }
        let target: Buffer
        if let free {
            target = free
        } else {
            target = try Buffer(width: pixelWidth, height: pixelHeight, scale: scale)
            bufferAllocationCount += 1
            buffers.append(target)
            if buffers.count > Self.maximumBufferCount, let oldest = buffers.filter({ $0 !== current && $0 !== target })
                .min(by: { $0.frame < $1.frame }) {
                buffers.removeAll { $0 === oldest }   // its image, still held, keeps its pixels
            }
        }
        guard !wholeFrame, let current else { return target }
        // The regions redrawn since the frame the buffer holds, when all are known; else everything.
        let since = history.filter { $0.frame > target.frame }
        if target.frame > 0, since.count == frameNumber - target.frame, since.allSatisfy({ $0.changed != nil }) {
            for region in since.flatMap({ $0.changed ?? [] }) { target.copy(region, from: current) }
        } else {
            target.copy(PixelRegion(x: 0, y: 0, width: pixelWidth, height: pixelHeight), from: current)
        }
        cairo_surface_mark_dirty(target.drawing)
        return target
    }

    /// One buffer: pixel memory (a Cairo image surface at device scale 1,
    /// which the images adopt) and a surface drawing into the same memory
    /// at ``FrameSurface/scale``.
    private final class Buffer {
        let memory: ScaledPixels
        var pixels: OpaquePointer { memory.pixels }
        var drawing: OpaquePointer { memory.drawing }
        let canvas: Canvas
        /// The image of the frame this buffer holds, as handed out.
        var image: Image?
        /// The number of the frame it holds (0: none).
        var frame = 0

        init(width: Int, height: Int, scale: Double) throws {
            memory = try ScaledPixels(width: width, height: height, scale: scale, what: "frame buffer")
            canvas = Canvas(surface: memory.drawing, owner: nil, deviceScale: scale)
        }

        deinit {
            canvas.detach()   // its cairo_t lets go of `drawing` now, before the memory under it may go
        }

        /// Whether no one else holds this buffer's image: not a Swift
        /// reference, and not a Cairo one (a pattern or a vector document
        /// still drawing from it).
        func isFree() -> Bool {
            guard isKnownUniquelyReferenced(&image) || image == nil else { return false }
            return cairo_surface_get_reference_count(pixels) == (image == nil ? 1 : 2)
        }

        /// The pixels of each of `regions` (inside the buffer), row after row.
        func read(_ regions: [PixelRegion]) -> [[UInt32]] {
            cairo_surface_flush(drawing)
            guard let data = cairo_image_surface_get_data(pixels) else { return [] }
            let stride = Int(cairo_image_surface_get_stride(pixels))
            return regions.map { r in
                var out: [UInt32] = []
                out.reserveCapacity(r.width * r.height)
                for row in r.y..<(r.y + r.height) {
                    let start = UnsafeRawPointer(data + row * stride + r.x * 4).assumingMemoryBound(to: UInt32.self)
                    out.append(contentsOf: UnsafeBufferPointer(start: start, count: r.width))
                }
                return out
            }
        }

        /// Writes `blocks`, as ``read(_:)`` gives them, into `regions`.
        func write(_ blocks: [[UInt32]], into regions: [PixelRegion]) {
            cairo_surface_flush(drawing)
            guard let data = cairo_image_surface_get_data(pixels), blocks.count == regions.count else { return }
            let stride = Int(cairo_image_surface_get_stride(pixels))
            for (r, block) in zip(regions, blocks) where block.count == r.width * r.height {
                block.withUnsafeBytes { source in
                    guard let base = source.baseAddress else { return }
                    for row in 0..<r.height {
                        UnsafeMutableRawPointer(data + (r.y + row) * stride + r.x * 4)
                            .copyMemory(from: base + row * r.width * 4, byteCount: r.width * 4)
                    }
                }
            }
            cairo_surface_mark_dirty(drawing)
        }

        /// Copies `region` of `other`'s pixels (cut to the buffers, of one size) into the same place in this buffer.
        func copy(_ region: PixelRegion, from other: Buffer) {
            guard let r = region.intersection(PixelRegion(x: 0, y: 0, width: Int(cairo_image_surface_get_width(pixels)),
                                                          height: Int(cairo_image_surface_get_height(pixels)))),
                  let source = cairo_image_surface_get_data(other.pixels), let target = cairo_image_surface_get_data(pixels)
            else { return }
            let stride = Int(cairo_image_surface_get_stride(pixels))
            for row in r.y..<(r.y + r.height) {
                let offset = row * stride + r.x * 4
                (target + offset).update(from: source + offset, count: r.width * 4)
            }
        }
    }
}
