import Bezel
import BezelGraphics

/// Runs script steps against a window on its virtual clock and records what
/// happened: every touch and the view it hit, control events in the order
/// they fired, lifecycle calls, timers, and the state changes each step made.
///
/// ```swift
/// let session = ReplaySession(window: window)
/// try session.tap(.id("start"))
/// try session.wait(3)
/// try session.capture("after-alarm")
/// print(session.traceText)
/// ```
///
/// The same steps on the same screen give the same trace and the same frames
/// every time: nothing reads the wall clock.
public final class ReplaySession {
    public let window: Window
    /// Everything recorded so far, in order (only the current step's entries
    /// when ``keepsHistory`` is false).
    public private(set) var trace: [TraceEntry] = []
    /// Captured frames, in order (none when ``keepsHistory`` is false).
    public private(set) var frames: [(name: String, image: Image)] = []
    /// Whether ``trace`` and ``frames`` keep everything since the session
    /// began (the default). A long run sets it to false and takes each
    /// entry from ``onTraceEntry`` instead, so that memory stays bounded
    /// however many steps run.
    public var keepsHistory = true
    /// Called with every trace entry as it is recorded.
    public var onTraceEntry: ((TraceEntry) -> Void)?
    /// Seconds between the moves of a drag.
    public var dragStepInterval = 1.0 / 60.0

    /// The session's window and clock observers; released with the session,
    /// which ends them.
    private var observations: [ObservationToken] = []

    /// Whether a step starts from the properties the previous step ended
    /// with instead of reading every view again (half the reading of a
    /// step). Only for a caller that changes no view between steps, as
    /// ``ScriptRunner`` does (between steps it only renders and reads);
    /// a caller that sets views between steps, as tests do, leaves it off,
    /// or the change would be reported by the next step. ``verifyCarriedState()``
    /// checks the promise.
    var carriesStateBetweenSteps = false
    /// The properties after the last step (see ``carriesStateBetweenSteps``).
    private var stateAfterLastStep: StateSnapshot?
    /// The class names of the views seen so far (see ``TraceViewNames``).
    private var viewNames = TraceViewNames()
    /// The screen reader of ``screenReader(_:)``, made on its first gesture.
    private lazy var reader = ScreenReader(window: window, speaksHints: speaksHints)
    /// Whether ``screenReader(_:)`` records the hints said after
    /// announcements (`ScreenReader/speaksHints`; on by default, as
    /// VoiceOver's Speak Hints setting is).
    public var speaksHints = true {
        didSet { reader.speaksHints = speaksHints }
    }

    public init(window: Window) {
        self.window = window
        observations = [
            window.addEventObserver { [weak self] event in self?.record(event) },
            window.clock.addTimerObserver { [weak self] timer in self?.append(.timerFired(name: timer.name)) },
        ]
    }

    // MARK: Steps

    /// A complete tap (began, ended) at the selector's location.
    public func tap(_ selector: ViewSelector, finger: Int = 0) throws {
        try step(.tap(selector)) {
            let p = try selector.location(in: window)
            window.send(.began, at: p, finger: finger)
            window.send(.ended, at: p, finger: finger)
        }
    }

    /// Two complete taps at once at the selector's location: the second
    /// touch has a tap count of 2 (UIKit's `tapCount`); one step in the trace.
    public func doubleTap(_ selector: ViewSelector, finger: Int = 0) throws {
        try step(.doubleTap(selector)) {
            let p = try selector.location(in: window)
            for _ in 1...2 {
                window.send(.began, at: p, finger: finger)
                window.send(.ended, at: p, finger: finger)
            }
        }
    }

    /// One touch phase at the selector's location.
    public func touch(_ phase: TouchPhase, at selector: ViewSelector, finger: Int = 0) throws {
        try step(.touch(phase, at: selector, finger: finger)) {
            window.send(phase, at: try selector.location(in: window), finger: finger)
        }
    }

    /// A drag: down at `from`, `steps` moves in a straight line to `to`
    /// (``dragStepInterval`` apart on the clock), up at `to`.
    public func drag(from: ViewSelector, to: ViewSelector, steps: Int = 10, finger: Int = 0) throws {
        guard DragStep.moves.contains(steps) else {
            throw ReplayError.invalidArgument("drag steps must be \(DragStep.moves.lowerBound)…\(DragStep.moves.upperBound), not \(steps)")
        }
        try step(.drag(from: from, to: to, steps: steps)) {
            let a = try from.location(in: window), b = try to.location(in: window)
            window.send(.began, at: a, finger: finger)
            for i in 1...steps {
                window.clock.advance(by: dragStepInterval)
                let t = Double(i) / Double(steps)
                window.send(.moved, at: Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), finger: finger)
            }
            window.send(.ended, at: b, finger: finger)
        }
    }

    /// Types `text` into the focused text field.
    public func type(_ text: String) throws {
        try step(.type(text)) {
            guard let field = Self.focusedField(in: window) else { throw ReplayError.noFocusedTextField }
            field.insertText(text)
        }
    }

    /// Deletes up to `count` characters before the focused text field's caret,
    /// as the delete key pressed `count` times (fewer when the caret reaches the start).
    public func erase(_ count: Int) throws {
        guard EraseStep.presses.contains(count) else {
            throw ReplayError.invalidArgument("erase counts \(EraseStep.presses.lowerBound)…\(EraseStep.presses.upperBound) characters, not \(count)")
        }
        try step(.erase(count)) {
            guard let field = Self.focusedField(in: window) else { throw ReplayError.noFocusedTextField }
            for _ in 0..<count where !field.deleteBackward() { break }
        }
    }

    /// Lets `seconds` of virtual time pass (timers fire, animations run).
    ///
    /// - Throws: a layout error after the step (`Bezel/View/layout(_:)`).
    public func wait(_ seconds: Double) throws {
        try step(.wait(seconds)) { window.clock.advance(by: seconds) }
    }

    /// Lets virtual time run until nothing is pending (no timer scheduled,
    /// no animation running), for at most `limit` seconds: a wait for
    /// exactly as long as the screen needs, so a recorded session needs no
    /// guessed waits. A repeating timer never lets it settle.
    ///
    /// - Throws: ``ReplayError/stillBusy(after:pending:)`` naming what is
    ///   still busy at the limit (time has moved on by `limit`), or a layout error.
    public func settle(limit: Double = 60) throws {
        guard limit.isFinite, limit >= 0 else { throw ReplayError.invalidArgument("settle's limit must be 0 or more seconds, not \(limit)") }
        try step(.settle(limit)) {
            if case let .timedOut(_, pending) = window.clock.settle(max: limit) {
                throw ReplayError.stillBusy(after: limit, pending: pending)
            }
        }
    }

    /// Sends a memory warning: every controller whose view is loaded but
    /// not in the window unloads it (see `Window.simulateMemoryWarning()`).
    ///
    /// - Throws: a layout error after the step.
    public func memoryWarning() throws {
        try step(.memoryWarning) { window.simulateMemoryWarning() }
    }

    /// The app goes to the background: touches in progress are cancelled.
    ///
    /// - Throws: a layout error after the step.
    public func background() throws {
        try step(.background) {
            append(.background)
            window.cancelTouches(inSubtreeOf: window)
        }
    }

    /// The reader's settings change, as a user changing Settings: the
    /// window's traits become `change` applied to them (`TraitChange`),
    /// the views lay out again for them, and the trace records what changed
    /// (nothing when nothing did).
    ///
    /// - Throws: a layout error after the step.
    public func changeSettings(_ change: TraitChange) throws {
        try step(.settings(change)) {
            let old = window.traitCollection
            let new = change.applied(to: old)
            guard new != old else { return }
            window.traitOverrides = new
            append(.settingsChanged(changes: TraitChange.differences(from: old, to: new).map {
                TracePropertyChange(property: $0.name, old: .text($0.old), new: .text($0.new))
            }))
        }
    }

    /// A screen-reader user's gesture (`ScreenReaderGesture`): the focus
    /// moves along the reading order or acts on the focused element, and
    /// the trace records what the reader said (a `speech` entry) after the
    /// touches and events a double tap made. The focus carries from one
    /// such step to the next.
    ///
    /// - Throws: `ScreenReaderError` when the gesture cannot act, or a layout error.
    public func screenReader(_ gesture: ScreenReaderGesture) throws {
        try step(.screenReader(gesture)) {
            for response in try reader.perform(gesture) {
                switch response {
                case let .spoke(element, text, hint):
                    append(.spoken(traceView(element.view), part: element.part, text: text, hint: hint.flatMap { $0.isEmpty ? nil : $0 }))
                case let .boundary(gesture):
                    append(.readerBoundary(gesture))
                }
            }
        }
    }

    /// What the screen reader said during the last step, in order.
    public var speechOfLastStep: [String] {
        entriesOfLastStep.compactMap { entry in
            guard case let .spoken(_, _, text, _) = entry.event else { return nil }
            return text
        }
    }

    /// The app comes back to the foreground.
    ///
    /// - Throws: a layout error after the step.
    public func foreground() throws {
        try step(.foreground) { append(.foreground) }
    }

    /// A step the session has no method for (a navigation push or pop, say):
    /// recorded as `description`, then `body` runs, then the state changes
    /// it made are recorded, as for the built-in steps.
    public func customStep(_ description: String, _ body: () throws -> Void) throws {
        try step(.custom(description), body)
    }

    /// Renders the window now and keeps the frame under `name`.
    @discardableResult
    public func capture(_ name: String) throws -> Image {
        var image: Image?
        try step(.snapshot(name)) {
            let frame = try window.captureFrame()
            if keepsHistory { frames.append((name, frame)) }
            append(.frameCaptured(name: name, pixelWidth: frame.pixelWidth, pixelHeight: frame.pixelHeight))
            image = frame
        }
        guard let image else { throw ReplayError.invalidArgument("capture \(name) made no frame") }
        return image
    }

    // MARK: Reading the trace

    /// The entries recorded since the last step began (that step included).
    public var entriesOfLastStep: ArraySlice<TraceEntry> {
        let start = trace.lastIndex { if case .step = $0.event { return true } else { return false } } ?? 0
        return trace[start...]
    }

    /// The control events sent since the last step began, in order, with
    /// the control that sent each set.
    public var eventsOfLastStep: [SentControlEvents] {
        entriesOfLastStep.compactMap { entry in
            guard case let .controlEvents(view, events) = entry.event else { return nil }
            return SentControlEvents(view: view, events: events)
        }
    }

    // MARK: Recording

    /// Records a step, runs it, lays the window out, then records the state
    /// changes it made (also when it throws).
    func step(_ step: ScriptAction, _ body: () throws -> Void) throws {
        append(.step(step))
        let before = (carriesStateBetweenSteps ? stateAfterLastStep : nil) ?? stateSnapshot()
        defer {
            let after = stateSnapshot()
            for change in after.changes(since: before) { append(change) }
            stateAfterLastStep = after
        }
        try body()
        // As at the end of a run-loop turn: what the step changed is laid out
        // before the state is recorded and before the next step.
        try window.layout()
    }

    func append(_ event: TraceEvent) {
        let entry = TraceEntry(time: window.clock.now, event: event)
        if case .step = event, !keepsHistory { trace.removeAll(keepingCapacity: true) }
        trace.append(entry)
        onTraceEntry?(entry)
    }

    private func record(_ event: WindowEvent) {
        switch event {
        case let .touch(finger, phase, location, view, tapCount):
            append(.touch(view.map(traceView), phase: phase, location: location, finger: finger, tapCount: tapCount))
        case let .controlEvents(control, events):
            append(.controlEvents(traceView(control), events))
        case let .linkTapped(label, link):
            append(.linkTapped(traceView(label), text: link.text, target: link.target))
        case let .scrollTookOver(scroller, from):
            append(.scrollTookOver(traceView(scroller), from: traceView(from)))
        case let .lifecycle(controller, call):
            append(.lifecycle(controller: controller, call: call))
        case .memoryWarning:
            append(.memoryWarning)
        }
    }

    /// `TraceView(view)`, with the class name read once a class (``TraceViewNames``).
    private func traceView(_ view: View) -> TraceView {
        viewNames.name(of: view, identifier: view.identifier)
    }

    /// The properties of every view with an identifier, now.
    private func stateSnapshot() -> StateSnapshot {
        StateSnapshot(of: window, names: &viewNames)
    }

    /// Throws when the views' properties are no longer those the last step
    /// ended with: something between the steps changed a view, so
    /// ``carriesStateBetweenSteps`` must not be set for this caller.
    func verifyCarriedState() throws {
        guard let carried = stateAfterLastStep, carried != stateSnapshot() else { return }
        throw ReplayError.invalidArgument("a view's state changed between two steps, so the next step cannot start from the state the last one ended with")
    }

    private static func focusedField(in view: View) -> TextField? {
        if let field = view as? TextField, field.isFocused { return field }
        for child in view.subviews {
            if let found = focusedField(in: child) { return found }
        }
        return nil
    }
}
