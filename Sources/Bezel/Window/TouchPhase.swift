/// The phases of a finger's touch, as UIKit names them.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    /// The finger came down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move (delivered, changes nothing by default).
    case stationary
    /// The finger lifted.
    case ended
    /// The system took the touch away (a removed view, a scroll view taking over).
    case cancelled
}
