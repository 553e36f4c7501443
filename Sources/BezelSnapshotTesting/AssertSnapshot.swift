/// Asserts that a value's snapshot matches the reference file
/// `Snapshots/<Suite>/<name>.<ext>`, recording it when allowed; any other
/// outcome is a test failure (a Swift Testing issue at the call site).
///
/// ```swift
/// // Tests/BezelTests/BadgeTests.swift
/// @Test func badge() throws {
///     let image = try renderBadge(count: 3, scale: 2)
///     assertSnapshot(of: image, as: .image, named: "badge.count=3@2x")
///     // compares with Snapshots/Badge/badge.count=3@2x.png
/// }
/// ```
///
/// A missing reference is recorded and the test fails saying where; a
/// mismatch fails with the pixel statistics and the paths of
/// `<name>.actual.png`, `<name>.reference.png` and `<name>.diff.png` (also
/// attached to the issue). Errors (an invalid name, a failing render, an
/// unreadable reference) fail the test too. See
/// ``verifySnapshot(of:as:named:suite:record:textFindings:accessibilityFindings:snapshotDirectory:fileID:filePath:line:column:)``
/// for the rules and parameters, `RecordMode` for recording, and
/// `TextFindingPolicy` for texts that do not show whole (reported as
/// warnings by default; `textFindings: .fail` fails the test on them).
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String,
    suite: String? = nil,
    record: RecordMode? = nil,
    textFindings: TextFindingPolicy? = nil,
    accessibilityFindings: FindingPolicy? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = SnapshotFailureReporter.Site(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let result = try verifySnapshot(of: try value(), as: strategy, named: name, suite: suite, record: record,
                                        textFindings: textFindings, accessibilityFindings: accessibilityFindings, snapshotDirectory: snapshotDirectory, fileID: "\(fileID)", filePath: "\(filePath)",
                                        line: line, column: column)
        SnapshotFailureReporter.report(result, at: site)
    } catch {
        SnapshotFailureReporter.report(error, at: site)
    }
}
