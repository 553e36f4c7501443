import Bezel
import BezelGraphics

/// Runs script steps against a window on its virtual clock and records what
/// happened: every touch and the view it hit, control events in the order
/// they fired, lifecycle calls, timers, and the state changes each step made.
///
/// ```swift
/// let session = ReplaySession(window: window)
/// try session.tap(.id("start"))
/// session.wait(3)
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

    public init(window: Window) {
        self.window = window
        observations = [
            window.addEventObserver { [weak self] event in self?.record(event) },
            window.clock.addTimerObserver { [weak self] timer in self?.append(.timer, nil, timer.name) },
        ]
    }

    // MARK: Steps

    /// A complete tap (began, ended) at the selector's location.
    public func tap(_ selector: ViewSelector, finger: Int = 0) throws {
        try step("tap \(selector)") {
            let p = try selector.location(in: window)
            window.send(.began, at: p, finger: finger)
            window.send(.ended, at: p, finger: finger)
        }
    }

    /// One touch phase at the selector's location.
    public func touch(_ phase: TouchPhase, at selector: ViewSelector, finger: Int = 0) throws {
        try step("touch \(phase.rawValue) \(selector) finger \(finger)") {
            window.send(phase, at: try selector.location(in: window), finger: finger)
        }
    }

    /// A drag: down at `from`, `steps` moves in a straight line to `to`
    /// (``dragStepInterval`` apart on the clock), up at `to`.
    public func drag(from: ViewSelector, to: ViewSelector, steps: Int = 10, finger: Int = 0) throws {
        guard steps >= 1, steps <= 10_000 else { throw ReplayError.invalidArgument("drag steps must be 1…10000, not \(steps)") }
        try step("drag \(from) → \(to) in \(steps) steps") {
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
        try step("type \"\(text)\"") {
            guard let field = Self.focusedField(in: window) else { throw ReplayError.noFocusedTextField }
            field.insertText(text)
        }
    }

    /// Lets `seconds` of virtual time pass (timers fire, animations run).
    public func wait(_ seconds: Double) {
        try? step("wait \(formattedTime(seconds))") { window.clock.advance(by: seconds) }
    }

    /// Sends a memory warning: every controller whose view is loaded but
    /// not in the window unloads it (see `Window.simulateMemoryWarning()`).
    public func memoryWarning() {
        try? step("memory-warning") { window.simulateMemoryWarning() }
    }

    /// The app goes to the background: touches in progress are cancelled.
    public func background() {
        try? step("background") {
            append(.app, nil, "background")
            window.cancelTouches(inSubtreeOf: window)
        }
    }

    /// The app comes back to the foreground.
    public func foreground() {
        try? step("foreground") { append(.app, nil, "foreground") }
    }

    /// A step the session has no method for (a navigation push or pop, say):
    /// recorded as `description`, then `body` runs, then the state changes
    /// it made are recorded, as for the built-in steps.
    public func customStep(_ description: String, _ body: () throws -> Void) throws {
        try step(description, body)
    }

    /// Renders the window now and keeps the frame under `name`.
    @discardableResult
    public func capture(_ name: String) throws -> Image {
        var image: Image?
        try step("capture \(name)") {
            let frame = try window.captureFrame()
            if keepsHistory { frames.append((name, frame)) }
            append(.frame, nil, "\(name) \(frame.pixelWidth)x\(frame.pixelHeight)")
            image = frame
        }
        guard let image else { throw ReplayError.invalidArgument("capture \(name) made no frame") }
        return image
    }

    // MARK: Reading the trace

    /// The trace as readable text, one entry a line.
    public var traceText: String { trace.map(\.text).joined(separator: "\n") }

    /// The trace as JSON lines.
    public func traceJSONLines() throws -> String {
        try trace.map { try $0.jsonLine() }.joined(separator: "\n")
    }

    /// The control events recorded since the last step began, as
    /// `"BezelButton#start touchUpInside"` strings.
    public var eventsOfLastStep: [String] {
        let start = trace.lastIndex { $0.kind == .step } ?? 0
        return trace[start...].filter { $0.kind == .event }.map { "\($0.subject ?? "-") \($0.detail)" }
    }

    // MARK: Recording

    /// Records a step, runs it, lays the window out, then records the state
    /// changes it made.
    func step(_ description: String, _ body: () throws -> Void) throws {
        append(.step, nil, description)
        let before = stateSnapshot()
        defer {
            let after = stateSnapshot()
            for (name, summary) in after.sorted(by: { $0.key < $1.key }) where before[name] != summary {
                append(.state, name, summary)
            }
        }
        try body()
        // As at the end of a run-loop turn: what the step changed is laid out
        // before the state is recorded and before the next step.
        try window.layout()
    }

    func append(_ kind: TraceEntry.Kind, _ subject: String?, _ detail: String) {
        let entry = TraceEntry(time: window.clock.now, kind: kind, subject: subject, detail: detail)
        if kind == .step && !keepsHistory { trace.removeAll(keepingCapacity: true) }
        trace.append(entry)
        onTraceEntry?(entry)
    }

    private func record(_ event: WindowEvent) {
        switch event {
        case let .touch(finger, phase, location, view, tapCount):
            append(.touch, traceName(view), "\(phase.rawValue) \(location) finger \(finger) tap \(tapCount)")
        case let .controlEvents(control, events):
            append(.event, traceName(control), events.names.joined(separator: ", "))
        case let .linkTapped(label, link):
            append(.link, traceName(label), "\(link.text) → \(link.target)")
        case let .scrollTookOver(scroller, from):
            append(.scroll, traceName(scroller), "took the touch from \(traceName(from) ?? "-")")
        case let .lifecycle(controller, call):
            append(.lifecycle, controller, call)
        case .memoryWarning:
            append(.app, nil, "memory warning")
        }
    }

    /// The tree-dump summary of every view with an identifier.
    private func stateSnapshot() -> [String: String] {
        var states: [String: String] = [:]
        func visit(_ view: View) {
            if let id = view.identifier { states["\(String(describing: Swift.type(of: view)))#\(id)"] = view.stateDescription.joined(separator: " ") }
            view.subviews.forEach(visit)
        }
        visit(window)
        return states
    }

    private static func focusedField(in view: View) -> TextField? {
        if let field = view as? TextField, field.isFocused { return field }
        for child in view.subviews {
            if let found = focusedField(in: child) { return found }
        }
        return nil
    }

    private func formattedTime(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
