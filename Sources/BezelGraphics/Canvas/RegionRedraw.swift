/// Some regions of a frame drawn again over the frame before (see
/// ``FrameSurface``), with the same pixels there as drawing the whole frame
/// on a new surface: what the canvas needs to know while it draws them, and
/// what it finds out.
///
/// Cairo does not draw a shape the same way with and without a clip. A clip
/// edge through a curve, a stroke, a gradient or a scaled image moves
/// antialiased pixels by a few levels, and a scaled image is sampled
/// another way under any clip at all. So the canvas does not draw the
/// regions through a clip to them; it looks at each operation's box
/// (device pixels) instead:
///
/// - an operation that misses every region is left out: it changes none of their pixels;
/// - one inside a region is drawn as a full render draws it, with no clip
///   of the regions' own: it changes no pixel outside them;
/// - one across a region's edge is drawn clipped to the regions. That gives
///   a full render's pixels only for operations a cut leaves the same
///   (flat-coloured fills of rectangles, text, images and masks at whole
///   pixels 1:1, under a clip of rectangles); any other is noted in
///   ``crossings``, and the frame surface draws again with the regions
///   grown to hold it.
///
/// Cairo also draws the first operation on a new surface another way
/// (`OVER` becomes `SOURCE`), which regions drawn over an old frame cannot
/// repeat; so the first operation drawn must cover every region with an
/// opaque flat colour (a window's background), or ``needsWholeFrame`` tells
/// the surface to draw the whole frame instead. A transparency layer is a
/// new surface too: everything in it is drawn as in a full render, and the
/// regions cut only its paint onto the frame (whole pixels, 1:1).
final class RegionRedraw {
    /// The regions, pairwise apart (neither overlapping nor touching).
    let regions: [PixelRegion]
    /// Boxes of operations across a region's edge that a cut would change.
    private(set) var crossings: [PixelRegion] = []
    /// Whether the first operation drawn did not cover every region with an opaque flat colour.
    private(set) var needsWholeFrame = false
    /// Whether an operation was drawn on the frame yet (the clearing of the regions aside).
    private var drewFirst = false
    /// How many transparency layers the canvas is drawing into.
    var layerDepth = 0

    /// The layers of resampled images the frame surface keeps, if any.
    let imageLayers: ResampledImageLayers?
    /// While recording (a pass that draws nothing): what the regions are
    /// drawn from, in order (see ``DrawnRegions``); nil while drawing.
    private(set) var recording: [RecordedOperation]?
    /// The images and text layouts the recording names by identity, kept alive.
    private(set) var recordedObjects: [AnyObject] = []

    /// Redrawing `regions` (device pixels), which are made pairwise apart
    /// first (see ``apart(_:)``), with the resampled images in
    /// `imageLayers`; with `recording`, a pass that draws nothing and notes
    /// what the regions would be drawn from.
    init(regions: [PixelRegion], imageLayers: ResampledImageLayers? = nil, recording: Bool = false) {
        self.regions = Self.apart(regions)
        self.imageLayers = imageLayers
        self.recording = recording ? [] : nil
    }

    /// Whether this pass records rather than draws.
    var isRecording: Bool { recording != nil }

    /// Adds `operation` to the recording (when recording), keeping `object` alive.
    func record(_ operation: @autoclosure () -> RecordedOperation, keeping object: AnyObject? = nil) {
        guard recording != nil else { return }
        recording?.append(operation())
        if let object { recordedObjects.append(object) }
    }

    /// How an operation with pixels in `box` stands to the regions.
    enum Placement {
        /// It misses every region.
        case outside
        /// It lies inside one region.
        case inside
        /// It crosses a region's edge.
        case across
    }

    func placement(of box: PixelRegion) -> Placement {
        var touches = false
        for region in regions {
            guard let overlap = region.intersection(box) else { continue }
            if overlap == box { return .inside }
            touches = true
        }
        return touches ? .across : .outside
    }

    /// Notes that an operation whose pixels lie in `box` crossed a region's edge and a cut would change it.
    func noteCrossing(_ box: PixelRegion) {
        crossings.append(box)
    }

    /// Notes an operation about to be drawn in the regions on the frame
    /// itself (not in a layer); for the first one, whether it covers every
    /// region with an opaque flat colour (`covered` gives the device pixels
    /// it covers so, or nil). Returns whether drawing goes on (false: the
    /// whole frame must be drawn instead).
    func noteOperation(covering covered: () -> PixelRegion?) -> Bool {
        if !drewFirst {
            drewFirst = true
            let cover = covered()
            needsWholeFrame = !regions.allSatisfy { region in cover.map { $0.intersection(region) == region } ?? false }
        }
        return !needsWholeFrame
    }

    /// `regions` with every two that overlap or touch merged into the
    /// rectangle holding both, until none do: then an operation's box
    /// (one rectangle) inside their union is inside one of them.
    static func apart(_ regions: [PixelRegion]) -> [PixelRegion] {
        var apart: [PixelRegion] = []
        for region in regions where region.width > 0 && region.height > 0 {
            var pending = region
            var index = 0
            while index < apart.count {
                let other = apart[index]
                let touching = pending.x <= other.x + other.width && other.x <= pending.x + pending.width
                    && pending.y <= other.y + other.height && other.y <= pending.y + pending.height
                if touching {
                    pending = pending.union(other)
                    apart.remove(at: index)
                    index = 0
                } else {
                    index += 1
                }
            }
            apart.append(pending)
        }
        return apart
    }
}
