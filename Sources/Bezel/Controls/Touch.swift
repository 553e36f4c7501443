import BezelGraphics

/// One moment of a touch as a control sees it.
///
/// The event-replay layer makes these from scripted touches; tests can make
/// them directly to drive a control's tracking.
public struct Touch: Hashable, Sendable {
    /// Where the finger is, in the receiving view's coordinates.
    public var location: Point
    /// How many taps in quick succession this touch is (1 for a single tap).
    public var tapCount: Int
    /// When, in seconds on the virtual clock.
    public var timestamp: Double

    public init(location: Point, tapCount: Int = 1, timestamp: Double = 0) {
        self.location = location
        self.tapCount = tapCount
        self.timestamp = timestamp
    }
}
