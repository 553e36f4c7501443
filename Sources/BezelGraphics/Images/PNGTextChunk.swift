import Foundation

/// A keyword and a UTF-8 text stored in a PNG beside its pixels (an `iTXt`
/// chunk), readable with ``PNGChunks`` and with tools such as
/// `identify -verbose` or `pngcheck -t`.
///
/// ```swift
/// let data = try image.pngData(textChunks: [PNGTextChunk(keyword: "bezel:stack", text: json)])
/// try PNGChunks(data).text["bezel:stack"]   // json
/// ```
public struct PNGTextChunk: Sendable, Hashable {
    /// 1–79 printable ASCII characters, without leading, trailing or
    /// repeated spaces (the PNG rules, kept to ASCII).
    public var keyword: String
    /// Any UTF-8 text without NUL characters.
    public var text: String

    /// A chunk of `keyword` and `text`; checked when the PNG is written.
    public init(keyword: String, text: String) {
        self.keyword = keyword
        self.text = text
    }

    /// Why `keyword` cannot name a PNG text chunk, or nil when it can.
    public static func problem(withKeyword keyword: String) -> String? {
        let bytes = Array(keyword.utf8)
        if bytes.isEmpty || bytes.count > 79 { return "it must have 1 to 79 characters" }
        if let bad = bytes.first(where: { $0 < 0x20 || $0 > 0x7E }) {
            return "it contains the byte 0x\(String(bad, radix: 16)); only printable ASCII is allowed"
        }
        if bytes.first == 0x20 || bytes.last == 0x20 { return "it starts or ends with a space" }
        if keyword.contains("  ") { return "it contains two spaces in a row" }
        return nil
    }

    /// The chunk's data: keyword, NUL, uncompressed, no language, no translated keyword, text.
    func iTXtData() throws -> Data {
        if let problem = Self.problem(withKeyword: keyword) {
            throw GraphicsError.invalidImageData(format: "PNG", reason: "text chunk keyword \"\(keyword)\" is not valid: \(problem)")
        }
        guard !text.utf8.contains(0) else {
            throw GraphicsError.invalidImageData(format: "PNG", reason: "the text of chunk \"\(keyword)\" contains a NUL character")
        }
        var data = Data(keyword.utf8)
        data.append(contentsOf: [0, 0, 0, 0, 0])
        data.append(contentsOf: text.utf8)
        return data
    }
}
