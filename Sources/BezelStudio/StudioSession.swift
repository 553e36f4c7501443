import Bezel
import BezelFiles
import BezelGraphics
import BezelReplay
import BezelScenes

/// A scene driven live, as the studio drives it: what the user does becomes
/// script steps, and the window is always the one those steps make.
///
/// ```swift
/// let studio = try StudioSession(scene: try SceneDocument.load(path: "Examples/scenes/timer.yaml"))
/// try studio.pointer(.began, at: Point(x: 60, y: 130))
/// try studio.pointer(.ended, at: Point(x: 60, y: 130))   // recorded as `tap: "#start"`
/// try studio.settle()
/// try studio.expect(id: "remaining")                     // `expect: {id: "remaining", properties: {text: "Time is up!", ...}}`
/// let text = studio.scriptText(scene: "../scenes/timer.yaml")
/// ```
///
/// Replaying the saved script (`bezel replay`) gives the trace the live
/// session shows, because the live session *is* that script's run: a
/// finger's touches are performed as they come (so a pushed button looks
/// pushed), and when the finger lifts they are rewritten as the step a
/// person would write (a `tap` on the best name for what was touched, or a
/// `drag`), and the script is run again from the start; so are waits,
/// merged into one. Names are chosen by ``BestSelector``: the identifier,
/// the accessibility label and traits, the text shown, else the point.
public final class StudioSession {
    /// The scene, as read.
    public let scene: SceneDocument
    /// The steps recorded so far.
    public private(set) var steps: [ScriptAction] = [] {
        didSet { stepsVersion += 1 }
    }
    /// Counts the changes of ``steps`` (to tell that they changed without comparing them).
    public private(set) var stepsVersion = 0
    /// Counts the runs made: the trace of one run only grows, a new run's may differ anywhere.
    public private(set) var runNumber = 0
    /// The run of ``steps`` on a fresh window: the live window.
    public private(set) var run: ScriptRun
    /// The first recorded step that failed (an `expect` that no longer holds), if any.
    public var failure: ScriptFailure? { run.failure }

    private var recording: StudioRecording
    /// Which scene node made which view of the current run (for the inspector).
    public private(set) var sources = SceneViewSources()
    /// The touch of a finger that is down: where its first step is, where it began, how many moves followed.
    /// For a drag, its start's name as a place and the frame that place is in.
    private var pending: [Int: (firstStep: Int, began: Point, moves: Int, name: ViewSelector?,
                                dragStart: ViewSelector?, dragFrame: Rect?)] = [:]
    /// Whether ``steps`` were rewritten after the last run (merged waits) and the run is to be made again.
    private var stale = false

    /// A session of `scene`, its window as the scene opens, or as `steps`
    /// (a script being carried on) leave it.
    ///
    /// - Throws: a layout error.
    public init(scene: SceneDocument, steps: [ScriptAction] = []) throws {
        self.scene = scene
        recording = StudioRecording()
        run = try ScriptRun(Script(file: "studio", scene: scene, steps: []), recorder: recording, sources: sources)
        if !steps.isEmpty {
            self.steps = steps
            try rerun()
        }
    }

    /// The live window.
    public var window: Window { run.window }

    /// The window as the recorded steps left it: drawn when something in
    /// it changed since it was last drawn, else the same image.
    public var frame: Image {
        get throws {
            try refresh()
            return try liveFrame
        }
    }

    /// Whether the steps were rewritten (a touch became a `tap`, waits or
    /// typing merged) and the run is to be made again before the trace is
    /// read: until then ``liveFrame`` shows what the input did, and the
    /// trace still has the input as it came.
    public var isAwaitingRun: Bool { stale }

    /// The live window drawn as it is now, without first making the run
    /// again: what the page shows at once after an input.
    public var liveFrame: Image {
        get throws {
            try window.layout()
            if let drawn, drawn.window === window, drawn.snapshots == recording.snapshotCount, !window.subtreeNeedsDisplay {
                return drawn.image
            }
            let image = try window.captureFrame()
            drawn = (window, recording.snapshotCount, image)
            return image
        }
    }

    /// The last frame drawn, of which window (a run made again has a new
    /// one), and after how many snapshot steps (a snapshot draws the window
    /// too, so its marks no longer say what changed since this frame).
    private var drawn: (window: Window, snapshots: Int, image: Image)?

    /// The trace of the recorded steps, as `bezel replay` writes it.
    public var trace: [TraceEntry] {
        get throws {
            try refresh()
            return recording.trace
        }
    }

    // MARK: Input

    /// A finger's touch phase at `point` (window coordinates). It is
    /// performed at once; when the finger lifts, a touch that did not move
    /// becomes a `tap` on the best name for what it touched, one that moved
    /// a `drag`, and anything else (several fingers, a wait while down)
    /// stays as its `touch` steps.
    public func pointer(_ phase: TouchPhase, at point: Point, finger: Int = 0) throws {
        try refresh()
        switch phase {
        case .began:
            let name = BestSelector.forTap(at: point, in: window)
            let dragStart = BestSelector.forDragStart(at: point, in: window)
            // The finger goes down where the recorded place will put it on
            // replay (a place is rounded as scripts write it), so the live
            // run and the saved script end in the same state.
            let placed = dragStart.flatMap { try? $0.location(in: window) } ?? point
            pending[finger] = (steps.count, placed, 0, name, dragStart, dragStart.flatMap { BestSelector.frame(of: $0, in: window) })
            try append(.touch(.began, at: .point(placed), finger: finger))
        case .moved, .stationary:
            guard pending[finger] != nil else { return }
            pending[finger]?.moves += 1
            try append(.touch(phase, at: .point(point), finger: finger))
        case .ended, .cancelled:
            guard let touch = pending.removeValue(forKey: finger) else { return }
            let since = steps[touch.firstStep...]
            let onlyThisFinger = since.allSatisfy { $0.as(TouchStep.self)?.finger == finger }
            guard phase == .ended, finger == 0, pending.isEmpty, onlyThisFinger else {
                try append(.touch(phase, at: .point(point), finger: finger))
                return
            }
            let step: ScriptAction
            var lift = point
            if touch.moves == 0 {
                step = .tap(touch.name ?? .point(touch.began))
                lift = touch.began   // a tap lifts where it went down, as its replay does
            } else {
                let end = touch.dragStart.flatMap { start in
                    touch.dragFrame.flatMap { BestSelector.dragEnd(at: point, from: start, startFrame: $0) }
                }
                if case let .place(_, at)? = end, let frame = touch.dragFrame {
                    lift = Point(x: frame.minX + at.x * frame.width, y: frame.minY + at.y * frame.height)
                }
                step = .drag(from: touch.dragStart ?? .point(touch.began), to: end ?? .point(point), steps: touch.moves)
            }
            // The finger lifts on the live window at once; the run is made again when it is next read.
            try run.perform(ScriptStep(.touch(.ended, at: .point(lift), finger: finger), at: location(steps.count + 1)))
            steps.replaceSubrange(touch.firstStep..., with: [step])
            stale = true
        }
    }

    /// Text typed into the focused text field; consecutive typing is one step.
    public func type(_ text: String) throws {
        guard !text.isEmpty else { return }
        if let before = steps.last?.as(TypeStep.self)?.text, pending.isEmpty {
            try perform(.type(text), mergedAs: .type(before + text))
        } else {
            try append(.type(text))
        }
    }

    /// The delete key, `count` times, in the focused text field: it takes
    /// back what the last step typed (`type: "buttr"` becomes `"butt"`),
    /// else consecutive presses are one `erase` step.
    public func erase(_ count: Int = 1) throws {
        guard count >= 1 else { return }
        if let before = steps.last?.as(TypeStep.self)?.text, pending.isEmpty, before.count >= count {
            try perform(.erase(count), mergedAs: before.count == count ? nil : .type(String(before.dropLast(count))))
        } else if let before = steps.last?.as(EraseStep.self)?.count, pending.isEmpty {
            try perform(.erase(count), mergedAs: .erase(before + count))
        } else {
            try append(.erase(count))
        }
    }

    /// Lets `seconds` of virtual time pass; consecutive waits are one step.
    public func advance(by seconds: Double) throws {
        guard seconds.isFinite, seconds > 0 else { return }
        if let before = steps.last?.as(WaitStep.self)?.seconds, pending.isEmpty {
            try perform(.wait(seconds), mergedAs: .wait(before + seconds))
        } else {
            try append(.wait(seconds))
        }
    }

    /// Lets time run until nothing is pending, for at most `limit` seconds.
    public func settle(limit: Double = SettleStep.defaultLimit) throws { try append(.settle(limit)) }
    /// A memory warning.
    public func memoryWarning() throws { try append(.memoryWarning) }
    /// The app goes to the background.
    public func background() throws { try append(.background) }
    /// The app comes back.
    public func foreground() throws { try append(.foreground) }
    /// The reader's settings change.
    public func changeSettings(_ change: TraitChange) throws { try append(.settings(change)) }
    /// A screen-reader gesture.
    public func screenReader(_ gesture: ScreenReaderGesture) throws { try append(.screenReader(gesture)) }
    /// A snapshot of the window now, named `name`.
    public func snapshot(_ name: String, accessibility: [AccessibilitySnapshotFormat] = []) throws {
        try append(.snapshot(name, accessibility: accessibility))
    }

    /// An `expect` of the view with identifier `id`'s properties as they are
    /// now (those the tree dump shows), so that a replay checks them.
    ///
    /// - Throws: ``StudioError/noView(_:)`` when no view has the identifier.
    public func expect(id: String) throws {
        try refresh()
        guard let view = window.view(withIdentifier: id) else { throw StudioError.noView(id) }
        let properties = view.properties.filter { $0.dumpWord != nil }.map { property in
            ExpectedProperty(key: property.name, value: property.value, written: property.value.description,
                             location: location(steps.count + 1), valueLocation: location(steps.count + 1))
        }
        try append(.expect(ScriptExpectation(id: id, properties: properties, events: nil)))
    }

    /// Takes back the last recorded step: the script without it is run again.
    public func undo() throws {
        guard !steps.isEmpty, pending.isEmpty else { return }
        try rewrite(from: steps.count - 1, with: [])
    }

    /// Keeps the first `count` steps and drops the rest (carrying on from a
    /// step of the timeline): the script without them is run again.
    ///
    /// - Throws: ``StudioError/noStep(_:of:)`` for a count outside 0…steps;
    ///   ``StudioError/refused(_:)`` while a finger is down.
    public func truncate(to count: Int) throws {
        guard (0...steps.count).contains(count) else { throw StudioError.noStep(count, of: steps.count) }
        guard pending.isEmpty else { throw StudioError.refused("a finger is down: lift it first") }
        guard count < steps.count else { return }
        try rewrite(from: count, with: [])
    }

    // MARK: The script

    /// The recorded steps as a script of the scene (each step at the line
    /// ``scriptText(scene:schema:)`` writes it on), for a ``ScriptTimeline``.
    public var script: Script {
        Script(file: "studio", scene: scene, steps: steps.enumerated().map { ScriptStep($1, at: location($0 + 1)) })
    }

    /// The recorded steps as a script file (see `ScriptWriter`): `scene` is
    /// the scene's path relative to where the script is saved, `schema` the
    /// schema's.
    public func scriptText(scene: String, schema: String? = nil) -> String {
        ScriptWriter.text(scene: scene, steps: steps, schema: schema,
                          comment: ["Recorded with bezel studio: \(steps.count) step\(steps.count == 1 ? "" : "s")."])
    }

    // MARK: Running

    /// Records `action` and performs it; one that cannot act (typing with
    /// no field focused, a gesture with nothing focused) is taken back and
    /// thrown, so the script never holds a step that fails as it is made.
    private func append(_ action: ScriptAction) throws {
        try refresh()
        steps.append(action)
        if let failure = try run.perform(ScriptStep(action, at: location(steps.count))) {
            steps.removeLast()
            try rerun()
            throw StudioError.refused(failure.subject)
        }
    }

    /// Performs `action` now and writes the last step as `merged` (nil: the
    /// last step goes), so that the script reads as a person would write
    /// it; the run is made again from the steps before it is read.
    private func perform(_ action: ScriptAction, mergedAs merged: ScriptAction?) throws {
        try refresh()
        if let failure = try run.perform(ScriptStep(action, at: location(steps.count))) {
            try rerun()
            throw StudioError.refused(failure.subject)
        }
        if let merged { steps[steps.count - 1] = merged } else { steps.removeLast() }
        stale = true
    }

    /// Replaces the steps from `index` on with `actions` and runs the script again.
    private func rewrite(from index: Int, with actions: [ScriptAction]) throws {
        steps.replaceSubrange(index..., with: actions)
        try rerun()
    }

    private func refresh() throws {
        if stale { try rerun() }
    }

    /// Runs the recorded steps again on a fresh window.
    private func rerun() throws {
        runNumber += 1
        recording = StudioRecording()
        sources = SceneViewSources()
        run = try ScriptRun(Script(file: "studio", scene: scene, steps: []), recorder: recording, sources: sources)
        for (index, action) in steps.enumerated() {
            try run.perform(ScriptStep(action, at: location(index + 1)))
        }
        stale = false
    }

    /// Where step `number` is in the script `scriptText` writes (its line; the steps start on line 4).
    private func location(_ number: Int) -> SourceLocation {
        SourceLocation(file: "studio", line: number + 3, column: 5)
    }
}
