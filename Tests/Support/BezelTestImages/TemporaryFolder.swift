import Foundation

/// A fresh folder under the system's temporary folder, removed when
/// released: references in `Snapshots/`, artifacts in `artifacts/` (each
/// snapshot test target adds `run`, which points a check at them).
public final class TemporaryFolder {
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "bezel-snapshot-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    public var snapshots: String { path + "/Snapshots" }
    public var artifacts: String { path + "/artifacts" }

    public func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Where a reference of `suite` lands.
    public func reference(_ name: String, suite: String = "VerifySnapshot", ext: String = "png") -> String {
        "\(snapshots)/\(suite)/\(name).\(ext)"
    }

    /// Where an artifact of `suite` lands.
    public func artifact(_ name: String, _ kind: String, suite: String = "VerifySnapshot", ext: String = "png") -> String {
        "\(artifacts)/\(suite)/\(name).\(kind).\(ext)"
    }
}

/// What a render that fails throws, in tests.
public struct RenderFailure: Error, CustomStringConvertible {
    public init() {}
    public var description: String { "the render blew up" }
}
