import BezelGraphics

/// The part of a window that changed since its last captured frame: a short
/// list of rectangles in window coordinates, whole device pixels at the
/// window's scale.
///
/// A list rather than one bounding rectangle, so that two small changes far
/// apart (a switch at the top, a label at the bottom) do not redraw all that
/// lies between them; two rectangles are merged into their bounding
/// rectangle when it is not much larger than both together (it wastes at
/// most a quarter of its area), and past ``maximumCount`` rectangles the
/// list becomes its bounding rectangle, so testing a view against it stays cheap.
public struct DamageRegion: Equatable, Sendable {
    /// The most rectangles kept before they are merged into one.
    public static let maximumCount = 8

    /// The rectangles, in window points, each on whole device pixels; they
    /// may overlap.
    public private(set) var rects: [Rect] = []

    /// Pixels per point the rectangles are rounded to.
    public let scale: Double

    /// An empty region whose rectangles are rounded outward to whole pixels
    /// at `scale` pixels per point (a scale that is not positive and finite
    /// rounds to whole points).
    ///
    /// - Parameter scale: pixels per point of the frames the region is drawn into.
    public init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Whether nothing is damaged.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle holding every damaged rectangle, or nil when empty.
    public var bounds: Rect? {
        rects.dropFirst().reduce(rects.first) { $0?.union($1) }
    }

    /// Adds `rect` (window points), rounded outward to whole device pixels,
    /// merging it with the rectangles it overlaps much. Empty or non-finite
    /// rectangles add nothing.
    public mutating func add(_ rect: Rect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        var pending = rounded(rect)
        var index = 0
        while index < rects.count {
            let merged = rects[index].union(pending)
            if area(merged) * 3 <= (area(rects[index]) + area(pending)) * 4 {
                pending = merged
                rects.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(pending)
        if rects.count > Self.maximumCount, let all = bounds { rects = [all] }
    }

    /// The rectangles in device pixels at ``scale`` (left and top edges
    /// at zero where the window's are), as an image of the window has them.
    public var pixelRegions: [PixelRegion] {
        rects.map { rect in
            let x0 = (rect.minX * scale).rounded(), y0 = (rect.minY * scale).rounded()
            let x1 = (rect.maxX * scale).rounded(), y1 = (rect.maxY * scale).rounded()
            return PixelRegion(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
        }
    }

    /// Adds every rectangle of `other` (the same scale is assumed).
    public mutating func formUnion(_ other: DamageRegion) {
        for rect in other.rects { add(rect) }
    }

    /// Whether `rect` overlaps a damaged rectangle (sharing an edge is not overlapping).
    public func intersects(_ rect: Rect) -> Bool {
        rects.contains { $0.intersection(rect) != nil }
    }

    /// Whether every damaged pixel of `rect` is already in the region: true
    /// when a single rectangle holds it.
    func covers(_ rect: Rect) -> Bool {
        let r = rounded(rect)
        return rects.contains { $0.minX <= r.minX && $0.minY <= r.minY && $0.maxX >= r.maxX && $0.maxY >= r.maxY }
    }

    private func rounded(_ rect: Rect) -> Rect {
        // Within a millionth of a pixel counts as on the pixel edge: a
        // rectangle rounded once (k / 3 at 3x) rounds to itself again.
        let x0 = (rect.minX * scale + 1e-6).rounded(.down), y0 = (rect.minY * scale + 1e-6).rounded(.down)
        let x1 = (rect.maxX * scale - 1e-6).rounded(.up), y1 = (rect.maxY * scale - 1e-6).rounded(.up)
        return Rect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
    }

    private func area(_ rect: Rect) -> Double { rect.width * rect.height }
}
