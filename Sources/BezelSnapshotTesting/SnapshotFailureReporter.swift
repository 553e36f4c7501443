import Foundation
import BezelSnapshotResults
import IssueReporting
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Turns snapshot failures into test failures at the assertion's source
/// location, under whichever runner is running the test.
///
/// Which runner that is comes from pointfree's IssueReporting
/// (`TestContext.current`, the detection swift-dependencies and
/// swift-navigation rely on). Then:
/// - **Swift Testing**: an `Issue` at the assertion's file, line and column,
///   with the artifacts of a mismatch attached (saved when tests run with
///   `--attachments-path`).
/// - **XCTest**: an `XCTFail` at the assertion's file and line. Corelibs
///   XCTest has no attachments; the message names the files. (IssueReporting's
///   own `reportIssue` would do this too, but on Linux it appends a false
///   "emitted from tests running in a host application" warning to every
///   XCTest failure, because its check for an XCTest frame needs the
///   Objective-C runtime.)
/// - **No test running** (an assertion called from a script or a tool):
///   IssueReporting's `reportIssue`, which prints the message to standard error.
enum SnapshotFailureReporter {
    /// Where an assertion was written.
    struct Site: Sendable {
        var fileID: StaticString
        var filePath: StaticString
        var line: UInt
        var column: UInt
    }

    /// Reports `result` unless it passed.
    static func report(_ result: SnapshotResult, at site: Site) {
        guard let message = result.failureMessage else { return }
        issue(message, attachments: result.mismatch?.artifactPaths ?? [], at: site)
    }

    /// Reports an error that kept a snapshot from being checked.
    static func report(_ error: SnapshotError, at site: Site) {
        if case let .textFindings(_, _, actualPath) = error {
            issue(error.description, attachments: actualPath.map { [$0] } ?? [], at: site)
            return
        }
        issue("Snapshot could not be checked: \(error)", attachments: [], at: site)
    }

    /// Fails the current test with `message`, attaching the files at
    /// `attachments` where the runner keeps attachments.
    static func issue(_ message: String, attachments: [String], at site: Site) {
        switch TestContext.current {
        case .swiftTesting:
            #if canImport(Testing)
            recordSwiftTestingIssue(message, attachments: attachments, at: site)
            return
            #endif
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(message, file: site.filePath, line: site.line)
            return
            #endif
        case nil:
            break
        }
        reportIssue(message, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// The warning for a text of snapshot `snapshot` that does not show whole:
    /// `Snapshot "card@2x": a text does not show whole: ellipsized: Label#title text: … (@2x)`;
    /// for an accessibility finding, `Snapshot "card@2x": an accessibility finding: low-contrast: …`.
    static func warning(_ finding: SnapshotTextFinding, snapshot: String) -> String {
        let category = finding.resolvedCategory
        let what = category == .text ? "a text does not show whole" : "an accessibility finding"
        return "Snapshot \"\(snapshot)\": \(what): \(finding) "
            + "(\(category.environmentVariable)=fail or \(category.argumentName): .fail makes this a failure; .off silences it)"
    }

    /// Tells the current test about a problem that does not fail it: under
    /// Swift Testing an issue of severity `.warning`; under XCTest (which has
    /// no warnings: IssueReporting's `reportIssue(severity: .warning)` would
    /// call `XCTFail` there) and with no test running, ``warningLine(_:filePath:line:column:)``
    /// on standard error, once per call.
    static func warn(_ message: String, fileID: String, filePath: String, line: UInt, column: UInt) {
        #if canImport(Testing)
        if case .swiftTesting = TestContext.current {
            let location = SourceLocation(fileID: fileID, filePath: filePath,
                                          line: max(1, Int(line)), column: max(1, Int(column)))
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
            return
        }
        #endif
        FileHandle.standardError.write(Data((warningLine(message, filePath: filePath, line: line, column: column) + "\n").utf8))
    }

    /// `path:line:column: warning: message`, the form compilers and editors read.
    static func warningLine(_ message: String, filePath: String, line: UInt, column: UInt) -> String {
        "\(filePath):\(line):\(column): warning: \(message)"
    }

    #if canImport(Testing)
    private static func recordSwiftTestingIssue(_ message: String, attachments: [String], at site: Site) {
        let location = SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                                      line: max(1, Int(site.line)), column: max(1, Int(site.column)))
        for path in attachments {
            if let data = try? Data(contentsOf: URL(fileURLWithPath: path)) {
                Attachment.record([UInt8](data), named: URL(fileURLWithPath: path).lastPathComponent,
                                  sourceLocation: location)
            }
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
    #endif
}
