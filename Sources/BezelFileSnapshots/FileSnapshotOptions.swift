import Bezel
import BezelFiles
import BezelSnapshotResults
import BezelSnapshots

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

    public init(packageRoot: String, themes: ThemeResolver = .withoutFolder,
                themeOverrides: [(reference: String, theme: Theme)] = [], scaleOverrides: [Int] = [],
                record: RecordMode? = nil, configuration: SnapshotConfiguration = SnapshotConfiguration(),
                results: ResultsWriter = ResultsWriter(run: RunIdentity.ownProcess())) {
        self.packageRoot = packageRoot
        self.themes = themes
        self.themeOverrides = themeOverrides
        self.scaleOverrides = scaleOverrides
        self.record = record
        self.configuration = configuration
        self.results = results
    }

    /// The location of snapshot `name` of `source`.
    func location(_ name: String, of source: SnapshotSource, pathExtension: String) throws(SnapshotError) -> SnapshotLocation {
        try SnapshotLocation.resolve(name: name, suite: source.suite, pathExtension: pathExtension,
                                     packageRoot: packageRoot, configuration: configuration)
    }

    /// Checks one snapshot of `source`, written at `place`.
    func check<Value, Format>(_ name: String, of source: SnapshotSource, at place: SourceLocation,
                              as strategy: Snapshotting<Value, Format>, _ value: () throws -> Value) -> FileSnapshotCheck {
        let site = SnapshotRecord.TestSite(name: name, file: source.relativePath, line: place.line, column: place.column)
        let result = Result { () throws(SnapshotError) -> SnapshotResult in
            let location = try location(name, of: source, pathExtension: strategy.pathExtension)
            return try checkSnapshot(of: value, as: strategy, at: location, record: record, configuration: configuration,
                                     site: site, results: results)
        }
        return FileSnapshotCheck(name: name, place: place, result: result)
    }
}
