import ArgumentParser
import BezelSnapshotResults
import Foundation

/// `bezel snapshots prune`: list (or delete) references the last run did not touch.
struct SnapshotsPruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List references that no check of the last run touched (left by renamed or removed tests).",
        discussion: """
            Run it after a full test run: a filtered run leaves most references untouched. \
            Exit status 1 when there are orphans and they were only listed.
            """
    )

    @Flag(name: .customLong("delete"), help: "Remove the orphaned references.")
    var delete = false

    @OptionGroup var results: SnapshotResultsOptions

    func run() throws {
        let loaded = try results.load()
        let orphans = OrphanedReferences.find(in: loaded)
        let root = loaded.packageRoot
        func shown(_ path: String) -> String { path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path }
        guard !orphans.isEmpty else {
            print("no orphaned references (\(loaded.entries.count) checked by the last run)")
            return
        }
        guard delete else {
            for path in orphans { print(shown(path)) }
            print("\(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s"); remove with --delete")
            throw CommandFailure([], exitCode: 1)
        }
        do {
            for path in try OrphanedReferences.delete(orphans, packageRoot: root) { print("removed \(shown(path))") }
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
