import Bezel
import BezelFiles
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
/// `actions` add (see `SceneActionRule`).
public struct Script: Sendable {
    /// The script file's path (or the name given to `parse`), for messages.
    public let file: String
    /// The scene the script drives, read and checked with the script (each
    /// run builds its own window from it).
    public let scene: SceneDocument
    /// The scene file's path (resolved against the script's folder, as the
    /// script's path was given: relative when it was, `Examples/scenes/timer.yaml`),
    /// or nil for a scene written inline under `scene:`.
    public let scenePath: String?
    /// The steps, in file order.
    public let steps: [ScriptStep]
    /// Whether the screen reader speaks hints after what it announces
    /// (VoiceOver's Speak Hints; `speakHints: false` in the file turns it off).
    public let speaksHints: Bool

    public init(file: String, scene: SceneDocument, scenePath: String? = nil, steps: [ScriptStep], speaksHints: Bool = true) {
        self.file = file
        self.scene = scene
        self.scenePath = scenePath
        self.steps = steps
        self.speaksHints = speaksHints
    }
}

/// One step of a script and where it is written.
public struct ScriptStep: Hashable, Sendable {
    /// What the step does.
    public let action: ScriptAction
    /// The step's place in the script (its `- key:` line).
    public let location: SourceLocation

    public init(_ action: ScriptAction, at location: SourceLocation) {
        self.action = action
        self.location = location
    }
}

/// What an `expect` step checks.
///
/// - `properties`: the view's properties (`View.properties`), each value
///   read as its property's kind when the script is read (`enabled: treu`
///   is an error at its place), compared as booleans, numbers (to 0.001) or text.
/// - `events`: the names of the events fired during the previous step (of
///   the view with `id` when one is given), in order: control events by name
///   (`touchUpInside`, `valueChanged`) and link taps as `link:TARGET`.
/// - `screen` with `shown`, `loaded` and/or `viewDidLoadCount`: whether the
///   screen is the one on screen, whether its view is loaded and how many
///   times its `viewDidLoad` has run (a scene with `screens:`; see
///   `SceneScreenController`).
/// - `visible`: whether the view named by `id`, `text` or `label`/`trait`
///   can be seen (`ViewSelector.isVisible(in:)`); false also when nothing matches.
/// - `spoken`: what the screen reader said during the previous step, in order.
public struct ScriptExpectation: Hashable, Sendable {
    /// The view whose properties (and events) are checked.
    public let id: String?
    /// What `visible` is checked of: the view with ``id``, or the one with
    /// the text or accessibility label and traits the step names.
    public let subject: ViewSelector?
    /// Whether ``subject`` is expected visible, or nil when not checked.
    public let visible: Bool?
    /// What the screen reader is expected to have said during the previous
    /// step, in order, or nil when not checked.
    public let spoken: [String]?
    /// The expected properties, in file order, typed by the view's property
    /// when the script was read against its scene.
    public let properties: [ExpectedProperty]
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

    public init(id: String?, properties: [ExpectedProperty], events: [FiredEvent]?,
                screen: String? = nil, shown: Bool? = nil, loaded: Bool? = nil, viewDidLoadCount: Int? = nil,
                subject: ViewSelector? = nil, visible: Bool? = nil, spoken: [String]? = nil) {
        self.id = id
        self.subject = subject ?? id.map(ViewSelector.id)
        self.visible = visible
        self.spoken = spoken
        self.properties = properties
        self.events = events
        self.screen = screen
        self.shown = shown
        self.loaded = loaded
        self.viewDidLoadCount = viewDidLoadCount
    }
}

/// One property an `expect` step checks: its name, the expected value, and
/// where the name and the value are written.
///
/// The value is read as text, then typed (``typed(as:)``) by the kind of
/// the property the view lists, when the script is checked against its scene.
public struct ExpectedProperty: Sendable, Hashable {
    /// The property's name (`enabled`, `value`).
    public let key: String
    /// The expected value: a bool, a number or text.
    public let value: ViewProperty.Value
    /// The value as the script writes it.
    public let written: String
    /// Where the name is written.
    public let location: SourceLocation
    /// Where the value is written.
    public let valueLocation: SourceLocation

    public init(key: String, value: ViewProperty.Value, written: String, location: SourceLocation, valueLocation: SourceLocation) {
        self.key = key
        self.value = value
        self.written = written
        self.location = location
        self.valueLocation = valueLocation
    }

    /// This property with its value read as the kind `kind` is.
    ///
    /// - Throws: `FileError` at the value when it is not a bool
    ///   (`BooleanWords`) or a finite number where one is expected.
    public func typed(as kind: ViewProperty.Kind) throws -> ExpectedProperty {
        let value: ViewProperty.Value
        switch kind {
        case .bool:
            guard let bool = BooleanWords.value(of: written) else {
                throw FileError(valueLocation, "the expected '\(key)' must be true or false, not \(FileError.quoting(written))")
            }
            value = .bool(bool)
        case .number:
            guard let number = Double(written.trimmingCharacters(in: .whitespaces)), number.isFinite else {
                throw FileError(valueLocation, "the expected '\(key)' must be a number, not \(FileError.quoting(written))")
            }
            value = .number(number)
        case .optionalNumber:
            // A number that may be absent (a segment, a row, a line limit): a number, or the word for none.
            let trimmed = written.trimmingCharacters(in: .whitespaces)
            if let number = Double(trimmed), number.isFinite {
                value = .number(number)
            } else if trimmed == ViewProperty.noNumber {
                value = .text(ViewProperty.noNumber)
            } else {
                throw FileError(valueLocation, "the expected '\(key)' must be a number or \(ViewProperty.noNumber), "
                                + "not \(FileError.quoting(written))")
            }
        case .text:
            value = .text(written)
        }
        return ExpectedProperty(key: key, value: value, written: written, location: location, valueLocation: valueLocation)
    }
}
