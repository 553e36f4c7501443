import Foundation
import Testing
@testable import BezelSnapshotResults

/// Inputs found by the fuzz target `FuzzResults` (`scripts/fuzz`), reduced,
/// each kept in `Fuzz/Corpus/FuzzResults/finding-*` too.
@Suite struct ResultsFuzzFindingsTests {
    /// FuzzResults (`finding-empty-results-file`, no bytes): LeakSanitizer
    /// found 4,096 bytes lost per empty results file read, in Foundation's
    /// `Data(contentsOf:)` (on Linux, its path for files whose size is 0
    /// mallocs a 4 KB buffer that an empty `Data` never frees). Results
    /// files are now read through `ContainedFolder.read` (which also
    /// refuses links and FIFOs); an empty one is no records.
    @Test func anEmptyResultsFileIsNoRecords() throws {
        let fixture = try ResultsFixture()
        try fixture.write("", to: "results-r1-1.jsonl")
        #expect(try ResultsFolder.records(inFile: fixture.path + "/results-r1-1.jsonl").isEmpty)
        #expect(try ResultsFolder.records(in: fixture.path).isEmpty)
        #expect(throws: ResultsError.noResults(folders: [fixture.path])) {
            try SnapshotResults.load(folders: [fixture.path], packageRoot: "/work")
        }
    }
}
