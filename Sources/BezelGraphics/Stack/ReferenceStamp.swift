import Foundation

/// What Bezel writes into a snapshot reference PNG beside its pixels, as one
/// text chunk `bezel` on one line: the ``RenderingStack`` that rendered it
/// (``RenderingStack/compactText``), the hash of its pixels and the hash of
/// the image data they were encoded to (two ``ContentHash``es):
///
/// ```
/// renderer=2 cairo=1.16.0 pango=1.50.12 … font:DejaVuSans.ttf=abdc775b21b1 pixels=5f0c… data=91ab…
/// ```
///
/// About 290 bytes a file: with it, references are still smaller than
/// Cairo's writer makes them without it.
///
/// The second lets a check skip decoding: when the file's image data still
/// hashes to the stamped value, its pixels are the stamped pixels, so a
/// snapshot whose ``Image/pixelHash`` equals the stamp matches without
/// inflating anything. An edited file no longer vouches for itself and is
/// decoded as usual.
///
/// ```swift
/// let data = try image.stampedPNGData()
/// let stamp = ReferenceStamp(pngData: data)
/// stamp.stack == RenderingStack.current    // true
/// stamp.vouches(for: image)                // true: same pixels, file intact
/// ```
public struct ReferenceStamp: Sendable, Equatable {
    /// The text chunk's keyword.
    public static let keyword = "bezel"

    /// The stack stored in the file, if any.
    public var stack: RenderingStack?
    /// The stamped pixel hash, if any.
    public var pixelHash: ContentHash?
    /// Whether the file's image data is what the pixel hash was stamped on.
    public var imageDataIntact: Bool

    /// Reads the stamp of a PNG file; every field is empty for a file
    /// without one, or for data that is not a readable PNG.
    public init(pngData data: Data) {
        guard let chunks = try? PNGChunks(data) else {
            self.init(stack: nil, pixelHash: nil, imageDataIntact: false)
            return
        }
        self.init(chunks: chunks)
    }

    /// The bytes a stamp of the current stack starts with: its text and a
    /// space, made once (most stamps a run reads are of the stack running it).
    private static let currentStackPrefix = Array((RenderingStack.current.compactText + " ").utf8)

    /// Reads the stamp from chunks already read.
    public init(chunks: PNGChunks) {
        let text = chunks.text[Self.keyword] ?? ""
        if let stamp = Self.currentStackStamp(text, chunks: chunks) {
            self = stamp
            return
        }
        let words = text.split(separator: " ")
        let isHash: (Substring) -> Bool = { $0.hasPrefix("pixels=") || $0.hasPrefix("data=") }
        let stack = RenderingStack(compactText: words.filter { !isHash($0) }.joined(separator: " "))
        func hash(_ key: String) -> ContentHash? {
            words.first { $0.hasPrefix(key + "=") }.flatMap { ContentHash(hex: String($0.dropFirst(key.count + 1))) }
        }
        let pixelHash = hash("pixels"), dataHash = hash("data")
        self.init(stack: stack, pixelHash: pixelHash,
                  imageDataIntact: dataHash != nil && dataHash == chunks.imageDataHash)
    }

    /// The stamp `text` holds when it is the current stack's text followed
    /// by hashes alone (nil otherwise: it is read word by word): the same
    /// stamp, without reading the stack's words again.
    private static func currentStackStamp(_ text: String, chunks: PNGChunks) -> ReferenceStamp? {
        guard text.utf8.starts(with: currentStackPrefix) else { return nil }
        let rest = String(decoding: text.utf8.dropFirst(currentStackPrefix.count), as: UTF8.self)
        // The first word of each key counts, as word by word.
        var pixelHash: ContentHash??, dataHash: ContentHash??
        for word in rest.split(separator: " ") {
            if word.hasPrefix("pixels=") {
                if pixelHash == nil { pixelHash = .some(ContentHash(hex: String(word.dropFirst(7)))) }
            } else if word.hasPrefix("data=") {
                if dataHash == nil { dataHash = .some(ContentHash(hex: String(word.dropFirst(5)))) }
            } else {
                return nil
            }
        }
        let data = dataHash ?? nil
        return ReferenceStamp(stack: .current, pixelHash: pixelHash ?? nil,
                              imageDataIntact: data != nil && data == chunks.imageDataHash)
    }

    /// A stamp as given.
    public init(stack: RenderingStack?, pixelHash: ContentHash?, imageDataIntact: Bool) {
        self.stack = stack
        self.pixelHash = pixelHash
        self.imageDataIntact = imageDataIntact
    }

    /// True when the file certainly holds `image`'s pixels: its image data
    /// is intact and its stamped pixel hash is `image`'s.
    public func vouches(for image: Image) -> Bool {
        imageDataIntact && pixelHash != nil && pixelHash == image.pixelHash
    }
}

extension Image {
    /// The image as PNG (``PNGEncoder/standard``) stamped with `stack` and
    /// its pixel hash (see ``ReferenceStamp``): what snapshot references are.
    public func stampedPNGData(stack: RenderingStack = .current) throws -> Data {
        let (header, compressed) = try PNGEncoder.standard.imageData(self, channels: nil)
        var hasher = ContentHash.Hasher128()
        header.withUnsafeBytes { hasher.update($0) }
        compressed.withUnsafeBytes { hasher.update($0) }
        let text = "\(stack.compactText) pixels=\(pixelHash) data=\(hasher.finish())"
        return try PNGEncoder.assemble(header: header, compressed: compressed,
                                       textChunks: [PNGTextChunk(keyword: ReferenceStamp.keyword, text: text)])
    }
}
