/// Where a recording canvas puts what is drawn on it (see
/// ``DisplayList/recording(size:scale:_:)``): the nodes of the list being
/// recorded, one level for the list and one more for each transparency
/// layer or group open inside it, with the device pixels each level's
/// nodes reach.
final class DisplayListRecorder {
    private struct Level {
        var items: [DisplayItem] = []
        var boxes: [PixelRegion?] = []
        var extent: PixelRegion?
    }

    private var levels = [Level()]

    /// Whether groups kept from an earlier recording may go in (see ``Canvas/keepsGroups``).
    var keepsGroups = false

    /// Adds `item`, which changes no pixel outside `reach`.
    func append(_ item: DisplayItem, reaching reach: RecordedReach = .nothing) {
        let top = levels.count - 1
        levels[top].items.append(item)
        levels[top].boxes.append(reach.visible.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil })
        if let extent = reach.unclipped, extent.width > 0, extent.height > 0 {
            levels[top].extent = levels[top].extent.map { $0.union(extent) } ?? extent
        }
    }

    /// Opens a level: what is drawn until the matching ``close()`` goes into a list of its own.
    func open() {
        levels.append(Level())
    }

    /// Closes the level the last ``open()`` opened and returns its list.
    func close() -> DisplayList {
        let level = levels.count > 1 ? levels.removeLast() : Level()
        return DisplayList(items: level.items, boxes: level.boxes, extent: level.extent)
    }

    /// The recorded list (every level opened is closed by then: layers and
    /// groups close theirs when their body returns).
    func finish() -> DisplayList {
        let level = levels[0]
        return DisplayList(items: level.items, boxes: level.boxes, extent: level.extent)
    }
}

/// The device pixels a recorded node can change: within the clip it was
/// recorded under (what a frame redraws), and with no clip (where it would
/// draw were it moved, for culling what lies outside the clip).
struct RecordedReach {
    var visible: PixelRegion?
    var unclipped: PixelRegion?

    static let nothing = RecordedReach(visible: nil, unclipped: nil)

    /// All of `clip`, clipped or not: a node whose shape is not known (a
    /// paint, a blend mode that changes pixels outside the shape).
    static func whole(_ clip: PixelRegion?) -> RecordedReach { RecordedReach(visible: clip, unclipped: clip) }
}
