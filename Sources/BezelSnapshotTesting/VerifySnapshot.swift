import BezelGraphics
import Foundation

/// Checks a snapshot against its reference file without reporting anything:
/// the outcome comes back as a value. ``assertSnapshot(of:as:named:suite:record:snapshotDirectory:fileID:filePath:line:column:)``
/// is this plus a test failure.
///
/// ```swift
/// let result = try verifySnapshot(of: image, as: .image, named: "badge@2x", record: .never)
/// #expect(result.passed)
/// ```
///
/// What happens, by record mode (see ``RecordMode``):
/// - `all`: the reference is written; ``SnapshotResult/recorded(_:)``.
/// - no reference: written unless the mode is `never` (``SnapshotResult/recorded(_:)``),
///   else ``SnapshotResult/missing(referencePath:)``.
/// - a match: ``SnapshotResult/matched(referencePath:)``; stale artifacts of this name are removed.
///   A reference that vouches for the snapshot without decoding (``Diffing/quickMatch``,
///   a stamped PNG whose pixel hash is the snapshot's) matches at once.
/// - a mismatch: the actual snapshot, a copy of the reference and a diff are
///   written to the artifacts folder (see ``SnapshotLocation``); in mode
///   `failed` the reference is also overwritten (``SnapshotResult/recorded(_:)``),
///   otherwise ``SnapshotResult/mismatch(_:)``.
///
/// References are written through a temporary file renamed into place.
///
/// - Parameters:
///   - value: the value to snapshot (evaluated once; errors it throws are reported).
///   - strategy: how to snapshot and compare it.
///   - name: the file name without extension; made from parameter values, never counters.
///   - suite: the folder inside the snapshot directory; defaults to the test file's name without `Tests.swift`.
///   - record: overrides the configured record mode.
///   - snapshotDirectory: the folder holding the suite folders; defaults to `<package>/Snapshots`.
/// - Throws: ``SnapshotError`` when the snapshot cannot be checked at all.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String,
    suite: String? = nil,
    record: RecordMode? = nil,
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
    var facts = SnapshotResultsRecorder.Facts(site: .init(file: fileID, line: Int(line), column: Int(column)),
                                              isRendered: strategy.diffing.readStack != nil)
    let outcome = Result { () throws(SnapshotError) -> SnapshotResult in
        try check(value, as: strategy, at: location, record: record, configuration: configuration, facts: &facts)
    }
    SnapshotResultsRecorder.record(outcome, at: location, facts: facts, configuration: configuration)
    return try outcome.get()
}

/// The check itself: ``verifySnapshot(of:as:named:suite:record:snapshotDirectory:fileID:filePath:line:column:)``
/// without the results file. `facts` collects what the results file needs
/// and the result does not carry.
private func check<Value, Format>(
    _ value: () throws -> Value, as strategy: Snapshotting<Value, Format>, at location: SnapshotLocation,
    record: RecordMode?, configuration: SnapshotConfiguration, facts: inout SnapshotResultsRecorder.Facts
) throws(SnapshotError) -> SnapshotResult {
    let name = location.name
    let mode = try RecordMode.resolve(explicit: record, configuration: configuration)
    let diffing = strategy.diffing
    let made: Value
    let actual: Format
    do {
        made = try value()
        actual = try strategy.snapshot(made)
    } catch {
        throw .snapshotFailed(name: name, reason: String(describing: error))
    }
    let checksDeterminism = configuration.checksDeterminism ?? true
    /// Renders `made` again (only for a snapshot that is failing anyway).
    func checkDeterminism() -> DeterminismCheck? {
        guard checksDeterminism else { return nil }
        return SnapshotFiles.checkDeterminism(first: actual, rerender: { try strategy.snapshot(made) },
                                              with: diffing, at: location)
    }
    let referencePath = location.referencePath
    func recordActual(_ reason: SnapshotRecording.Reason,
                      determinism: DeterminismCheck?) throws(SnapshotError) -> SnapshotResult {
        try SnapshotFiles.write(encoding: actual, with: diffing, to: referencePath, name: name)
        if case .mismatch = reason {} else { SnapshotFiles.removeArtifacts(of: location) }
        return .recorded(SnapshotRecording(name: name, path: referencePath, reason: reason, determinism: determinism))
    }
    if mode == .all {
        return try recordActual(.recordAll, determinism: checkDeterminism())
    }
    guard let referenceData = try SnapshotFiles.readIfPresent(referencePath) else {
        guard mode == .never else { return try recordActual(.missing, determinism: checkDeterminism()) }
        // Kept for review: a report shows it as new, and an accept copies it into place.
        facts.missingActualPath = SnapshotFiles.writeMissingActual(actual, with: diffing, at: location)
        return .missing(referencePath: referencePath)
    }
    facts.referenceDigest = ContentHash(data: referenceData).description
    if let quickMatch = diffing.quickMatch, quickMatch(referenceData, actual) {
        SnapshotFiles.removeArtifacts(of: location)
        return .matched(referencePath: referencePath)
    }
    let reference: Format
    do {
        reference = try diffing.decode(referenceData, actual)
    } catch {
        throw .unreadableReference(path: referencePath, reason: String(describing: error))
    }
    let difference: SnapshotDifference?
    do {
        difference = try diffing.compare(reference, actual)
    } catch {
        throw .snapshotFailed(name: name, reason: "the comparison failed: \(error)")
    }
    guard let difference else {
        SnapshotFiles.removeArtifacts(of: location)
        return .matched(referencePath: referencePath)
    }
    var mismatch = SnapshotFiles.writeArtifacts(actual: actual, referenceData: referenceData, difference: difference,
                                                with: diffing, at: location)
    mismatch.determinism = checkDeterminism()
    mismatch.stack = diffing.readStack.map { read in StackComparison(reference: read(referenceData)) }
    mismatch.reportPath = SnapshotFiles.writeReport(of: mismatch, at: location)
    return mode == .failed ? try recordActual(.mismatch(mismatch), determinism: mismatch.determinism)
        : .mismatch(mismatch)
}
