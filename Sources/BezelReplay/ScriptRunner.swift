import Bezel
import BezelFiles
import BezelGraphics
import BezelScenes

/// Runs a `Script` against a fresh window of its scene with a
/// ``ReplaySession``, on the virtual clock.
///
/// ```swift
/// let script = try ScriptFile.load(path: "Examples/scripts/timer-switch.yaml")
/// let recording = ScriptRecording()
/// let result = try ScriptRunner.run(script, recorder: recording)
/// if let failure = result.failure { print(failure) }   // file:line:column: step 3 (expect): ...
/// ```
///
/// The run stops at the first failure: later steps usually depend on the
/// state the failed one checked, so what they would report is noise. The
/// trace and the frames up to that point have reached the recorder.
///
/// Memory stays bounded however long the script: the session keeps only the
/// current step's trace, and the window is rendered after a step only when
/// something in it drew (`View/subtreeNeedsDisplay`), and then only what
/// changed (`Window/captureFrame()`); otherwise the recorder gets the
/// previous frame again.
public enum ScriptRunner {
    /// Runs every step of `script` until one fails, telling `recorder` what happens.
    ///
    /// The scene is built afresh from the script's `Script/scene` document
    /// (read and checked with the script) in the theme it names, and drawn
    /// with `traits` (by default the script's: its scene's direction, text
    /// size and language, or those the script names).
    ///
    /// - Throws: a layout error, or what the recorder throws; a failing step
    ///   is not thrown but reported in the result.
    public static func run(_ script: Script, traits: Traits? = nil, recorder: ScriptRunRecorder) throws -> ScriptResult {
        try run(script, traits: traits, recorder: recorder, checkingFrameReuse: false)
    }

    /// `run`, and with `checkingFrameReuse` the window is rendered after
    /// every step anyway and a step after which nothing was marked as
    /// changed but the pixels differ throws (for tests of the views' dirty
    /// marking); so does a view whose state words change between two steps
    /// (the session carries them from one step to the next).
    static func run(_ script: Script, traits: Traits? = nil, recorder: ScriptRunRecorder,
                    checkingFrameReuse: Bool) throws -> ScriptResult {
        let run = try ScriptRun(script, traits: traits, recorder: recorder, checkingFrameReuse: checkingFrameReuse)
        for step in script.steps {
            if try run.perform(step) != nil { break }
        }
        return run.result
    }

    /// The window now: a new capture when something in it drew (the window
    /// redraws only what changed, see `Window/captureFrame()`), else
    /// `previous`; with `checking`, a full render must then give `previous`'s pixels.
    static func frameAfterStep(_ window: Window, previous: Image, step: Int, checking: Bool) throws -> Image {
        try window.layout()
        if window.subtreeNeedsDisplay { return try window.captureFrame() }
        // A full render, not a capture: the capture redraws only what was marked.
        if checking, try window.renderImage(scale: window.scale).premultipliedARGB() != previous.premultipliedARGB() {
            throw ReplayError.invalidArgument("step \(step) changed pixels without marking a view as needing display")
        }
        return previous
    }

    /// The first property or event list that does not match, or nil.
    static func check(_ expectation: ScriptExpectation, step: ScriptStep, number: Int, session: ReplaySession) -> ScriptFailure? {
        func failure(_ subject: String, _ expected: String? = nil, _ actual: String? = nil) -> ScriptFailure {
            ScriptFailure(step: number, location: step.location, keyword: "expect", subject: subject, expected: expected, actual: actual)
        }
        if let visible = expectation.visible, let subject = expectation.subject {
            let actual = subject.isVisible(in: session.window)
            if actual != visible { return failure("\(subject) visible", String(visible), String(actual)) }
        }
        var view: View?
        // A view checked only for `visible` may be missing (not visible).
        if let id = expectation.id, expectation.visible == nil || !expectation.properties.isEmpty {
            guard let found = session.window.view(withIdentifier: id) else { return failure("no view has the id '\(id)'") }
            view = found
        }
        if let view, let id = expectation.id {
            let properties = ViewProperties.of(view)
            for property in expectation.properties {
                guard let actual = properties[property.key] else {
                    return failure("#\(id) has no property '\(property.key)'", property.value.description, "nothing")
                }
                if !ViewProperties.matches(actual, expected: property.value) {
                    return failure("#\(id) \(property.key)", property.value.description, actual.description)
                }
            }
        }
        if let expected = expectation.events {
            let actual = session.entriesOfLastStep.flatMap { $0.event.firedEvents(identifier: expectation.id) }
            if actual != expected {
                return failure((expectation.id.map { "#\($0) " } ?? "") + "events", list(expected), list(actual))
            }
        }
        if let expected = expectation.spoken {
            let actual = session.speechOfLastStep
            if actual != expected { return failure("spoken", quotedList(expected), quotedList(actual)) }
        }
        return nil
    }

    private static func list(_ events: [FiredEvent]) -> String { "[" + events.map(\.description).joined(separator: ", ") + "]" }
    private static func quotedList(_ texts: [String]) -> String { "[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
}
