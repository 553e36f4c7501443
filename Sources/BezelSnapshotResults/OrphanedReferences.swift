import Foundation

/// References that nothing of the last run names: no check, and no
/// declaration of a file the run read. Left behind by a renamed or deleted
/// test, scene state or script step; `bezel snapshots prune` lists them and
/// with `--delete` removes them, all or nothing.
///
/// What may be taken for an orphan, and nothing else:
/// - a **regular file** (never a folder such as `notes.png/`, a link or a
///   device: those are listed as kept),
/// - named like a reference: `<name>.png` or `<name>.txt`, the name a
///   valid snapshot name (no leading `.`: hidden and staging files are left alone),
/// - directly inside a **suite folder** `<package>/Snapshots/<Suite>/` of a
///   suite the run checked or declared something in (a record whose
///   reference lies anywhere else makes no folder a suite folder),
/// - of a suite that no file the run **could not read** belongs to (its
///   snapshots are unknown, so its whole folder is kept),
/// - and named by no record and no declaration of the run: a scene's
///   references in every theme, scale and state its plan lists are
///   declared even when `--scale 1` checked only some, and a script's
///   golden trace even when its run stopped.
///
/// After a partial run (`--shard`, `--theme`, `--scale`, paths that are not
/// the whole package; see ``SnapshotResults/partialReasons``) nothing is
/// searched unless suites are named complete.
///
/// ```swift
/// let plan = OrphanedReferences.plan(in: results)
/// if plan.refusal == nil { try OrphanedReferences.delete(plan.orphans, snapshotsFolder: plan.snapshotsFolder) }
/// ```
public enum OrphanedReferences {
    /// The extensions of references: images and golden traces.
    public static let referenceExtensions: Set<String> = ["png", "txt"]
    /// The package's folder whose subfolders are suite folders.
    public static let snapshotsFolderName = "Snapshots"
    /// The hidden folder inside the snapshots folder that `delete` moves orphans into before removing them (`.bezel-prune-<pid>`).
    public static let trashPrefix = ".bezel-prune-"

    /// One orphaned reference.
    public struct Orphan: Sendable, Hashable {
        /// The suite folder's name.
        public var suite: String
        /// The file's name in it.
        public var file: String
        /// The whole path.
        public var path: String

        public init(suite: String, file: String, path: String) {
            self.suite = suite
            self.file = file
            self.path = path
        }
    }

    /// Something in the snapshots folder that is kept, and why.
    public struct Kept: Sendable, Hashable {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// What `prune` would do, worked out before it does anything.
    public struct Plan: Sendable {
        /// `<package>/Snapshots`.
        public var snapshotsFolder: String
        /// The suite folders searched, sorted.
        public var searchedSuites: [String]
        /// The orphans, sorted by path.
        public var orphans: [Orphan]
        /// Suite folders kept whole and entries kept that look like references, with why.
        public var kept: [Kept]
        /// Why the run was partial (empty when complete).
        public var partialReasons: [SnapshotRecord.PartialRun.Reason]
        /// The suites named complete (known to be checked whole), sorted.
        public var completeSuites: [String]
        /// Suites named complete that the run has nothing in.
        public var unknownSuites: [String]

        /// Why `prune` must not act on this plan, or nil: the run was partial
        /// and no suite was named complete, or a suite named complete is not the run's.
        public var refusal: Refusal? {
            if !unknownSuites.isEmpty { return .unknownSuites(unknownSuites) }
            guard !partialReasons.isEmpty, completeSuites.isEmpty else { return nil }
            return .partialRun(reasons: partialReasons)
        }
    }

    /// Why a ``Plan`` must not be acted on.
    public enum Refusal: Sendable, Equatable, CustomStringConvertible {
        /// Suites named complete in which the last run checked and declared nothing.
        case unknownSuites([String])
        /// The last run was partial (`reasons`: how) and no suite was named complete.
        case partialRun(reasons: [SnapshotRecord.PartialRun.Reason])

        /// The suite folders of ``unknownSuites(_:)``: `Snapshots/S/, Snapshots/T/`.
        public var unknownSuiteFolders: String {
            guard case .unknownSuites(let suites) = self else { return "" }
            return suites.map { "\(snapshotsFolderName)/\($0)/" }.joined(separator: ", ")
        }

        public var description: String { description(writingReasons: \.description) }

        /// ``description`` with each reason of a partial run written by
        /// `reason`: a command writes a shard as the option that chose it.
        public func description(writingReasons reason: (SnapshotRecord.PartialRun.Reason) -> String) -> String {
            switch self {
            case .unknownSuites(let suites):
                return "the suites named complete (" + suites.joined(separator: ", ") + ") are not the last run's: "
                    + "it checked and declared nothing in " + unknownSuiteFolders
            case .partialRun(let reasons):
                return "the last run was partial (" + reasons.map(reason).joined(separator: ", ") + "): references it did not ask for "
                    + "would look orphaned. Run without those options, or name the suite folders known complete"
            }
        }
    }

    /// The orphans of `results` (empty after a partial run): see ``plan(in:complete:)``.
    public static func find(in results: SnapshotResults) -> [String] {
        plan(in: results).orphans.map(\.path)
    }

    /// Works out the orphans of `results` by the rules above.
    ///
    /// - Parameter complete: suite folders known complete: only they are
    ///   searched (the only way to search after a partial run).
    public static func plan(in results: SnapshotResults, complete: [String] = []) -> Plan {
        let root = URL(fileURLWithPath: results.packageRoot).standardizedFileURL.path
        let snapshots = (root == "/" ? "" : root) + "/" + snapshotsFolderName
        var named: Set<String> = []
        var suites: Set<String> = []
        var protected: [String: String] = [:]
        for entry in results.entries + results.declarations {
            let record = entry.record
            let path = URL(fileURLWithPath: entry.referencePath).standardizedFileURL.path
            named.insert(path)
            guard isSingleName(record.suite), path == "\(snapshots)/\(record.suite)/\(record.name).\(record.pathExtension)" else {
                continue
            }
            suites.insert(record.suite)
            if record.protectsSuite == true, record.status == .error {
                let place = record.test.map { "\($0.location): " } ?? ""
                protected[record.suite] = place + "could not be checked, so what it declares is unknown"
            }
        }
        let partial = results.partialReasons
        let wanted = Set(complete)
        var plan = Plan(snapshotsFolder: snapshots, searchedSuites: [], orphans: [], kept: [], partialReasons: partial,
                        completeSuites: wanted.sorted(), unknownSuites: wanted.subtracting(suites).sorted())
        guard plan.unknownSuites.isEmpty, partial.isEmpty || !wanted.isEmpty else { return plan }
        var info = stat()
        guard lstat(snapshots, &info) == 0 else { return plan }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            plan.kept.append(Kept(path: snapshots, reason: "not a folder (a link or a file): not searched"))
            return plan
        }
        for suite in (wanted.isEmpty ? suites : wanted).sorted() {
            let folder = "\(snapshots)/\(suite)"
            if let reason = protected[suite] {
                plan.kept.append(Kept(path: folder + "/", reason: reason))
                continue
            }
            guard lstat(folder, &info) == 0 else { continue }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                plan.kept.append(Kept(path: folder, reason: "not a folder (a link or a file): not searched"))
                continue
            }
            plan.searchedSuites.append(suite)
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            where isReferenceName(file) {
                let path = "\(folder)/\(file)"
                guard lstat(path, &info) == 0, !named.contains(path) else { continue }
                guard info.st_mode & S_IFMT == S_IFREG else {
                    plan.kept.append(Kept(path: path, reason: "not a regular file (a folder, a link or a device): never an orphan"))
                    continue
                }
                plan.orphans.append(Orphan(suite: suite, file: file, path: path))
            }
        }
        return plan
    }

    /// Removes `orphans` from their suite folders in `snapshotsFolder`, all
    /// or nothing: every file is checked first (a regular file, directly in
    /// a suite folder that is not a link, named like a reference), then all
    /// are moved into a hidden folder `.bezel-prune-<pid>` inside
    /// `snapshotsFolder` (moved back, every one, if any move fails), and
    /// that folder is removed. Folders are opened without following links.
    ///
    /// - Returns: the paths removed.
    /// - Throws: ``ResultsError/cannotWrite(path:reason:)`` saying what failed and that nothing was deleted.
    @discardableResult
    public static func delete(_ orphans: [Orphan], snapshotsFolder: String) throws(ResultsError) -> [String] {
        try delete(orphans, snapshotsFolder: snapshotsFolder, moving: { renameat($0, $1, $2, $3) })
    }

    /// Removes the orphans at `paths` (each `<packageRoot>/Snapshots/<Suite>/<file>`), as ``delete(_:snapshotsFolder:)``.
    ///
    /// - Throws: ``ResultsError/cannotWrite(path:reason:)`` for a path that is
    ///   not a reference of a suite folder of the package (nothing is removed then), or as above.
    @discardableResult
    public static func delete(_ paths: [String], packageRoot: String) throws(ResultsError) -> [String] {
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
        let snapshots = (root == "/" ? "" : root) + "/" + snapshotsFolderName
        let orphans = try paths.map { path throws(ResultsError) -> Orphan in
            let url = URL(fileURLWithPath: path).standardizedFileURL
            let suiteFolder = url.deletingLastPathComponent()
            guard suiteFolder.deletingLastPathComponent().path == snapshots else {
                throw .cannotWrite(path: path, reason: "it is not in a suite folder of \(snapshots); nothing was deleted")
            }
            return Orphan(suite: suiteFolder.lastPathComponent, file: url.lastPathComponent, path: url.path)
        }
        return try delete(orphans, snapshotsFolder: snapshots)
    }

    /// ``delete(_:snapshotsFolder:)`` with the move given (tests make one fail).
    static func delete(_ orphans: [Orphan], snapshotsFolder: String,
                       moving move: (Int32, String, Int32, String) -> Int32) throws(ResultsError) -> [String] {
        var seen: Set<Orphan> = []
        let orphans = orphans.filter { seen.insert($0).inserted }
        guard !orphans.isEmpty else { return [] }
        func failure(_ path: String, _ reason: String) -> ResultsError {
            .cannotWrite(path: path, reason: reason + "; nothing was deleted")
        }
        func systemError() -> String { String(cString: strerror(errno)) }
        let folder = open(snapshotsFolder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { throw failure(snapshotsFolder, "cannot open the folder (\(systemError()))") }
        defer { close(folder) }
        var suites: [String: Int32] = [:]
        defer { for descriptor in suites.values { close(descriptor) } }
        // 1. Every file is checked before any is touched.
        for orphan in orphans {
            guard isSingleName(orphan.suite), isReferenceName(orphan.file) else {
                throw failure(orphan.path, "it is not a reference of a suite folder")
            }
            if suites[orphan.suite] == nil {
                let descriptor = openat(folder, orphan.suite, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else {
                    throw failure(orphan.path, "its suite folder cannot be opened as a folder (\(systemError()))")
                }
                suites[orphan.suite] = descriptor
            }
            var info = stat()
            guard let suite = suites[orphan.suite], fstatat(suite, orphan.file, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                throw failure(orphan.path, "cannot find it (\(systemError()))")
            }
            guard info.st_mode & S_IFMT == S_IFREG else { throw failure(orphan.path, "it is not a regular file") }
        }
        // 2. All are moved into the trash folder, or all moved back.
        let trashName = "\(trashPrefix)\(getpid())"
        let trashPath = "\(snapshotsFolder)/\(trashName)"
        guard mkdirat(folder, trashName, 0o700) == 0 else { throw failure(trashPath, "cannot make it (\(systemError()))") }
        let trash = openat(folder, trashName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard trash >= 0 else {
            let reason = systemError()
            unlinkat(folder, trashName, AT_REMOVEDIR)
            throw failure(trashPath, "cannot open it (\(reason))")
        }
        defer { close(trash) }
        var moved: [(orphan: Orphan, slot: String)] = []
        for (index, orphan) in orphans.enumerated() {
            let slot = String(index)
            guard let suite = suites[orphan.suite], move(suite, orphan.file, trash, slot) == 0 else {
                let reason = systemError()
                let stuck = moved.reversed().filter { item in
                    guard let suite = suites[item.orphan.suite] else { return true }
                    return move(trash, item.slot, suite, item.orphan.file) != 0
                }
                guard stuck.isEmpty else {
                    throw .cannotWrite(path: orphan.path, reason: "\(reason); \(stuck.count) of the files moved could not be put back: "
                        + "they are in \(trashPath), numbered in the order " + stuck.reversed().map(\.orphan.path).joined(separator: ", "))
                }
                unlinkat(folder, trashName, AT_REMOVEDIR)
                throw failure(orphan.path, "cannot move it (\(reason))")
            }
            moved.append((orphan, slot))
        }
        // 3. The trash folder goes.
        let left = moved.filter { unlinkat(trash, $0.slot, 0) != 0 }
        guard left.isEmpty, unlinkat(folder, trashName, AT_REMOVEDIR) == 0 else {
            throw .cannotWrite(path: trashPath, reason: "the orphans were moved here but it could not be removed "
                + "(\(systemError())); remove it by hand")
        }
        return orphans.map(\.path)
    }

    /// Whether `name` can be one folder or file name: not empty, no `/`, not hidden, no control characters.
    static func isSingleName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Whether `file` is named like a reference: `<name>.png` or `<name>.txt`,
    /// `<name>` a valid snapshot name (not blank, not hidden, no `/`, `\`,
    /// `..` or control characters, at most 200 bytes).
    static func isReferenceName(_ file: String) -> Bool {
        let name = (file as NSString).deletingPathExtension
        return referenceExtensions.contains((file as NSString).pathExtension) && isSingleName(name)
            && !name.allSatisfy(\.isWhitespace) && !name.contains("\\") && !name.contains("..") && name.utf8.count <= 200
    }
}
