import BezelFiles
import Foundation

/// A scene or script file whose snapshots `bezel snapshots verify` checks,
/// and the suite folder its references live in.
///
/// References: `Snapshots/<scene>/` for a scene (`timer.yaml` →
/// `Snapshots/timer/`), `Snapshots/<script>.script/` for a script, so a
/// scene and a script with the same name keep apart.
public struct SnapshotSource: Sendable, Hashable {
    /// Which kind of file.
    public enum Kind: String, Sendable, Hashable {
        case scene
        case script
    }

    /// The file's path: relative to the current folder when inside it
    /// (as people type it; messages name it so), else absolute.
    public var path: String
    /// The path relative to the package root (or as given when outside it), for messages and shards.
    public var relativePath: String
    /// Scene or script.
    public var kind: Kind

    public init(path: String, relativePath: String, kind: Kind) {
        self.path = path
        self.relativePath = relativePath
        self.kind = kind
    }

    /// The suite folder: the file name without extension, `.script` added for a script.
    public var suite: String {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return kind == .script ? base + ".script" : base
    }
}

/// Finding the scene and script files under the paths a command is given.
public enum SnapshotSources {
    /// Folders never searched: build products, artifacts, references, themes, hidden folders.
    static let skippedFolders: Set<String> = ["Snapshots", "Themes", "Schemas", "node_modules"]

    /// The most files one run reads.
    public static let maximumFiles = 100_000

    /// The files under `paths` (files or folders, searched recursively),
    /// sorted by relative path: every file that looks like a scene or a
    /// script by the rule of ``SnapshotSource/kind(ofFile:)``, including
    /// those that will not read (too large, not UTF-8, not valid YAML), so
    /// that checking them lists each with its reason. Other YAML files
    /// (themes, schemas, workflows) are left out without a word. A file
    /// named on its own must look like a scene or a script.
    ///
    /// - Throws: ``FileSnapshotError`` for a missing path, a named file that
    ///   is neither, two files sharing a suite folder, or too many files.
    public static func find(_ paths: [String], packageRoot: String) throws -> [SnapshotSource] {
        var sources: [SnapshotSource] = []
        var seen: Set<String> = []
        let files = FileManager.default
        func add(_ path: String, named: Bool) throws {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            guard seen.insert(absolute).inserted else { return }
            let kind: SnapshotSource.Kind?
            do { kind = try SnapshotSource.kind(ofFile: absolute) } catch {
                if named { throw FileSnapshotError("\(path): \(error)") }
                return
            }
            guard let kind else {
                if named {
                    throw FileSnapshotError("\(path): neither a scene (size:, root: or screens:) nor a script (steps:)")
                }
                return
            }
            sources.append(SnapshotSource(path: relative(absolute, to: files.currentDirectoryPath), relativePath: relative(absolute, to: packageRoot), kind: kind))
            if sources.count > maximumFiles { throw FileSnapshotError("more than \(maximumFiles) scene and script files") }
        }
        for path in paths {
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isFolder) else { throw FileSnapshotError("\(path): no such file or folder") }
            guard isFolder.boolValue else {
                try add(path, named: true)
                continue
            }
            for file in try yamlFiles(in: path) { try add(file, named: false) }
        }
        sources.sort { $0.relativePath < $1.relativePath }
        var bySuite: [String: SnapshotSource] = [:]
        for source in sources {
            if let other = bySuite[source.suite] {
                throw FileSnapshotError("\(other.relativePath) and \(source.relativePath) would share Snapshots/\(source.suite)/: rename one")
            }
            bySuite[source.suite] = source
        }
        return sources
    }

    /// `.yaml` and `.yml` files under `folder`, not following links out of it, skipping ``skippedFolders`` and hidden ones.
    private static func yamlFiles(in folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: folder),
                                                          includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
                                                          options: [.skipsHiddenFiles]) else {
            throw FileSnapshotError("\(folder): cannot list the folder")
        }
        var found: [String] = []
        while let url = walker.nextObject() as? URL {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isDirectory == true {
                if skippedFolders.contains(url.lastPathComponent) { walker.skipDescendants() }
                continue
            }
            if values?.isSymbolicLink == true { continue }
            if ["yaml", "yml"].contains(url.pathExtension) { found.append(url.path) }
            if found.count > maximumFiles { throw FileSnapshotError("\(folder): more than \(maximumFiles) YAML files") }
        }
        return found
    }

    static func relative(_ path: String, to root: String) -> String {
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}

/// Why a file-driven snapshot run cannot go on, as one message.
public struct FileSnapshotError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
