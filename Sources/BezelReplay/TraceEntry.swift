import Bezel
import BezelGraphics
import Foundation

/// One line of a replay trace: when, what kind of thing, which view, and
/// the details, in a fixed order so the same steps give the same trace.
public struct TraceEntry: Hashable, Sendable, Codable {
    /// What the entry records.
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

    /// Virtual time in seconds.
    public var time: Double
    public var kind: Kind
    /// The view or controller concerned (`BezelButton#start`), if any.
    public var subject: String?
    /// What happened.
    public var detail: String

    public init(time: Double, kind: Kind, subject: String?, detail: String) {
        self.time = time
        self.kind = kind
        self.subject = subject
        self.detail = detail
    }

    /// The entry as one readable line: `  1.500  event  BezelButton#start  touchUpInside`.
    public var text: String {
        let t = String(format: "%7.3f", time)
        return [t, kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0), subject ?? "-", detail]
            .joined(separator: "  ")
    }

    /// The entry as one JSON object with sorted keys, on one line.
    public func jsonLine() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// How a view is named in traces: its type, and `#identifier` when it has one.
func traceName(_ view: View?) -> String? {
    guard let view else { return nil }
    return String(describing: type(of: view)) + (view.identifier.map { "#\($0)" } ?? "")
}
