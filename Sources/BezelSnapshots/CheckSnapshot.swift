import BezelGraphics
import BezelSnapshotResults
import Foundation

/// Checks a snapshot against its reference file at `location`, records the
/// outcome in the run's results file (see `ResultsWriter`), and returns it.
/// This is the whole check without a test framework: Swift assertions
/// (`verifySnapshot` and `assertSnapshot` in BezelSnapshotTesting) and
/// `bezel snapshots verify` both come here.
///
/// What happens, by record mode (see ``RecordMode``):
/// - `all`: the reference is written; ``SnapshotResult/recorded(_:)``.
/// - no reference: written unless the mode is `never` (``SnapshotResult/recorded(_:)``),
///   else ``SnapshotResult/missing(referencePath:)`` with the actual kept as
///   `<name>.actual.<ext>` for review.
/// - a match: ``SnapshotResult/matched(referencePath:)``; stale artifacts of this name are removed.
///   A reference that vouches for the snapshot without decoding (``Diffing/quickMatch``,
///   a stamped PNG whose pixel hash is the snapshot's) matches at once.
/// - a mismatch: the actual snapshot, a copy of the reference and a diff are
///   written to the artifacts folder (see ``SnapshotLocation``); in mode
///   `failed` the reference is also overwritten (``SnapshotResult/recorded(_:)``),
///   otherwise ``SnapshotResult/mismatch(_:)``.
///
/// Texts of the snapshot's view that do not show whole (the strategy's
/// ``Snapshotting/snapshotWithFindings``) are handled by the text finding
/// policy (`textFindings`, else ``SnapshotConfiguration/textFindings``, else
/// `BEZEL_TEXT_FINDINGS`, else `warn`; see ``BezelSnapshotResults/TextFindingPolicy``):
/// - `off`: not looked at.
/// - `warn`: the check goes on as above; the findings are given to
///   `textFindingsWarned` and written on the results record.
/// - `fail`: with any finding the check stops before the reference is read:
///   nothing is compared or recorded whatever the record mode, the image is
///   kept as `<name>.actual.<ext>` for review, and
///   ``SnapshotError/textFindings(name:findings:actualPath:)`` is thrown
///   (an `error` record carrying the findings).
///
/// Accessibility findings (``BezelSnapshotResults/FindingCategory/accessibility``,
/// asked of the strategy only when their policy is not `off`: the categories
/// passed to ``Snapshotting/snapshotWithFindings``) follow their own policy
/// the same way (`accessibilityFindings`, else
/// ``SnapshotConfiguration/accessibilityFindings``, else
/// `BEZEL_ACCESSIBILITY_FINDINGS`, else `warn`).
///
/// References are written through a temporary file renamed into place,
/// never through a link (a `Snapshots/` that links out of the project is
/// refused; see `SnapshotFiles.writeReference`).
///
/// - Parameters:
///   - value: makes the value to snapshot (called once; errors it throws are reported).
///   - strategy: how to snapshot and compare it.
///   - location: where the reference and artifacts live (``SnapshotLocation/resolve(name:suite:pathExtension:snapshotDirectory:configuration:fileID:filePath:)``
///     for a test, ``SnapshotLocation/resolve(name:suite:pathExtension:packageRoot:configuration:)`` for a project folder).
///   - record: overrides the configured record mode.
///   - textFindings: overrides the configured text finding policy.
///   - accessibilityFindings: overrides the configured accessibility finding policy.
///   - site: where the check was asked for (a test's source position, or a file's), for the results file.
///   - results: the results file's writer: the test process's run by default; a command passes its own.
///   - resultsNotWritten: called when the outcome could not be written to the results file (the
///     outcome is returned all the same; the writer keeps the first such problem, `ResultsWriter.firstFailure`).
///   - textFindingsWarned: called with the findings of a check under the policy `warn`, of every category
///     (not called when there are none).
/// - Throws: ``SnapshotError`` when the snapshot cannot be checked at all (also recorded as an error).
public func checkSnapshot<Value, Format>(
    of value: () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    at location: SnapshotLocation,
    record: RecordMode? = nil,
    textFindings: TextFindingPolicy? = nil,
    accessibilityFindings: FindingPolicy? = nil,
    configuration: SnapshotConfiguration = .current,
    site: SnapshotRecord.TestSite,
    results: ResultsWriter = .testProcess,
    resultsNotWritten: (ResultsError) -> Void = { _ in },
    textFindingsWarned: ([SnapshotTextFinding]) -> Void = { _ in }
) throws(SnapshotError) -> SnapshotResult {
    var facts = SnapshotResultsRecorder.Facts(site: site, isRendered: strategy.diffing.readStack != nil)
    let outcome = Result { () throws(SnapshotError) -> SnapshotResult in
        try check(value, as: strategy, at: location, record: record, textFindings: textFindings,
                  accessibilityFindings: accessibilityFindings, configuration: configuration, facts: &facts)
    }
    if !facts.textFindings.isEmpty, case .success = outcome { textFindingsWarned(facts.textFindings) }
    if let problem = SnapshotResultsRecorder.record(outcome, at: location, facts: facts, configuration: configuration,
                                                    writer: results) {
        resultsNotWritten(problem)
    }
    return try outcome.get()
}

/// The check itself: ``checkSnapshot(of:as:at:record:textFindings:accessibilityFindings:configuration:site:results:resultsNotWritten:textFindingsWarned:)``
/// without the results file. `facts` collects what the results file needs
/// and the result does not carry.
private func check<Value, Format>(
    _ value: () throws -> Value, as strategy: Snapshotting<Value, Format>, at location: SnapshotLocation,
    record: RecordMode?, textFindings: TextFindingPolicy?, accessibilityFindings: FindingPolicy?,
    configuration: SnapshotConfiguration, facts: inout SnapshotResultsRecorder.Facts
) throws(SnapshotError) -> SnapshotResult {
    let name = location.name
    let mode = try RecordMode.resolve(explicit: record, configuration: configuration)
    let policies: [FindingCategory: FindingPolicy] = [
        .text: try configuration.textFindingPolicy(explicit: textFindings),
        .accessibility: try configuration.accessibilityFindingPolicy(explicit: accessibilityFindings),
    ]
    let diffing = strategy.diffing
    let made: Value
    let actual: Format
    let found: [SnapshotTextFinding]
    do {
        made = try value()
        let requested = Set(policies.filter { $0.value != .off }.keys).union([.text])
        (actual, found) = try strategy.snapshotWithFindings(made, requested)
    } catch {
        throw .snapshotFailed(name: name, reason: String(describing: error))
    }
    let findings = found.filter { policies[$0.resolvedCategory] != .off }
    facts.textFindings = findings
    if findings.contains(where: { policies[$0.resolvedCategory] == .fail }) {
        // Cut text (or an accessibility finding) never becomes a reference, in any record mode; the image is kept for review.
        facts.actualPath = SnapshotFiles.writeMissingActual(actual, with: diffing, at: location)
        throw .textFindings(name: name, findings: findings.filter { policies[$0.resolvedCategory] == .fail },
                            actualPath: facts.actualPath)
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
        try SnapshotFiles.writeReference(encoding: actual, with: diffing, at: location)
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
    SnapshotFiles.writeReport(of: &mismatch, at: location)
    return mode == .failed ? try recordActual(.mismatch(mismatch), determinism: mismatch.determinism)
        : .mismatch(mismatch)
}
