import Bezel
import BezelFiles
import BezelGraphics
import BezelReplay
import Foundation

/// The studio's side of the page's socket: each message in
/// (``StudioMessage``), acted on by a ``StudioSession``, and what changed
/// out (``StudioReply``), never a crash: a message that does not read, or
/// a step that cannot act, is an error reply and changes nothing.
///
/// Only what changed goes out: the trace lines added since the last reply
/// (or from the first line a run made again changed), the steps when they
/// changed, the clock when it moved, and the rectangle of the window's
/// pixels that changed.
public final class StudioController {
    /// The session the messages drive (a new one after a reload).
    public private(set) var session: StudioSession
    /// Where the scene and script are read again from (nil: they are not; the page offers no themes).
    public var source: StudioSource?
    /// Saves the recorded script and says where (the command sets it when
    /// it was given a file to save to); nil: saving is refused.
    public var save: ((StudioSession) throws -> String)?
    /// What a save is answered with when there is no ``save``; a command
    /// adds how to start a studio that saves.
    public var saveRefusal = "this studio has no file to save to"

    /// The trace lines the page has, and from which run of the session.
    private var sentTrace: [String] = []
    private var sentRun = -1
    /// The steps the page has, and the session's steps version they are of.
    private var sentSteps: [String] = []
    private var sentStepsVersion = -1
    /// The frame the page has, held so that a new image cannot take its place in memory and pass for it,
    /// and so that only the pixels that differ from it are sent.
    private var sentFrame: Image?
    private var sentClock: StudioReply?
    /// The theme and scale the page chose (nil: the scene's own).
    private var theme: String?
    private var scale: Int?
    /// The script file's steps as last read or saved: a change on disk that is not ours replaces the recorded steps.
    private var fileSteps: [String]
    /// The timeline of the recorded steps, while they stay the same.
    private var timeline: (steps: [String], timeline: ScriptTimeline)?

    /// A controller of `session`; `source` lets it read the files again.
    ///
    /// - Parameters:
    ///   - session: The session the messages drive.
    ///   - source: Where the scene and script are read again from.
    public init(session: StudioSession, source: StudioSource? = nil) {
        self.session = session
        self.source = source
        fileSteps = session.steps.map(ScriptWriter.step)
    }

    /// Acts on one message from the page and returns the replies.
    public func handle(_ json: Data) -> [StudioReply] {
        handleFirst(json) + followUp()
    }

    /// Acts on one message and returns what can go at once: when the input
    /// rewrote the steps (a touch that became a `tap`, merged waits or
    /// typing), the window as the input left it and the steps, before the
    /// run is made again; then ``followUp()`` makes it and returns the rest
    /// (the trace as the saved script replays it, and the window again if a
    /// pixel differs). A page sees the frame without waiting for a run of
    /// every step.
    public func handleFirst(_ json: Data) -> [StudioReply] {
        let message: StudioMessage
        do { message = try StudioMessage(json: json) } catch { return [.error(StudioError.sentence(error))] }
        switch message {
        case .inspect: return [.tree(StudioInspector.tree(of: session.window, sources: session.sources))]
        case let .select(point): return [.selected(StudioInspector.path(at: point, in: session.window))]
        case .save:
            guard let save else { return [.error(saveRefusal)] }
            // A script needs a step: saved without one, it did not read back (nor could the studio carry it on).
            guard !session.steps.isEmpty else { return [.error("nothing to save yet: a script needs at least one step")] }
            do {
                let said = try save(session)
                fileSteps = session.steps.map(ScriptWriter.step)
                // The page's theme and scale are a way to look: the script replays in the scene's own.
                let shown = [theme.map { "the \($0) theme" }, scale.map { "scale \($0)" }].compactMap { $0 }
                return [.saved(shown.isEmpty ? said : said + " (it replays in the scene's own theme and scale, not "
                               + shown.joined(separator: " and ") + " as shown here)")]
            } catch { return [.error(StudioError.sentence(error))] }
        case .timeline:
            do { return [.timeline(try currentTimeline().steps.map(StudioReply.TimelineStep.init))] } catch { return [.error(StudioError.sentence(error))] }
        case let .moment(number):
            do { return [.moment(try StudioReply.Moment(currentTimeline().moment(ofStep: number)))] } catch { return [.error(StudioError.sentence(error))] }
        case let .display(theme, scale):
            return display(theme: theme, scale: scale)
        default: break
        }
        do {
            try perform(message)
        } catch {
            return [.error(StudioError.sentence(error))] + ((try? changes()) ?? [])
        }
        do { return session.isAwaitingRun ? try firstChanges() : try changes() } catch { return [.error(StudioError.sentence(error))] }
    }

    /// The rest of the last message's replies (see ``handleFirst(_:)``); empty when nothing was left.
    public func followUp() -> [StudioReply] {
        guard session.isAwaitingRun else { return [] }
        do { return try changes() } catch { return [.error(StudioError.sentence(error))] }
    }

    /// Everything as it is now (for a page that just connected, or after a reload).
    public func everything() throws -> [StudioReply] {
        sentTrace = []
        sentRun = -1
        sentSteps = []
        sentStepsVersion = -1
        sentFrame = nil
        sentClock = nil
        return [displayReply] + (try changes())
    }

    /// Reads the scene (and, for a script, its steps) again after `changed`
    /// files changed on disk, and runs the steps again on it. The recorded
    /// steps are kept unless the script file's steps changed from what was
    /// last read or saved (an edit), which then replace them.
    ///
    /// - Returns: what the page needs: everything, with a `reloaded` reply
    ///   saying what was read; or an error reply, the session unchanged
    ///   (a file that does not read yet, mid-edit).
    public func reload(changed: [String]) -> [StudioReply] {
        guard let source else { return [.error("this studio does not read its files again")] }
        do {
            var steps = session.steps
            var said = "re-ran \(steps.count) step\(steps.count == 1 ? "" : "s")"
            if let read = source.steps {
                let fromFile = try read()
                let written = fromFile.map(ScriptWriter.step)
                if written != fileSteps {
                    fileSteps = written
                    steps = fromFile
                    said = "the script's \(steps.count) step\(steps.count == 1 ? "" : "s") read again"
                }
            }
            try replaceSession(scene: try scene(from: source), steps: steps)
            let names = changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            return [.reloaded("\(names.isEmpty ? "files" : names) changed: \(said)")] + (try everything())
        } catch {
            return [.error(StudioError.sentence(error))]
        }
    }

    private func display(theme: String??, scale: Int?) -> [StudioReply] {
        guard let source else { return [.error("this studio cannot show the scene in another theme")] }
        if case let .some(.some(name)) = theme, !source.themes.contains(name) {
            return [.error("no theme '\(name.prefix(60))'; the themes are: " + source.themes.joined(separator: ", "))]
        }
        let (oldTheme, oldScale) = (self.theme, self.scale)
        if let theme { self.theme = theme }
        if let scale { self.scale = scale }
        do {
            try replaceSession(scene: try scene(from: source), steps: session.steps)
            return try everything()
        } catch {
            (self.theme, self.scale) = (oldTheme, oldScale)
            return [.error(StudioError.sentence(error))]
        }
    }

    private func scene(from source: StudioSource) throws -> SceneDocument {
        var scene = try source.scene(theme)
        if let scale { scene.scale = scale }
        return scene
    }

    private func replaceSession(scene: SceneDocument, steps: [ScriptAction]) throws {
        session = try StudioSession(scene: scene, steps: steps)
        timeline = nil
    }

    private func currentTimeline() throws -> ScriptTimeline {
        let steps = session.steps.map(ScriptWriter.step)
        if let timeline, timeline.steps == steps { return timeline.timeline }
        let made = try ScriptTimeline(session.script)
        timeline = (steps, made)
        return made
    }

    private var displayReply: StudioReply {
        let size = session.window.bounds.size
        return .display(StudioReply.Display(themes: source?.themes ?? [], theme: theme, scale: session.scene.scale,
                                            width: size.width, height: size.height))
    }

    private func perform(_ message: StudioMessage) throws {
        switch message {
        case let .pointer(phase, point, finger): try session.pointer(phase, at: point, finger: finger)
        case let .key(text): try session.type(text)
        case let .erase(count): try session.erase(count)
        case let .advance(seconds): try session.advance(by: seconds)
        case let .settle(limit): try session.settle(limit: limit)
        case .memoryWarning: try session.memoryWarning()
        case .background: try session.background()
        case .foreground: try session.foreground()
        case let .settings(change): try session.changeSettings(change)
        case let .screenReader(gesture): try session.screenReader(gesture)
        case let .snapshot(name): try session.snapshot(name)
        case let .expect(id): try session.expect(id: id)
        case .undo: try session.undo()
        case let .truncate(count): try session.truncate(to: count)
        case .inspect, .select, .save, .timeline, .moment, .display: break
        }
    }

    /// What changed that needs no run made again: the steps, and the live window.
    private func firstChanges() throws -> [StudioReply] {
        var replies = stepsChange()
        if let frame = try frameChange(try session.liveFrame) { replies.append(frame) }
        return replies
    }

    /// The steps, when they changed since they were sent.
    private func stepsChange() -> [StudioReply] {
        guard session.stepsVersion != sentStepsVersion else { return [] }
        sentStepsVersion = session.stepsVersion
        let steps = session.steps.map(ScriptWriter.step)
        defer { sentSteps = steps }
        return steps == sentSteps ? [] : [.steps(steps)]
    }

    /// The trace lines the page does not have: those a run added, or from
    /// the first line a run made again changed. Only a new run is read whole.
    private func traceChange() throws -> [StudioReply] {
        let trace = try session.trace
        if session.runNumber == sentRun, trace.count >= sentTrace.count {
            guard trace.count > sentTrace.count else { return [] }
            let from = sentTrace.count
            let lines = trace[from...].map(\.text)
            sentTrace += lines
            return [.trace(lines, from: from)]
        }
        let lines = trace.map(\.text)
        let same = zip(lines, sentTrace).prefix { $0 == $1 }.count
        defer { (sentTrace, sentRun) = (lines, session.runNumber) }
        return same == lines.count && same == sentTrace.count ? [] : [.trace(Array(lines[same...]), from: same)]
    }

    /// The window's pixels that changed since the frame the page has, if any.
    private func frameChange(_ frame: Image) throws -> StudioReply? {
        guard frame !== sentFrame else { return nil }
        defer { sentFrame = frame }
        // Only the rectangle of pixels that changed (a run made again may draw the same pixels: nothing).
        if let sentFrame, sentFrame.pixelWidth == frame.pixelWidth, sentFrame.pixelHeight == frame.pixelHeight {
            // Only the window's damage since the frame sent is compared, when the window knows it.
            let damage = session.window.changedRegion(from: sentFrame, to: frame)?.pixelRegions
            return try PixelRegion.changed(from: sentFrame, to: frame, within: damage, checking: IncrementalChecks.areOnByDefault)
                .map { .frame(try StudioReply.FrameUpdate(frame, region: $0)) }
        }
        return .frame(try StudioReply.FrameUpdate(frame, region: nil))
    }

    /// The replies for what changed since the last ones.
    private func changes() throws -> [StudioReply] {
        var replies = try traceChange() + stepsChange()
        if let failure = session.failure { replies.append(.failure(failure.description)) }
        let clock = StudioReply.clock(now: session.window.clock.now, pending: session.window.clock.pendingWork)
        if clock != sentClock { replies.append(clock) }
        sentClock = clock
        if let frame = try frameChange(try session.frame) { replies.append(frame) }
        return replies
    }
}
