import BezelGraphics
import BezelSnapshotTesting
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
