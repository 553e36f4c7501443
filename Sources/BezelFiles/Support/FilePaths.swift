import Foundation

/// Paths as the user gave them: a file named from another file (a scene from
/// a script, a theme from a scene) is found from the folder of the path the
/// user wrote, so its errors name it relative to where the user is
/// (`Examples/scenes/timer.yaml:4:7`), never by an absolute path the user
/// did not write.
package enum FilePaths {
    /// The folder part of `path` as written: `Examples/scripts` for
    /// `Examples/scripts/x.yaml`, `""` for `x.yaml`, `/` for `/x.yaml`.
    package static func folder(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }

    /// `path` found from `folder`: `path` itself when it is absolute or
    /// `folder` is empty or `.`, else the two joined, with each `NAME/..`
    /// taken out when NAME is a real folder (not a link, whose `..` is
    /// elsewhere): `Examples/scripts` and `../scenes/y.yaml` give
    /// `Examples/scenes/y.yaml`.
    package static func joined(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty || folder == "." { return lexicallyTidied(path) }
        return lexicallyTidied(folder.hasSuffix("/") ? folder + path : folder + "/" + path)
    }

    /// `path` without `.` parts, repeated slashes, and `NAME/..` where NAME is a folder that is not a link.
    package static func lexicallyTidied(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var kept: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            if part == "." { continue }
            if part == "..", let last = kept.last, last != "..",
               isRealFolder((absolute ? "/" : "") + kept.joined(separator: "/")) {
                kept.removeLast()
                continue
            }
            kept.append(part)
        }
        let joined = kept.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` is a folder itself, not a link to one (nor anything else).
    private static func isRealFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
