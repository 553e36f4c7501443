import Bezel
import BezelGraphics

/// A touch script read from a file: the scene it drives and its steps, in order.
///
/// Made by ``ScriptFile/load(path:themesDirectory:allowImagesOutside:)`` or
/// ``ScriptFile/parse(_:file:baseDirectory:themesDirectory:allowImagesOutside:)``,
/// run by `ScriptRunner`.
///
/// A script exercises the controls' built-in behaviour (toggle-mode bezel
/// buttons, switches, sliders, segmented controls, text fields, scroll views,
/// link labels, the navigation bar's back button) and whatever the scene's
/// `actions` add (see ``SceneActionRule``).
public struct Script: Sendable {
    /// The script file's path (or the name given to `parse`), for messages.
    public let file: String
    /// The scene the script drives, read and checked with the script (each
    /// run builds its own window from it).
    public let scene: SceneDocument
    /// The scene file's path (resolved against the script's folder), or nil
    /// for a scene written inline under `scene:`.
    public let scenePath: String?
    /// The steps, in file order.
    public let steps: [ScriptStep]

    public init(file: String, scene: SceneDocument, scenePath: String? = nil, steps: [ScriptStep]) {
        self.file = file
        self.scene = scene
        self.scenePath = scenePath
        self.steps = steps
    }
}

/// One step of a script and where it is written.
public struct ScriptStep: Sendable {
    /// What the step does.
    public let action: ScriptAction
    /// The step's place in the script (its `- key:` line).
    public let location: SourceLocation

    public init(_ action: ScriptAction, at location: SourceLocation) {
        self.action = action
        self.location = location
    }
}

/// What a script step does; each maps to one `ReplaySession` call, except
/// ``expect(_:)``, which checks state and events without changing anything.
public enum ScriptAction: Sendable {
    /// `tap: SELECTOR`.
    case tap(ViewSelector)
    /// `touch: {phase: began, at: SELECTOR, finger: 0}`.
    case touch(TouchPhase, at: ViewSelector, finger: Int)
    /// `drag: {from: SELECTOR, to: SELECTOR, steps: 10}`.
    case drag(from: ViewSelector, to: ViewSelector, steps: Int)
    /// `type: TEXT` into the focused text field.
    case type(String)
    /// `wait: SECONDS` of virtual time.
    case wait(Double)
    /// `memory-warning: {}` (or null).
    case memoryWarning
    /// `background` (or `background: {}`).
    case background
    /// `foreground` (or `foreground: {}`).
    case foreground
    /// `expect: {id, properties, events}`.
    case expect(ScriptExpectation)
    /// `snapshot: NAME`: a frame written as `NN-NAME.png`.
    case snapshot(String)
    /// `push: SCREEN-ID`: shows a screen of a scene with `screens:` on top of the navigation stack.
    case push(String)
    /// `pop` (or `pop: {}`): takes the top screen off the navigation stack.
    case pop

    /// The step's key in a script file.
    public var keyword: String {
        switch self {
        case .tap: return "tap"
        case .touch: return "touch"
        case .drag: return "drag"
        case .type: return "type"
        case .wait: return "wait"
        case .memoryWarning: return "memory-warning"
        case .background: return "background"
        case .foreground: return "foreground"
        case .expect: return "expect"
        case .snapshot: return "snapshot"
        case .push: return "push"
        case .pop: return "pop"
        }
    }
}

/// What an `expect` step checks.
///
/// - `properties`: words of the view's tree dump (`ViewProperties`),
///   compared as booleans, numbers (to 0.001) or text.
/// - `events`: the names of the events fired during the previous step (of
///   the view with `id` when one is given), in order: control events by name
///   (`touchUpInside`, `valueChanged`) and link taps as `link:TARGET`.
/// - `screen` with `shown`, `loaded` and/or `viewDidLoadCount`: whether the
///   screen is the one on screen, whether its view is loaded and how many
///   times its `viewDidLoad` has run (a scene with `screens:`; see
///   `SceneScreenController`).
public struct ScriptExpectation: Sendable {
    /// The view whose properties (and events) are checked.
    public let id: String?
    /// Property name, expected value (as written) and the name's place, in file order.
    public let properties: [(key: String, value: String, location: SourceLocation)]
    /// The expected events, in order, or nil when the step does not check events.
    public let events: [FiredEvent]?
    /// The screen whose controller is checked, by its `id` in the scene.
    public let screen: String?
    /// Whether ``screen`` is expected on screen (the top of the stack), or nil when not checked.
    public let shown: Bool?
    /// Whether ``screen``'s view is expected loaded, or nil when not checked.
    public let loaded: Bool?
    /// How many times ``screen``'s `viewDidLoad` is expected to have run, or nil.
    public let viewDidLoadCount: Int?

    public init(id: String?, properties: [(key: String, value: String, location: SourceLocation)], events: [FiredEvent]?,
                screen: String? = nil, shown: Bool? = nil, loaded: Bool? = nil, viewDidLoadCount: Int? = nil) {
        self.id = id
        self.properties = properties
        self.events = events
        self.screen = screen
        self.shown = shown
        self.loaded = loaded
        self.viewDidLoadCount = viewDidLoadCount
    }
}
