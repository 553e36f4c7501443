/// The events a ``Control`` sends to its actions, as a set.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A touch began on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A touch began with a tap count above one (a double tap and more).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The touch moved and is inside the tracking area.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The touch moved and is outside the tracking area.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The touch came back into the tracking area.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The touch left the tracking area.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The touch ended inside the tracking area.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The touch ended outside the tracking area.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The touch was cancelled (for example its view was removed).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (a switch flipped, a slider moved).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's main action happened (sent with touchUpInside by buttons).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)

    /// Every touch event.
    public static let allTouchEvents: ControlEvents = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel,
    ]
    /// Every event.
    public static let allEvents: ControlEvents = allTouchEvents.union([.valueChanged, .primaryActionTriggered])

    /// Each single event with its name, in the order they are listed above.
    public static let named: [(ControlEvents, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    /// The names of the events in the set, for traces and messages.
    public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

    public var description: String { "[" + names.joined(separator: ", ") + "]" }
}
