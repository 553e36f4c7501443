import Bezel
import BezelGraphics
import BezelReplay
import Foundation

/// What the studio sends the page: a JSON text message each (``json``),
/// but the live frame, a binary PNG message.
public enum StudioReply: Equatable, Sendable {
    /// A message was refused or a step could not act.
    case error(String)
    /// Trace lines from line `from` (0-based) on: the page keeps its first
    /// `from` lines and puts these after them (lines added, or a run made
    /// again that changed the trace from there).
    case trace([String], from: Int)
    /// The recorded steps, as the saved script writes them.
    case steps([String])
    /// A recorded `expect` no longer holds.
    case failure(String)
    /// The virtual time, and what is still to happen on it (timers, animations): empty when idle.
    case clock(now: Double, pending: [String])
    /// The window's pixels that changed, as a PNG of that rectangle (sent as a binary message).
    case frame(FrameUpdate)
    /// The view tree (``StudioInspector/tree(of:sources:)``).
    case tree(StudioInspector.Node)
    /// The path of the view under a point, or nil for none.
    case selected([Int]?)
    /// The script was saved: where.
    case saved(String)
    /// The recorded steps, summed up for the timeline.
    case timeline([TimelineStep])
    /// One step of the timeline made again.
    case moment(Moment)
    /// How the scene is shown: the themes offered, the one chosen, the scale, the window's size.
    case display(Display)
    /// The files were read again: what changed and what was re-run.
    case reloaded(String)

    /// The part of the window that changed: where, and its pixels.
    public struct FrameUpdate: Equatable, Sendable {
        /// The whole frame's size, in pixels.
        public let frameWidth: Int, frameHeight: Int
        /// Where the changed rectangle is, in pixels.
        public let region: PixelRegion
        /// The rectangle's pixels, as a PNG.
        public let png: Data

        /// The pixels of `region` of `frame` (nil: all of it).
        ///
        /// - Throws: when the region is not inside the frame.
        public init(_ frame: Image, region: PixelRegion?) throws {
            frameWidth = frame.pixelWidth
            frameHeight = frame.pixelHeight
            let whole = PixelRegion(x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight)
            self.region = region ?? whole
            png = region == nil || region == whole ? try frame.pngData() : try PNGEncoder.standard.encode(frame, region: self.region)
        }

        /// The binary message: six big-endian 32-bit numbers (the frame's
        /// width and height, the rectangle's x, y, width and height, all in
        /// pixels), then the PNG.
        public var message: Data {
            var data = Data(capacity: 24 + png.count)
            for number in [frameWidth, frameHeight, region.x, region.y, region.width, region.height] {
                withUnsafeBytes(of: UInt32(truncatingIfNeeded: number).bigEndian) { data.append(contentsOf: $0) }
            }
            return data + png
        }
    }

    /// A step as the timeline lists it.
    public struct TimelineStep: Encodable, Equatable, Sendable {
        public let number: Int
        public let text: String
        /// The line the saved script writes it on.
        public let line: Int
        /// The virtual time when it ended.
        public let time: Double
        /// How many trace entries it recorded, and how many touches.
        public let entries: Int
        public let touches: Int
        /// Why it failed, or nil.
        public let failure: String?

        /// The summary of a timeline's step.
        public init(_ step: ScriptTimeline.Step) {
            number = step.number
            text = step.text
            line = step.location.line
            time = step.time
            entries = step.entries.count
            touches = step.touches.count
            failure = step.failure?.description
        }
    }

    /// A step made again, as the page shows it.
    public struct Moment: Encodable, Equatable, Sendable {
        public struct Touch: Encodable, Equatable, Sendable {
            public let finger: Int
            public let phase: String
            public let x: Double
            public let y: Double
        }
        public let step: TimelineStep
        /// Its trace lines.
        public let entries: [String]
        public let touches: [Touch]
        /// The window before and after it, as base64 PNG.
        public let before: String
        public let after: String
        /// The tree it left.
        public let tree: StudioInspector.Node

        /// The page's view of `moment`.
        ///
        /// - Throws: when a frame cannot be encoded.
        public init(_ moment: ScriptTimeline.Moment) throws {
            step = TimelineStep(moment.step)
            entries = moment.step.entries.map(\.text)
            touches = moment.step.touches.map { Touch(finger: $0.finger, phase: $0.phase.rawValue, x: $0.location.x, y: $0.location.y) }
            before = try moment.frameBefore.pngData().base64EncodedString()
            after = moment.frameAfter === moment.frameBefore ? before : try moment.frameAfter.pngData().base64EncodedString()
            tree = StudioInspector.tree(of: moment.window, sources: moment.sources)
        }
    }

    /// How the scene is shown.
    public struct Display: Encodable, Equatable, Sendable {
        /// The theme names offered.
        public let themes: [String]
        /// The theme chosen (nil: the scene's own).
        public let theme: String?
        public let scale: Int
        /// The window's size in points.
        public let width: Double
        public let height: Double
    }

    /// The reply as a JSON text message, or nil for a frame (binary).
    public var json: String? {
        switch self {
        case let .error(message): return Self.encode(Message(type: "error", message: message))
        case let .trace(lines, from): return Self.encode(Trace(type: "trace", lines: lines, from: from))
        case let .steps(steps): return Self.encode(Steps(type: "steps", steps: steps))
        case let .failure(message): return Self.encode(Message(type: "failure", message: message))
        case let .clock(now, pending): return Self.encode(Clock(type: "clock", now: now, pending: pending))
        case .frame: return nil
        case let .tree(node): return Self.encode(Tree(type: "tree", tree: node))
        case let .selected(path): return Self.encode(Selected(type: "selected", path: path))
        case let .saved(message): return Self.encode(Message(type: "saved", message: message))
        case let .timeline(steps): return Self.encode(Timeline(type: "timeline", steps: steps))
        case let .moment(moment): return Self.encode(Wrapped(type: "moment", body: moment))
        case let .display(display): return Self.encode(Wrapped(type: "display", body: display))
        case let .reloaded(message): return Self.encode(Message(type: "reloaded", message: message))
        }
    }

    private struct Message: Encodable { let type: String, message: String }
    private struct Trace: Encodable { let type: String, lines: [String], from: Int }
    private struct Steps: Encodable { let type: String, steps: [String] }
    private struct Clock: Encodable { let type: String, now: Double, pending: [String] }
    private struct Tree: Encodable { let type: String, tree: StudioInspector.Node }
    private struct Timeline: Encodable { let type: String, steps: [TimelineStep] }
    private struct Selected: Encodable {
        let type: String, path: [Int]?
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(path, forKey: .path)   // null, not absent
        }
        enum CodingKeys: String, CodingKey { case type, path }
    }
    /// A body whose fields sit beside `type`.
    private struct Wrapped<Body: Encodable>: Encodable {
        let type: String, body: Body
        func encode(to encoder: Encoder) throws {
            try body.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
        }
        enum CodingKeys: String, CodingKey { case type }
    }

    private static func encode(_ value: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
