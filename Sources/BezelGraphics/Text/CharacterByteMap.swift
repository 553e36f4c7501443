/// Converts between the two ways a place in a text is counted: Swift
/// `Character`s (grapheme clusters, what ``TextLayout``'s API uses) and
/// Pango's byte indices into the UTF-8 text.
///
/// "héllo → wörld" is 13 characters but 17 UTF-8 bytes: "é" and "ö" take two
/// bytes and "→" three, so a byte index cannot be used as a character offset.
/// A byte index inside a character (Pango reports cluster starts, but a Swift
/// character such as "e" + U+0301 may span several Pango positions) maps to
/// the character that contains it.
struct CharacterByteMap: Sendable {
    /// The UTF-8 offset where each character starts, followed by the total
    /// byte count, so `starts.count == characterCount + 1`.
    let starts: [Int]

    /// The map of `text` as it is.
    init(_ text: String) {
        self.init(byteCounts: text.lazy.map(\.utf8.count))
    }

    /// The map of a text whose characters take `byteCounts` UTF-8 bytes each,
    /// in order (for a text given to Pango with some characters replaced).
    init(byteCounts: some Sequence<Int>) {
        var starts: [Int] = []
        starts.reserveCapacity(byteCounts.underestimatedCount + 1)
        var byte = 0
        for count in byteCounts {
            starts.append(byte)
            byte += count
        }
        starts.append(byte)
        self.starts = starts
    }

    /// The number of characters mapped.
    var characterCount: Int { starts.count - 1 }

    /// The number of UTF-8 bytes mapped.
    var byteCount: Int { starts[starts.count - 1] }

    /// The byte index where character `offset` starts; `characterCount` gives
    /// the end of the text. Nil outside `0...characterCount`.
    func byteIndex(ofCharacter offset: Int) -> Int? {
        guard offset >= 0, offset <= characterCount else { return nil }
        return starts[offset]
    }

    /// The offset of the character containing byte `index`, clamped to
    /// `0...characterCount` (an index at or past the end gives `characterCount`).
    func characterOffset(ofByte index: Int) -> Int {
        if index <= 0 { return 0 }
        if index >= byteCount { return characterCount }
        // The last start at or before `index`.
        var low = 0, high = characterCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
