import Bezel
import BezelFiles

/// One event a view fired, as a script's `expect: {events: [...]}` lists it:
/// a single control event (`touchUpInside`) or a link tap (`link:TARGET`).
public enum FiredEvent: Hashable, Sendable, CustomStringConvertible {
    /// One control event (a set with one member).
    case control(ControlEvents)
    /// A tapped link's target.
    case link(target: String)

    /// The name a script writes: `touchUpInside`, `link:app://terms`.
    public var description: String {
        switch self {
        case let .control(events): return events.names.joined(separator: ", ")
        case let .link(target): return "link:" + target
        }
    }

    /// The event a script names, or nil for a name that is none.
    public init?(name: String) {
        if name.hasPrefix("link:") {
            self = .link(target: String(name.dropFirst(5)))
        } else if let event = ControlEvents.named.first(where: { $0.1 == name })?.0 {
            self = .control(event)
        } else {
            return nil
        }
    }
}
