import Bezel

/// One entry of a replay trace: when (virtual seconds) and what happened.
///
/// The entry is typed (``TraceEvent``); BezelReports writes it out as text
/// and JSON lines (`trace.txt`, `trace.jsonl`) only when a trace is written.
public struct TraceEntry: Hashable, Sendable {
    /// Virtual time in seconds.
    public var time: Double
    /// What happened.
    public var event: TraceEvent

    public init(time: Double, event: TraceEvent) {
        self.time = time
        self.event = event
    }
}
