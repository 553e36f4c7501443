import Foundation

/// The one folder a command writes its output into (`bezel replay -o`,
/// `bezel preview -o`, `bezel snapshots report -o`), checked before anything
/// is written so that no user's work is ever replaced.
///
/// A folder is taken only when it does not exist, is empty, or holds an
/// earlier output of the same command and nothing else: its mark file
/// (``OutputMark``, `.bezel-output`) names the command and lists every file
/// it wrote, and any other file (or link) in it makes the folder the
/// user's. Never taken, even when empty or marked: an empty path (an unset
/// `"$OUT"`), `/`, the home folder, the current folder or one above it, and
/// a project's folder (one holding `.git` or `Package.swift`).
///
/// ```swift
/// let output = try OutputFolder.claim("run", command: "bezel replay", option: "-o")
/// let writer = try output.openForWriting(clearingEarlierOutput: true)
/// try writer.write(Data(html.utf8), to: RelativePath("index.html"))
/// ```
///
/// Nothing is done by the folder's path after the claim: the claim opens
/// its parent and the folder by descriptor (``OutputPlace``), and writing,
/// staging (``stage()``) and replacing (``replace(with:)``) go through them,
/// so a folder exchanged for a link to another folder while the command
/// runs makes it fail, never write or remove in that other folder.
public struct OutputFolder: Sendable {
    /// The largest number of entries looked at in an existing folder.
    public static let maximumEntries = 200_000

    /// The folder, absolute and standardized (as given, links not resolved).
    public let path: String
    /// The command that owns it, as its mark names it (`bezel replay`).
    public let command: String
    /// Whether the folder exists already.
    public let exists: Bool
    /// The files an earlier output of the same command wrote (empty when the folder is new or empty).
    public let earlierFiles: [RelativePath]
    /// The parent and the folder, by descriptor.
    let place: OutputPlace

    /// Checks that `command` may write `given`; writes nothing.
    ///
    /// The folder's parent is opened once, and the folder, when it exists,
    /// from it with `O_NOFOLLOW` and checked to be the entry looked at;
    /// everything later goes through these descriptors (see ``OutputPlace``).
    ///
    /// - Parameter option: how the user named the folder (`-o`), for messages.
    /// - Throws: ``SafeFileError`` saying why the folder is refused and what to do.
    public static func claim(_ given: String, command: String, option: String = "-o") throws(SafeFileError) -> OutputFolder {
        let shown = given.debugDescription
        func refuse(_ place: String, _ reason: String) -> SafeFileError {
            SafeFileError(path: "\(option) \(place)", action: "use it as the output folder", reason: reason)
        }
        guard !given.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw refuse("''", "the path is empty (an unset variable?); name a folder")
        }
        let absolute = URL(fileURLWithPath: given).standardizedFileURL.path
        guard absolute != "/" else { throw refuse(shown, "it is the root folder; bezel writes its output only into a folder of its own") }
        let url = URL(fileURLWithPath: absolute)
        let name = url.lastPathComponent
        let parentPath = url.deletingLastPathComponent().path
        let parent: ContainedFolder?
        do {
            parent = try ContainedFolder.openIfPresent(parentPath)
        } catch {
            throw refuse(shown, "its folder \(parentPath) cannot be opened: \(error.reason)")
        }
        var folder: ContainedFolder?
        if let parent {
            switch ContainedFolder.entry(at: name, in: parent.descriptor) {
            case .missing: break
            case .folder:
                do { folder = try parent.openFolder(named: name, action: "use it as the output folder") } catch {
                    throw refuse(shown, error.reason)
                }
            case .link: throw refuse(shown, "it is a link; name the real folder")
            case .file, .other: throw refuse(shown, "it exists and is not a folder")
            }
        }
        if let protected = protectionReason(resolved: resolvedPath(absolute), folder: folder) {
            throw refuse(shown, protected + "; bezel writes its output only into a folder of its own")
        }
        let place = OutputPlace(name: name, parentPath: parentPath, parent: parent, folder: folder)
        guard let folder else { return OutputFolder(path: absolute, command: command, exists: false, earlierFiles: [], place: place) }
        let earlier = try earlierOutput(in: folder, command: command) { refuse(shown, $0) }
        return OutputFolder(path: absolute, command: command, exists: true, earlierFiles: earlier, place: place)
    }

    /// The files of the earlier output of `command` in `folder` (none when
    /// it is empty), after checking it holds nothing else.
    static func earlierOutput(in folder: ContainedFolder, command: String,
                              refuse: (String) -> SafeFileError) throws(SafeFileError) -> [RelativePath] {
        let names = try folder.contents(of: nil)
        if names.isEmpty { return [] }
        guard names.contains(OutputMark.fileName) else {
            let sample = names.sorted().prefix(3).joined(separator: ", ")
            throw refuse("it holds files bezel did not write (\(sample)\(names.count > 3 ? ", …" : "")); "
                + "choose a new folder, or empty this one")
        }
        let mark = try OutputMark.read(in: folder)
        guard mark.command == command else {
            throw refuse("it holds the output of `\(mark.command)`, not of `\(command)`; choose another folder")
        }
        let foreign = try foreignEntries(in: folder, listed: Set(mark.files.map(\.description)))
        guard foreign.isEmpty else {
            throw refuse("besides an earlier output of `\(command)` it holds files bezel did not write ("
                + foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? ", …" : "")
                + "); move them out, or choose another folder")
        }
        return mark.files
    }

    /// Makes the folder (when missing) and its mark, and returns the writer
    /// that notes each file in the mark before writing it. With
    /// `clearingEarlierOutput`, the earlier output's files are removed first
    /// (and only they: the claim checked there is nothing else). Everything
    /// goes through the folder's descriptor, opened by the claim (or made
    /// here in the parent opened by the claim): never through its path again.
    public func openForWriting(clearingEarlierOutput: Bool) throws(SafeFileError) -> OutputWriter {
        let folder = try place.makeFolder(path: path)
        var kept = earlierFiles
        do {
            if clearingEarlierOutput {
                try Self.remove(earlierFiles, from: folder)
                kept = []
            }
            let mark = OutputMark(command: command, files: kept)
            try folder.write(mark.text, to: OutputMark.relativePath)
            place.made.keep()
            return OutputWriter(folder: folder, mark: mark)
        } catch {
            place.made.remove()
            throw error
        }
    }

    /// Makes a hidden staging folder beside this one (``TemporaryName``,
    /// `.NAME.tmp-PID-…`), to be filled and moved into place by
    /// ``replace(with:)``; first removes, by descriptor, the staging
    /// folders of this name whose process is gone.
    public func stage() throws(SafeFileError) -> OutputStaging {
        let parent = try place.parent()
        for name in (try? parent.contents(of: nil)) ?? [] where TemporaryName.isAbandonedStaging(name, for: place.name) {
            parent.removeFolderTree(named: name)
        }
        let name = TemporaryName.make(for: place.name)
        func failure(_ reason: String) -> SafeFileError {
            if !exists { place.made.remove() }
            return SafeFileError(path: path, action: "make its staging folder \(name) beside it", reason: reason)
        }
        guard mkdirat(parent.descriptor, name, 0o755) == 0 else { throw failure(ContainedFolder.describe(errno)) }
        let folder: ContainedFolder
        do { folder = try parent.openFolder(named: name, action: "make the staging folder") } catch { throw failure(error.reason) }
        guard (try? folder.contents(of: nil).isEmpty) == true else {
            throw failure("it was replaced by another folder while bezel made it (another process?); run the command again")
        }
        return OutputStaging(name: name, parent: parent, folder: folder, made: exists ? .none : place.made)
    }

    /// Marks `staging` (listing every file in it) and moves it into this
    /// folder's place, then removes the earlier output: readers see the old
    /// folder or the new one, never a mix.
    ///
    /// The earlier output is checked again through the descriptor the claim
    /// opened; the two names are exchanged in the parent (`renameat2` with
    /// `RENAME_EXCHANGE`), and the folder that came out must be the one
    /// checked, else the names are put back and nothing is removed. Its
    /// files are then removed through its own descriptor. A new folder is
    /// moved in only if nothing has appeared at its name (`RENAME_NOREPLACE`).
    ///
    /// - Throws: ``SafeFileError``; the staging folder is removed then.
    public func replace(with staging: OutputStaging) throws(SafeFileError) {
        let parent = staging.parent
        func failure(_ action: String, _ reason: String) -> SafeFileError {
            staging.discard()
            return SafeFileError(path: path, action: action, reason: reason)
        }
        do { try Self.mark(staging.folder, command: command) } catch { throw failure("mark the new output", error.description) }
        guard let old = place.folder else {
            place.reach(.beforeMove)
            let code = Self.move(staging.name, to: place.name, in: parent)
            guard code == 0 else {
                throw failure("move the new output into place", code == EEXIST || code == ENOTEMPTY
                    ? "something appeared there while bezel ran (another process?); nothing was replaced, run the command again"
                    : ContainedFolder.describe(code))
            }
            staging.keep()
            return
        }
        // Checked again, through the folder's own descriptor: it may have changed since the claim.
        let current: [RelativePath]
        do {
            current = try Self.earlierOutput(in: old, command: command) {
                SafeFileError(path: path, action: "replace the earlier output", reason: $0)
            }
        } catch { throw failure(error.action, error.reason) }
        place.reach(.beforeMove)
        let code = Self.exchange(staging.name, place.name, in: parent)
        guard code == 0 else { throw failure("replace the earlier output", ContainedFolder.describe(code)) }
        place.reach(.afterMove)
        guard FileIdentity(at: staging.name, in: parent.descriptor) == old.identity else {
            // The name held something else than the folder checked (a link, another folder): put the names back.
            _ = Self.exchange(staging.name, place.name, in: parent)
            throw failure("replace the earlier output", "it was moved or replaced while bezel ran (by another process?); "
                + "nothing of it was changed, run the command again")
        }
        staging.keep()
        try? Self.remove(current, from: old)
        try? old.removeFile(OutputMark.relativePath)
        old.removeAbandonedTemporaryFiles(in: nil)
        if !parent.removeEmptyFolder(named: staging.name, identity: old.identity),
           ContainedFolder.entry(at: staging.name, in: parent.descriptor) == .link {
            unlinkat(parent.descriptor, staging.name, 0)   // a link exchanged in at our name: the link itself
        }
    }

    /// Renames `name` to the free name `target` in `parent`; 0 or the errno.
    static func move(_ name: String, to target: String, in parent: ContainedFolder) -> Int32 {
        let code = Renaming.rename(parent.descriptor, name, parent.descriptor, target, .noReplace)
        guard code == ENOSYS || code == EINVAL else { return code }
        // No RENAME_NOREPLACE here: a rename onto a folder that is not empty fails, onto a link replaces the link alone.
        if ContainedFolder.entry(at: target, in: parent.descriptor) != .missing { return EEXIST }
        return Renaming.rename(parent.descriptor, name, parent.descriptor, target, .replacing)
    }

    /// Exchanges the names `first` and `second` in `parent`; 0 or the errno.
    static func exchange(_ first: String, _ second: String, in parent: ContainedFolder) -> Int32 {
        let code = Renaming.rename(parent.descriptor, first, parent.descriptor, second, .exchange)
        guard code == ENOSYS || code == EINVAL else { return code }
        // No RENAME_EXCHANGE here: three renames through a third name.
        let aside = TemporaryName.make(for: second)
        if renameat(parent.descriptor, second, parent.descriptor, aside) != 0 { return errno }
        if renameat(parent.descriptor, first, parent.descriptor, second) != 0 {
            let failed = errno
            renameat(parent.descriptor, aside, parent.descriptor, second)
            return failed
        }
        return renameat(parent.descriptor, aside, parent.descriptor, first) == 0 ? 0 : errno
    }

    /// Writes the mark of `folder`, listing every file in it.
    static func mark(_ folder: ContainedFolder, command: String) throws(SafeFileError) {
        var files: [RelativePath] = []
        var pending: [[String]] = [[]]
        while let parts = pending.popLast() {
            let relative = parts.isEmpty ? nil : try RelativePath(parts.joined(separator: "/"), allowingHidden: true)
            for name in try folder.contents(of: relative).sorted() where !(parts.isEmpty && name == OutputMark.fileName) {
                let path = try RelativePath((parts + [name]).joined(separator: "/"))
                if folder.entry(at: path) == .folder { pending.append(path.parts) } else { files.append(path) }
            }
        }
        try folder.write(OutputMark(command: command, files: files).text, to: OutputMark.relativePath)
    }

    /// Removes `files` from `folder`, then the folders they leave empty.
    static func remove(_ files: [RelativePath], from folder: ContainedFolder) throws(SafeFileError) {
        var folders: Set<[String]> = []
        for file in files {
            try folder.removeFile(file)
            var above = file.folders
            while !above.isEmpty {
                folders.insert(above)
                above.removeLast()
            }
        }
        for parts in folders.sorted(by: { $0.count > $1.count }) {
            if let relative = try? RelativePath(parts.joined(separator: "/"), allowingHidden: true) {
                folder.removeFolderIfEmpty(relative)
            }
        }
    }

    /// Files and links under `folder` that are not listed (nor the mark, nor
    /// a temporary file a killed write of a listed file left), as relative paths.
    static func foreignEntries(in folder: ContainedFolder, listed: Set<String>) throws(SafeFileError) -> [String] {
        var foreign: [String] = []
        var pending: [[String]] = [[]]
        var seen = 0
        while let parts = pending.popLast() {
            let relative = parts.isEmpty ? nil : try RelativePath(parts.joined(separator: "/"), allowingHidden: true)
            for name in try folder.contents(of: relative).sorted() {
                seen += 1
                if seen > maximumEntries {
                    throw SafeFileError(path: folder.path, action: "use it as the output folder",
                                        reason: "it holds more than \(maximumEntries) entries")
                }
                let path = parts + [name]
                let text = path.joined(separator: "/")
                guard let entry = try? RelativePath(text, allowingHidden: true) else { foreign.append(text); continue }
                switch folder.entry(at: entry) {
                case .folder: pending.append(path)
                case .file:
                    if text == OutputMark.fileName || listed.contains(text) { continue }
                    if TemporaryName.isAbandoned(name), let base = TemporaryName.baseName(of: name),
                       listed.contains((parts + [base]).joined(separator: "/")) { continue }
                    foreign.append(text)
                case .link, .other, .missing: foreign.append(text)
                }
            }
        }
        return foreign.sorted()
    }

    /// Why the folder at `path` is never an output folder (the root, the
    /// home folder, the current folder or one above it, a project's folder),
    /// or nil; for other outputs that follow the same rules (the snapshot artifacts folder).
    public static func protection(of path: String) -> String? {
        let folder = try? ContainedFolder.openIfPresent(path)
        return protectionReason(resolved: resolved(path), folder: folder ?? nil)
    }

    /// `path` absolute, with every link resolved as far as it exists.
    public static func resolved(_ path: String) -> String {
        resolvedPath(URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    /// Why a folder (resolved through links) is never an output folder, or nil.
    static func protectionReason(resolved: String, folder: ContainedFolder?) -> String? {
        if resolved == "/" { return "it is the root folder" }
        var homes: Set<String> = []
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty { homes.insert(resolvedPath(home)) }
        if let entry = getpwuid(getuid()), let home = entry.pointee.pw_dir { homes.insert(resolvedPath(String(cString: home))) }
        if homes.contains(resolved) { return "it is the home folder" }
        let current = resolvedPath(FileManager.default.currentDirectoryPath)
        if resolved == current { return "it is the current folder" }
        if current.hasPrefix(resolved == "/" ? "/" : resolved + "/") { return "it holds the current folder" }
        if let folder {
            for marker in [".git", "Package.swift"] where folder.entry(at: RelativePath(constant: [marker])) != .missing {
                return "it is a project's folder (it holds \(marker))"
            }
        }
        return nil
    }

    /// `path` with every link resolved, as far as it exists (the rest appended).
    static func resolvedPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while existing.path != "/" {
            if let real = realpath(existing.path, nil) {
                defer { free(real) }
                return ([String(cString: real)] + rest.reversed()).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
            }
            rest.append(existing.lastPathComponent)
            existing.deleteLastPathComponent()
        }
        return "/" + rest.reversed().joined(separator: "/")
    }
}
