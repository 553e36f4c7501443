import Foundation

/// A trace entry as a line of `trace.jsonl`.
extension TraceEntry {
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
