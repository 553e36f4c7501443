import BezelReplay
import BezelSnapshots
import Foundation

/// A replay trace as a golden file holds it: one written line per entry
/// (`trace.txt`'s format, `BezelReplay/TraceEntry/text`), and, for a
/// trace just recorded, the typed entries the lines were written from, so
/// that a difference is told by step, time and view.
public struct TraceSnapshot: Sendable, Equatable {
    /// The written lines, one an entry.
    public var lines: [String]
    /// The typed entries (empty for a golden read from a file).
    public var entries: [TraceEntry]

    /// The trace of a run.
    public init(_ entries: [TraceEntry]) {
        self.entries = entries
        self.lines = entries.map(\.text)
    }

    /// A golden read back: its lines only.
    public init(lines: [String]) {
        self.lines = lines
        self.entries = []
    }

    /// The file's text: the lines and a final newline.
    public var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    /// Where line `index` of this trace stands: the step it belongs to, its
    /// time and its view, from the typed entries (`step 4 "tap #stop", 14.000 s, Button#stop`).
    func place(ofEntry index: Int) -> String? {
        guard entries.indices.contains(index) else { return nil }
        let entry = entries[index]
        var stepNumber = 0
        var step: String?
        for earlier in entries[...index] {
            if case let .step(replayStep) = earlier.event {
                stepNumber += 1
                step = replayStep.description
            }
        }
        var parts: [String] = []
        if let step { parts.append("traced step \(stepNumber) \"\(step)\"") }
        parts.append(String(format: "%.3f s", entry.time))
        if let view = entry.subject { parts.append(view) }
        return parts.joined(separator: ", ")
    }
}

extension Diffing where Format == TraceSnapshot {
    /// Golden traces: `trace.txt` files compared entry by entry. A mismatch
    /// names the first entry that differs with its step, virtual time and
    /// view, and shows the differing run of entries (`-` golden, `+` now)
    /// with two entries of context; the whole difference is written as
    /// `trace.diff.txt`.
    public static var trace: Diffing<TraceSnapshot> {
        Diffing(
            pathExtension: "txt",
            encode: { Data($0.text.utf8) },
            decode: { data, _ in
                guard let text = String(data: data, encoding: .utf8) else { throw GoldenTraceError() }
                var lines = text.components(separatedBy: "\n")
                if lines.last == "" { lines.removeLast() }
                return TraceSnapshot(lines: lines)
            },
            compare: { golden, actual in TraceDifference(golden: golden, actual: actual).snapshotDifference })
    }
}

extension Snapshotting where Value == [TraceEntry], Format == TraceSnapshot {
    /// A replay's trace against its golden `trace.txt`.
    ///
    /// ```swift
    /// try checkSnapshot(of: { recording.trace }, as: .trace, at: location, site: site)
    /// ```
    public static var trace: Snapshotting<[TraceEntry], TraceSnapshot> {
        Snapshotting(diffing: .trace) { TraceSnapshot($0) }
    }
}

private struct GoldenTraceError: Error, CustomStringConvertible {
    var description: String { "the golden trace is not UTF-8 text" }
}
