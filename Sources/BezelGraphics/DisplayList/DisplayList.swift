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
/// (``difference(from:)``) without drawing either.
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
    /// For each node, the device pixels it can change, within the clip it
    /// was recorded under (nil: none, as for a change of state).
    public let boxes: [PixelRegion?]
    /// The device pixels the nodes can change, within the clip they were
    /// recorded under (nil: none).
    public let bounds: PixelRegion?
    /// The device pixels the nodes would reach with no clip (nil: none).
    public let extent: PixelRegion?

    /// A list of `items`, each reaching its box in `boxes`, reaching
    /// `extent` with no clip.
    init(items: [DisplayItem], boxes: [PixelRegion?], extent: PixelRegion?) {
        self.items = items
        self.boxes = boxes
        self.extent = extent
        bounds = boxes.reduce(nil as PixelRegion?) { all, box in
            guard let box else { return all }
            return all.map { $0.union(box) } ?? box
        }
    }

    /// The empty list.
    public static let empty = DisplayList(items: [], boxes: [], extent: nil)

    /// Whether the list draws nothing.
    public var isEmpty: Bool { items.isEmpty }

    /// Lists are equal when their nodes are (their bounds follow from them).
    public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool { lhs.items == rhs.items }

    /// What appending the list as one node reaches.
    var reach: RecordedReach { RecordedReach(visible: bounds, unclipped: extent) }
}

/// A retained part of a display list: the nodes one view (or any drawing
/// kept from frame to frame) recorded, with the device transform and clip
/// they were recorded under. A group is drawn where it stands in its list;
/// kept in the next frame's list, it is known unchanged by identity.
public final class DisplayGroup: Sendable {
    /// The group's nodes.
    public let list: DisplayList
    /// The device transform (user space to device pixels) the nodes were
    /// recorded under: they are valid only where the canvas is in it again
    /// (drawing that snaps to device pixels snapped for it).
    public let transform: Transform
    /// The device pixels the clip left at the group's start: the boxes of
    /// its nodes are cut to it, so they are valid only where the clip
    /// leaves the same pixels again.
    public let clip: PixelRegion?
    /// Whatever the group was recorded for, told apart by identity (a view), or nil.
    public let owner: ObjectIdentifier?
    /// Whether the nodes leave the canvas's state as they found it: every
    /// change of state (transform, clip, blend mode) is undone by a restore
    /// within the group. Such a group can be left out where it changes no
    /// pixel, and added or removed between two frames without moving what
    /// follows it.
    public let isBalanced: Bool

    init(list: DisplayList, transform: Transform, clip: PixelRegion?, owner: ObjectIdentifier?) {
        self.list = list
        self.transform = transform
        self.clip = clip
        self.owner = owner
        isBalanced = Self.isBalanced(list.items)
    }

    /// Whether `items` undo every change of state they make.
    private static func isBalanced(_ items: [DisplayItem]) -> Bool {
        var depth = 0
        for item in items {
            switch item {
            case .saveState: depth += 1
            case .restoreState:
                depth -= 1
                if depth < 0 { return false }
            case .blendMode, .translate, .scale, .rotate, .concatenate, .clip:
                if depth == 0 { return false }
            case .paint, .fill, .stroke, .image, .text, .shadow, .layer, .group:
                break
            }
        }
        return depth == 0
    }
}
