import BezelSnapshotResults
import Foundation

/// Records in the run's results that snapshot `name` could not be checked
/// at all (status `error`, with `message` and the `site` it was asked for
/// at), so that `bezel snapshots report`, JUnit XML and the exit status of
/// the run that found it agree. ``checkSnapshot(of:as:at:record:configuration:site:results:)``
/// records its own errors; this is for those found before a check can
/// start: a name or suite that is not a valid file name (recorded under
/// its ``SnapshotName/standIn(for:)``), or a file whose problem stops its
/// snapshots. A write that fails is said once on standard error, as for checks.
///
/// ```swift
/// recordSnapshotError("snapshot name \"f.text=a/b@2x\" is not valid: …", name: "f.text=a/b@2x", suite: "panel",
///                     pathExtension: "png", packageRoot: root, site: site, results: writer)
/// ```
public func recordSnapshotError(_ message: String, name: String, suite: String, pathExtension: String, packageRoot: String,
                                configuration: SnapshotConfiguration = .current, site: SnapshotRecord.TestSite,
                                results: ResultsWriter = .testProcess) {
    let location: SnapshotLocation
    do {
        location = try SnapshotLocation.resolve(name: SnapshotName.standIn(for: name), suite: SnapshotName.standIn(for: suite),
                                                pathExtension: SnapshotName.standIn(for: pathExtension),
                                                packageRoot: packageRoot, configuration: configuration)
    } catch {
        // Stand-ins are valid names; nothing else can fail here.
        return
    }
    let facts = SnapshotResultsRecorder.Facts(site: site, isRendered: false)
    SnapshotResultsRecorder.record(.failure(.snapshotFailed(name: name, reason: message)), at: location, facts: facts,
                                   configuration: configuration, writer: results, message: message)
}
