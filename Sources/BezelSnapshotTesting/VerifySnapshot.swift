import BezelGraphics
import BezelSnapshotResults
import Foundation
#if canImport(Testing)
import Testing
#endif

import BezelGraphics
import Foundation

/// Checks a snapshot against its reference file without reporting anything:
/// the outcome comes back as a value. ``assertSnapshot(of:as:named:suite:record:textFindings:accessibilityFindings:snapshotDirectory:fileID:filePath:line:column:)``
/// is this plus a test failure.
///
/// ```swift
/// let result = try verifySnapshot(of: image, as: .image, named: "badge@2x", record: .never)
/// #expect(result.passed)
/// ```
///
/// It is `checkSnapshot(of:as:at:record:textFindings:accessibilityFindings:configuration:site:results:resultsNotWritten:textFindingsWarned:)` at the
/// location found from the test file, with the test's name in the results file.
///
/// What happens, by record mode (see `RecordMode`):
/// - `all`: the reference is written; `SnapshotResult/recorded(_:)`.
/// - no reference: written unless the mode is `never` (`SnapshotResult/recorded(_:)`),
///   else `SnapshotResult/missing(referencePath:)`.
/// - a match: `SnapshotResult/matched(referencePath:)`; stale artifacts of this name are removed.
///   A reference that vouches for the snapshot without decoding (`Diffing/quickMatch`,
///   a stamped PNG whose pixel hash is the snapshot's) matches at once.
/// - a mismatch: the actual snapshot, a copy of the reference and a diff are
///   written to the artifacts folder (see `SnapshotLocation`); in mode
///   `failed` the reference is also overwritten (`SnapshotResult/recorded(_:)`),
///   otherwise `SnapshotResult/mismatch(_:)`.
///
/// References are written through a temporary file renamed into place.
///
/// An outcome that cannot be written to the run's results file (for
/// `bezel snapshots report`) is reported to the running test as a warning
/// at the call site; the outcome is returned all the same.
///
/// Texts of the view that do not show whole (the strategy renders a view:
/// `.image(scale:)`) follow the text finding policy (`TextFindingPolicy`):
/// under `warn`, the default, each is reported to the running test as a
/// warning at the call site (a Swift Testing issue of severity `.warning`,
/// which does not fail the test; under XCTest, or with no test running, a
/// line on standard error) and the outcome is returned as if there were
/// none; under `fail`, `SnapshotError/textFindings(name:findings:actualPath:)`
/// is thrown and nothing is compared or recorded.
///
/// - Parameters:
///   - value: the value to snapshot (evaluated once; errors it throws are reported).
///   - strategy: how to snapshot and compare it.
///   - name: the file name without extension; made from parameter values, never counters.
///   - suite: the folder inside the snapshot directory; defaults to the test file's name without `Tests.swift`.
///   - record: overrides the configured record mode.
///   - textFindings: overrides the configured text finding policy (`SnapshotConfiguration/textFindings`,
///     `BEZEL_TEXT_FINDINGS`, `warn`).
///   - accessibilityFindings: overrides the configured accessibility finding policy
///     (`SnapshotConfiguration/accessibilityFindings`, `BEZEL_ACCESSIBILITY_FINDINGS`, `warn`).
///   - snapshotDirectory: the folder holding the suite folders; defaults to `<package>/Snapshots`.
///   - fileID: the calling file's ID; leave the default.
///   - filePath: the calling file's path, which locates the package; leave the default.
///   - line: the line a failure is reported at; leave the default.
///   - column: the column a failure is reported at; leave the default.
/// - Throws: `SnapshotError` when the snapshot cannot be checked at all.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String,
    suite: String? = nil,
    record: RecordMode? = nil,
    textFindings: TextFindingPolicy? = nil,
    accessibilityFindings: FindingPolicy? = nil,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws(SnapshotError) -> SnapshotResult {
    let configuration = SnapshotConfiguration.current
    let location = try SnapshotLocation.resolve(name: name, suite: suite, pathExtension: strategy.pathExtension,
                                                snapshotDirectory: snapshotDirectory, configuration: configuration,
                                                fileID: fileID, filePath: filePath)
    var site = SnapshotRecord.TestSite(file: fileID, line: Int(line), column: Int(column))
    #if canImport(Testing)
    site.name = Test.current?.name
    #endif
    return try checkSnapshot(of: value, as: strategy, at: location, record: record, textFindings: textFindings, accessibilityFindings: accessibilityFindings,
                             configuration: configuration, site: site, resultsNotWritten: { problem in
        SnapshotFailureReporter.warn("Snapshot results not written: \(problem)",
                                     fileID: fileID, filePath: filePath, line: line, column: column)
    }, textFindingsWarned: { findings in
        for finding in findings {
            SnapshotFailureReporter.warn(SnapshotFailureReporter.warning(finding, snapshot: name),
                                         fileID: fileID, filePath: filePath, line: line, column: column)
        }
    })
}
