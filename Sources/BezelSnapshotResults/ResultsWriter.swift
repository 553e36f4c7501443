import BezelGraphics
import BezelSafeFiles
import Foundation

/// Appends ``SnapshotRecord``s to this process's results file,
/// `results-<run>-<pid>-<random>.jsonl` in the artifacts folder: one JSON
/// object per line, written with one `write` on a file opened for
/// appending, so a crash loses at most the line being written.
///
/// Every process writes its own file, so parallel test processes, and
/// shards whose results are later copied into one folder, never clobber
/// each other. The first record a process writes into a folder removes the
/// results files of other runs there whose writer process is gone (the
/// pid in the name; see ``RunIdentity``): two runs sharing a folder keep
/// each other's files while both are running, and a reader takes the
/// latest run (``SnapshotResults``).
///
/// ```swift
/// let writer = ResultsWriter(run: RunIdentity.ownProcess())
/// try writer.append(record, to: "/work/app/.artifacts/snapshots")
/// ```
public final class ResultsWriter: Sendable {
    /// Results files are named `results-….jsonl`.
    public static let filePrefix = "results-"
    /// The extension of results files.
    public static let fileExtension = "jsonl"

    /// The writer of test processes (run from ``RunIdentity/testProcess(environment:)``).
    public static let testProcess = ResultsWriter(run: RunIdentity.testProcess())

    /// The run written into every record and every file name.
    public let run: String
    private let fileSuffix: String
    /// The last sequence number given, and the folders already prepared.
    private let state = PthreadLocked((sequence: 0, preparedFolders: Set<String>()))
    /// The first append that failed.
    private let failure = PthreadLocked<ResultsError?>(nil)

    /// A writer for `run`.
    public init(run: String) {
        self.run = run
        self.fileSuffix = "\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    }

    /// The file this process writes in `folder`.
    public func resultsPath(in folder: String) -> String {
        "\(folder)/\(Self.filePrefix)\(run)-\(fileSuffix).\(Self.fileExtension)"
    }

    /// The next sequence number (1, 2, …), for a record about to be written.
    public func nextSequence() -> Int {
        state.withLock { state in
            state.sequence += 1
            return state.sequence
        }
    }

    /// The first ``append(_:to:)`` that failed, if any. Snapshot checks do
    /// not throw a results file's problem (the check's outcome matters
    /// more); whoever ran them asks here afterwards and tells its user.
    public var firstFailure: ResultsError? {
        failure.withLock { $0 }
    }

    /// Appends `record` as one line to this process's file in `folder`,
    /// creating the folder as needed. A failure is also kept in ``firstFailure``.
    ///
    /// - Throws: ``ResultsError/cannotWrite(path:reason:)``.
    public func append(_ record: SnapshotRecord, to folder: String) throws(ResultsError) {
        do {
            try appendLine(record, to: folder)
        } catch {
            failure.withLock { if $0 == nil { $0 = error } }
            throw error
        }
    }

    private func appendLine(_ record: SnapshotRecord, to folder: String) throws(ResultsError) {
        var line: Data
        do {
            line = try JSONOutput.encoder(.line).encode(record)
        } catch {
            throw .cannotWrite(path: resultsPath(in: folder), reason: "cannot encode the record: \(error)")
        }
        line.append(0x0A)
        let path = resultsPath(in: folder)
        try state.withLock { (state) throws(ResultsError) in
            try prepare(folder, prepared: &state.preparedFolders)
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written == line.count else {
                throw .cannotWrite(path: path, reason: written < 0 ? String(cString: strerror(errno)) : "short write")
            }
        }
    }

    /// The pid of the process that wrote the results file `name`
    /// (`results-<run>-<pid>-<random>.jsonl`), or nil when the name does not say.
    public static func writer(ofFile name: String) -> pid_t? {
        let suffix = "." + fileExtension
        guard name.hasPrefix(filePrefix), name.hasSuffix(suffix) else { return nil }
        let fields = name.dropFirst(filePrefix.count).dropLast(suffix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count >= 3, UInt32(fields[fields.count - 1], radix: 16) != nil,
              let pid = pid_t(fields[fields.count - 2]), pid > 0 else { return nil }
        return pid
    }

    /// Creates `folder` and removes the results files of other runs whose writer is gone, once per folder.
    ///
    /// A file whose name gives no pid, or whose writer still runs (another
    /// run sharing the folder), is kept.
    private func prepare(_ folder: String, prepared preparedFolders: inout Set<String>) throws(ResultsError) {
        guard !preparedFolders.contains(folder) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: folder, reason: (error as NSError).localizedDescription)
        }
        let ownRun = "\(Self.filePrefix)\(run)-"
        if let contained = try? ContainedFolder(root: folder) {
            for file in ResultsFolder.resultsFiles(in: folder) where !file.hasPrefix(ownRun) {
                guard let pid = Self.writer(ofFile: file), TemporaryName.isGone(pid),
                      let path = try? RelativePath(file) else { continue }
                try? contained.removeFile(path)
            }
        }
        // Bounded: tests that give every check its own folder would otherwise grow this set.
        if preparedFolders.count >= 1_024 { preparedFolders.removeAll() }
        preparedFolders.insert(folder)
    }
}
