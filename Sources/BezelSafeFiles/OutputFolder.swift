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

    /// Checks that `command` may write `given`; writes nothing.
    ///
    /// - Parameter option: how the user named the folder (`-o`), for messages.
    /// - Throws: ``SafeFileError`` saying why the folder is refused and what to do.
    public static func claim(_ given: String, command: String, option: String = "-o") throws(SafeFileError) -> OutputFolder {
        func refuse(_ place: String, _ reason: String) -> SafeFileError {
            SafeFileError(path: "\(option) \(place)", action: "use it as the output folder", reason: reason)
        }
        guard !given.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw refuse("''", "the path is empty (an unset variable?); name a folder")
        }
        let absolute = URL(fileURLWithPath: given).standardizedFileURL.path
        let shown = given.debugDescription
        var info = stat()
        let exists = lstat(absolute, &info) == 0
        if exists {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK: throw refuse(shown, "it is a link; name the real folder")
            default: throw refuse(shown, "it exists and is not a folder")
            }
        }
        if let protected = protectionReason(resolved: resolvedPath(absolute), exists: exists) {
            throw refuse(shown, protected + "; bezel writes its output only into a folder of its own")
        }
        guard exists else { return OutputFolder(path: absolute, command: command, exists: false, earlierFiles: []) }
        let folder = try ContainedFolder(root: absolute)
        let names = try folder.contents(of: nil)
        if names.isEmpty { return OutputFolder(path: absolute, command: command, exists: true, earlierFiles: []) }
        guard names.contains(OutputMark.fileName) else {
            let sample = names.sorted().prefix(3).joined(separator: ", ")
            throw refuse(shown, "it holds files bezel did not write (\(sample)\(names.count > 3 ? ", …" : "")); "
                + "choose a new folder, or empty this one")
        }
        let mark = try OutputMark.read(in: folder)
        guard mark.command == command else {
            throw refuse(shown, "it holds the output of `\(mark.command)`, not of `\(command)`; choose another folder")
        }
        let foreign = try foreignEntries(in: folder, listed: Set(mark.files.map(\.description)))
        guard foreign.isEmpty else {
            throw refuse(shown, "besides an earlier output of `\(command)` it holds files bezel did not write ("
                + foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? ", …" : "")
                + "); move them out, or choose another folder")
        }
        return OutputFolder(path: absolute, command: command, exists: true, earlierFiles: mark.files)
    }

    /// Makes the folder (when missing) and its mark, and returns the writer
    /// that notes each file in the mark before writing it. With
    /// `clearingEarlierOutput`, the earlier output's files are removed first
    /// (and only they: the claim checked there is nothing else).
    public func openForWriting(clearingEarlierOutput: Bool) throws(SafeFileError) -> OutputWriter {
        let folder = try ContainedFolder(root: path, creating: true)
        var kept = earlierFiles
        if clearingEarlierOutput {
            try Self.remove(earlierFiles, from: folder)
            kept = []
        }
        let mark = OutputMark(command: command, files: kept)
        try folder.write(mark.text, to: OutputMark.relativePath)
        return OutputWriter(folder: folder, mark: mark)
    }

    /// Writes the mark of `staging`, a folder this process made and filled
    /// beside this one, listing every file in it (for ``replace(withStaging:)``).
    public func markStaging(_ staging: String) throws(SafeFileError) {
        let folder = try ContainedFolder(root: staging)
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

    /// Moves `staging` (a folder marked by ``markStaging(_:)``, beside this
    /// one) into this folder's place, removing the earlier output afterwards:
    /// readers see the old folder or the new one, never a mix.
    public func replace(withStaging staging: String) throws(SafeFileError) {
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent().path
        let old = "\(parent)/.\(url.lastPathComponent).old-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
        if exists {
            // Checked again: the folder may have changed since the claim.
            let current = try Self.claim(path, command: command)
            guard Foundation.rename(path, old) == 0 else {
                throw SafeFileError(path: path, action: "replace the earlier output", reason: ContainedFolder.describe(errno))
            }
            guard Foundation.rename(staging, path) == 0 else {
                let code = errno
                _ = Foundation.rename(old, path)
                throw SafeFileError(path: path, action: "move the new output into place", reason: ContainedFolder.describe(code))
            }
            if let folder = try? ContainedFolder(root: old) {
                try? Self.remove(current.earlierFiles, from: folder)
                try? folder.removeFile(OutputMark.relativePath)
            }
            rmdir(old)
        } else if Foundation.rename(staging, path) != 0 {
            throw SafeFileError(path: path, action: "move the new output into place", reason: ContainedFolder.describe(errno))
        }
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
                    if TemporaryName.isAbandoned(name), let base = baseName(ofTemporary: name),
                       listed.contains((parts + [base]).joined(separator: "/")) { continue }
                    foreign.append(text)
                case .link, .other, .missing: foreign.append(text)
                }
            }
        }
        return foreign.sorted()
    }

    /// `name` of `.name.tmp-…`.
    static func baseName(ofTemporary temporary: String) -> String? {
        guard let marker = temporary.range(of: ".tmp-", options: .backwards) else { return nil }
        let base = temporary[temporary.index(after: temporary.startIndex)..<marker.lowerBound]
        return base.isEmpty ? nil : String(base)
    }

    /// Why a folder (resolved through links) is never an output folder, or nil.
    static func protectionReason(resolved: String, exists: Bool) -> String? {
        if resolved == "/" { return "it is the root folder" }
        var homes: Set<String> = []
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty { homes.insert(resolvedPath(home)) }
        if let entry = getpwuid(getuid()), let home = entry.pointee.pw_dir { homes.insert(resolvedPath(String(cString: home))) }
        if homes.contains(resolved) { return "it is the home folder" }
        let current = resolvedPath(FileManager.default.currentDirectoryPath)
        if resolved == current { return "it is the current folder" }
        if current.hasPrefix(resolved == "/" ? "/" : resolved + "/") { return "it holds the current folder" }
        if exists {
            for marker in [".git", "Package.swift"] where FileManager.default.fileExists(atPath: "\(resolved)/\(marker)") {
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

/// Writes the files of an output folder, each noted in the folder's mark
/// before it is written, so that even a run killed half-way leaves a folder
/// the next run recognises as its own.
public final class OutputWriter: @unchecked Sendable {
    /// The folder written.
    public let folder: ContainedFolder
    /// The files noted in the mark so far.
    private let noted: PthreadLocked<Set<String>>

    init(folder: ContainedFolder, mark: OutputMark) {
        self.folder = folder
        self.noted = PthreadLocked(Set(mark.files.map(\.description)))
    }

    /// The folder's path.
    public var path: String { folder.path }

    /// Notes `relative` in the mark (once), without writing it: for files another writer makes there.
    public func note(_ relative: RelativePath) throws(SafeFileError) {
        try noted.withLock { (noted) throws(SafeFileError) in
            guard noted.insert(relative.description).inserted else { return }
            try folder.append(Data((relative.description + "\n").utf8), to: OutputMark.relativePath)
        }
    }

    /// Notes `relative` in the mark, then writes `data` there (see ``ContainedFolder/write(_:to:)``).
    public func write(_ data: Data, to relative: RelativePath) throws(SafeFileError) {
        try note(relative)
        try folder.write(data, to: relative)
    }
}
