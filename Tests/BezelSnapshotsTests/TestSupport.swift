import BezelGraphics
import BezelSnapshotResults
import BezelSnapshots
@_exported import BezelTestImages
import Foundation

extension TemporaryFolder {
    /// Runs `body` with references and artifacts in this folder and with
    /// `environment` instead of the process environment.
    func run<R>(environment: [String: String] = [:], record: RecordMode? = nil,
                _ body: () throws -> R) rethrows -> R {
        try withSnapshotTesting(record: record, snapshotDirectory: snapshots, artifactsDirectory: artifacts,
                                environment: environment, operation: body)
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

