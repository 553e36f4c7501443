import Foundation

/// The files a watched preview reads, and a cheap fingerprint of each
/// (modification time, size, inode), read again to find which changed.
/// Polling a few dozen files every tenth of a second costs next to nothing
/// and works on every file system, editors that replace files included.
public struct WatchedFiles: Sendable {
    /// A file's fingerprint; nil fields mean the file is missing.
    struct Stamp: Hashable, Sendable {
        var modified: Double?
        var size: Int?
        var inode: Int?
    }

    public private(set) var paths: [String]
    private var stamps: [String: Stamp]

    public init(_ paths: [String]) {
        self.paths = Array(Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })).sorted()
        self.stamps = Dictionary(uniqueKeysWithValues: self.paths.map { ($0, Self.stamp($0)) })
    }

    /// The files whose fingerprint changed since the last call (or `init`).
    public mutating func changed() -> [String] {
        var out: [String] = []
        for path in paths {
            let now = Self.stamp(path)
            if now != stamps[path] {
                stamps[path] = now
                out.append(path)
            }
        }
        return out
    }

    /// Watches `more` as well (a scene added by an edit, a new image).
    public mutating func add(_ more: [String]) {
        for path in more.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) where stamps[path] == nil {
            paths.append(path)
            stamps[path] = Self.stamp(path)
        }
    }

    static func stamp(_ path: String) -> Stamp {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return Stamp() }
        return Stamp(modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970,
                     size: (attributes[.size] as? NSNumber)?.intValue,
                     inode: (attributes[.systemFileNumber] as? NSNumber)?.intValue)
    }

    /// The image files (`.png`, `.jpg`, `.jpeg`) in `folder`, not in subfolders.
    public static func images(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter(isImage).prefix(1_000).map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Whether `scene` must be rendered again after `changed` (absolute
    /// standard paths, as ``changed()`` gives them): its own file changed, or
    /// an image its decoded document used (``BezelFiles/SceneDocument/imageFiles``).
    public static func dependsOnChange(scene: PreviewRenderer.SceneInput, changed: [String]) -> Bool {
        let own = URL(fileURLWithPath: scene.path).standardizedFileURL.path
        return changed.contains(own) || scene.document.imageFiles.contains(where: changed.contains)
    }

    /// Whether `path` names an image a scene can show.
    public static func isImage(_ path: String) -> Bool {
        ["png", "jpg", "jpeg"].contains((path as NSString).pathExtension.lowercased())
    }
}
