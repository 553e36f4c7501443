import BezelFileSnapshots
import Testing

/// `--shard i/n` splits files by their own paths: every file in exactly one
/// part, and adding or removing files moves no other file.
@Suite struct SnapshotShardTests {
    @Test func everyFileIsInExactlyOnePart() throws {
        let paths = (0..<200).map { "scenes/screen-\($0).yaml" }
        let shards = try (1...4).map { try SnapshotShard(parsing: "\($0)/4") }
        for path in paths { #expect(shards.filter { $0.contains(path) }.count == 1) }
        // Roughly even: each part has between 30 and 70 of the 200.
        for shard in shards { #expect((30...70).contains(paths.filter(shard.contains).count)) }
    }

    /// The part is FNV-1a of the path's bytes modulo n: pinned here, so a
    /// file stays in its part on every machine, run and version (a CI matrix
    /// keeps its split), and another file's arrival cannot move it.
    @Test func aFilesPartDependsOnlyOnItsPath() throws {
        let paths = ["scenes/timer.yaml", "Examples/scripts/timer-alarm.yaml", "a/b.yaml", "Examples/scenes/colour-theme.yaml"]
        let parts = try paths.map { path in try (1...4).first { try SnapshotShard(parsing: "\($0)/4").contains(path) } }
        #expect(parts == [4, 1, 3, 1])
    }

    @Test func badSpecificationsAreRefused() {
        for text in ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", "", "1/1001"] {
            #expect(throws: FileSnapshotError.self) { try SnapshotShard(parsing: text) }
        }
    }
}
