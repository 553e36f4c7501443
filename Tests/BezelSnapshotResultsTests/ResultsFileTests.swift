import Foundation
import Testing
@testable import BezelSnapshotResults

/// A temporary results folder, removed when released.
final class ResultsFixture {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "bezel-results-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A record of `name` in suite `S` with `status`, at second `second` of the run.
    static func record(_ name: String, _ status: SnapshotRecord.Status = .matched, run: String = "r1", second: Int = 0,
                       sequence: Int = 1) -> SnapshotRecord {
        var record = SnapshotRecord(run: run, sequence: sequence, time: "2026-11-23T10:00:\(String(format: "%02d", second)).000Z",
                                    suite: "S", name: name, pathExtension: "png", status: status,
                                    reference: "Snapshots/S/\(name).png", packageRoot: "/ci/work")
        if status == .mismatch || status == .missing { record.actual = "S/\(name).actual.png" }
        return record
    }

    func write(_ text: String, to file: String) throws {
        try text.write(toFile: "\(path)/\(file)", atomically: true, encoding: .utf8)
    }
}

@Suite struct ResultsFileTests {
    @Test func recordsRoundTripThroughTheWriter() throws {
        let fixture = try ResultsFixture()
        let writer = ResultsWriter(run: "r1")
        let records = [ResultsFixture.record("a"), ResultsFixture.record("b", .mismatch, sequence: 2)]
        for record in records { try writer.append(record, to: fixture.path) }
        #expect(ResultsFolder.resultsFiles(in: fixture.path) == [URL(fileURLWithPath: writer.resultsPath(in: fixture.path)).lastPathComponent])
        #expect(try ResultsFolder.records(in: fixture.path) == records)
    }

    /// Two processes of one run write two files; a process of a new run keeps the files of a run still
    /// writing (two runs sharing a folder), and a reader takes the latest run.
    @Test func processesOfOneRunAddUpAndALiveRunsFilesAreKept() throws {
        let fixture = try ResultsFixture()
        try ResultsWriter(run: "r1").append(ResultsFixture.record("a", run: "r1"), to: fixture.path)
        try ResultsWriter(run: "r1").append(ResultsFixture.record("b", run: "r1"), to: fixture.path)
        #expect(ResultsFolder.resultsFiles(in: fixture.path).count == 2)
        try ResultsWriter(run: "r2").append(ResultsFixture.record("c", run: "r2", second: 1), to: fixture.path)
        #expect(ResultsFolder.resultsFiles(in: fixture.path).count == 3)
        #expect(try ResultsFolder.records(in: fixture.path).map(\.name).sorted() == ["a", "b", "c"])
        #expect(try SnapshotResults.load(folders: [fixture.path], packageRoot: "/work").entries.map(\.record.name) == ["c"])
    }

    /// The files of a run whose writer is gone (its pid in the name) are removed by the next run's first record.
    @Test func aDeadWritersFileIsRemovedALiveOnesKept() throws {
        let fixture = try ResultsFixture()
        let line = String(decoding: try JSONEncoder().encode(ResultsFixture.record("old", run: "r0")), as: UTF8.self) + "\n"
        let dead = "results-r0-999999999-ab12.jsonl"
        let live = "results-r0-\(getppid())-cd34.jsonl"
        let unnamed = "results-r0-1.jsonl"
        for file in [dead, live, unnamed] { try fixture.write(line, to: file) }
        #expect(ResultsWriter.writer(ofFile: dead) == 999_999_999 && ResultsWriter.writer(ofFile: unnamed) == nil)
        #expect(ResultsWriter.writer(ofFile: "results-p12-3456-42-ff.jsonl") == 42)
        let writer = ResultsWriter(run: "r2")
        try writer.append(ResultsFixture.record("new", run: "r2"), to: fixture.path)
        let mine = URL(fileURLWithPath: writer.resultsPath(in: fixture.path)).lastPathComponent
        #expect(ResultsFolder.resultsFiles(in: fixture.path) == [live, unnamed, mine].sorted())
    }

    @Test func aBadLineIsNamedByFileAndLine() throws {
        let fixture = try ResultsFixture()
        let good = String(decoding: try JSONEncoder().encode(ResultsFixture.record("a")), as: UTF8.self)
        try fixture.write(good + "\n{\"name\": 3}\n", to: "results-r1-1.jsonl")
        #expect(throws: ResultsError.self) { try ResultsFolder.records(in: fixture.path) }
        do {
            _ = try ResultsFolder.records(in: fixture.path)
        } catch {
            #expect(error.description.hasPrefix("\(fixture.path)/results-r1-1.jsonl:2: not a snapshot record"))
        }
    }

    /// Bytes parse as the file holding them reads (the fuzz target's way in).
    @Test func bytesParseAsTheirFile() throws {
        let fixture = try ResultsFixture()
        let good = String(decoding: try JSONEncoder().encode(ResultsFixture.record("a")), as: UTF8.self)
        try fixture.write(good + "\n" + good.prefix(30), to: "results-r1-1.jsonl")
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.path + "/results-r1-1.jsonl"))
        #expect(try ResultsFolder.records(parsing: data, file: "x.jsonl") == ResultsFolder.records(inFile: fixture.path + "/results-r1-1.jsonl"))
        #expect(throws: ResultsError.badLine(path: "x.jsonl", line: 1, reason: "not JSON")) {
            try ResultsFolder.records(parsing: Data("{\n\n".utf8), file: "x.jsonl")
        }
    }

    /// A results file is read as a regular file only: a FIFO or a link is an error.
    @Test func onlyRegularResultsFilesAreRead() throws {
        let fixture = try ResultsFixture()
        #expect(mkfifo(fixture.path + "/results-r1-2.jsonl", 0o644) == 0)
        let fifo = #expect(throws: ResultsError.self) { try ResultsFolder.records(in: fixture.path) }
        #expect(fifo?.description.contains("not a regular file") == true)
        try FileManager.default.removeItem(atPath: fixture.path + "/results-r1-2.jsonl")
        try FileManager.default.createSymbolicLink(atPath: fixture.path + "/results-r1-3.jsonl", withDestinationPath: "/etc/hostname")
        let link = #expect(throws: ResultsError.self) { try ResultsFolder.records(in: fixture.path) }
        #expect(link?.description.contains("it is a link") == true)
    }

    /// A process killed while writing leaves half a line at the end: skipped, not an error.
    @Test func anUnfinishedLastLineIsSkipped() throws {
        let fixture = try ResultsFixture()
        let good = String(decoding: try JSONEncoder().encode(ResultsFixture.record("a")), as: UTF8.self)
        try fixture.write(good + "\n" + good.prefix(30), to: "results-r1-1.jsonl")
        #expect(try ResultsFolder.records(in: fixture.path).map(\.name) == ["a"])
    }

    /// Results files are input: a record pointing out of its folders is refused before anything acts on it.
    @Test(arguments: [
        ("reference", "../../etc/passwd"), ("actual", "../../x.png"), ("actual", "/etc/x.png"), ("name", "../x"),
        ("suite", "a/b"), ("reference", "Snapshots/S/other.png"),
    ])
    func unsafePathsAreRefused(field: String, value: String) throws {
        let fixture = try ResultsFixture()
        var record = ResultsFixture.record("a", .mismatch)
        switch field {
        case "reference": record.reference = value
        case "actual": record.actual = value
        case "name": record.name = value
        default: record.suite = value
        }
        try fixture.write(String(decoding: try JSONEncoder().encode(record), as: UTF8.self) + "\n", to: "results-r1-1.jsonl")
        do {
            _ = try ResultsFolder.records(in: fixture.path)
            Issue.record("\(field) = \(value) was accepted")
        } catch {
            #expect(error.description.contains(":1: not a snapshot record: \"\(field)\""))
        }
    }

    @Test func aNewerFormatIsRefused() throws {
        let fixture = try ResultsFixture()
        var record = ResultsFixture.record("a")
        record.version = SnapshotRecord.formatVersion + 1
        try fixture.write(String(decoding: try JSONEncoder().encode(record), as: UTF8.self) + "\n", to: "results-r1-1.jsonl")
        #expect(throws: ResultsError.self) { try ResultsFolder.records(in: fixture.path) }
    }

    @Test func runNamesFromTheEnvironmentAreMadeSafe() {
        #expect(RunIdentity.ownProcess(environment: { _ in "build 12/shard:3" }) == "build_12_shard_3")
        #expect(RunIdentity.ownProcess(environment: { _ in "../.." }).hasPrefix("p"))
        #expect(RunIdentity.testProcess(environment: { _ in nil }).hasPrefix("p\(getppid())-"))
        #expect(RunIdentity.startTime(of: getpid()) != nil)
    }
}

@Suite struct RecordDimensionsTests {
    /// Format 3 writes sizes as objects and still reads format 2's `"WxH"` text.
    @Test func sizesAreObjectsAndOldTextStillReads() throws {
        var record = ResultsFixture.record("a", .mismatch)
        record.dimensions = SnapshotRecord.Dimensions(reference: .init(width: 176, height: 64), actual: .init(width: 104, height: 64))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let line = String(decoding: try encoder.encode(record), as: UTF8.self)
        #expect(line.contains(#""dimensions":{"#) && line.contains(#""width":176"#) && !line.contains("176x64"))
        #expect(try JSONDecoder().decode(SnapshotRecord.self, from: Data(line.utf8)).dimensions == record.dimensions)
        let old = line.replacingOccurrences(of: #""version":3"#, with: #""version":2"#)
            .replacingOccurrences(of: #"\{"height":64,"width":176\}"#, with: #""176x64""#, options: .regularExpression)
            .replacingOccurrences(of: #"\{"height":64,"width":104\}"#, with: #""104x64""#, options: .regularExpression)
        #expect(old.contains(#""176x64""#) && old.contains(#""104x64""#), "\(old)")
        #expect(try JSONDecoder().decode(SnapshotRecord.self, from: Data(old.utf8)).dimensions == record.dimensions)
        let bad = old.replacingOccurrences(of: "176x64", with: "176 by 64")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SnapshotRecord.self, from: Data(bad.utf8)) }
    }
}

@Suite struct SnapshotResultsTests {
    @Test func onlyTheLatestRunOfAFolderCountsAndPathsResolveHere() throws {
        let fixture = try ResultsFixture()
        let old = [ResultsFixture.record("a", .mismatch, run: "r1", second: 1)]
        let new = [ResultsFixture.record("a", run: "r2", second: 5), ResultsFixture.record("b", .mismatch, run: "r2", second: 6)]
        try fixture.write(old.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }.joined(separator: "\n") + "\n",
                          to: "results-r1-1.jsonl")
        try fixture.write(new.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }.joined(separator: "\n") + "\n",
                          to: "results-r2-1.jsonl")
        let results = try SnapshotResults.load(folders: [fixture.path], packageRoot: "/home/me/app")
        #expect(results.entries.map(\.record.name) == ["a", "b"])
        #expect(results.entries(.outcome(.mismatch)).map(\.record.name) == ["b"])
        #expect(results.entries[1].referencePath == "/home/me/app/Snapshots/S/b.png")
        #expect(results.entries[1].actualPath == "\(fixture.path)/S/b.actual.png")
    }

    /// Shards' folders merge; a snapshot checked in two keeps the newer record.
    @Test func shardsMerge() throws {
        let one = try ResultsFixture(), two = try ResultsFixture()
        try ResultsWriter(run: "s1").append(ResultsFixture.record("a", .mismatch, run: "s1", second: 1), to: one.path)
        try ResultsWriter(run: "s1").append(ResultsFixture.record("b", run: "s1", second: 2), to: one.path)
        try ResultsWriter(run: "s2").append(ResultsFixture.record("a", run: "s2", second: 3), to: two.path)
        try ResultsWriter(run: "s2").append(ResultsFixture.record("c", .missing, run: "s2", second: 4), to: two.path)
        let results = try SnapshotResults.load(folders: [one.path, two.path], packageRoot: "/p")
        #expect(results.entries.map(\.record.name) == ["a", "b", "c"])
        #expect(results.entries(.outcome(.mismatch)).isEmpty && results.entries(.new).map(\.record.name) == ["c"])
        #expect(results.entries[0].folder == two.path)
    }

    @Test func noResultsIsAnErrorSayingWhatToDo() throws {
        let fixture = try ResultsFixture()
        do {
            _ = try SnapshotResults.load(folders: [fixture.path], packageRoot: "/p")
            Issue.record("loaded nothing without an error")
        } catch {
            #expect(error.description.contains("run the snapshot tests first"))
        }
    }
}

@Suite struct TimestampTests {
    @Test func timestampsAreUTCWithMilliseconds() {
        #expect(SnapshotRecord.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(SnapshotRecord.timestamp(Date(timeIntervalSince1970: 1_795_469_449.1239)) == "2026-11-23T21:30:49.123Z")
        let now = Date()
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        #expect(SnapshotRecord.timestamp(now).hasPrefix(String(formatter.string(from: now).dropLast())))
    }
}
