import BezelGraphics
import BezelSafeFiles
import Foundation

/// File work for ``checkSnapshot(of:as:at:record:textFindings:accessibilityFindings:configuration:site:results:resultsNotWritten:textFindingsWarned:)``.
enum SnapshotFiles {
    /// Encodes `value` and writes it atomically, creating folders as needed.
    static func write<Format>(encoding value: Format, with diffing: Diffing<Format>, to path: String,
                              name: String, packageRoot: String?) throws(SnapshotError) {
        let data: Data
        do {
            data = try diffing.encode(value)
        } catch {
            throw .snapshotFailed(name: name, reason: "cannot encode the snapshot: \(error)")
        }
        try write(data, to: path, packageRoot: packageRoot)
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
        try containedPath(location.referencePath, folders: 2, packageRoot: location.packageRoot)
    }

    /// The folder `path` is written inside, and its path there: the package
    /// root when the path lies in it, else the folder `folders` levels above
    /// the file (the snapshot or artifacts folder's parent), so that every
    /// folder below it is walked without following a link.
    static func containedPath(_ path: String, folders: Int, packageRoot: String?) throws(SnapshotError)
        -> (root: String, file: RelativePath) {
        let standardized = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        let file = standardized(path)
        let inside: String
        let root: String
        if let package = packageRoot.map(standardized), package != "/", file.hasPrefix(package + "/") {
            root = package
            inside = String(file.dropFirst(package.count + 1))
        } else {
            var above = URL(fileURLWithPath: file)
            for _ in 0...folders { above.deleteLastPathComponent() }
            root = above.path
            inside = root == "/" ? String(file.dropFirst()) : String(file.dropFirst(root.count + 1))
        }
        do {
            return (root, try RelativePath(inside, allowingHidden: true))
        } catch {
            throw .cannotWrite(path: path, reason: "it is not a file inside a snapshot or artifacts folder: \(error.reason)")
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

    /// Writes the artifact `data` at `path` (`<artifacts>/<Suite>/<file>`):
    /// every folder below the package root (or the artifacts folder's
    /// parent) walked without following a link, through a temporary file
    /// renamed into place; the first write into a folder sweeps the
    /// temporary files a killed writer left there.
    static func write(_ data: Data, to path: String, packageRoot: String?) throws(SnapshotError) {
        let (root, file) = try containedPath(path, folders: 2, packageRoot: packageRoot)
        do {
            let folder = try ContainedFolder(root: root, creating: true)
            if let suite = try? RelativePath(file.folders.joined(separator: "/"), allowingHidden: true) {
                try folder.makeFolders(suite)
                if sweeps(folder.absolute(suite)) { folder.removeAbandonedTemporaryFiles(in: suite) }
            }
            try folder.write(data, to: file)
        } catch {
            throw .cannotWrite(path: path, reason: "\(error.path): \(error.reason)")
        }
    }

    /// The largest reference read, in bytes.
    static let largestReference = 256 << 20

    /// The file's bytes, or nil when there is no file. Only a regular file
    /// is read: a folder, a FIFO or `/dev/zero` at a reference's name is an
    /// error saying so (a FIFO would block, a device never end).
    static func readIfPresent(_ path: String) throws(SnapshotError) -> Data? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        do {
            return try readRegularFile(path, maximumBytes: largestReference, kind: "reference")
        } catch let error as GraphicsError {
            if case let .fileError(_, reason) = error { throw .unreadableReference(path: path, reason: reason) }
            throw .unreadableReference(path: path, reason: error.description)
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
                try write(try data(), to: path, packageRoot: location.packageRoot)
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
        return (try? write(encoding: actual, with: diffing, to: path, name: location.name, packageRoot: location.packageRoot))
            .map { path }
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
            path = (try? write(encoding: second, with: diffing, to: rerenderPath, name: location.name,
                               packageRoot: location.packageRoot)).map { rerenderPath }
        }
        return .unstable(difference: difference, secondRenderPath: path)
    }

    /// Writes `<name>.mismatch.json` and sets the mismatch's
    /// ``SnapshotMismatch/reportPath``; when it cannot be encoded or
    /// written, nothing is written and why is added to its
    /// ``SnapshotMismatch/artifactsProblem``, as for the other artifacts.
    static func writeReport(of mismatch: inout SnapshotMismatch, at location: SnapshotLocation) {
        guard let path = location.artifactPath(.mismatch, pathExtension: "json") else { return }
        do {
            try write(try mismatch.jsonData(), to: path, packageRoot: location.packageRoot)
            mismatch.reportPath = path
        } catch {
            mismatch.artifactsProblem = [mismatch.artifactsProblem, String(describing: error)].compactMap { $0 }
                .joined(separator: "; ")
        }
    }

    /// Removes artifacts of an earlier failure of this snapshot, if any.
    static func removeArtifacts(of location: SnapshotLocation) {
        // One look at the folder spares a look per kind when, as usual, nothing failed before.
        guard let folder = location.artifactsDirectory, FileManager.default.fileExists(atPath: folder) else { return }
        let paths = SnapshotLocation.ArtifactKind.allCases.compactMap { location.artifactPath($0) }
            + [location.artifactPath(.diff, pathExtension: "png"),
               location.artifactPath(.mismatch, pathExtension: "json")].compactMap { $0 }
        // Removed without following a link on the way: a linked suite folder is not looked into.
        // Every artifact of one snapshot lies in the same folder, so one root serves them all.
        guard let first = paths.first, let (root, _) = try? containedPath(first, folders: 2, packageRoot: location.packageRoot),
              let contained = try? ContainedFolder(root: root) else { return }
        for path in Set(paths) {
            guard let (_, file) = try? containedPath(path, folders: 2, packageRoot: location.packageRoot),
                  contained.entry(at: file) != .missing else { continue }
            try? contained.removeFile(file, orLink: true)
        }
    }
}
