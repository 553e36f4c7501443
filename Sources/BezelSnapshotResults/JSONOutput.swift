import Foundation

/// The one way every JSON output of Bezel is written (`snapshots report
/// --json`, `<name>.mismatch.json`, `preview --json`, …): a `Codable`
/// value, pretty-printed with sorted keys and unescaped slashes, so two runs
/// that found the same things write the same bytes.
public enum JSONOutput {
    /// The encoder every JSON output uses.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` as JSON. Encoding a value made of strings, numbers, Booleans,
    /// arrays and keyed containers cannot fail; should it, the result is `{}`.
    public static func data(_ value: some Encodable) -> Data {
        (try? encoder().encode(value)) ?? Data("{}".utf8)
    }
}
