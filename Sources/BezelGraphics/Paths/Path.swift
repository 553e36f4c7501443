import Foundation

/// A resolution-independent outline made of straight lines, arcs and cubic
/// curves, in points.
///
/// A path is a value: build it once (for example a rounded rectangle for a
/// given size) and fill, stroke or clip with it as often as needed. Because it
/// is `Hashable` it can key a cache: two equal paths always draw the same.
///
/// See also: ``Canvas/fill(_:with:rule:)``, ``FillRule``.
public struct Path: Hashable, Sendable {
    /// One drawing instruction.
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case curve(to: Point, control1: Point, control2: Point)
        /// A circular arc around `center`; angles in radians, 0 along +x,
        /// growing toward +y (clockwise on screen, since y points down).
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        case close
    }

    /// The instructions, in order.
    public private(set) var elements: [Element] = []

    /// The last point a drawing instruction reached, if any.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    public init() {}

    /// Whether the path has no instructions.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line from the current point (or a new subpath at `point` when there is none).
    public mutating func line(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// A cubic Bézier curve from the current point.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// A quadratic Bézier curve, stored as the equivalent cubic one.
    public mutating func quadCurve(to point: Point, control: Point) {
        let start = currentPoint ?? control
        let c1 = Point(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = Point(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        curve(to: point, control1: c1, control2: c2)
    }

    /// A circular arc; when a current point exists a line joins it to the arc's start.
    /// `clockwise` is as seen on screen (y down): from +x toward +y.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                             clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle,
                             endAngle: endAngle, clockwise: clockwise))
        let end = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
        if currentPoint == nil {
            subpathStart = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        }
        currentPoint = end
    }

    /// The "arc to" of PostScript and Quartz (`CGPathAddArcToPoint`): a line
    /// from the current point toward `tangent1`, then an arc of `radius`
    /// tangent to both the line current→`tangent1` and the line
    /// `tangent1`→`tangent2`. Degenerate input (no current point, collinear
    /// points, zero radius) becomes a straight line to `tangent1`.
    public mutating func arc(tangent1 p1: Point, tangent2 p2: Point, radius: Double) {
        guard let p0 = currentPoint else { return move(to: p1) }
        let v1 = p0 - p1, v2 = p2 - p1
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return line(to: p1)
        }
        let u1 = Point(x: v1.x / l1, y: v1.y / l1), u2 = Point(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let halfAngle = acos(cosTheta) / 2
        let tangentLength = radius / tan(halfAngle)
        let start = Point(x: p1.x + u1.x * tangentLength, y: p1.y + u1.y * tangentLength)
        let end = Point(x: p1.x + u2.x * tangentLength, y: p1.y + u2.y * tangentLength)
        let bisector = Point(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(halfAngle)
        let center = Point(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        line(to: start)
        arc(center: center, radius: radius, startAngle: a0, endAngle: a1, clockwise: cross < 0)
    }

    /// Closes the current subpath with a straight line to its start.
    public mutating func close() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Appends every instruction of `other`.
    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
        currentPoint = other.currentPoint ?? currentPoint
        subpathStart = other.subpathStart ?? subpathStart
    }

    /// A rectangle as a closed subpath (top-left, top-right, bottom-right, bottom-left).
    public static func rect(_ rect: Rect) -> Path {
        var path = Path()
        path.addRect(rect)
        return path
    }

    /// Adds `rect` as a closed subpath.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A circle as a closed subpath.
    public static func circle(center: Point, radius: Double) -> Path {
        var path = Path()
        path.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi)
        path.close()
        return path
    }

    /// An ellipse filling `rect`.
    public static func ellipse(in rect: Rect) -> Path {
        // Four cubic quarter-curves; kappa places the control points.
        let k = 0.5522847498307936
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        path.curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
                   control2: Point(x: cx + k * rx, y: cy + ry))
        path.curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
                   control2: Point(x: cx - rx, y: cy + k * ry))
        path.curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
                   control2: Point(x: cx - k * rx, y: cy - ry))
        path.curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
                   control2: Point(x: cx + rx, y: cy - k * ry))
        path.close()
        return path
    }

    /// A conservative bounding box: it holds every point the path can paint
    /// (curve control points and whole arc circles included), or nil for an empty path.
    public var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case let .move(p), let .line(p): add(p)
            case let .curve(p, c1, c2): add(p); add(c1); add(c2)
            case let .arc(c, r, _, _, _):
                add(Point(x: c.x - abs(r), y: c.y - abs(r))); add(Point(x: c.x + abs(r), y: c.y + abs(r)))
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether every coordinate in the path is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case let .move(p), let .line(p): return p.isFinite
            case let .curve(p, c1, c2): return p.isFinite && c1.isFinite && c2.isFinite
            case let .arc(c, r, a0, a1, _): return c.isFinite && r.isFinite && a0.isFinite && a1.isFinite
            case .close: return true
            }
        }
    }
}
