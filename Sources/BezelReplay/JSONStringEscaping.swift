/// The inside of a JSON string as `JSONEncoder` writes it for text without
/// control characters: quotes and backslashes escaped, everything else
/// (slashes, text outside ASCII) as it is.
///
/// It reads the text's UTF-8 bytes, not its characters: the bytes of `"`,
/// `\` and the control characters never occur inside the encoding of
/// another character, and a quote followed by a combining mark is one
/// `Character` but still a quote to escape.
enum JSONStringEscaping {
    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    /// `text` with its quotes and backslashes escaped, or nil when it holds
    /// a control character (below U+0020), which is left to `JSONEncoder`.
    static func escaped(_ text: String) -> String? {
        var bytes: [UInt8] = []
        return appendEscaped(text, to: &bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Appends ``escaped(_:)``'s bytes to `bytes` and returns true, or
    /// returns false, having appended nothing, when `text` holds a control character.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) -> Bool {
        var escapes = 0
        for byte in text.utf8 {
            if byte < 0x20 { return false }
            if byte == quote || byte == backslash { escapes += 1 }
        }
        guard escapes > 0 else {
            bytes.append(contentsOf: text.utf8)
            return true
        }
        bytes.reserveCapacity(bytes.count + text.utf8.count + escapes)
        for byte in text.utf8 {
            if byte == quote || byte == backslash { bytes.append(backslash) }
            bytes.append(byte)
        }
        return true
    }
}
