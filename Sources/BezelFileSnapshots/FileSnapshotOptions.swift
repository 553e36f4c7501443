import Bezel
import BezelFiles
import BezelSnapshotResults
import BezelSnapshots
import Foundation

/// What a file-driven run needs besides the files: where references live,
/// how themes are found, what the command line overrides, and the record mode.
public struct FileSnapshotOptions: Sendable {
    /// The project folder: references in `<packageRoot>/Snapshots/`, artifacts in `.artifacts/snapshots/`.
    public var packageRoot: String
    /// How theme names are looked up (scenes' `theme` and `snapshots: themes`).
    public var themes: ThemeResolver
    /// `--theme`: themes to render every scene in instead of those the files list, by name as given.
    public var themeOverrides: [(reference: String, theme: Theme)]
    /// `--scale`: scales to render every scene at instead of those the files list.
    public var scaleOverrides: [Int]
    /// The record mode; nil reads `BEZEL_SNAPSHOT_RECORD` (and `CI`) as the assertions do.
    public var record: RecordMode?
    /// The snapshot settings (environment, artifacts folder) the checks use.
    public var configuration: SnapshotConfiguration
    /// The results file's writer for this run.
    public var results: ResultsWriter
    /// How the run checks less than everything (`--shard`, `--theme`, `--scale`,
    /// paths that are not the package), written with what the files declare
    /// so that `prune` knows; nil for a run of everything.
    public var partial: SnapshotRecord.PartialRun?

    public init(packageRoot: String, themes: ThemeResolver = .withoutFolder,
                themeOverrides: [(reference: String, theme: Theme)] = [], scaleOverrides: [Int] = [],
                record: RecordMode? = nil, configuration: SnapshotConfiguration = SnapshotConfiguration(),
                results: ResultsWriter = ResultsWriter(run: RunIdentity.ownProcess()),
                partial: SnapshotRecord.PartialRun? = nil) {
        self.packageRoot = packageRoot
        self.themes = themes
        self.themeOverrides = themeOverrides
        self.scaleOverrides = scaleOverrides
        self.record = record
        self.configuration = configuration
        self.results = results
        self.partial = partial
    }

    /// The location of snapshot `name` of `source`.
    func location(_ name: String, of source: SnapshotSource, pathExtension: String) throws(SnapshotError) -> SnapshotLocation {
        try SnapshotLocation.resolve(name: name, suite: source.suite, pathExtension: pathExtension,
                                     packageRoot: packageRoot, configuration: configuration)
    }

    /// Checks one snapshot of `source`, written at `place`. A snapshot that
    /// cannot even be located (its name, made from the file's values, is not
    /// a file name) is recorded as an error in the results all the same.
    /// `textFindings` is the file's own text finding policy, over the run's
    /// (``configuration``'s, then `BEZEL_TEXT_FINDINGS`); warnings come back
    /// on the check. `accessibilityFindings` is the file's accessibility finding policy, the same way.
    func check<Value, Format>(_ name: String, of source: SnapshotSource, at place: SourceLocation,
                              as strategy: Snapshotting<Value, Format>, textFindings: TextFindingPolicy? = nil,
                              accessibilityFindings: FindingPolicy? = nil,
                              _ value: () throws -> Value) -> FileSnapshotCheck {
        let site = self.site(of: source, at: place, name: name)
        let location: SnapshotLocation
        do {
            location = try self.location(name, of: source, pathExtension: strategy.pathExtension)
        } catch {
            recordSnapshotError(error.description, name: name, suite: source.suite, pathExtension: strategy.pathExtension,
                                packageRoot: packageRoot, configuration: configuration, site: site, results: results)
            return FileSnapshotCheck(name: name, place: place, result: .failure(error))
        }
        var warnings: [SnapshotTextFinding] = []
        let result = Result { () throws(SnapshotError) -> SnapshotResult in
            try checkSnapshot(of: value, as: strategy, at: location, record: record, textFindings: textFindings,
                              accessibilityFindings: accessibilityFindings, configuration: configuration, site: site, results: results,
                              textFindingsWarned: { warnings = $0 })
        }
        return FileSnapshotCheck(name: name, place: place, result: result, textFindings: warnings)
    }

    /// Records `problem` of `source` as an error in the results: one record
    /// named after the file (`Snapshots/<suite>/<file name>` with the file's
    /// extension, which no reference has), at the problem's place. When the
    /// file declared nothing (it could not be read), the record protects its
    /// whole suite folder from `prune`.
    func record(_ problem: FileSnapshotProblem, of source: SnapshotSource, declaredNothing: Bool) {
        let file = (source.path as NSString).lastPathComponent as NSString
        recordSnapshotError(problem.message, name: file.deletingPathExtension, suite: source.suite,
                            pathExtension: file.pathExtension, packageRoot: packageRoot, configuration: configuration,
                            site: site(of: source, at: problem.place, name: nil), results: results,
                            protectsSuite: declaredNothing, partial: partial)
    }

    /// Records that `source` declares snapshot `name` (a `pathExtension` file), asked for at `place`.
    func declare(_ name: String, pathExtension: String, of source: SnapshotSource, at place: SourceLocation) {
        recordDeclaredSnapshot(name: name, suite: source.suite, pathExtension: pathExtension, packageRoot: packageRoot,
                               configuration: configuration, site: site(of: source, at: place, name: name), results: results,
                               partial: partial)
    }

    /// Where in `source` (or in a file it names, such as its scene or theme) something was asked for, as results hold it.
    private func site(of source: SnapshotSource, at place: SourceLocation, name: String?) -> SnapshotRecord.TestSite {
        let file = place.file == source.path ? source.relativePath
            : SnapshotSources.relative(URL(fileURLWithPath: place.file).standardizedFileURL.path, to: packageRoot)
        return SnapshotRecord.TestSite(name: name, file: file, line: place.line, column: place.column)
    }
}
