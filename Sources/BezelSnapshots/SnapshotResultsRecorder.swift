import BezelGraphics
import BezelSnapshotResults
import Foundation

/// Writes what every snapshot check found to the run's results file in the
/// artifacts folder (see `ResultsWriter`), for `bezel snapshots report`,
/// `accept`, `prune`, JUnit XML and CI.
enum SnapshotResultsRecorder {
    /// What the results file needs beyond the ``SnapshotResult``.
    struct Facts {
        /// Where the check was written.
        var site: SnapshotRecord.TestSite
        /// Whether the format is rendered (it then carries the stack's fingerprint).
        var isRendered: Bool
        /// The hash of the reference's bytes, when there was a reference.
        var referenceDigest: String?
        /// The actual written for a missing reference.
        var missingActualPath: String?
        /// The actual kept when the text finding policy `fail` stopped the check.
        var actualPath: String?
        /// The texts that do not show whole, unless the policy is `off`.
        var textFindings: [SnapshotTextFinding] = []
    }

    /// This process's stack fingerprint, made once.
    private static let currentStack = RenderingStack.current.fingerprint

    /// Appends the record of `outcome` (with `message` instead of the error's
    /// own, when given). A write that fails is returned, never thrown: the
    /// check's outcome stands (the writer keeps it too, ``ResultsWriter/firstFailure``).
    @discardableResult
    static func record(_ outcome: Result<SnapshotResult, SnapshotError>, at location: SnapshotLocation, facts: Facts,
                       configuration: SnapshotConfiguration, writer: ResultsWriter = .testProcess,
                       message: String? = nil) -> ResultsError? {
        guard let root = location.artifactsRoot else { return nil }
        var record = makeRecord(outcome, at: location, facts: facts, site: facts.site, writer: writer)
        if let message { record.message = message }
        return append(record, to: root, writer: writer)
    }

    /// Appends `record` to the run's results file in `root`; a write that fails is returned, never thrown.
    @discardableResult
    static func append(_ record: SnapshotRecord, to root: String, writer: ResultsWriter) -> ResultsError? {
        do {
            try writer.append(record, to: root)
            return nil
        } catch {
            return error
        }
    }

    static func makeRecord(_ outcome: Result<SnapshotResult, SnapshotError>, at location: SnapshotLocation,
                           facts: Facts, site: SnapshotRecord.TestSite, writer: ResultsWriter) -> SnapshotRecord {
        var record = SnapshotRecord(run: writer.run, sequence: writer.nextSequence(),
                                    time: SnapshotRecord.timestamp(Date()), suite: location.suite, name: location.name,
                                    pathExtension: location.pathExtension, status: .matched,
                                    reference: relative(location.referencePath, to: location.packageRoot),
                                    packageRoot: location.packageRoot)
        record.test = site
        record.partial = TestRunFilter.partialRun
        record.referenceDigest = facts.referenceDigest
        if facts.isRendered { record.stack = currentStack }
        if !facts.textFindings.isEmpty { record.textFindings = facts.textFindings }
        let artifact = { (path: String?) in path.map { relative($0, to: location.artifactsRoot) } }
        switch outcome {
        case .failure(let error):
            record.status = .error
            record.message = error.description
            if facts.actualPath != nil {
                record.actual = artifact(facts.actualPath)
                record.actualDigest = digest(ofFile: facts.actualPath)
            }
        case .success(.matched):
            break
        case .success(.missing):
            record.status = .missing
            record.actual = artifact(facts.missingActualPath)
            record.actualDigest = digest(ofFile: facts.missingActualPath)
            record.message = "no reference"
        case .success(.recorded(let recording)):
            record.status = .recorded
            switch recording.reason {
            case .missing: record.recordedBecause = .missing
            case .recordAll: record.recordedBecause = .all
            case .mismatch(let mismatch):
                record.recordedBecause = .mismatch
                describe(mismatch, in: &record, artifact: artifact)
            }
        case .success(.mismatch(let mismatch)):
            record.status = .mismatch
            describe(mismatch, in: &record, artifact: artifact)
        }
        return record
    }

    private static func describe(_ mismatch: SnapshotMismatch, in record: inout SnapshotRecord,
                                 artifact: (String?) -> String?) {
        record.actual = artifact(mismatch.actualPath)
        record.referenceCopy = artifact(mismatch.referenceCopyPath)
        record.diff = artifact(mismatch.diffPath)
        record.actualDigest = digest(ofFile: mismatch.actualPath)
        record.message = mismatch.difference.summary
        switch mismatch.difference.image {
        case let .pixels(pixels)?:
            record.pixels = SnapshotRecord.Pixels(
                differing: pixels.differingPixelCount, total: pixels.totalPixelCount,
                bounds: pixels.bounds.map { SnapshotRecord.Bounds(x: $0.x, y: $0.y, width: $0.width, height: $0.height) })
        case let .dimensions(reference, actual)?:
            record.dimensions = SnapshotRecord.Dimensions(
                reference: SnapshotRecord.Size(width: reference.pixelWidth, height: reference.pixelHeight),
                actual: SnapshotRecord.Size(width: actual.pixelWidth, height: actual.pixelHeight))
        case nil:
            break
        }
        if let change = mismatch.difference.change {
            record.change = change.key
            record.colorChanges = change.colorChanges
        }
        record.referenceStack = mismatch.stack?.reference?.fingerprint
    }

    /// `path` relative to `folder` when inside it, else unchanged.
    static func relative(_ path: String, to folder: String?) -> String {
        guard let folder, path.hasPrefix(folder + "/") else { return path }
        return String(path.dropFirst(folder.count + 1))
    }

    private static func digest(ofFile path: String?) -> String? {
        guard let path, let data = FileManager.default.contents(atPath: path) else { return nil }
        return ContentHash(data: data).description
    }
}
