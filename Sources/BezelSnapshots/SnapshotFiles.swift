import BezelGraphics
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

    /// Writes `data` atomically, creating folders as needed.
    static func write(_ data: Data, to path: String) throws(SnapshotError) {
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
