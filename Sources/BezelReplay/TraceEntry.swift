import Bezel

/// One entry of a replay trace: when (virtual seconds) and what happened.
///
/// The entry is typed (``TraceEvent``); it becomes text (``text``, a line
/// of `trace.txt`) or JSON (``jsonLine()``, a line of `trace.jsonl`) only
/// when a trace is written (<doc:TraceFormat>).
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
