import BezelSnapshotResults
import Foundation

/// Records in the run's results that snapshot `name` could not be checked
/// at all (status `error`, with `message` and the `site` it was asked for
/// at), so that `bezel snapshots report`, JUnit XML and the exit status of
/// the run that found it agree. ``checkSnapshot(of:as:at:record:textFindings:accessibilityFindings:configuration:site:results:resultsNotWritten:textFindingsWarned:)``
/// records its own errors; this is for those found before a check can
/// start: a name or suite that is not a valid file name (recorded under
/// its ``SnapshotName/standIn(for:)``), or a file whose problem stops its
/// snapshots. A write that fails is returned, never thrown, as for checks
/// (the writer keeps the first, ``BezelSnapshotResults/ResultsWriter/firstFailure``).
///
/// ```swift
/// recordSnapshotError("snapshot name \"f.text=a/b@2x\" is not valid: …", name: "f.text=a/b@2x", suite: "panel",
///                     pathExtension: "png", packageRoot: root, site: site, results: writer)
/// ```
///
/// - Parameters:
///   - protectsSuite: the error is a file's that could not be read: its
///     snapshots are unknown, and `prune` keeps its whole suite folder.
///   - partial: how the run was partial, when it was (see ``BezelSnapshotResults/SnapshotRecord/PartialRun``).
/// - Returns: why the record could not be written, or nil.
@discardableResult
public func recordSnapshotError(_ message: String, name: String, suite: String, pathExtension: String, packageRoot: String,
                                configuration: SnapshotConfiguration = .current, site: SnapshotRecord.TestSite,
                                results: ResultsWriter = .testProcess, protectsSuite: Bool = false,
                                partial: SnapshotRecord.PartialRun? = nil) -> ResultsError? {
    appendUnchecked(.error, name: name, suite: suite, pathExtension: pathExtension, packageRoot: packageRoot,
                    configuration: configuration, site: site, results: results) { record in
        record.message = message
        record.protectsSuite = protectsSuite ? true : nil
        record.partial = partial
    }
}

/// Records in the run's results that a file of the run declares snapshot
/// `name` (status `declared`): checked or not, `prune` never takes its
/// reference for an orphan. A file-driven run declares every snapshot its
/// files ask for, whatever its options chose to check. Returns why the
/// record could not be written, or nil, as ``recordSnapshotError(_:name:suite:pathExtension:packageRoot:configuration:site:results:protectsSuite:partial:)`` does.
///
/// ```swift
/// recordDeclaredSnapshot(name: "scene.theme=default@2x", suite: "panel", pathExtension: "png",
///                        packageRoot: root, site: site, results: writer, partial: nil)
/// ```
@discardableResult
public func recordDeclaredSnapshot(name: String, suite: String, pathExtension: String, packageRoot: String,
                                   configuration: SnapshotConfiguration = .current, site: SnapshotRecord.TestSite,
                                   results: ResultsWriter = .testProcess,
                                   partial: SnapshotRecord.PartialRun? = nil) -> ResultsError? {
    appendUnchecked(.declared, name: name, suite: suite, pathExtension: pathExtension, packageRoot: packageRoot,
                    configuration: configuration, site: site, results: results) { $0.partial = partial }
}

/// A record of `status` for a snapshot no check was made of, under stand-in names where needed.
private func appendUnchecked(_ status: SnapshotRecord.Status, name: String, suite: String, pathExtension: String,
                             packageRoot: String, configuration: SnapshotConfiguration, site: SnapshotRecord.TestSite,
                             results: ResultsWriter, amend: (inout SnapshotRecord) -> Void) -> ResultsError? {
    let location: SnapshotLocation
    do {
        location = try SnapshotLocation.resolve(name: SnapshotName.standIn(for: name), suite: SnapshotName.standIn(for: suite),
                                                pathExtension: SnapshotName.standIn(for: pathExtension),
                                                packageRoot: packageRoot, configuration: configuration)
    } catch {
        // Stand-ins are valid names; nothing else can fail here.
        return nil
    }
    guard let root = location.artifactsRoot else { return nil }
    var record = SnapshotRecord(run: results.run, sequence: results.nextSequence(), time: SnapshotRecord.timestamp(Date()),
                                suite: location.suite, name: location.name, pathExtension: location.pathExtension, status: status,
                                reference: SnapshotResultsRecorder.relative(location.referencePath, to: location.packageRoot),
                                packageRoot: location.packageRoot)
    record.test = site
    amend(&record)
    return SnapshotResultsRecorder.append(record, to: root, writer: results)
}
