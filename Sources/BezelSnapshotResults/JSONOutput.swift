import BezelGraphics
import Foundation

/// The one way every JSON output of Bezel is written (`snapshots report
/// --json`, `<name>.mismatch.json`, `preview --json`, `replay --json`,
/// `themes lint --json`, a watched page's `watch.js`): a `Codable` value
/// with a `version` (or `format`) of its shape, keys sorted, slashes not
/// escaped, and a key whose value is unknown left out (never `null`), so
/// two runs that found the same things write the same bytes.
public enum JSONOutput {
    /// How the text is laid out.
    public enum Layout: Sendable {
        /// Indented, a key a line: files people open, and documents printed for them.
        case pretty
        /// One line: what a program reads from standard output, or a script embeds.
        case line
    }

    /// The encoder every JSON output uses.
    public static func encoder(_ layout: Layout = .pretty) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = layout == .pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` as JSON.
    ///
    /// - Throws: `JSONEncodingError` when the value cannot be encoded (a
    ///   number that is not finite, an `encode(to:)` that throws); nothing
    ///   is made, so a caller writes nothing rather than a stand-in.
    public static func data(_ value: some Encodable, _ layout: Layout = .pretty) throws(JSONEncodingError) -> Data {
        try JSONEncodingError.encode(value, with: encoder(layout))
    }

    /// ``data(_:_:)`` as text.
    public static func text(_ value: some Encodable, _ layout: Layout = .pretty) throws(JSONEncodingError) -> String {
        String(decoding: try data(value, layout), as: UTF8.self)
    }
}
