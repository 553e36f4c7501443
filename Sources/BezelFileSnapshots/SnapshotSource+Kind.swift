import BezelFiles
import Foundation

/// The rule for what `bezel snapshots verify` takes for a scene or a script.
///
/// A YAML file is a **script** when its top level is a mapping with the key
/// `steps`, and a **scene** when it has `size`, `root` or `screens` (the
/// keys only scenes have; `render` reads plain and quoted keys alike, and
/// so does this rule). Anything else is not Bezel's to check and is left
/// alone without a word: a theme (`name`, `extends`, `background`), a JSON
/// Schema, a CI workflow (`on`, `jobs`), another tool's file.
///
/// A file that will not read as YAML (larger than ``BezelFiles/TextFile/maximumBytes``,
/// not UTF-8, not valid YAML) is judged by its first ``headBytes`` bytes,
/// decoded leniently: one of those keys at the start of a line, plain or
/// quoted, followed by `:`. Such a file is a scene or script that cannot be
/// checked, and checking it says why (`bezel snapshots verify` lists it and
/// exits 2) instead of skipping it.
extension SnapshotSource {
    /// The top-level key that makes a script.
    public static let scriptKeys: Set<String> = ["steps"]
    /// The top-level keys that make a scene (keys themes, schemas and workflows do not have).
    public static let sceneKeys: Set<String> = ["size", "root", "screens"]
    /// How much of a file that will not read as YAML is looked at.
    public static let headBytes = 64 << 10

    /// What a YAML text's top level says it is, by the rule above; nil for anything else.
    public static func kind(ofText text: String) -> Kind? {
        do {
            let node = try YAMLNode.parse(text, file: "")
            guard case let .mapping(entries) = node.kind else { return nil }
            return kind(ofKeys: entries.map(\.key))
        } catch {
            return kind(ofKeys: lineKeys(text))
        }
    }

    /// What the file at `path` is, by the rule above; nil for anything else.
    ///
    /// - Throws: `BezelFiles/FileError` when the file cannot be read at all:
    ///   it is missing, not a regular file (a folder, a device, a pipe), or unreadable.
    public static func kind(ofFile path: String) throws -> Kind? {
        let text: String
        do {
            text = try TextFile.read(path, kind: "scene or script")
        } catch let error as FileError {
            guard let head = head(of: path) else { throw error }
            return kind(ofKeys: lineKeys(String(decoding: head, as: UTF8.self)))
        }
        return kind(ofText: text)
    }

    private static func kind(ofKeys keys: [String]) -> Kind? {
        if keys.contains(where: scriptKeys.contains) { return .script }
        if keys.contains(where: sceneKeys.contains) { return .scene }
        return nil
    }

    /// The keys that start lines: `key:`, `"key":` or `'key':` at column 1.
    static func lineKeys(_ text: String) -> [String] {
        var keys: [String] = []
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var rest = Substring(line)
            let quote = rest.first.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
            if quote != nil { rest = rest.dropFirst() }
            let key = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            rest = rest.dropFirst(key.count)
            if let quote {
                guard rest.first == quote else { continue }
                rest = rest.dropFirst()
            }
            guard !key.isEmpty, rest.drop(while: { $0 == " " || $0 == "\t" }).first == ":" else { continue }
            keys.append(String(key))
        }
        return keys
    }

    /// The first ``headBytes`` of a regular file that ``BezelFiles/TextFile`` would not read
    /// (too large, not UTF-8); nil when it is not a regular file or cannot be opened.
    private static func head(of path: String) -> Data? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: headBytes)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return read(descriptor, start + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return Data(bytes[..<filled])
    }
}
