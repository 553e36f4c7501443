import Foundation

/// The package a snapshot belongs to: the nearest folder at or above a
/// place that holds a `Package.swift`. One rule for the assertions (from a
/// test's `#filePath`) and for `bezel snapshots` (from the current folder),
/// including the file-system root itself.
///
/// ```swift
/// PackageRoot.nearest(from: "/home/me/app/Tests/AppTests")   // "/home/me/app"
/// ```
public enum PackageRoot {
    /// The nearest folder at or above `folder` (made absolute and standard)
    /// holding a `Package.swift`, or nil when none does, up to and including `/`.
    public static func nearest(from folder: String) -> String? {
        var folder = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
    }
}
