import BezelGraphics
import BezelSnapshotResults
import BezelSnapshots
@_exported import BezelTestImages
import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "bezel-snapshots-tests-" + UUID().uuidString
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

    /// Where a reference of `suite` lands.
    func reference(_ name: String, suite: String, ext: String = "png") -> String {
        "\(snapshots)/\(suite)/\(name).\(ext)"
    }

    func artifact(_ name: String, _ kind: String, suite: String, ext: String = "png") -> String {
        "\(artifacts)/\(suite)/\(name).\(kind).\(ext)"
    }
}

/// Checks `value` against its reference with BezelSnapshots alone (no test
/// framework): the location from the current configuration and this test
/// file, as an assertion would work it out, then ``checkSnapshot``.
func check<Value, Format>(of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
                          named name: String, fileID: String = #fileID,
                          filePath: String = #filePath) throws(SnapshotError) -> SnapshotResult {
    let location = try SnapshotLocation.resolve(name: name, pathExtension: strategy.pathExtension, fileID: fileID,
                                                filePath: filePath)
    return try checkSnapshot(of: value, as: strategy, at: location, site: SnapshotRecord.TestSite(file: fileID))
}

struct RenderFailure: Error, CustomStringConvertible {
    var description: String { "the render blew up" }
}
