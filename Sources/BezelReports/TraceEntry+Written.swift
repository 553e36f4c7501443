import Bezel
import BezelReplay
import Foundation

/// A trace entry as `bezel replay` writes it, in `trace.txt` and
/// `trace.jsonl`: a kind, a subject and a detail in a fixed order, so the
/// same steps give the same files. The formats have not changed since the
/// trace became typed (``TraceEvent``); they are made here, and only here.
extension TraceEntry {
    /// The kind column of the written trace.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A script step started (`tap #start`, `wait 3`...).
        case step
        /// A touch phase delivered to a view.
        case touch
        /// Control events sent to a control's actions, in the order they fired.
        case event
        /// A tapped link.
        case link
        /// A scroll view took a touch over.
        case scroll
        /// A view controller lifecycle call.
        case lifecycle
        /// A timer fired on the virtual clock.
        case timer
        /// A view's state changed during the step (its tree-dump summary).
        case state
        /// A memory warning, background or foreground.
        case app
        /// A frame was captured.
        case frame
    }

    /// The written kind.
    public var kind: Kind {
        switch event {
        case .step: return .step
        case .touch: return .touch
        case .controlEvents: return .event
        case .linkTapped: return .link
        case .scrollTookOver: return .scroll
        case .lifecycle: return .lifecycle
        case .timerFired: return .timer
        case .stateChanged: return .state
        case .memoryWarning, .background, .foreground: return .app
        case .frameCaptured: return .frame
        }
    }

    /// The written subject: the view or controller concerned, if any.
    public var subject: String? {
        switch event {
        case let .touch(view, _, _, _, _): return view?.description
        case let .controlEvents(view, _), let .linkTapped(view, _, _), let .scrollTookOver(view, _),
             let .stateChanged(view, _):
            return view.description
        case let .lifecycle(controller, _): return controller
        case .step, .timerFired, .memoryWarning, .background, .foreground, .frameCaptured: return nil
        }
    }

    /// The written detail.
    public var detail: String {
        switch event {
        case let .step(step): return step.description
        case let .touch(_, phase, location, finger, tapCount): return "\(phase.rawValue) \(location) finger \(finger) tap \(tapCount)"
        case let .controlEvents(_, events): return events.names.joined(separator: ", ")
        case let .linkTapped(_, text, target): return "\(text) → \(target)"
        case let .scrollTookOver(_, from): return "took the touch from \(from?.description ?? "-")"
        case let .lifecycle(_, call): return call.rawValue
        case let .timerFired(name): return name
        case let .stateChanged(_, state): return state.joined(separator: " ")
        case .memoryWarning: return "memory warning"
        case .background: return "background"
        case .foreground: return "foreground"
        case let .frameCaptured(name, width, height): return "\(name) \(width)x\(height)"
        }
    }

    /// The entry as one readable line: `  1.500  event      BezelButton#start  touchUpInside`.
    public var text: String {
        let t = String(format: "%7.3f", time)
        return [t, kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0), subject ?? "-", detail]
            .joined(separator: "  ")
    }

    /// The entry as one JSON object with sorted keys on one line:
    /// `{"detail":"touchUpInside","kind":"event","subject":"BezelButton#start","time":1.5}`.
    public func jsonLine() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(WrittenEntry(time: time, kind: kind, subject: subject, detail: detail)),
                      as: UTF8.self)
    }

    /// The four columns, as JSON lines hold them.
    private struct WrittenEntry: Encodable {
        let time: Double
        let kind: Kind
        let subject: String?
        let detail: String
    }
}

extension Array where Element == TraceEntry {
    /// The entries as readable text, one a line (`trace.txt`).
    public var traceText: String { map(\.text).joined(separator: "\n") }

    /// The entries as JSON lines (`trace.jsonl`).
    public func traceJSONLines() throws -> String {
        try map { try $0.jsonLine() }.joined(separator: "\n")
    }
}

extension ReplaySession {
    /// The trace as readable text, one entry a line.
    public var traceText: String { trace.traceText }

    /// The trace as JSON lines.
    public func traceJSONLines() throws -> String { try trace.traceJSONLines() }
}

extension ScriptRecording {
    /// The trace as readable text, one entry a line.
    public var traceText: String { trace.traceText }

    /// The trace as JSON lines.
    public func traceJSONLines() throws -> String { try trace.traceJSONLines() }
}
