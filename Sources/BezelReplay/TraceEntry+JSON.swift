/// A trace entry as a line of `trace.jsonl` (``TraceJSONLine``).
extension TraceEntry {
    /// The entry as one JSON object with sorted keys on one line:
    /// `{"events":["touchUpInside"],"kind":"event","text":"…","time":1.5,"version":2,"view":{"id":"start","type":"BezelButton"}}`.
    public func jsonLine() throws -> String {
        try TraceJSONLine(self).encoded()
    }

    /// ``jsonLine()`` for an entry whose ``text`` is `text`, already made.
    public func jsonLine(text: String) throws -> String {
        try TraceJSONLine(self, text: text).encoded()
    }
}

extension Array where Element == TraceEntry {
    /// The entries as JSON lines (`trace.jsonl`), one an entry.
    public func traceJSONLines() throws -> String {
        try map { try $0.jsonLine() }.joined(separator: "\n")
    }
}

extension ReplaySession {
    /// The trace as JSON lines, one an entry.
    public func traceJSONLines() throws -> String { try trace.traceJSONLines() }
}

extension ScriptRecording {
    /// The trace as JSON lines, one an entry.
    public func traceJSONLines() throws -> String { try trace.traceJSONLines() }
}
