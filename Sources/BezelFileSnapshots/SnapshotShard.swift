/// One part of a run split across machines: shard `2/4` checks the files
/// whose path hashes to part 2 of 4. A file's part depends only on its own
/// path (relative to the package), so adding or removing files moves no
/// other file to another part.
public struct SnapshotShard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// Reads `i/n` with 1 ≤ i ≤ n ≤ 1,000.
    ///
    /// - Throws: ``FileSnapshotError`` saying that `text` is not a shard.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...1_000).contains(count),
              (1...count).contains(index) else {
            throw FileSnapshotError("'\(text)' is not i/n with 1 ≤ i ≤ n ≤ 1000 (for example 2/4)")
        }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the file at `relativePath` belongs to this part.
    public func contains(_ relativePath: String) -> Bool {
        Int(Self.hash(relativePath) % UInt64(count)) + 1 == index
    }

    /// FNV-1a of the path's UTF-8 bytes: the same on every machine and run (unlike `Hasher`).
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
