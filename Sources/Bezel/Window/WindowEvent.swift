import BezelGraphics

/// Something that happened in a ``Window``, in the order it happened: the
/// raw material of a replay trace.
public enum WindowEvent {
    /// A touch phase was delivered to `view` (nil when the finger landed on
    /// nothing); `location` is in window coordinates.
    case touch(finger: Int, phase: TouchPhase, location: Point, view: View?, tapCount: Int)
    /// A control sent events to its actions.
    case controlEvents(Control, ControlEvents)
    /// A link in a link label was tapped.
    case linkTapped(LinkLabel, LinkLabel.Link)
    /// A scroll view took over a touch that began on a view inside it
    /// (the view received `cancelled`).
    case scrollTookOver(ScrollView, from: View)
    /// A view controller lifecycle method ran (`viewDidLoad`, `viewWillAppear`...).
    case lifecycle(controller: String, call: LifecycleCall)
    /// A memory warning went out.
    case memoryWarning
}
