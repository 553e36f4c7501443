import Foundation

/// A trace entry as a line of `trace.txt`: time, kind, subject and detail
/// in a fixed order, so the same steps give the same text. Golden traces
/// hold these lines; `trace.jsonl` carries each one as its `text`.
extension TraceEntry {
    /// The written subject: the view or controller concerned, if any.
    public var subject: String? {
        switch event {
        case let .touch(view, _, _, _, _): return view?.description
        case let .controlEvents(view, _), let .linkTapped(view, _, _), let .scrollTookOver(view, _),
             let .stateChanged(view, _, _), let .propertyChanged(view, _):
            return view.description
        case let .lifecycle(controller, _): return controller
        case let .spoken(view, part, _, _): return view.description + (part.map { " \($0)" } ?? "")
        case .readerBoundary,
             .step, .timerFired, .memoryWarning, .background, .foreground, .settingsChanged, .frameCaptured: return nil
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
        case let .stateChanged(_, _, state): return state.joined(separator: " ")
        case let .propertyChanged(_, change): return change.description
        case .memoryWarning: return "memory warning"
        case .background: return "background"
        case .foreground: return "foreground"
        case let .settingsChanged(changes): return "settings " + changes.map(\.description).joined(separator: ", ")
        case let .frameCaptured(name, width, height): return "\(name) \(width)x\(height)"
        case let .spoken(_, _, text, hint): return "\"\(text)\"" + (hint.map { " hint \"\($0)\"" } ?? "")
        case let .readerBoundary(gesture): return "(boundary: nothing \(gesture == .previous || gesture == .first ? "before" : "after") the focus)"
        }
    }

    /// The entry as one readable line: `  1.500  event      BezelButton#start  touchUpInside`.
    public var text: String {
        let kindName = kind.rawValue
        let subject = subject ?? "-", detail = detail
        var line = TraceTimeText.text(time)
        line.reserveCapacity(24 + subject.utf8.count + detail.utf8.count)
        line += "  "
        line += kindName
        // Padded to nine columns (every kind's name is ASCII, nine letters at most).
        if kindName.utf8.count < 9 { line += String(repeating: " ", count: 9 - kindName.utf8.count) }
        line += "  "
        line += subject
        line += "  "
        line += detail
        return line
    }
}

extension Array where Element == TraceEntry {
    /// The entries as readable text, one a line (`trace.txt`).
    public var traceText: String { map(\.text).joined(separator: "\n") }
}

extension ReplaySession {
    /// The trace as readable text, one entry a line.
    public var traceText: String { trace.traceText }
}

extension ScriptRecording {
    /// The trace as readable text, one entry a line.
    public var traceText: String { trace.traceText }
}
