import BezelGraphics
import BezelSnapshotResults
import Foundation

/// A package with references, and a run's results and artifacts, in a temporary folder
/// (accept's tests, and the served review page's).
public final class AcceptFixture {
    public let root: String
    public var artifacts: String { root + "/.artifacts/snapshots" }
    /// The references' extension: `txt` where a test's pictures are short texts (an accept decodes what it copies).
    public let pathExtension: String
    public private(set) var records: [SnapshotRecord] = []

    public init(pathExtension: String = "png") throws {
        self.pathExtension = pathExtension
        root = NSTemporaryDirectory() + "bezel-accept-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/Snapshots", withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    }
    deinit { try? FileManager.default.removeItem(atPath: root) }

    public func write(_ text: String, _ path: String) throws {
        try write(Data(text.utf8), path)
    }

    public func write(_ data: Data, _ path: String) throws {
        let url = URL(fileURLWithPath: path.hasPrefix("/") ? path : "\(root)/\(path)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    public func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: "\(root)/\(path)").map { String(decoding: $0, as: UTF8.self) }
    }

    /// A check of `Suite/name`: the reference holds `reference` (nil: none), the actual `actual`.
    public func check(_ key: String, _ status: SnapshotRecord.Status, reference: String?, actual: String? = nil,
               color: (String, String)? = nil) throws {
        try check(key, status, reference: reference.map { Data($0.utf8) }, actual: actual.map { Data($0.utf8) }, color: color)
    }

    /// A check of `Suite/name` whose files hold bytes; `change` edits the record before it is written.
    public func check(_ key: String, _ status: SnapshotRecord.Status, reference: Data?, actual: Data?,
               color: (String, String)? = nil, change: (inout SnapshotRecord) -> Void = { _ in }) throws {
        let parts = key.split(separator: "/").map(String.init)
        var record = SnapshotRecord(run: "r", sequence: records.count + 1, time: "2026-11-23T10:00:00.000Z",
                                    suite: parts[0], name: parts[1], pathExtension: pathExtension, status: status,
                                    reference: "Snapshots/\(key).\(pathExtension)", packageRoot: "/ci/work")
        if let reference {
            try write(reference, "Snapshots/\(key).\(pathExtension)")
            record.referenceDigest = ContentHash(data: reference).description
        }
        if let actual {
            try write(actual, "\(artifacts)/\(key).actual.\(pathExtension)")
            record.actual = "\(key).actual.\(pathExtension)"
            record.actualDigest = ContentHash(data: actual).description
        }
        if status == .mismatch {
            record.pixels = SnapshotRecord.Pixels(differing: 10, total: 100, bounds: nil)
            if let color { record.colorChanges = [SnapshotRecord.ColorChange(from: color.0, to: color.1, pixels: 8)] }
        }
        change(&record)
        try append(record)
    }

    /// Adds `record` as written, rewriting the one results file that holds every check so far.
    public func append(_ record: SnapshotRecord) throws {
        records.append(record)
        for file in ResultsFolder.resultsFiles(in: artifacts) { try FileManager.default.removeItem(atPath: "\(artifacts)/\(file)") }
        let writer = ResultsWriter(run: "r")
        for record in records { try writer.append(record, to: artifacts) }
    }

    public func results() throws -> SnapshotResults {
        try SnapshotResults.load(folders: [artifacts], packageRoot: root)
    }

    public func accept(_ selectors: ReferenceAcceptance.Selector..., folders: ReferenceFolders? = nil) throws -> ReferenceAcceptance.Plan {
        let plan = try ReferenceAcceptance.plan(selectors, in: try results(), folders: folders)
        try ReferenceAcceptance.apply(plan)
        return plan
    }
}
