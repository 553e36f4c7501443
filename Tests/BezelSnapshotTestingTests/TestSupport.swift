import BezelGraphics
import BezelSnapshotTesting
@_exported import BezelTestImages
import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "bezel-snapshot-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    var snapshots: String { path + "/Snapshots" }
    var artifacts: String { path + "/artifacts" }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Runs `body` with references and artifacts in this folder and with
    /// `environment` instead of the process environment.
    func run<R>(environment: [String: String] = [:], record: RecordMode? = nil,
                _ body: () throws -> R) rethrows -> R {
        try withSnapshotTesting(record: record, snapshotDirectory: snapshots, artifactsDirectory: artifacts,
                                environment: environment, operation: body)
    }

    /// Where a reference of this test file's default suite lands.
    func reference(_ name: String, suite: String = "VerifySnapshot", ext: String = "png") -> String {
        "\(snapshots)/\(suite)/\(name).\(ext)"
    }

    func artifact(_ name: String, _ kind: String, suite: String = "VerifySnapshot", ext: String = "png") -> String {
        "\(artifacts)/\(suite)/\(name).\(kind).\(ext)"
    }
}

struct RenderFailure: Error, CustomStringConvertible {
    var description: String { "the render blew up" }
}
