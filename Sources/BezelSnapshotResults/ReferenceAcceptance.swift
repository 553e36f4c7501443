import BezelGraphics
import Foundation

/// Accepting snapshots: the actuals of the last run's failures (and new
/// snapshots) copied over their references, as one change that happens
/// whole or not at all.
///
/// Only what a failure produced is touched: a reference that matched, or
/// one that changed since the run (someone accepted it already, or edited
/// it), is skipped and said so; an actual that changed since the run is
/// never copied.
///
/// ```swift
/// let plan = try ReferenceAcceptance.plan([.group("color-3478f6ff-2060d0ff")], in: results)
/// for change in try ReferenceAcceptance.apply(plan) { print(change.description) }
/// ```
public enum ReferenceAcceptance {
    /// The reason of a skip whose reference already holds the actual.
    static let alreadyAccepted = "already accepted"

    /// Which failures to accept.
    public enum Selector: Sendable, Equatable, CustomStringConvertible {
        /// `Suite/name`, `Suite/name.png` or a bare `name` (when one suite has it).
        case name(String)
        /// Every failure of a suite.
        case suite(String)
        /// A ``ChangeGroup`` by id.
        case group(String)
        /// Every failure and every new snapshot.
        case all

        public var description: String {
            switch self {
            case .name(let name): return "\"\(name)\""
            case .suite(let suite): return "suite \"\(suite)\""
            case .group(let group): return "group \"\(group)\""
            case .all: return "--all"
            }
        }
    }

    /// One reference to write.
    public struct Change: Sendable, Equatable, CustomStringConvertible {
        /// The snapshot.
        public var entry: SnapshotResults.Entry
        /// True when the reference did not exist.
        public var isNew: Bool

        /// `updated Snapshots/S/name.png (40 pixels differed)` / `added …`.
        public var description: String {
            let detail = entry.record.pixels.map { " (\($0.differing) of \($0.total) pixels differed)" } ?? ""
            return "\(isNew ? "added  " : "updated") \(entry.record.reference)\(isNew ? "" : detail)"
        }
    }

    /// A selected snapshot that is not accepted, and why.
    public struct Skip: Sendable, Equatable, CustomStringConvertible {
        public var key: String
        public var reason: String
        public var description: String { "skipped \(key): \(reason)" }
        /// True when the reference already holds the actual: nothing left to do.
        public var isAlreadyAccepted: Bool { reason == ReferenceAcceptance.alreadyAccepted }
    }

    /// What an accept would do.
    public struct Plan: Sendable, Equatable {
        public var changes: [Change]
        public var skipped: [Skip]
    }

    /// Works out what accepting `selectors` writes, checking every file; writes nothing.
    ///
    /// - Throws: ``ResultsError/nothingMatches(_:)`` when a selector names no
    ///   failure of the last run (with a hint when it names a snapshot that matched).
    public static func plan(_ selectors: [Selector], in results: SnapshotResults) throws(ResultsError) -> Plan {
        let candidates = results.entries(.failures).filter { $0.record.status == .mismatch } + results.entries(.new)
            .filter { $0.record.status == .missing }
        var chosen: [String: SnapshotResults.Entry] = [:]
        for selector in selectors {
            let picked = try select(selector, from: candidates, results: results)
            for entry in picked { chosen[entry.record.key] = entry }
        }
        var plan = Plan(changes: [], skipped: [])
        for entry in chosen.values.sorted(by: { $0.record.key < $1.record.key }) {
            if let reason = problem(accepting: entry, packageRoot: results.packageRoot) {
                plan.skipped.append(Skip(key: entry.record.key, reason: reason))
            } else {
                plan.changes.append(Change(entry: entry, isNew: entry.record.status == .missing))
            }
        }
        return plan
    }

    /// Writes every change of `plan`: each actual is first copied beside its
    /// reference under a temporary name, and only when all copies are made
    /// are they renamed into place; a failure before that removes the copies
    /// and changes nothing.
    ///
    /// - Returns: the changes made.
    /// - Throws: ``ResultsError/cannotWrite(path:reason:)`` or ``ResultsError/cannotRead(path:reason:)``.
    @discardableResult
    public static func apply(_ plan: Plan) throws(ResultsError) -> [Change] {
        var staged: [(temporary: String, reference: String)] = []
        func discardStaged() {
            for file in staged { try? FileManager.default.removeItem(atPath: file.temporary) }
        }
        for change in plan.changes {
            guard let actual = change.entry.actualPath, let data = FileManager.default.contents(atPath: actual) else {
                discardStaged()
                throw .cannotRead(path: change.entry.actualPath ?? change.entry.record.key, reason: "the actual is gone")
            }
            let reference = change.entry.referencePath
            let folder = (reference as NSString).deletingLastPathComponent
            let temporary = "\(folder)/.\((reference as NSString).lastPathComponent).accept-\(getpid())"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try data.write(to: URL(fileURLWithPath: temporary))
            } catch {
                discardStaged()
                throw .cannotWrite(path: temporary, reason: (error as NSError).localizedDescription)
            }
            staged.append((temporary, reference))
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.reference) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { try? FileManager.default.removeItem(atPath: rest.temporary) }
            throw .cannotWrite(path: file.reference, reason: "\(reason) (\(index) of \(staged.count) references were written)")
        }
        return plan.changes
    }

    private static func select(_ selector: Selector, from candidates: [SnapshotResults.Entry],
                               results: SnapshotResults) throws(ResultsError) -> [SnapshotResults.Entry] {
        let picked: [SnapshotResults.Entry]
        switch selector {
        case .all:
            return candidates
        case .suite(let suite):
            picked = candidates.filter { $0.record.suite == suite }
        case .group(let id):
            let members = results.changeGroups.first { $0.id == id }?.entries ?? []
            picked = candidates.filter { candidate in members.contains { $0.record.key == candidate.record.key } }
        case .name(let name):
            picked = candidates.filter { matches(name, $0.record) }
            if picked.count > 1 && !name.contains("/") {
                throw .nothingMatches("\"\(name)\" alone: it is in several suites ("
                    + picked.map(\.record.suite).joined(separator: ", ") + "); write Suite/\(name)")
            }
            if picked.isEmpty, let known = results.entries.first(where: { matches(name, $0.record) }) {
                throw .nothingMatches("\"\(name)\": its last check was \(known.record.status.rawValue)"
                    + (known.record.status == .matched ? ", nothing to accept" : ", not a failure with an actual to accept"))
            }
        }
        guard !picked.isEmpty else { throw .nothingMatches(selector.description) }
        return picked
    }

    private static func matches(_ name: String, _ record: SnapshotRecord) -> Bool {
        name == record.key || name == "\(record.suite)/\(record.name)" || name == record.name
            || name == "\(record.name).\(record.pathExtension)"
    }

    /// Why `entry` cannot be accepted safely, or nil.
    static func problem(accepting entry: SnapshotResults.Entry, packageRoot: String) -> String? {
        let record = entry.record
        guard let actualPath = entry.actualPath, let actual = FileManager.default.contents(atPath: actualPath) else {
            return "its actual \(entry.actualPath ?? "(none)") is gone; run the tests again"
        }
        if let expected = record.actualDigest, ContentHash(data: actual).description != expected {
            return "its actual \(actualPath) changed since the run; run the tests again"
        }
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.resolvingSymlinksInPath().path
        let folder = URL(fileURLWithPath: entry.referencePath).deletingLastPathComponent()
        let resolvedFolder = existingAncestor(of: folder).resolvingSymlinksInPath().path
        guard resolvedFolder == root || resolvedFolder.hasPrefix(root + "/") else {
            return "its reference \(entry.referencePath) is outside the package \(packageRoot)"
        }
        let current = FileManager.default.contents(atPath: entry.referencePath)
        switch (record.status, current) {
        case (.missing, nil):
            return nil
        case (.missing, let current?):
            return ContentHash(data: current).description == record.actualDigest ? alreadyAccepted
                : "a reference was written since the run"
        case (_, nil):
            return "its reference was removed since the run"
        case (_, let current?):
            let digest = ContentHash(data: current).description
            if digest == record.actualDigest { return alreadyAccepted }
            if let expected = record.referenceDigest, digest != expected {
                return "its reference changed since the run; run the tests again"
            }
            return nil
        }
    }

    /// `url`, or its nearest ancestor that exists (references of new suites have no folder yet).
    private static func existingAncestor(of url: URL) -> URL {
        var folder = url.standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.path) && folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }
}
