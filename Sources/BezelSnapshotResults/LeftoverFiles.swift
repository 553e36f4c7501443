import BezelSafeFiles
import Foundation

/// What killed processes left in the snapshot folder: temporary files of a
/// writer that died between writing and renaming (`Snapshots/<Suite>/.<name>.tmp-<pid>-<random>`)
/// and the trash folder of a prune that died while deleting
/// (`Snapshots/.bezel-prune-<pid>`). Only what carries a pid that is gone
/// (or the older temporary name, which carries none) is listed; `bezel
/// snapshots prune` lists them and with `--delete` removes them.
public enum LeftoverFiles {
    /// One leftover: its path (relative to the snapshot folder) and what left it.
    public struct Leftover: Sendable, Equatable {
        public var path: String
        public var reason: String
    }

    /// The leftovers in `snapshotsFolder`, sorted.
    public static func find(in snapshotsFolder: String) -> [Leftover] {
        guard let folder = try? ContainedFolder(root: snapshotsFolder), let names = try? folder.contents(of: nil) else { return [] }
        var found: [Leftover] = []
        for name in names.sorted() {
            guard let relative = try? RelativePath(name, allowingHidden: true) else { continue }
            switch folder.entry(at: relative) {
            case .folder:
                if let pid = trashWriter(name) {
                    if TemporaryName.isGone(pid) { found.append(Leftover(path: name + "/", reason: "left by a prune that was killed while deleting")) }
                    continue
                }
                for file in ((try? folder.contents(of: relative)) ?? []).sorted() where TemporaryName.isAbandoned(file) {
                    if let path = try? relative.appending(file, allowingHidden: true), folder.entry(at: path) != .folder {
                        found.append(Leftover(path: path.description, reason: "left by a writer that was killed before renaming it"))
                    }
                }
            default:
                continue
            }
        }
        return found
    }

    /// Removes `leftovers` from `snapshotsFolder` (a trash folder with the
    /// files in it, never following a link); returns the paths removed.
    @discardableResult
    public static func remove(_ leftovers: [Leftover], from snapshotsFolder: String) -> [String] {
        guard let folder = try? ContainedFolder(root: snapshotsFolder) else { return [] }
        var removed: [String] = []
        for leftover in leftovers {
            let isTrash = leftover.path.hasSuffix("/")
            guard let relative = try? RelativePath(isTrash ? String(leftover.path.dropLast()) : leftover.path, allowingHidden: true)
            else { continue }
            if isTrash {
                for name in (try? folder.contents(of: relative)) ?? [] {
                    if let file = try? relative.appending(name, allowingHidden: true) { try? folder.removeFile(file, orLink: true) }
                }
                if folder.removeFolderIfEmpty(relative) { removed.append(leftover.path) }
            } else if (try? folder.removeFile(relative, orLink: true)) != nil {
                removed.append(leftover.path)
            }
        }
        return removed
    }

    /// The pid in `.bezel-prune-<pid>`, or nil.
    static func trashWriter(_ name: String) -> pid_t? {
        guard name.hasPrefix(OrphanedReferences.trashPrefix) else { return nil }
        return pid_t(name.dropFirst(OrphanedReferences.trashPrefix.count)).flatMap { $0 > 0 ? $0 : nil }
    }
}
