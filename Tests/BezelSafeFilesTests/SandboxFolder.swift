import Foundation

/// A fresh temporary folder for one test, removed when the value goes away.
final class SandboxFolder {
    let path: String

    init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("bezel-safe-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ relative: String, _ text: String = "x") throws {
        let url = URL(fileURLWithPath: "\(path)/\(relative)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func text(_ relative: String) -> String? {
        FileManager.default.contents(atPath: "\(path)/\(relative)").map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat("\(path)/\(relative)", &info) == 0
    }

    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: "\(path)/\(relative)", withDestinationPath: target)
    }
}

extension SandboxFolder {
    func isLink(_ relative: String) -> Bool {
        var info = stat()
        return lstat("\(path)/\(relative)", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
