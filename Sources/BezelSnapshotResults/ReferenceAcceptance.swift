import BezelGraphics
import BezelSafeFiles
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
/// Results files are data, never places: the only files an accept writes
/// are regular reference files `<snapshot folder>/<suite>/<name>.png|txt`
/// derived by ``ReferenceFolders`` (a record whose `reference` is anything
/// else is skipped), each through a temporary file opened with `O_EXCL |
/// O_NOFOLLOW` in its folder, walked from the package root without following
/// a link. What it copies is checked as well: the actual must be a regular
/// file inside the results folder (no link on the way), its bytes must have
/// the digest the run recorded (a record without one is skipped), and it
/// must decode as the kind of reference it replaces (a PNG image, UTF-8 text).
///
/// ```swift
/// let plan = try ReferenceAcceptance.plan([.group("color-3478f6ff-2060d0ff")], in: results)
/// for change in try ReferenceAcceptance.apply(plan) { print(change.description) }
/// ```
public enum ReferenceAcceptance {
    /// The reason of a skip whose reference already holds the actual.
    static let alreadyAccepted = "already accepted"

    /// The largest actual or reference read, in bytes.
    public static let maximumFileSize = 256 << 20

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
            case .all: return "every failure and new snapshot"
            }
        }
    }

    /// One reference to write.
    public struct Change: Sendable, Equatable, CustomStringConvertible {
        /// The snapshot.
        public var entry: SnapshotResults.Entry
        /// True when the reference did not exist.
        public var isNew: Bool
        /// The reference file written, relative to the package root (derived by ``ReferenceFolders``).
        public var reference: RelativePath
        /// The actual copied, relative to the results folder (``SnapshotResults/Entry/folder``).
        public var actual: RelativePath

        /// `updated Snapshots/S/name.png (40 pixels differed)` / `added …`.
        public var description: String {
            let detail = entry.record.pixels.map { " (\($0.differing) of \($0.total) pixels differed)" } ?? ""
            return "\(isNew ? "added  " : "updated") \(reference)\(isNew ? "" : detail)"
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
        /// The package root the references are written in.
        public var packageRoot: String
        public var changes: [Change]
        public var skipped: [Skip]
    }

    /// Works out what accepting `selectors` writes, checking every file; writes nothing.
    ///
    /// - Parameter folders: the package's snapshot folders (default: `Snapshots/` in the results' package root).
    /// - Throws: ``ResultsError/nothingMatches(_:)`` when a selector names no
    ///   failure of the last run (with a hint when it names a snapshot that
    ///   matched); ``ResultsError/cannotRead(path:reason:)`` when the package root cannot be opened.
    public static func plan(_ selectors: [Selector], in results: SnapshotResults,
                            folders given: ReferenceFolders? = nil) throws(ResultsError) -> Plan {
        let folders: ReferenceFolders
        if let given { folders = given } else { folders = try ReferenceFolders(packageRoot: results.packageRoot) }
        let candidates = results.entries(.outcome(.mismatch)) + results.entries(.new)
            .filter { $0.record.status == .missing }
        var chosen: [String: SnapshotResults.Entry] = [:]
        for selector in selectors {
            let picked = try select(selector, from: candidates, results: results)
            for entry in picked { chosen[entry.record.key] = entry }
        }
        let package: ContainedFolder
        do {
            package = try ContainedFolder(root: folders.packageRoot)
        } catch {
            throw .cannotRead(path: error.path, reason: error.reason)
        }
        var plan = Plan(packageRoot: folders.packageRoot, changes: [], skipped: [])
        var resultsFolders = ResultsFolders()
        for entry in chosen.values.sorted(by: { $0.record.key < $1.record.key }) {
            switch check(entry, folders: folders, package: package, results: &resultsFolders) {
            case .accept(let change): plan.changes.append(change)
            case .skip(let reason): plan.skipped.append(Skip(key: entry.record.key, reason: reason))
            }
        }
        return plan
    }

    /// Writes every change of `plan`: each actual is read again (and must
    /// still have the digest the run recorded) and staged beside its
    /// reference under a new temporary name (``TemporaryName``, opened with
    /// `O_EXCL | O_NOFOLLOW`), and only when all are staged are they renamed
    /// into place; a failure before that removes the staged files and
    /// changes nothing.
    ///
    /// - Returns: the changes made.
    /// - Throws: ``ResultsError/cannotWrite(path:reason:)`` or ``ResultsError/cannotRead(path:reason:)``.
    @discardableResult
    public static func apply(_ plan: Plan) throws(ResultsError) -> [Change] {
        guard !plan.changes.isEmpty else { return [] }
        let package: ContainedFolder
        do {
            package = try ContainedFolder(root: plan.packageRoot)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        var staged: [(file: RelativePath, change: Change)] = []
        func discardStaged() {
            for file in staged { try? package.removeFile(file.file) }
        }
        var resultsFolders = ResultsFolders()
        for change in plan.changes {
            let data: Data
            switch readActual(change.actual, of: change.entry, results: &resultsFolders) {
            case .data(let bytes): data = bytes
            case .problem(let path, let reason):
                discardStaged()
                throw .cannotRead(path: path, reason: reason)
            }
            do {
                staged.append((try package.stage(data, for: change.reference), change))
            } catch {
                discardStaged()
                throw .cannotWrite(path: error.path, reason: error.reason)
            }
        }
        for (index, file) in staged.enumerated() {
            do {
                try package.commit(file.file, to: file.change.reference)
            } catch {
                for rest in staged[index...] { try? package.removeFile(rest.file) }
                throw .cannotWrite(path: error.path, reason: "\(error.reason) (\(index) of \(staged.count) references were written)")
            }
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

    // MARK: Checking

    /// What checking one selected snapshot found.
    private enum Checked {
        case accept(Change)
        case skip(String)
    }

    /// The results folders opened so far, by path (a run's records share one or a few).
    private struct ResultsFolders {
        private var opened: [String: Result<ContainedFolder, SafeFileError>] = [:]

        mutating func folder(_ path: String) -> Result<ContainedFolder, SafeFileError> {
            if let known = opened[path] { return known }
            let made = Result { () throws(SafeFileError) -> ContainedFolder in try ContainedFolder(root: path) }
            opened[path] = made
            return made
        }
    }

    /// What reading an actual gave.
    private enum ActualRead {
        case data(Data)
        /// The file (absolute) and why it cannot be used.
        case problem(path: String, reason: String)
    }

    /// Whether `entry` can be accepted, checking its derived reference, its
    /// actual (a regular file of the results folder with the recorded digest,
    /// decoding as its kind) and what its reference holds now.
    private static func check(_ entry: SnapshotResults.Entry, folders: ReferenceFolders, package: ContainedFolder,
                              results: inout ResultsFolders) -> Checked {
        let record = entry.record
        let reference: RelativePath
        switch folders.reference(of: record) {
        case .reference(let derived): reference = derived
        case .refused(let reason): return .skip(reason)
        }
        guard let actualText = record.actual else { return .skip("the run kept no actual of it; run the tests again") }
        guard record.actualDigest != nil else {
            return .skip("the run recorded no digest of its actual \(actualText); run the tests again")
        }
        let actual: RelativePath
        do {
            actual = try RelativePath(actualText)
        } catch {
            return .skip("its actual \(actualText.debugDescription) is not a file of the results folder: \(error.reason)")
        }
        let data: Data
        switch readActual(actual, of: entry, results: &results) {
        case .data(let bytes): data = bytes
        case .problem(let path, let reason): return .skip("its actual \(path) \(reason)")
        }
        if let problem = decodingProblem(data, pathExtension: record.pathExtension) {
            return .skip("its actual \(entry.folder)/\(actual) \(problem)")
        }
        let current: Data?
        switch package.entry(at: reference) {
        case .missing:
            current = nil
        case .file:
            do {
                current = try package.read(reference, maximumBytes: maximumFileSize)
            } catch {
                return .skip("its reference \(reference) cannot be read: \(error.reason)")
            }
        case .link:
            return .skip("its reference \(reference) is a link, or a folder on its way is; "
                + "bezel writes only real files in real folders of the package")
        case .folder:
            return .skip("its reference \(reference) is a folder")
        case .other:
            return .skip("its reference \(reference) is not a regular file (a device, pipe or socket)")
        }
        let change = Change(entry: entry, isNew: record.status == .missing, reference: reference, actual: actual)
        switch (record.status, current) {
        case (.missing, nil):
            return .accept(change)
        case (.missing, let current?):
            return .skip(ContentHash(data: current).description == record.actualDigest ? alreadyAccepted
                : "a reference was written since the run")
        case (_, nil):
            return .skip("its reference was removed since the run")
        case (_, let current?):
            let digest = ContentHash(data: current).description
            if digest == record.actualDigest { return .skip(alreadyAccepted) }
            if let expected = record.referenceDigest, digest != expected {
                return .skip("its reference changed since the run; run the tests again")
            }
            return .accept(change)
        }
    }

    /// The bytes of `entry`'s actual `actual`: a regular file inside its
    /// results folder, reached without a link, whose digest is the one the run recorded.
    private static func readActual(_ actual: RelativePath, of entry: SnapshotResults.Entry,
                                   results: inout ResultsFolders) -> ActualRead {
        let folder: ContainedFolder
        switch results.folder(entry.folder) {
        case .success(let opened): folder = opened
        case .failure(let error): return .problem(path: "\(entry.folder)/\(actual)", reason: "cannot be read: \(error.reason)")
        }
        let path = folder.absolute(actual)
        switch folder.entry(at: actual) {
        case .file: break
        case .missing: return .problem(path: path, reason: "is gone; run the tests again")
        case .link: return .problem(path: path, reason: "is a link, or a folder on its way is; bezel copies only files the run wrote")
        case .folder: return .problem(path: path, reason: "is a folder")
        case .other: return .problem(path: path, reason: "is not a regular file (a device, pipe or socket)")
        }
        let data: Data
        do {
            data = try folder.read(actual, maximumBytes: maximumFileSize)
        } catch {
            return .problem(path: path, reason: "cannot be read: \(error.reason)")
        }
        guard let expected = entry.record.actualDigest else {
            return .problem(path: path, reason: "has no digest recorded by the run; run the tests again")
        }
        guard ContentHash(data: data).description == expected else {
            return .problem(path: path, reason: "changed since the run; run the tests again")
        }
        return .data(data)
    }

    /// Why `data` is not a reference of kind `pathExtension`, or nil: a PNG
    /// must decode as one, text must be UTF-8.
    static func decodingProblem(_ data: Data, pathExtension: String) -> String? {
        switch pathExtension {
        case "png":
            do {
                _ = try Image(pngData: data)
                return nil
            } catch {
                return "is not a PNG image (\(error)); a png reference is replaced only by an image"
            }
        case "txt":
            return String(data: data, encoding: .utf8) == nil ? "is not UTF-8 text; a txt reference is replaced only by text" : nil
        default:
            return "is not of a reference kind (png, txt)"
        }
    }
}
