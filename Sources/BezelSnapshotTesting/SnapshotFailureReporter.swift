import Foundation
#if canImport(Testing)
import Testing
#endif

/// Turns snapshot failures into test issues at the assertion's source location.
///
/// With Swift Testing the message becomes an `Issue` and the artifacts of a
/// mismatch are attached to it (saved when tests run with `--attachments-path`).
enum SnapshotFailureReporter {
    /// Where an assertion was written.
    struct Site: Sendable {
        var fileID: String
        var filePath: String
        var line: Int
        var column: Int
    }

    /// Reports `result` unless it passed.
    static func report(_ result: SnapshotResult, at site: Site) {
        guard let message = result.failureMessage else { return }
        issue(message, attachments: result.mismatch?.artifactPaths ?? [], at: site)
    }

    /// Reports an error that kept a snapshot from being checked.
    static func report(_ error: SnapshotError, at site: Site) {
        issue("Snapshot could not be checked: \(error)", attachments: [], at: site)
    }

    /// Records one issue with `message`, attaching the files at `attachments`.
    static func issue(_ message: String, attachments: [String], at site: Site) {
        #if canImport(Testing)
        let location = SourceLocation(fileID: site.fileID, filePath: site.filePath,
                                      line: max(1, site.line), column: max(1, site.column))
        for path in attachments {
            if let data = try? Data(contentsOf: URL(fileURLWithPath: path)) {
                Attachment.record([UInt8](data), named: URL(fileURLWithPath: path).lastPathComponent, sourceLocation: location)
            }
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        #endif
    }
}
