/// Where a recording canvas puts what is drawn on it (see
/// ``DisplayList/recording(size:scale:_:)``): the nodes of the list being
/// recorded, one level for the list and one more for each transparency
/// layer or group open inside it, with the device pixels each level's
/// nodes reach.
final class DisplayListRecorder {
    private struct Level {
        var items: [DisplayItem] = []
        var boxes: [PixelRegion?] = []
    }

    private var levels = [Level()]

    /// Whether groups kept from an earlier recording may go in (see ``Canvas/keepsGroups``).
    var keepsGroups = false

    /// Adds `item`, which changes no pixel outside `box` (nil: none at all).
    func append(_ item: DisplayItem, reaching box: PixelRegion? = nil) {
        let top = levels.count - 1
        levels[top].items.append(item)
        levels[top].boxes.append(box.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil })
    }

    /// Opens a level: what is drawn until the matching ``close()`` goes into a list of its own.
    func open() {
        levels.append(Level())
    }

    /// Closes the level the last ``open()`` opened and returns its list.
    func close() -> DisplayList {
        let level = levels.count > 1 ? levels.removeLast() : Level()
        return DisplayList(items: level.items, boxes: level.boxes)
    }

    /// The recorded list, once every level opened is closed.
    func finish() -> DisplayList {
        while levels.count > 1 {
            let inner = close()
            append(.layer(alpha: 1, inner), reaching: inner.bounds)
        }
        let level = levels[0]
        return DisplayList(items: level.items, boxes: level.boxes)
    }
}
