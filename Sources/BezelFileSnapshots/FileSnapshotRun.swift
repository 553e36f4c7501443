import BezelGraphics
import BezelSnapshots
import Foundation

/// Checks the snapshots of scene and script files, several files at once.
///
/// ```swift
/// let sources = try SnapshotSources.find(["Examples"], packageRoot: root)
/// let outcomes = FileSnapshotRun.check(sources, options: FileSnapshotOptions(packageRoot: root))
/// ```
///
/// Every check goes through the same code as the Swift assertions
/// (`checkSnapshot`): the record modes, artifacts, and a results file that
/// `bezel snapshots report`, `accept` and `prune` read.
public enum FileSnapshotRun {
    /// Checks every file of `sources` (in parallel, `jobs` at a time; the
    /// machine's cores by default); the outcomes come back in the sources' order.
    public static func check(_ sources: [SnapshotSource], options: FileSnapshotOptions,
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> [FileSnapshotOutcome] {
        concurrentMap(sources, width: jobs) { check($0, options: options) }
    }

    /// Checks one file: first writes into the results every snapshot it
    /// declares (see `BezelSnapshotResults/SnapshotRecord/Status/declared`),
    /// then checks those the options choose. Its problem, when it has one, is
    /// an error record in the results too, so a report of the run counts what
    /// the run said.
    public static func check(_ source: SnapshotSource, options: FileSnapshotOptions) -> FileSnapshotOutcome {
        let outcome: FileSnapshotOutcome
        switch source.kind {
        case .scene: outcome = SceneSnapshots.check(source, options: options)
        case .script: outcome = ScriptSnapshots.check(source, options: options)
        }
        if let problem = outcome.problem { options.record(problem, of: source, declaredNothing: outcome.declared.isEmpty) }
        return outcome
    }
}
