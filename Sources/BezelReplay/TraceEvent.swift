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
    /// A step began (`tap #start`, `wait 3`...).
    case step(ReplayStep)
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

/// A step of a ``ReplaySession``, as its trace records it.
public enum ReplayStep: Hashable, Sendable, CustomStringConvertible {
    case tap(ViewSelector)
    case touch(TouchPhase, at: ViewSelector, finger: Int)
    case drag(from: ViewSelector, to: ViewSelector, steps: Int)
    case type(String)
    /// The delete key, this many times.
    case erase(Int)
    case wait(Double)
    /// Time runs until no timer or animation is pending, for at most this many seconds.
    case settle(Double)
    case memoryWarning
    case background
    case foreground
    case capture(String)
    /// A screen-reader gesture (``ReplaySession/screenReader(_:)``).
    case screenReader(ScreenReaderGesture)
    /// The reader's settings change (``ReplaySession/changeSettings(_:)``).
    case settings(TraitChange)
    /// A step the session has no method for (see ``ReplaySession/customStep(_:_:)``).
    case custom(String)

    /// `tap #start`, `drag #a → #b in 10 steps`, `wait 3`...
    public var description: String {
        switch self {
        case let .tap(selector): return "tap \(selector)"
        case let .touch(phase, selector, finger): return "touch \(phase.rawValue) \(selector) finger \(finger)"
        case let .drag(from, to, steps): return "drag \(from) → \(to) in \(steps) steps"
        case let .type(text): return "type \"\(text)\""
        case let .erase(count): return "erase \(count)"
        case let .wait(seconds):
            return "wait " + (seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds))
        case let .settle(limit):
            return "settle (at most " + (limit == limit.rounded() && abs(limit) < 1e9 ? String(Int(limit)) : String(limit)) + " s)"
        case .memoryWarning: return "memory-warning"
        case .background: return "background"
        case .foreground: return "foreground"
        case let .capture(name): return "capture \(name)"
        case let .screenReader(gesture): return "screen-reader \(gesture)"
        case let .settings(change): return "settings \(change)"
        case let .custom(text): return text
        }
    }
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
