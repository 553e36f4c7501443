import ArgumentParser

/// `bezel snapshots`: review, accept and prune the references of snapshot tests.
///
/// ```
/// swift test                                   # writes .artifacts/snapshots/results-*.jsonl
/// bezel snapshots report                       # .artifacts/snapshots/report/index.html
/// bezel snapshots accept BezelButton/bezel-button@2x
/// bezel snapshots accept --group color-3478f6ff-2060d0ff
/// bezel snapshots prune --delete
/// ```
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Review, accept and prune snapshot references from the last test run's results.",
        subcommands: [SnapshotsReportCommand.self, SnapshotsAcceptCommand.self, SnapshotsPruneCommand.self]
    )
}
