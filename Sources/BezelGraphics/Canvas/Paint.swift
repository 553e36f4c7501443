/// What a fill or stroke paints with: a flat colour or a gradient.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
}

/// A colour at a position (0...1) along a gradient.
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color
    public init(_ location: Double, _ color: Color) {
        self.location = location
        self.color = color
    }
}

/// Colours blended along the line from `start` to `end`; beyond the ends
/// the end colours continue.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]
    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// Colours blended outward from a circle at `startCenter` (radius
/// `startRadius`) to one at `endCenter` (radius `endRadius`).
public struct RadialGradient: Hashable, Sendable {
    public var startCenter: Point
    public var startRadius: Double
    public var endCenter: Point
    public var endRadius: Double
    public var stops: [GradientStop]
    public init(startCenter: Point, startRadius: Double = 0, endCenter: Point, endRadius: Double,
                stops: [GradientStop]) {
        self.startCenter = startCenter
        self.startRadius = startRadius
        self.endCenter = endCenter
        self.endRadius = endRadius
        self.stops = stops
    }
}
