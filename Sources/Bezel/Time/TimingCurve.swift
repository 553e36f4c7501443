import BezelGraphics

/// How an ``Animation``'s progress runs over its duration: the fraction of
/// the way from the start value to the target after a fraction of the time.
///
/// The eased curves are the cubic Bézier timing functions of Core Animation
/// and CSS, running from (0, 0) to (1, 1):
///
/// | curve | control points |
/// | --- | --- |
/// | ``linear`` | (0, 0) (1, 1) |
/// | ``easeIn`` | (0.42, 0) (1, 1) |
/// | ``easeOut`` | (0, 0) (0.58, 1) |
/// | ``easeInOut`` | (0.42, 0) (0.58, 1) |
///
/// ```swift
/// TimingCurve.easeIn.value(at: 0.5)     // ≈ 0.315: still slow at half time
/// TimingCurve.linear.value(at: 0.5)     // 0.5 exactly
/// ```
///
/// The curve is solved the same way on every machine (Newton steps, then
/// bisection), so the same time gives the same value. The progress is
/// turned into a value by ``Interpolatable`` (below).
///
/// See also: ``Animation``, ``Interpolatable``.
public enum TimingCurve: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Constant speed: the progress is the fraction of time elapsed.
    case linear
    /// Starts slowly and speeds up to the end.
    case easeIn
    /// Starts fast and slows down into the end.
    case easeOut
    /// Starts slowly, speeds up, and slows down into the end (UIKit's
    /// default for animations and transitions).
    case easeInOut

    /// The curve's two inner Bézier control points; the curve starts at
    /// (0, 0) and ends at (1, 1).
    public var controlPoints: (Point, Point) {
        switch self {
        case .linear: return (Point(x: 0, y: 0), Point(x: 1, y: 1))
        case .easeIn: return (Point(x: 0.42, y: 0), Point(x: 1, y: 1))
        case .easeOut: return (Point(x: 0, y: 0), Point(x: 0.58, y: 1))
        case .easeInOut: return (Point(x: 0.42, y: 0), Point(x: 0.58, y: 1))
        }
    }

    /// The progress after `fraction` of the duration: exactly 0 at 0 and
    /// exactly 1 at 1. Fractions outside 0…1 are clamped; NaN reads as 0.
    public func value(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if self == .linear { return fraction }
        let (p1, p2) = controlPoints
        let t = Self.parameter(forX: fraction, p1.x, p2.x)
        return min(1, max(0, Self.bezier(t, p1.y, p2.y)))
    }

    /// The curve's name (`easeInOut`).
    public var description: String { rawValue }

    /// One coordinate of the Bézier from 0 to 1 with inner controls `c1`, `c2`.
    private static func bezier(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to `t`.
    private static func slope(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
    }

    /// The curve parameter whose x is `x` (x is monotonic in t for control
    /// x values in 0…1): Newton steps first, bisection when they stall.
    private static func parameter(forX x: Double, _ c1: Double, _ c2: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, c1, c2) - x
            if abs(error) < tolerance { return t }
            let d = slope(t, c1, c2)
            guard abs(d) > 1e-9 else { break }
            t = min(1, max(0, t - error / d))
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = bezier(t, c1, c2)
            if abs(value - x) < tolerance { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}

// MARK: - Interpolation (progress to value)

/// A value an ``Animation`` can blend between two states.
public protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `target`: `self` at 0, `target` at 1.
    func interpolated(to target: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// `self * (1 - fraction) + target * fraction`, exact at both ends.
    public func interpolated(to target: Double, fraction: Double) -> Double {
        self * (1 - fraction) + target * fraction
    }
}

extension Point: Interpolatable {
    /// Each coordinate interpolated linearly.
    public func interpolated(to t: Point, fraction f: Double) -> Point {
        Point(x: x.interpolated(to: t.x, fraction: f), y: y.interpolated(to: t.y, fraction: f))
    }
}

extension Size: Interpolatable {
    /// Width and height interpolated linearly.
    public func interpolated(to t: Size, fraction f: Double) -> Size {
        Size(width: width.interpolated(to: t.width, fraction: f), height: height.interpolated(to: t.height, fraction: f))
    }
}

extension Rect: Interpolatable {
    /// Origin and size interpolated linearly.
    public func interpolated(to t: Rect, fraction f: Double) -> Rect {
        Rect(origin: origin.interpolated(to: t.origin, fraction: f), size: size.interpolated(to: t.size, fraction: f))
    }
}

extension Color: Interpolatable {
    /// Red, green, blue and (straight) alpha each interpolated linearly.
    public func interpolated(to t: Color, fraction f: Double) -> Color {
        Color(red: red.interpolated(to: t.red, fraction: f), green: green.interpolated(to: t.green, fraction: f),
              blue: blue.interpolated(to: t.blue, fraction: f), alpha: alpha.interpolated(to: t.alpha, fraction: f))
    }
}
