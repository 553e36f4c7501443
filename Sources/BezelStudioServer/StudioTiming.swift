import BezelStudio
import Glibc

/// `BEZEL_STUDIO_TIMING=FILE`: a line appended to FILE for each message
/// handled (created if new; a link is not followed).
final class StudioTiming: Sendable {
    private let descriptor: Int32

    /// Nil without a path, or when the file cannot be opened (no timing, the studio runs as usual).
    init?(path: String?) {
        guard let path, !path.isEmpty else { return nil }
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// `MICROSECONDS KINDS`: from `start` to `end` (uptime nanoseconds), and
    /// the kinds of `replies` joined by commas (`-` for none).
    func record(from start: UInt64, to end: UInt64, replies: [StudioReply]) {
        let microseconds = (end &- start) / 1_000
        let kinds = replies.map { reply -> String in
            switch reply {
            case .error: "error"
            case .trace: "trace"
            case .steps: "steps"
            case .failure: "failure"
            case .frame: "frame"
            case .tree: "tree"
            case .selected: "selected"
            case .saved: "saved"
            case .clock: "clock"
            case .timeline: "timeline"
            case .moment: "moment"
            case .display: "display"
            case .reloaded: "reloaded"
            }
        }
        let line = Array("\(microseconds) \(kinds.isEmpty ? "-" : kinds.joined(separator: ","))\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
