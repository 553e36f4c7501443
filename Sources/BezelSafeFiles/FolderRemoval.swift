import Foundation

/// Removing a folder and everything in it by descriptor, as git's
/// `remove_dir_recursively` and systemd's `rm_rf_children` do: each folder is
/// opened with `O_NOFOLLOW` from its parent's descriptor and checked to be
/// the entry looked at, a link is removed itself (never what it points to),
/// and nothing is reached by a path, so exchanging a folder for a link
/// while the removal runs cannot lead it out of the folder it started in.
extension ContainedFolder {
    /// The deepest folder removed; deeper ones are left.
    static let deepestRemoval = 256

    /// Removes the folder `name` in this folder and everything in it; a
    /// link at `name` is not followed (nor removed). Returns whether the
    /// folder is gone (it is kept when something in it could not be removed).
    @discardableResult
    public func removeFolderTree(named name: String) -> Bool {
        guard Self.entry(at: name, in: descriptor) == .folder,
              let folder = try? openFolder(named: name, action: "remove") else { return false }
        folder.removeEverything(depth: 1)
        return removeEmptyFolder(named: name, identity: folder.identity)
    }

    /// Removes everything inside this folder (not the folder itself).
    public func removeEverything() {
        removeEverything(depth: 0)
    }

    private func removeEverything(depth: Int) {
        guard let names = try? contents(of: nil) else { return }
        for name in names {
            switch Self.entry(at: name, in: descriptor) {
            case .missing: continue
            case .folder:
                guard depth < Self.deepestRemoval, let folder = try? openFolder(named: name, action: "remove") else { continue }
                folder.removeEverything(depth: depth + 1)
                removeEmptyFolder(named: name, identity: folder.identity)
            case .file, .link, .other:
                unlinkat(descriptor, name, 0)   // a link itself; unlinkat never follows one
            }
        }
    }

    /// Removes the empty folder `name` when it is still the folder of `identity`.
    @discardableResult
    func removeEmptyFolder(named name: String, identity: FileIdentity) -> Bool {
        guard FileIdentity(at: name, in: descriptor) == identity else { return false }
        return unlinkat(descriptor, name, AT_REMOVEDIR) == 0
    }
}
