/// A frame, or part of one, as a retained list of render nodes: what a
/// drawing did, recorded once and drawn any number of times, on any
/// surface (an image, a PDF or SVG document, a frame drawn in part).
///
/// A list is recorded by drawing into the canvas ``recording(size:scale:_:)``
/// hands out, and drawn with ``Canvas/draw(_:)``: the same Cairo calls in the
/// same order, so the pixels are those of drawing directly. A list is
/// recorded for one device scale: drawing that snaps to device pixels
/// (``Canvas/pixelAligned(_:)``) is recorded as it snapped there.
///
/// Each list knows the device pixels its nodes can change when drawn under
/// the transform and clip it was recorded with (``bounds``). Two lists of
/// one place are compared node by node, and groups kept from one frame to
/// the next by identity, to find where two frames differ
/// (``damage(from:)``) without drawing either.
///
/// ```swift
/// let list = try DisplayList.recording(size: Size(width: 64, height: 64), scale: 2) { canvas in
///     canvas.fill(Rect(x: 8, y: 8, width: 48, height: 48), with: .black)
/// }
/// let image = try Image.drawing(size: Size(width: 64, height: 64), scale: 2) { $0.draw(list) }
/// ```
public struct DisplayList: Equatable, Sendable {
    /// The nodes, in drawing order.
    public let items: [DisplayItem]
    /// The device pixels the nodes can change, within the clip they were
    /// recorded under (nil: none).
    public let bounds: PixelRegion?

    /// A list of `items` reaching `bounds`.
    init(items: [DisplayItem], bounds: PixelRegion?) {
        self.items = items
        self.bounds = bounds
    }

    /// The empty list.
    public static let empty = DisplayList(items: [], bounds: nil)

    /// Whether the list draws nothing.
    public var isEmpty: Bool { items.isEmpty }

    /// Lists are equal when their nodes are (their bounds follow from them).
    public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool { lhs.items == rhs.items }

    /// How many nodes the list holds, counting those inside layers and groups.
    public var nodeCount: Int {
        items.reduce(0) { count, item in
            switch item {
            case let .layer(_, list): return count + 1 + list.nodeCount
            case let .group(group): return count + 1 + group.list.nodeCount
            default: return count + 1
            }
        }
    }
}

/// A retained part of a display list: the nodes one view (or any drawing
/// kept from frame to frame) recorded, with the device transform they
/// were recorded under. A group is drawn where it stands in its list; kept
/// in the next frame's list, it is known unchanged by identity.
public final class DisplayGroup: Sendable {
    /// The group's nodes.
    public let list: DisplayList
    /// The device transform (user space to device pixels) the nodes were
    /// recorded under: they are valid only where the canvas is in it again
    /// (drawing that snaps to device pixels snapped for it).
    public let transform: Transform
    /// Whatever the group was recorded for, told apart by identity (a view), or nil.
    public let owner: ObjectIdentifier?

    init(list: DisplayList, transform: Transform, owner: ObjectIdentifier?) {
        self.list = list
        self.transform = transform
        self.owner = owner
    }
}
