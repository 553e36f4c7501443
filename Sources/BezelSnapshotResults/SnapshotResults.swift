import Foundation

/// The last run's snapshot results, read from one results folder or
/// merged from several (one per shard): the newest record of every
/// snapshot, with its files resolved on this machine.
///
/// ```swift
/// let results = try SnapshotResults.load(folders: [".artifacts/snapshots"], packageRoot: ".")
/// for entry in results.entries(.failing) { print(entry.record.key, entry.referencePath) }
/// ```
///
/// In each folder only the latest run counts (a folder normally holds only
/// that one; see ``RunIdentity``). Across folders, a snapshot checked in
/// two shards keeps its newest record. What the run's files declare
/// (``SnapshotRecord/Status/declared``) is kept apart, in ``declarations``.
public struct SnapshotResults: Sendable {
    /// One snapshot's newest record and where its files are here.
    public struct Entry: Sendable, Equatable {
        /// The record as written.
        public var record: SnapshotRecord
        /// The results folder it was read from.
        public var folder: String
        /// The reference file on this machine.
        public var referencePath: String
        /// The artifacts on this machine (nil when the record has none).
        public var actualPath: String?
        public var referenceCopyPath: String?
        public var diffPath: String?

        /// An entry as given (``SnapshotResults/load(folders:packageRoot:)`` makes them from records).
        public init(record: SnapshotRecord, folder: String, referencePath: String, actualPath: String? = nil,
                    referenceCopyPath: String? = nil, diffPath: String? = nil) {
            self.record = record
            self.folder = folder
            self.referencePath = referencePath
            self.actualPath = actualPath
            self.referenceCopyPath = referenceCopyPath
            self.diffPath = diffPath
        }
    }

    /// Which records to pick.
    public enum Selection: Sendable {
        /// The checks of one outcome.
        case outcome(SnapshotOutcome)
        /// Every failing check (``SnapshotOutcome/isFailing(recording:)``): all but the matched.
        case failing
        /// References that did not exist: missing, or recorded because missing (a review page's "new").
        case new
        /// References written because the mode said so (`all`, or `failed` on a mismatch; a review page's "re-recorded").
        case rerecorded
        /// Everything.
        case all
    }

    /// Every snapshot's newest record, sorted by suite and name (the checks; never a declaration).
    public var entries: [Entry]
    /// Every snapshot the run's files declare, checked or not, sorted by suite and name.
    public var declarations: [Entry]
    /// How the runs read were partial, one each way (empty: every run read checked everything it covers).
    public var partialRuns: [SnapshotRecord.PartialRun]
    /// The folders read.
    public var folders: [String]
    /// The package root references are resolved against.
    public var packageRoot: String

    /// Results as given; ``load(folders:packageRoot:)`` reads them from files.
    public init(entries: [Entry], declarations: [Entry] = [], partialRuns: [SnapshotRecord.PartialRun] = [], folders: [String],
                packageRoot: String) {
        self.entries = entries
        self.declarations = declarations
        self.partialRuns = partialRuns
        self.folders = folders
        self.packageRoot = packageRoot
    }

    /// Reads `folders` (each an artifacts folder holding `results-*.jsonl`).
    ///
    /// - Parameter packageRoot: the package on this machine; a reference
    ///   recorded relative to its package root is resolved against it.
    /// - Throws: ``ResultsError`` when a folder or file cannot be read, a
    ///   line is not a record, or no folder holds any result.
    public static func load(folders: [String], packageRoot: String) throws(ResultsError) -> SnapshotResults {
        var newest: [String: Entry] = [:]
        var declared: [String: Entry] = [:]
        var partialRuns: Set<SnapshotRecord.PartialRun> = []
        for folder in folders {
            let records = latestRun(of: try ResultsFolder.records(in: folder))
            for record in records {
                let entry = resolve(record, folder: folder, packageRoot: packageRoot)
                if let partial = record.partial { partialRuns.insert(partial) }
                if record.status == .declared {
                    declared[record.key] = entry
                    continue
                }
                if let known = newest[record.key], !isNewer(record, than: known.record) { continue }
                newest[record.key] = entry
            }
        }
        guard !newest.isEmpty || !declared.isEmpty else { throw .noResults(folders: folders) }
        func sorted(_ entries: Dictionary<String, Entry>.Values) -> [Entry] {
            entries.sorted { ($0.record.suite, $0.record.name, $0.record.pathExtension)
                < ($1.record.suite, $1.record.name, $1.record.pathExtension) }
        }
        let partial = partialRuns.sorted {
            $0.reasons.map(\.description).joined(separator: " ") < $1.reasons.map(\.description).joined(separator: " ")
        }
        return SnapshotResults(entries: sorted(newest.values), declarations: sorted(declared.values), partialRuns: partial,
                               folders: folders, packageRoot: packageRoot)
    }

    /// Why the results do not cover everything their runs cover, for
    /// `prune`: the reasons of every partial run (an option such as
    /// `--scale`, shard 2 of 4), except shards that the folders read hold
    /// all of (shards 1 and 2 of 2, merged); empty when complete.
    public var partialReasons: [SnapshotRecord.PartialRun.Reason] {
        var reasons: [SnapshotRecord.PartialRun.Reason] = []
        var shards: [Int: Set<Int>] = [:]
        for run in partialRuns {
            reasons += run.options.map(SnapshotRecord.PartialRun.Reason.option)
            if let index = run.shardIndex, let count = run.shardCount { shards[count, default: []].insert(index) }
        }
        // Results files are input: a count is compared, never made into a range.
        for (count, indices) in shards.sorted(by: { $0.key < $1.key })
        where !(indices.count == count && indices.allSatisfy { $0 >= 1 && $0 <= count }) {
            reasons += indices.sorted().map { .shard(index: $0, count: count) }
        }
        var seen: Set<SnapshotRecord.PartialRun.Reason> = []
        return reasons.filter { seen.insert($0).inserted }
    }

    /// The entries of `selection`.
    public func entries(_ selection: Selection) -> [Entry] {
        entries.filter { entry in
            let record = entry.record
            switch selection {
            case .outcome(let outcome): return record.outcome == outcome
            case .failing: return record.outcome?.isFailing() ?? false
            case .new: return record.status == .missing || (record.status == .recorded && record.recordedBecause == .missing)
            case .rerecorded: return record.status == .recorded && record.recordedBecause != .missing
            case .all: return true
            }
        }
    }

    /// How many checks ended each way: the numbers every summary, JUnit report and review page shows.
    public var counts: SnapshotOutcomeCounts { SnapshotOutcomeCounts(entries.compactMap(\.record.outcome)) }

    /// How many findings of `category` the checks kept, over every check
    /// (``SnapshotRecord/textFindings`` holds both categories, each finding
    /// saying its own, ``SnapshotTextFinding/resolvedCategory``).
    public func findingCount(_ category: FindingCategory) -> Int {
        entries.reduce(0) { $0 + ($1.record.textFindings ?? []).count { $0.resolvedCategory == category } }
    }

    /// The mismatches grouped into changes (see ``ChangeGroup``): what the
    /// review page shows, the summary counts and `accept --group` selects,
    /// made by this one rule so the three always agree.
    public var changeGroups: [ChangeGroup] {
        ChangeGroup.groups(of: entries.filter { $0.record.status == .mismatch })
    }

    /// The records of the run whose newest record is the newest (ties: the larger run name).
    static func latestRun(of records: [SnapshotRecord]) -> [SnapshotRecord] {
        var newestTime: [String: String] = [:]
        for record in records where record.time > newestTime[record.run, default: ""] {
            newestTime[record.run] = record.time
        }
        guard let run = newestTime.max(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key else { return [] }
        return records.filter { $0.run == run }
    }

    /// True when `record` was written after `other`.
    static func isNewer(_ record: SnapshotRecord, than other: SnapshotRecord) -> Bool {
        (record.time, record.sequence) > (other.time, other.sequence)
    }

    /// `record` with its files resolved: artifacts against `folder`, a relative reference against `packageRoot`.
    static func resolve(_ record: SnapshotRecord, folder: String, packageRoot: String) -> Entry {
        func artifact(_ path: String?) -> String? {
            guard let path else { return nil }
            return path.hasPrefix("/") ? path : "\(folder)/\(path)"
        }
        let reference = record.reference.hasPrefix("/") ? record.reference : "\(packageRoot)/\(record.reference)"
        return Entry(record: record, folder: folder, referencePath: reference, actualPath: artifact(record.actual),
                     referenceCopyPath: artifact(record.referenceCopy), diffPath: artifact(record.diff))
    }
}
