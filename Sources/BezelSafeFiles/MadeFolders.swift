import Foundation

/// The folders a command made on the way to the folder it writes into, so
/// that a write refused or failed afterwards removes them again (only
/// them, and only while empty): `bezel render -o newA/newB/bad.png` leaves
/// no `newA/newB` behind.
///
/// ``open(_:)`` opens the nearest folder of the path that exists (links
/// above the folder are the user's choice, as a `/tmp` that is a link), then
/// makes and opens each missing folder by descriptor, `mkdirat` and
/// `openat` with `O_NOFOLLOW`, so no name is looked up twice. A path longer
/// than the system takes, or with a part longer than 255 bytes, is refused
/// before anything is made.
///
/// ```swift
/// let (folder, made) = try MadeFolders.open("/tmp/newA/newB")
/// guard nameIsGood else { made.remove(); throw refusal }
/// try folder.write(png, to: RelativePath("a.png"))
/// ```
public final class MadeFolders: @unchecked Sendable {
    /// A folder made: its parent (open), its name there and its identity.
    private struct Made {
        let parent: ContainedFolder
        let name: String
        let identity: FileIdentity
    }

    private let made: PthreadLocked<[Made]>

    private init(_ made: [Made]) {
        self.made = PthreadLocked(made)
    }

    /// None made.
    public static let none = MadeFolders([])

    /// The paths of the folders made, outermost first.
    public var paths: [String] { made.withLock { $0.map { $0.parent.path == "/" ? "/\($0.name)" : "\($0.parent.path)/\($0.name)" } } }

    /// Opens the folder at `path`, making it and the missing folders above it.
    ///
    /// - Throws: ``SafeFileError`` naming the path and the reason (too long,
    ///   a part that is a file or a link, no permission, a read-only file
    ///   system); the folders made before the failure are removed.
    public static func open(_ path: String) throws(SafeFileError) -> (folder: ContainedFolder, made: MadeFolders) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        func failure(_ place: String, _ reason: String) -> SafeFileError {
            SafeFileError(path: place, action: "make the folder", reason: reason)
        }
        if absolute.utf8.count >= Int(PATH_MAX) {
            throw failure(absolute, "the path is \(absolute.utf8.count) bytes long; the system takes at most \(Int(PATH_MAX) - 1)")
        }
        let parts = absolute.split(separator: "/").map(String.init)
        if let long = parts.first(where: { $0.utf8.count > Int(NAME_MAX) }) {
            throw failure(absolute, "its part \(String(long.prefix(24)).debugDescription)… is longer than \(NAME_MAX) bytes")
        }
        // The nearest folder that exists, opened as named.
        var existing = parts.count
        var opened: Int32 = -1
        while true {
            let prefix = "/" + parts[0..<existing].joined(separator: "/")
            opened = Glibc.open(prefix, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if opened >= 0 { break }
            let code = errno
            guard code == ENOENT, existing > 0 else {
                throw failure(prefix, code == ENOTDIR ? "it, or a folder above it, is not a folder" : ContainedFolder.describe(code))
            }
            existing -= 1
        }
        var current = try ContainedFolder(adopting: opened, path: "/" + parts[0..<existing].joined(separator: "/"))
        let made = MadeFolders([])
        for part in parts[existing...] {
            let place = current.path == "/" ? "/\(part)" : "\(current.path)/\(part)"
            var ours = true
            if mkdirat(current.descriptor, part, 0o755) != 0 {
                let code = errno
                guard code == EEXIST else {
                    made.remove()
                    throw failure(place, ContainedFolder.describe(code))
                }
                ours = false   // made by someone else meanwhile: theirs
            }
            let next: ContainedFolder
            do {
                next = try current.openFolder(named: part, action: "make the folder")
            } catch {
                made.remove()
                throw error
            }
            if ours { made.made.withLock { $0.append(Made(parent: current, name: part, identity: next.identity)) } }
            current = next
        }
        return (current, made)
    }

    /// Removes the folders made, innermost first, each only while it is
    /// empty and still the folder made (by its identity); forgets them.
    public func remove() {
        let folders = made.withLock { made in
            defer { made.removeAll() }
            return made
        }
        for folder in folders.reversed() where FileIdentity(at: folder.name, in: folder.parent.descriptor) == folder.identity {
            unlinkat(folder.parent.descriptor, folder.name, AT_REMOVEDIR)
        }
    }

    /// `made` and the folder `name` (of `identity`) made in `parent`.
    static func adding(folder name: String, identity: FileIdentity, in parent: ContainedFolder,
                       to made: MadeFolders) -> MadeFolders {
        MadeFolders(made.made.withLock { $0 } + [Made(parent: parent, name: name, identity: identity)])
    }

    /// Keeps the folders made: the write they were made for succeeded.
    public func keep() {
        made.withLock { $0.removeAll() }
    }
}
