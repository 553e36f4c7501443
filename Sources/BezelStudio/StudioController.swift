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
/// (all of them, marked as a replacement, when a rewrite changed earlier
/// ones), the steps when they changed, and the frame when the window drew.
public final class StudioController {
    /// The session the messages drive.
    public let session: StudioSession
    private var sentTrace: [String] = []
    private var sentSteps: [String] = []
    private var sentFrame: ObjectIdentifier?
    private var sentPNG: Data?
    /// Saves the recorded script and says where (the command sets it when
    /// it was given a file to save to); nil: saving is refused.
    public var save: ((StudioSession) throws -> String)?

    public init(session: StudioSession) {
        self.session = session
    }

    /// Acts on one message from the page and returns the replies.
    public func handle(_ json: Data) -> [StudioReply] {
        let message: StudioMessage
        do { message = try StudioMessage(json: json) } catch { return [.error("\(error)")] }
        switch message {
        case .inspect: return [.tree(StudioInspector.tree(of: session.window, sources: session.sources))]
        case let .select(point): return [.selected(StudioInspector.path(at: point, in: session.window))]
        case .save:
            guard let save else { return [.error("this studio has no file to save to: start it with --output FILE.yaml")] }
            // A script needs a step: saved without one, it did not read back (nor could the studio carry it on).
            guard !session.steps.isEmpty else { return [.error("nothing to save yet: a script needs at least one step")] }
            do { return [.saved(try save(session))] } catch { return [.error("\(error)")] }
        default: break
        }
        do {
            try perform(message)
        } catch {
            return [.error("\(error)")] + ((try? changes()) ?? [])
        }
        do { return try changes() } catch { return [.error("\(error)")] }
    }

    /// Everything as it is now (for a page that just connected).
    public func everything() throws -> [StudioReply] {
        sentTrace = []
        sentSteps = []
        sentFrame = nil
        sentPNG = nil
        return try changes()
    }

    private func perform(_ message: StudioMessage) throws {
        switch message {
        case let .pointer(phase, point, finger): try session.pointer(phase, at: point, finger: finger)
        case let .key(text): try session.type(text)
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
        case .inspect, .select, .save: break
        }
    }

    /// The replies for what changed since the last ones.
    private func changes() throws -> [StudioReply] {
        var replies: [StudioReply] = []
        let trace = try session.trace.map(\.text)
        if trace.starts(with: sentTrace) {
            if trace.count > sentTrace.count { replies.append(.trace(Array(trace[sentTrace.count...]), replacing: false)) }
        } else {
            replies.append(.trace(trace, replacing: true))
        }
        sentTrace = trace
        let steps = session.steps.map(ScriptWriter.step)
        if steps != sentSteps { replies.append(.steps(steps)) }
        sentSteps = steps
        if let failure = session.failure { replies.append(.failure(failure.description)) }
        let frame = try session.frame
        if ObjectIdentifier(frame) != sentFrame {
            // A run made again draws a new image: sent only when its pixels differ.
            let png = try frame.pngData()
            if png != sentPNG { replies.append(.frame(png)) }
            sentFrame = ObjectIdentifier(frame)
            sentPNG = png
        }
        return replies
    }
}

/// What the studio sends the page.
public enum StudioReply: Equatable, Sendable {
    /// A message was refused or a step could not act.
    case error(String)
    /// Trace lines: added after those sent, or all of them (`replacing`).
    case trace([String], replacing: Bool)
    /// The recorded steps, as the saved script writes them.
    case steps([String])
    /// A recorded `expect` no longer holds.
    case failure(String)
    /// The window, as a PNG (sent as a binary message).
    case frame(Data)
    /// The view tree (``StudioInspector/tree(of:sources:)``).
    case tree(StudioInspector.Node)
    /// The path of the view under a point, or nil for none.
    case selected([Int]?)
    /// The script was saved: where.
    case saved(String)

    /// The reply as a JSON text message, or nil for a frame (binary).
    public var json: String? {
        let object: [String: Any]
        switch self {
        case let .error(message): object = ["type": "error", "message": message]
        case let .trace(lines, replacing): object = ["type": "trace", "lines": lines, "replacing": replacing]
        case let .steps(steps): object = ["type": "steps", "steps": steps]
        case let .failure(message): object = ["type": "failure", "message": message]
        case .frame: return nil
        case let .tree(node):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            guard let data = try? encoder.encode(["type": AnyNode.text("tree"), "tree": AnyNode.node(node)]) else { return nil }
            return String(decoding: data, as: UTF8.self)
        case let .selected(path): object = ["type": "selected", "path": path.map { $0 as Any } ?? NSNull()]
        case let .saved(message): object = ["type": "saved", "message": message]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A value of the tree reply: text or the tree.
private enum AnyNode: Encodable {
    case text(String)
    case node(StudioInspector.Node)

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .text(text): try container.encode(text)
        case let .node(node): try container.encode(node)
        }
    }
}
