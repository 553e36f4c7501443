import CDeflate
import Foundation

/// What a PNG file says about itself without decoding its pixels: its
/// header, its text chunks, and a hash of its image data.
///
/// ```swift
/// let chunks = try PNGChunks(data)
/// chunks.header.width            // 128
/// chunks.text["bezel:stack"]     // {"fonts": …}
/// chunks.imageDataHash           // changes whenever the pixels' bytes do
/// ```
///
/// The file is hostile until checked: every chunk length is bounded by the
/// data, every CRC is verified, the first chunk must be a 13-byte `IHDR`
/// and the last an `IEND`; anything else throws. Text chunks are `tEXt`
/// (Latin-1) and uncompressed `iTXt` (UTF-8); compressed ones are skipped,
/// and at most ``maximumTextChunks`` of at most ``maximumTextBytes`` bytes are kept.
///
/// See also: ``PNGTextChunk``, ``Image/pngData(textChunks:)``.
public struct PNGChunks: Sendable {
    /// The fields of `IHDR`.
    public struct Header: Sendable, Hashable {
        public var width: Int
        public var height: Int
        public var bitDepth: Int
        public var colorType: Int
        public var interlaced: Bool
    }

    /// Text chunks beyond this many are ignored.
    public static let maximumTextChunks = 64
    /// Text chunks longer than this are ignored.
    public static let maximumTextBytes = 65_536

    /// The image header.
    public let header: Header
    /// Keyword → text of the text chunks (the first of a repeated keyword wins).
    public let text: [String: String]
    /// The hash of the `IHDR` data and of every `IDAT` chunk's data in
    /// order: what the decoded pixels depend on, and nothing else (text
    /// chunks may change without changing it).
    public let imageDataHash: ContentHash

    /// Reads the chunks of `data`.
    ///
    /// - Throws: ``GraphicsError/invalidImageData(format:reason:)`` naming
    ///   what is wrong and at which byte.
    public init(_ data: Data) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func fail(_ reason: String) -> GraphicsError { .invalidImageData(format: "PNG", reason: reason) }
        var header: Header?
        var text: [String: String] = [:]
        var textCount = 0
        var hasher = ContentHash.Hasher128()
        var sawEnd = false
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard bytes.count >= 8, bytes.prefix(8).elementsEqual(signature) else {
                throw fail("the data does not start with the PNG signature")
            }
            func be32(_ offset: Int) -> UInt32 {
                (UInt32(bytes[offset]) << 24) | (UInt32(bytes[offset + 1]) << 16)
                    | (UInt32(bytes[offset + 2]) << 8) | UInt32(bytes[offset + 3])
            }
            var offset = 8
            while !sawEnd {
                guard bytes.count - offset >= 12 else {
                    throw fail("the data ends at byte \(bytes.count) without an IEND chunk")
                }
                let length = be32(offset)
                guard length <= 0x7FFF_FFFF, Int(length) <= bytes.count - offset - 12 else {
                    throw fail("the chunk at byte \(offset) claims \(length) bytes, more than the data holds")
                }
                let typeBytes = UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8)])
                guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                    throw fail("the chunk at byte \(offset) has no valid type")
                }
                let type = String(decoding: typeBytes, as: UTF8.self)
                let body = UnsafeRawBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + Int(length))])
                let stored = be32(offset + 8 + Int(length))
                var crc = libdeflate_crc32(0, typeBytes.baseAddress, 4)
                crc = libdeflate_crc32(crc, body.baseAddress, body.count)
                guard crc == stored else {
                    throw fail("the CRC of the \(type) chunk at byte \(offset) is wrong (the file is corrupt)")
                }
                if header == nil && type != "IHDR" {
                    throw fail("the first chunk is \(type), not IHDR")
                }
                switch type {
                case "IHDR":
                    guard header == nil, length == 13 else { throw fail("the IHDR chunk at byte \(offset) is malformed") }
                    let width = Int(be32(offset + 8)), height = Int(be32(offset + 12))
                    guard width > 0, height > 0 else { throw fail("the header gives a size of \(width)x\(height)") }
                    header = Header(width: width, height: height, bitDepth: Int(body[8]), colorType: Int(body[9]),
                                    interlaced: body[12] != 0)
                    hasher.update(body)
                case "IDAT":
                    hasher.update(body)
                case "tEXt", "iTXt":
                    textCount += 1
                    if textCount <= Self.maximumTextChunks, body.count <= Self.maximumTextBytes,
                       let (keyword, value) = Self.readText(type: type, body), text[keyword] == nil {
                        text[keyword] = value
                    }
                case "IEND":
                    sawEnd = true
                default:
                    break
                }
                offset += 12 + Int(length)
            }
        }
        guard let header else { throw fail("there is no IHDR chunk") }
        self.header = header
        self.text = text
        self.imageDataHash = hasher.finish()
    }

    /// The keyword and text of a `tEXt` or uncompressed `iTXt` chunk.
    private static func readText(type: String, _ body: UnsafeRawBufferPointer) -> (String, String)? {
        guard let keywordEnd = body.firstIndex(of: 0), keywordEnd > 0 else { return nil }
        // Keywords are Latin-1 in both chunk types; so is the text of tEXt.
        func latin1(_ bytes: Slice<UnsafeRawBufferPointer>) -> String { String(bytes.map { Character(Unicode.Scalar($0)) }) }
        let keyword = latin1(body[..<keywordEnd])
        if type == "tEXt" {
            return (keyword, latin1(body[(keywordEnd + 1)...]))
        }
        // iTXt: compression flag, method, language tag NUL, translated keyword NUL, text.
        var index = keywordEnd + 1
        guard body.count - index >= 2, body[index] == 0 else { return nil }   // compressed: skipped
        index += 2
        guard let languageEnd = body[index...].firstIndex(of: 0) else { return nil }
        guard let translatedEnd = body[(languageEnd + 1)...].firstIndex(of: 0) else { return nil }
        let value = String(decoding: UnsafeRawBufferPointer(rebasing: body[(translatedEnd + 1)...]), as: UTF8.self)
        return (keyword, value)
    }
}
