import Bezel
import BezelFiles
import BezelGraphics

/// What one trace entry records, with typed payloads: a replay's trace is a
/// list of these, and text or JSON is made from them only when written out
/// (``TraceEntry/text``, ``TraceEntry/jsonLine()``).
///
/// Views are named by ``TraceView`` (type and identifier, fixed when the
/// entry is recorded), so a trace holds no view alive.
public enum TraceEvent: Hashable, Sendable {
    /// A step began (`tap #start`, `wait 3`...): a script's step, or one
    /// a session ran from Swift.
    case step(ScriptAction)
    /// A touch phase was delivered to a view (nil when the finger landed on
    /// nothing); `location` is in window coordinates.
    case touch(TraceView?, phase: TouchPhase, location: Point, finger: Int, tapCount: Int)
    /// A control sent these events to its actions, at once.
    case controlEvents(TraceView, ControlEvents)
    /// A link of a link label was tapped.
    case linkTapped(TraceView, text: String, target: String)
    /// A scroll view took a touch over from the view it began on.
    case scrollTookOver(TraceView, from: TraceView?)
    /// A view controller lifecycle method ran.
    case lifecycle(controller: String, call: LifecycleCall)
    /// A timer on the virtual clock fired.
    case timerFired(name: String)
    /// A view with an identifier changed during the step in what its
    /// tree-dump words show, or appeared: `changes` are the properties whose
    /// word changed (every property, with no old value, for a view the
    /// trace had not seen), `state` its words after the step
    /// (`Bezel/View/stateDescription`), which the written line prints.
    /// A property whose word appeared or went with its value unchanged is
    /// listed with equal old and new values; one whose value changed with
    /// its word unchanged is a ``propertyChanged(_:_:)``.
    case stateChanged(TraceView, changes: [TracePropertyChange], state: [String])
    /// A property of a view with an identifier changed during the step
    /// without its tree-dump words showing it: `hidden`, `alpha`, or any
    /// property the dump does not print (or prints to fewer decimals than
    /// changed). One entry a property, after the view's ``stateChanged(_:changes:state:)``.
    case propertyChanged(TraceView, TracePropertyChange)
    /// A memory warning went out.
    case memoryWarning
    /// The app went to the background.
    case background
    /// The app came back to the foreground.
    case foreground
    /// The reader's settings changed (a script's `settings` step): each
    /// setting that changed (`direction`, `textSize`, `language`) with its
    /// old and new words.
    case settingsChanged(changes: [TracePropertyChange])
    /// A frame was captured under `name`.
    case frameCaptured(name: String, pixelWidth: Int, pixelHeight: Int)
    /// The screen reader said `text` about an element of `view` (`part`
    /// names a segment or a link), then `hint` after a pause.
    case spoken(TraceView, part: String?, text: String, hint: String?)
    /// The screen reader's focus could go no further for `gesture`
    /// (VoiceOver's boundary sound): it stays where it was.
    case readerBoundary(ScreenReaderGesture)

    /// The control events sent by the view named `identifier` (every view
    /// when nil) in this entry, one event a element, in the order
    /// `Bezel/ControlEvents/named` lists them; a link tap is a
    /// `FiredEvent/link(target:)`.
    public func firedEvents(identifier: String? = nil) -> [FiredEvent] {
        switch self {
        case let .controlEvents(view, events) where identifier == nil || view.identifier == identifier:
            return ControlEvents.named.filter { events.contains($0.0) }.map { .control($0.0) }
        case let .linkTapped(view, _, target) where identifier == nil || view.identifier == identifier:
            return [.link(target: target)]
        default:
            return []
        }
    }
}

/// How a trace names a view: its type and its identifier, taken when the
/// entry is recorded. Written `BezelButton#start` (or `Label` without an id).
public struct TraceView: Hashable, Sendable, CustomStringConvertible {
    /// The view's class name.
    public let typeName: String
    /// The view's `Bezel/View/identifier`, if it has one.
    public let identifier: String?

    public init(typeName: String, identifier: String?) {
        self.typeName = typeName
        self.identifier = identifier
    }

    /// The name of `view` as it is now.
    public init(_ view: View) {
        self.init(typeName: String(describing: type(of: view)), identifier: view.identifier)
    }

    public var description: String { typeName + (identifier.map { "#\($0)" } ?? "") }
}

/// Control events one control sent at once, as
/// ``ReplaySession/eventsOfLastStep`` lists them.
public struct SentControlEvents: Hashable, Sendable, CustomStringConvertible {
    /// The control that sent them.
    public let view: TraceView
    /// The events, as one set.
    public let events: ControlEvents

    public init(view: TraceView, events: ControlEvents) {
        self.view = view
        self.events = events
    }

    /// `BezelButton#start touchUpInside, primaryActionTriggered`.
    public var description: String { "\(view) " + events.names.joined(separator: ", ") }
}
