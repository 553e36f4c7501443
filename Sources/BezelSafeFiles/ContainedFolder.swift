import Foundation

/// A folder that a command owns, and every file operation inside it done so
/// that nothing can lead out: each path is checked (``RelativePath``) and
/// walked part by part from the folder's own descriptor with `O_NOFOLLOW`,
/// so a link planted anywhere below the root (a linked `Snapshots/`, a
/// link at a staging name) is refused instead of followed; files are
/// written under a hidden temporary name opened with `O_CREAT | O_EXCL |
/// O_NOFOLLOW` in the target folder and renamed into place.
///
/// The root itself is opened as given (links above it are the user's
/// choice, like a `/tmp` that is a link); everything under it is the
/// command's.
///
/// ```swift
/// let package = try ContainedFolder(root: "/work/app")
/// try package.write(png, to: RelativePath("Snapshots/Button/button@2x.png"))
/// let bytes = try package.read(RelativePath(".artifacts/x.actual.png", allowingHidden: true), maximumBytes: 64 << 20)
/// ```
public final class ContainedFolder: @unchecked Sendable {
    /// What is at a path, looked at without following a link.
    public enum Entry: Equatable, Sendable {
        case missing
        case file(size: Int)
        case folder
        case link
        /// A device, pipe or socket.
        case other
    }

    /// The root as given, standardized and absolute.
    public let path: String
    /// The open folder: every operation is relative to it.
    let descriptor: Int32
    /// Which folder this is (device and inode), whatever its name is now.
    public let identity: FileIdentity

    /// Opens `root`, which must be a folder; with `creating`, makes it (and
    /// its parents) first, one folder at a time by descriptor (see ``MadeFolders``).
    ///
    /// - Throws: ``SafeFileError`` when it is missing, not a folder, or cannot be opened or made.
    public convenience init(root: String, creating: Bool = false) throws(SafeFileError) {
        let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
        if creating {
            let (folder, _) = try MadeFolders.open(absolute)
            try self.init(adopting: folder.takeDescriptor(), path: absolute)
            return
        }
        let opened = open(absolute, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard opened >= 0 else {
            let code = errno
            throw SafeFileError(path: absolute, action: "open the folder",
                                reason: code == ENOTDIR ? "it is not a folder" : Self.describe(code))
        }
        try self.init(adopting: opened, path: absolute)
    }

    /// Takes `descriptor`, an open folder, as this folder's (closing it when this goes); `path` is for messages.
    init(adopting descriptor: Int32, path: String) throws(SafeFileError) {
        guard let identity = FileIdentity(descriptor: descriptor) else {
            let code = errno
            close(descriptor)
            throw SafeFileError(path: path, action: "open the folder", reason: Self.describe(code))
        }
        self.descriptor = descriptor
        self.path = path
        self.identity = identity
    }

    /// Opens `root` when it exists; nil when it (or a folder above it) is missing.
    static func openIfPresent(_ root: String) throws(SafeFileError) -> ContainedFolder? {
        do {
            return try ContainedFolder(root: root)
        } catch {
            var info = stat()
            if lstat(root, &info) != 0 && (errno == ENOENT) { return nil }
            throw error
        }
    }

    /// Opens the folder `name` in this folder without following a link, and
    /// checks that the folder opened is the entry looked at (a name can be
    /// exchanged for a link or another folder between the two).
    ///
    /// - Throws: ``SafeFileError`` when it is missing, a link, not a folder, or changed while opened.
    public func openFolder(named name: String, action: String = "open the folder") throws(SafeFileError) -> ContainedFolder {
        let place = path == "/" ? "/\(name)" : "\(path)/\(name)"
        let looked = FileIdentity(at: name, in: descriptor)
        let opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard opened >= 0 else {
            let code = errno
            let reason: String
            switch Self.entry(at: name, in: descriptor) {
            case .link: reason = "it is a link; bezel works only in real folders"
            case .file, .other: reason = "it is not a folder"
            case .missing: reason = "no such folder"
            case .folder: reason = code == ENOTDIR || code == ELOOP ? Self.replacedWhileOpened : Self.describe(code)
            }
            throw SafeFileError(path: place, action: action, reason: reason)
        }
        let folder = try ContainedFolder(adopting: opened, path: place)
        guard folder.identity == looked else {
            throw SafeFileError(path: place, action: action, reason: Self.replacedWhileOpened)
        }
        return folder
    }

    deinit { close(descriptor) }

    /// The absolute path of `relative` (for messages).
    public func absolute(_ relative: RelativePath) -> String { path == "/" ? "/\(relative)" : "\(path)/\(relative)" }

    /// Gives up the descriptor to a new owner (this folder must not be used afterwards).
    func takeDescriptor() -> Int32 {
        let taken = dup(descriptor)
        return taken >= 0 ? taken : openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    // MARK: Looking

    /// What is at `relative`; a link anywhere on the way counts as ``Entry/link``.
    public func entry(at relative: RelativePath) -> Entry {
        guard let parent = try? openFolder(relative.folders, creating: false, for: relative, action: "look at") else {
            return folderProblemEntry(relative)
        }
        defer { close(parent) }
        var info = stat()
        guard fstatat(parent, relative.name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        return Self.entry(info)
    }

    /// The names in the folder `relative` (nil: the root), unsorted; hidden names included.
    ///
    /// - Throws: ``SafeFileError`` when it is not a real folder inside the root.
    public func contents(of relative: RelativePath?) throws(SafeFileError) -> [String] {
        let folder = try openFolder(relative?.parts ?? [], creating: false, for: relative, action: "list")
        guard let stream = fdopendir(folder) else {
            let code = errno
            close(folder)
            throw SafeFileError(path: relative.map(absolute) ?? path, action: "list", reason: Self.describe(code))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let item = readdir(stream) {
            let name = withUnsafePointer(to: item.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    // MARK: Reading

    /// The bytes of the regular file at `relative`, read without following a link, at most `maximumBytes`.
    ///
    /// - Throws: ``SafeFileError`` when it is missing, a link, a folder, a device, pipe or socket, or too large.
    public func read(_ relative: RelativePath, maximumBytes: Int) throws(SafeFileError) -> Data {
        let parent = try openFolder(relative.folders, creating: false, for: relative, action: "read")
        defer { close(parent) }
        func failure(_ reason: String) -> SafeFileError { SafeFileError(path: absolute(relative), action: "read", reason: reason) }
        let file = openat(parent, relative.name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            let code = errno
            throw failure(code == ELOOP ? "it is a link; bezel reads only real files here" : Self.describe(code))
        }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { throw failure(Self.describe(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw failure(info.st_mode & S_IFMT == S_IFDIR ? "it is a folder, not a file" : "it is not a regular file (a device, pipe or socket)")
        }
        guard Int(info.st_size) <= maximumBytes else {
            throw failure("it has \(info.st_size) bytes; at most \(maximumBytes) are read")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(Self.describe(errno))
            }
            if count == 0 { break }
            guard data.count + count <= maximumBytes else { throw failure("it grew past \(maximumBytes) bytes while read") }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    // MARK: Writing

    /// Makes the folder `relative` and those above it, refusing links and files on the way.
    public func makeFolders(_ relative: RelativePath) throws(SafeFileError) {
        close(try openFolder(relative.parts, creating: true, for: relative, action: "make the folder"))
    }

    /// Writes `data` to `relative`, making its folders: through a hidden
    /// temporary file (``TemporaryName``) opened with `O_EXCL | O_NOFOLLOW`
    /// in the target folder, renamed over the file. An existing entry that
    /// is not a regular file (a link, a folder) is refused, not replaced.
    public func write(_ data: Data, to relative: RelativePath) throws(SafeFileError) {
        let staged = try stage(data, for: relative)
        do {
            try commit(staged, to: relative)
        } catch {
            try? removeFile(staged)
            throw error
        }
    }

    /// The first half of ``write(_:to:)``, for changes of several files
    /// made together: writes `data` to a new hidden temporary file
    /// (``TemporaryName``, opened with `O_CREAT | O_EXCL | O_NOFOLLOW`) in
    /// `relative`'s folder, making the folders, and returns its path. Nothing
    /// at `relative` changes until ``commit(_:to:)``; remove the staged file
    /// (``removeFile(_:orLink:)``) to give up.
    ///
    /// - Throws: ``SafeFileError`` when a folder on the way is a link or a
    ///   file, the entry at `relative` is not a regular file, or the write fails.
    public func stage(_ data: Data, for relative: RelativePath) throws(SafeFileError) -> RelativePath {
        let (file, staged) = try openStaged(for: relative)
        func failure(_ reason: String) -> SafeFileError { SafeFileError(path: absolute(relative), action: "write", reason: reason) }
        var problem: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Glibc.write(file, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    problem = errno
                    return
                }
                offset += written
            }
        }
        if close(file) != 0 && problem == 0 { problem = errno }
        if problem != 0 {
            try? removeFile(staged)
            throw failure(Self.describe(problem))
        }
        return staged
    }

    /// Creates a new hidden temporary file (``TemporaryName``, opened with
    /// `O_CREAT | O_EXCL | O_NOFOLLOW`) in `relative`'s folder, making the
    /// folders, and returns its open descriptor (the caller closes it) and
    /// its path, for ``commit(_:to:)``: ``stage(_:for:)`` for a file written bit by bit.
    ///
    /// - Throws: ``SafeFileError`` when a folder on the way is a link or a
    ///   file, the entry at `relative` is not a regular file, or the file cannot be created.
    public func openStaged(for relative: RelativePath) throws(SafeFileError) -> (descriptor: Int32, staged: RelativePath) {
        let parent = try openFolder(relative.folders, creating: true, for: relative, action: "write")
        defer { close(parent) }
        func failure(_ reason: String) -> SafeFileError { SafeFileError(path: absolute(relative), action: "write", reason: reason) }
        if let refusal = Self.replaceRefusal(Self.entry(at: relative.name, in: parent)) { throw failure(refusal) }
        let temporary = TemporaryName.make(for: relative.name)
        let file = openat(parent, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw failure(Self.describe(errno)) }
        return (file, RelativePath(constant: relative.folders + [temporary]))
    }

    /// Creates the new regular file `relative` (it must not exist: `O_CREAT |
    /// O_EXCL | O_NOFOLLOW`), making its folders, and returns it open for writing.
    ///
    /// - Throws: ``SafeFileError`` when something is already there, a folder on the way is a link, or it cannot be made.
    public func createFile(_ relative: RelativePath) throws(SafeFileError) -> FileHandle {
        let parent = try openFolder(relative.folders, creating: true, for: relative, action: "write")
        defer { close(parent) }
        let file = openat(parent, relative.name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            let code = errno
            throw SafeFileError(path: absolute(relative), action: "write",
                                reason: code == EEXIST ? "something is already there" : Self.describe(code))
        }
        return FileHandle(fileDescriptor: file, closeOnDealloc: true)
    }

    /// The second half of ``write(_:to:)``: renames the file `staged` by
    /// ``stage(_:for:)`` over `relative` (in the same folder), refusing an
    /// entry there that has become a link, a folder or anything but a regular file.
    public func commit(_ staged: RelativePath, to relative: RelativePath) throws(SafeFileError) {
        let parent = try openFolder(relative.folders, creating: false, for: relative, action: "write")
        defer { close(parent) }
        func failure(_ reason: String) -> SafeFileError { SafeFileError(path: absolute(relative), action: "write", reason: reason) }
        guard staged.folders == relative.folders, TemporaryName.matches(staged.name) else {
            throw failure("\(staged) is not a file staged for it")
        }
        if let refusal = Self.replaceRefusal(Self.entry(at: relative.name, in: parent)) { throw failure(refusal) }
        guard renameat(parent, staged.name, parent, relative.name) == 0 else { throw failure(Self.describe(errno)) }
    }

    /// Why an entry may not be replaced by a written file, or nil.
    private static func replaceRefusal(_ entry: Entry) -> String? {
        switch entry {
        case .missing, .file: return nil
        case .link: return "it is a link; bezel does not write through links"
        case .folder: return "it is a folder"
        case .other: return "it is not a regular file (a device, pipe or socket)"
        }
    }

    /// Appends `data` to the regular file at `relative` (made when missing), without following a link.
    public func append(_ data: Data, to relative: RelativePath) throws(SafeFileError) {
        let parent = try openFolder(relative.folders, creating: true, for: relative, action: "write")
        defer { close(parent) }
        func failure(_ reason: String) -> SafeFileError { SafeFileError(path: absolute(relative), action: "write", reason: reason) }
        let file = openat(parent, relative.name, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            let code = errno
            throw failure(code == ELOOP ? "it is a link; bezel does not write through links" : Self.describe(code))
        }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw failure("it is not a regular file") }
        let written = data.withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
        guard written == data.count else { throw failure(written < 0 ? Self.describe(errno) : "short write") }
    }

    // MARK: Removing

    /// Removes the regular file (or, with `orLink`, the link itself) at `relative`; never a folder, never what a link points to.
    public func removeFile(_ relative: RelativePath, orLink: Bool = false) throws(SafeFileError) {
        let parent = try openFolder(relative.folders, creating: false, for: relative, action: "remove")
        defer { close(parent) }
        func failure(_ reason: String) -> SafeFileError { SafeFileError(path: absolute(relative), action: "remove", reason: reason) }
        switch Self.entry(at: relative.name, in: parent) {
        case .file: break
        case .link where orLink: break
        case .missing: return
        case .link: throw failure("it is a link; not removed")
        case .folder: throw failure("it is a folder; only files are removed")
        case .other: throw failure("it is not a regular file; not removed")
        }
        guard unlinkat(parent, relative.name, 0) == 0 else { throw failure(Self.describe(errno)) }
    }

    /// Removes the folder at `relative` if it is empty; returns whether it was removed.
    @discardableResult
    public func removeFolderIfEmpty(_ relative: RelativePath) -> Bool {
        guard let parent = try? openFolder(relative.folders, creating: false, for: relative, action: "remove") else { return false }
        defer { close(parent) }
        guard Self.entry(at: relative.name, in: parent) == .folder else { return false }
        return unlinkat(parent, relative.name, AT_REMOVEDIR) == 0
    }

    /// Removes the temporary files a killed writer left in the folder
    /// `relative` (nil: the root): regular files whose names are
    /// ``TemporaryName``s with ``TemporaryName/isAbandoned(_:)`` true. A live
    /// writer's files, and anything else, are left alone. Returns the names
    /// removed; a folder that is missing or cannot be listed gives none.
    @discardableResult
    public func removeAbandonedTemporaryFiles(in relative: RelativePath?) -> [String] {
        guard let names = try? contents(of: relative) else { return [] }
        var removed: [String] = []
        for name in names where TemporaryName.isAbandoned(name) {
            guard let file = try? relative?.appending(name, allowingHidden: true) ?? RelativePath(name, allowingHidden: true),
                  case .file = entry(at: file), (try? removeFile(file)) != nil else { continue }
            removed.append(name)
        }
        return removed.sorted()
    }

    // MARK: Walking

    /// Opens the folder reached through `parts` from the root, one part at a
    /// time with `O_NOFOLLOW`, making missing ones when `creating`.
    private func openFolder(_ parts: [String], creating: Bool, for relative: RelativePath?,
                            action: String) throws(SafeFileError) -> Int32 {
        // A new descriptor, not dup(): a dup shares the directory's read offset, so listing it twice would see nothing.
        var current = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { throw SafeFileError(path: path, action: action, reason: Self.describe(errno)) }
        var walked: [String] = []
        for part in parts {
            walked.append(part)
            var next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && creating {
                if mkdirat(current, part, 0o755) != 0 && errno != EEXIST {
                    let code = errno
                    close(current)
                    throw SafeFileError(path: "\(path)/\(walked.joined(separator: "/"))", action: "make the folder",
                                        reason: Self.describe(code))
                }
                next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let code = errno
                let kind = Self.entry(at: part, in: current)
                close(current)
                let place = "\(path)/\(walked.joined(separator: "/"))"
                let reason: String
                switch kind {
                case .link:
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: place)).map { " (to \($0))" } ?? ""
                    reason = "it is a link\(target); bezel works only in real folders inside \(path)"
                case .file, .other: reason = "it is not a folder"
                case .missing: reason = "no such folder"
                case .folder: reason = Self.describe(code)
                }
                throw SafeFileError(path: place, action: action, reason: reason)
            }
            close(current)
            current = next
        }
        return current
    }

    private func folderProblemEntry(_ relative: RelativePath) -> Entry {
        var walked: [String] = []
        for part in relative.folders {
            walked.append(part)
            var info = stat()
            guard lstat("\(path)/\(walked.joined(separator: "/"))", &info) == 0 else { return .missing }
            let entry = Self.entry(info)
            if entry != .folder { return entry == .link ? .link : .missing }
        }
        return .missing
    }

    static func entry(at name: String, in folder: Int32) -> Entry {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        return entry(info)
    }

    private static func entry(_ info: stat) -> Entry {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int(info.st_size))
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    static let replacedWhileOpened = "it was replaced while bezel opened it (by another process?); run the command again"

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

}
