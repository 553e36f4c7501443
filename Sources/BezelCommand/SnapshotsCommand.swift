import ArgumentParser

/// `bezel snapshots`: check scene and script files' snapshots; review,
/// accept and prune the references of snapshot tests.
///
/// ```
/// bezel snapshots verify Examples               # scenes and scripts as snapshot tests
/// swift test                                   # writes .artifacts/snapshots/results-*.jsonl
/// bezel snapshots report                       # .artifacts/snapshots/report/index.html
/// bezel snapshots accept BezelButton/bezel-button@2x
/// bezel snapshots accept --group color-3478f6ff-2060d0ff
/// bezel snapshots prune --delete
/// ```
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Check scene and script files' snapshots; review, accept and prune references from the last run's results.",
        subcommands: [SnapshotsVerifyCommand.self, SnapshotsRecordCommand.self, SnapshotsReportCommand.self,
                      SnapshotsAcceptCommand.self, SnapshotsPruneCommand.self]
    )
}
