/// Regions a frame surface drew lately, each with the operations it was
/// drawn from (``RecordedOperation``) and the pixels that gave: when a
/// frame's regions are to be drawn from the same operations again (a switch
/// toggled back, a button pressed again), their pixels are copied instead.
///
/// Equal operations (every input compared, images and text layouts by
/// identity, kept alive by the entry) drawn over the same rectangles, each
/// cleared first, give the same pixels: Cairo is deterministic, and the
/// first operation covers the regions opaquely (``RegionRedraw``). So a
/// region found here has the bytes drawing it would give.
///
/// At most ``capacity`` entries and ``byteLimit`` bytes of pixels are kept,
/// the least recently used going first, and regions larger than
/// ``areaLimit`` pixels are not kept (a scrolled list draws a new frame
/// each time). After ``missesBeforeBackingOff`` misses in a row, regions
/// are looked up only every ``backedOffInterval``-th frame until one is
/// found again: the recording pass costs a walk of the views drawn.
final class DrawnRegions {
    static let capacity = 16
    static let byteLimit = 8 << 20
    static let areaLimit = 256 * 256
    static let missesBeforeBackingOff = 8
    static let backedOffInterval = 16

    private struct Entry {
        let regions: [PixelRegion]
        let operations: [RecordedOperation]
        /// Keeps the images and text layouts the operations name alive.
        let objects: [AnyObject]
        /// Each region's pixels, row after row.
        let pixels: [[UInt32]]
        var byteCount: Int { pixels.reduce(0) { $0 + $1.count * 4 } }
    }

    private var entries: [Entry] = []
    private var bytes = 0
    private var missesInARow = 0
    private var framesSinceLookup = 0
    /// How many times a frame's regions were copied from an entry (for tests and measurements).
    private(set) var reuseCount = 0

    /// Whether to record `regions` and look them up this frame.
    func shouldLookUp(_ regions: [PixelRegion]) -> Bool {
        guard regions.reduce(0, { $0 + $1.width * $1.height }) <= Self.areaLimit else { return false }
        framesSinceLookup += 1
        guard missesInARow < Self.missesBeforeBackingOff || framesSinceLookup >= Self.backedOffInterval else { return false }
        framesSinceLookup = 0
        return true
    }

    /// The pixels of `regions` drawn from `operations` before, if kept.
    func pixels(of regions: [PixelRegion], drawnFrom operations: [RecordedOperation]) -> [[UInt32]]? {
        guard let index = entries.firstIndex(where: { $0.regions == regions && $0.operations == operations }) else {
            missesInARow += 1
            return nil
        }
        let entry = entries.remove(at: index)
        entries.append(entry)
        missesInARow = 0
        reuseCount += 1
        return entry.pixels
    }

    /// Keeps `pixels` of `regions`, drawn from `operations` (naming `objects`).
    func keep(_ pixels: [[UInt32]], of regions: [PixelRegion], drawnFrom operations: [RecordedOperation], objects: [AnyObject]) {
        let entry = Entry(regions: regions, operations: operations, objects: objects, pixels: pixels)
        guard entry.byteCount <= Self.byteLimit else { return }
        entries.append(entry)
        bytes += entry.byteCount
        while entries.count > Self.capacity || bytes > Self.byteLimit, !entries.isEmpty {
            bytes -= entries.removeFirst().byteCount
        }
    }
}
