import BezelGraphics
import BezelSafeFiles
import Foundation

/// File work for ``checkSnapshot(of:as:at:record:configuration:site:results:)``.
enum SnapshotFiles {
    /// Encodes `value` and writes it atomically, creating folders as needed.
    static func write<Format>(encoding value: Format, with diffing: Diffing<Format>, to path: String,
                              name: String) throws(SnapshotError) {
        let data: Data
        do {
            data = try diffing.encode(value)
        } catch {
            throw .snapshotFailed(name: name, reason: "cannot encode the snapshot: \(error)")
        }
        try write(data, to: path)
    }

    /// Encodes `value` and writes it as the reference of `location`: inside
    /// the package root when the snapshot folder lies in it (else inside the
    /// snapshot folder's parent), every folder on the way walked without
    /// following a link, through a temporary file opened with `O_EXCL |
    /// O_NOFOLLOW` renamed into place. A `Snapshots/` or suite folder that
    /// is a link (out of the project) is refused, as is a link at the
    /// reference's name. Abandoned temporary files in the suite folder are
    /// swept first (once per process).
    static func writeReference<Format>(encoding value: Format, with diffing: Diffing<Format>,
                                       at location: SnapshotLocation) throws(SnapshotError) {
        let data: Data
        do {
            data = try diffing.encode(value)
        } catch {
            throw .snapshotFailed(name: location.name, reason: "cannot encode the snapshot: \(error)")
        }
        let path = location.referencePath
        func failure(_ error: SafeFileError) -> SnapshotError { .cannotWrite(path: path, reason: "\(error.path): \(error.reason)") }
        let (root, file) = try referenceRoot(of: location)
        do {
            let folder = try ContainedFolder(root: root, creating: true)
            if let suite = try? RelativePath(file.folders.joined(separator: "/"), allowingHidden: true),
               sweeps(folder.absolute(suite)) {
                folder.removeAbandonedTemporaryFiles(in: suite)
            }
            try folder.write(data, to: file)
        } catch {
            throw failure(error)
        }
    }

    /// The folder a reference is written inside, and the reference's path there.
    static func referenceRoot(of location: SnapshotLocation) throws(SnapshotError) -> (root: String, file: RelativePath) {
        let standardized = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        let snapshots = standardized((location.referenceDirectory as NSString).deletingLastPathComponent)
        let inside: String
        let root: String
        if let package = location.packageRoot.map(standardized), package != "/", snapshots.hasPrefix(package + "/") {
            root = package
            inside = String(snapshots.dropFirst(package.count + 1))
        } else {
            root = (snapshots as NSString).deletingLastPathComponent
            inside = (snapshots as NSString).lastPathComponent
        }
        do {
            let folder = try RelativePath(inside, allowingHidden: true)
            return (root, try folder.appending(location.suite).appending("\(location.name).\(location.pathExtension)"))
        } catch {
            throw .cannotWrite(path: location.referencePath, reason: "it is not a file inside a snapshot folder: \(error.reason)")
        }
    }

    /// Folders already swept of abandoned temporary files by this process. Bounded, in case paths are generated.
    private static let swept = PthreadLocked<Set<String>>([])

    /// True the first time this process asks for `folder` (it should sweep it then).
    private static func sweeps(_ folder: String) -> Bool {
        swept.withLock { swept in
            if swept.contains(folder) { return false }
            if swept.count >= 4_096 { swept.removeAll() }
            swept.insert(folder)
            return true
        }
    }

    /// Writes `data` atomically, creating folders as needed; the first write
    /// into a folder sweeps the temporary files a killed writer left there.
    static func write(_ data: Data, to path: String) throws(SnapshotError) {
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if sweeps(folder.path), let contained = try? ContainedFolder(root: folder.path) {
                contained.removeAbandonedTemporaryFiles(in: nil)
            }
            try writeFileAtomically(data, to: path)
        } catch let error as GraphicsError {
            if case let .fileError(_, reason) = error { throw .cannotWrite(path: path, reason: reason) }
            throw .cannotWrite(path: path, reason: error.description)
        } catch {
            throw .cannotWrite(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// The file's bytes, or nil when there is no file.
    static func readIfPresent(_ path: String) throws(SnapshotError) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else { throw .unreadableReference(path: path, reason: "it is a folder") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableReference(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Writes the actual snapshot, the reference's bytes and the diff next
    /// to each other; a write that fails is noted, not thrown.
    static func writeArtifacts<Format>(actual: Format, referenceData: Data, difference: SnapshotDifference,
                                       with diffing: Diffing<Format>, at location: SnapshotLocation) -> SnapshotMismatch {
        var problems: [String] = []
        func attempt(_ path: String?, _ data: () throws -> Data) -> String? {
            guard let path else { return nil }
            do {
                try write(try data(), to: path)
                return path
            } catch {
                problems.append(String(describing: error))
                return nil
            }
        }
        removeArtifacts(of: location)
        let actualPath = attempt(location.artifactPath(.actual)) { try diffing.encode(actual) }
        let copyPath = attempt(location.artifactPath(.reference)) { referenceData }
        let diffPath = difference.diffArtifact.flatMap { artifact in
            attempt(location.artifactPath(.diff, pathExtension: artifact.pathExtension)) { artifact.data }
        }
        if let problem = location.artifactsProblem { problems.append(problem) }
        return SnapshotMismatch(name: location.name, referencePath: location.referencePath, actualPath: actualPath,
                                referenceCopyPath: copyPath, diffPath: diffPath,
                                artifactsProblem: problems.isEmpty ? nil : problems.joined(separator: "; "),
                                difference: difference)
    }

    /// Writes the actual snapshot of a missing reference as `<name>.actual.<ext>`
    /// (after removing older artifacts); returns its path, or nil when it cannot be written.
    static func writeMissingActual<Format>(_ actual: Format, with diffing: Diffing<Format>,
                                           at location: SnapshotLocation) -> String? {
        removeArtifacts(of: location)
        guard let path = location.artifactPath(.actual) else { return nil }
        return (try? write(encoding: actual, with: diffing, to: path, name: location.name)).map { path }
    }

    /// Renders a failing snapshot again and compares the two renders; a
    /// second render that differs is written as `<name>.rerender.<ext>`.
    static func checkDeterminism<Format>(first: Format, rerender: () throws -> Format, with diffing: Diffing<Format>,
                                         at location: SnapshotLocation) -> DeterminismCheck {
        let difference: SnapshotDifference?
        var second: Format?
        do {
            let made = try rerender()
            second = made
            difference = try diffing.compare(first, made)
        } catch {
            difference = SnapshotDifference(summary: "the second render failed: \(error)")
        }
        guard let difference else { return .stable }
        var path: String?
        if let second, let rerenderPath = location.artifactPath(.rerender) {
            path = (try? write(encoding: second, with: diffing, to: rerenderPath, name: location.name)).map { rerenderPath }
        }
        return .unstable(difference: difference, secondRenderPath: path)
    }

    /// Writes `<name>.mismatch.json`; returns its path, or nil when it cannot be written.
    static func writeReport(of mismatch: SnapshotMismatch, at location: SnapshotLocation) -> String? {
        guard let path = location.artifactPath(.mismatch, pathExtension: "json") else { return nil }
        return (try? write(mismatch.jsonData(), to: path)).map { path }
    }

    /// Removes artifacts of an earlier failure of this snapshot, if any.
    static func removeArtifacts(of location: SnapshotLocation) {
        // One look at the folder spares a look per kind when, as usual, nothing failed before.
        guard let folder = location.artifactsDirectory, FileManager.default.fileExists(atPath: folder) else { return }
        let paths = SnapshotLocation.ArtifactKind.allCases.compactMap { location.artifactPath($0) }
            + [location.artifactPath(.diff, pathExtension: "png"),
               location.artifactPath(.mismatch, pathExtension: "json")].compactMap { $0 }
        for path in Set(paths) where FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
