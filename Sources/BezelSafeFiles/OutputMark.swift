import Foundation

/// The mark of an output folder, `.bezel-output`: the command that wrote
/// the folder and, a line each, every file it wrote there.
///
/// ```
/// bezel-output 1 bezel replay
/// # Written by `bezel replay`. Its next run replaces this folder only while it holds just the files below.
/// trace.txt
/// 03-after-tap.png
/// ```
public struct OutputMark: Sendable, Equatable {
    /// The mark's file name.
    public static let fileName = ".bezel-output"
    static let relativePath = RelativePath(constant: [fileName])
    /// The first word of the first line.
    static let magic = "bezel-output"
    /// The largest mark read.
    static let maximumBytes = 16 << 20

    /// The command (`bezel replay`).
    public var command: String
    /// The files written, relative to the folder.
    public var files: [RelativePath]

    /// The mark's text.
    var text: Data {
        var lines = ["\(Self.magic) 1 \(command)",
                     "# Written by `\(command)`. Its next run replaces this folder only while it holds just the files below;"
                         + " delete this file to keep the folder as your own."]
        lines += files.map(\.description)
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Writes a mark of `command` listing no file into `folder` unless it
    /// has one (created with `O_EXCL`: processes marking at once write one
    /// mark). For folders that many processes share (the snapshot artifacts
    /// folder), where the mark says only whose the folder is.
    public static func markIfMissing(_ folder: ContainedFolder, command: String) throws(SafeFileError) {
        let handle: FileHandle
        do { handle = try folder.createFile(relativePath) } catch {
            if folder.entry(at: relativePath) != .missing { return }
            throw error
        }
        do {
            try handle.write(contentsOf: OutputMark(command: command, files: []).text)
            try handle.close()
        } catch {
            throw SafeFileError(path: folder.absolute(relativePath), action: "write", reason: FileErrorReason.describe(error))
        }
    }

    /// The command of the mark in `folder`: nil when it has none, "" when the mark cannot be read.
    public static func command(in folder: ContainedFolder) -> String? {
        guard folder.entry(at: relativePath) != .missing else { return nil }
        return (try? read(in: folder))?.command ?? ""
    }

    /// Reads the mark of `folder`.
    static func read(in folder: ContainedFolder) throws(SafeFileError) -> OutputMark {
        let data = try folder.read(relativePath, maximumBytes: maximumBytes)
        func bad(_ reason: String) -> SafeFileError {
            SafeFileError(path: folder.absolute(relativePath), action: "use it as an output mark", reason: reason)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw bad("it is not UTF-8") }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard !lines.isEmpty else { throw bad("it is empty") }
        let header = lines.removeFirst().split(separator: " ", maxSplits: 2).map(String.init)
        guard header.count == 3, header[0] == magic, header[1] == "1" else { throw bad("its first line is not `\(magic) 1 COMMAND`") }
        var files: [RelativePath] = []
        for line in lines where !line.hasPrefix("#") {
            // A listed path that is not a plain relative path protects nothing and removes nothing.
            guard let path = try? RelativePath(line, allowingHidden: false) else { throw bad("it lists \(line.debugDescription)") }
            files.append(path)
        }
        return OutputMark(command: header[2], files: files)
    }
}
