import Foundation

/// References that no check of the last run touched: left behind by a
/// renamed or deleted test, scene state or script step. Meaningful after a
/// full run (a filtered run leaves most references untouched).
///
/// Only suite folders the run checked something in are searched: a run of
/// `bezel snapshots verify` does not list the Swift suites' references as
/// orphans, nor `swift test` the scenes'. A suite folder nothing touched at
/// all (a test file or scene deleted whole) is not listed; remove it by hand.
///
/// ```swift
/// let orphans = OrphanedReferences.find(in: results)
/// try OrphanedReferences.delete(orphans, packageRoot: results.packageRoot)
/// ```
public enum OrphanedReferences {
    /// The only extensions a reference may have to be listed (results files
    /// are input: a record naming `.swift` files must not make sources look orphaned).
    public static let referenceExtensions: Set<String> = ["png", "txt", "json", "jsonl"]

    /// The reference files in the suite folders the results name (files
    /// with an extension some record used) that no record names, sorted.
    /// Hidden files and other files are left alone.
    public static func find(in results: SnapshotResults) -> [String] {
        var touched: Set<String> = []
        var suiteFolders: Set<String> = []
        var extensions: Set<String> = []
        for entry in results.entries {
            let reference = URL(fileURLWithPath: entry.referencePath).standardizedFileURL
            touched.insert(reference.path)
            // <snapshots>/<Suite>/<name>.<ext>; a record of another kind (a file that could not be checked) searches nothing.
            guard referenceExtensions.contains(entry.record.pathExtension) else { continue }
            suiteFolders.insert(reference.deletingLastPathComponent().path)
            extensions.insert(entry.record.pathExtension)
        }
        var orphans: [String] = []
        let files = FileManager.default
        for suitePath in suiteFolders.sorted() {
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: suitePath, isDirectory: &isFolder), isFolder.boolValue else { continue }
            for name in (try? files.contentsOfDirectory(atPath: suitePath)) ?? [] where !name.hasPrefix(".") {
                let path = "\(suitePath)/\(name)"
                guard extensions.contains((name as NSString).pathExtension), !touched.contains(path) else { continue }
                orphans.append(path)
            }
        }
        return orphans.sorted()
    }

    /// Removes `orphans`, refusing any outside `packageRoot`; returns the files removed.
    ///
    /// - Throws: ``ResultsError/cannotWrite(path:reason:)`` for the first file that cannot be removed.
    @discardableResult
    public static func delete(_ orphans: [String], packageRoot: String) throws(ResultsError) -> [String] {
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.resolvingSymlinksInPath().path
        var removed: [String] = []
        for path in orphans {
            let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            guard resolved.hasPrefix(root + "/") else {
                throw .cannotWrite(path: path, reason: "it is outside the package \(packageRoot); not removed")
            }
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw .cannotWrite(path: path, reason: (error as NSError).localizedDescription)
            }
            removed.append(path)
        }
        return removed
    }
}
