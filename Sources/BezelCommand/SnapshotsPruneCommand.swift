import ArgumentParser
import BezelFileSnapshots
import BezelSnapshotResults
import Foundation

/// `bezel snapshots prune`: list (or delete) references that nothing of the last run names.
struct SnapshotsPruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List references that nothing of the last run checked or declared (left by renamed or removed tests).",
        discussion: """
            It may delete only regular files named <name>.png or <name>.txt (a valid snapshot name, not hidden) \
            directly inside Snapshots/<Suite>/ of the package, for suites the last run checked or declared \
            something in, that no check and no declaration of that run names. A scene declares every theme, \
            scale and state its snapshots: key lists, whatever --theme or --scale chose; a script its snapshot \
            steps and golden trace, even when its run stopped; a Swift test run the references it checked. \
            Never: a suite folder of a file that could not be read (its snapshots are unknown), folders \
            (notes.png/), links, devices, hidden files, other files, or anything outside Snapshots/<Suite>/. \
            After a partial run (--shard, --theme, --scale, or paths that are not the whole package) it refuses \
            (exit status 2) unless --complete names the suite folders known complete; it then searches only \
            those. It prints its plan first: the orphans, and what it keeps and why; that is all it does \
            without --delete (exit status 1 when there are orphans). --delete checks every file, moves them all \
            into a hidden folder Snapshots/.bezel-prune-<pid>, moving every one back if any move fails, then \
            removes that folder: all or nothing. It also lists what killed processes left in Snapshots/ \
            (.NAME.tmp-PID-… files of a writer that is gone, .bezel-prune-PID folders of a prune that is gone) \
            and removes those with --delete.
            """
    )

    @Flag(name: .customLong("delete"), help: "Remove the orphaned references (all or nothing).")
    var delete = false

    @Option(name: .customLong("complete"), help: ArgumentHelp(
        "A suite folder (Snapshots/SUITE) known complete after a partial run: search it; repeatable.", valueName: "suite"))
    var complete: [String] = []

    @OptionGroup var results: SnapshotResultsOptions

    func run() throws {
        let loaded = try results.load()
        // What the files declare now is kept, read from them: a results file cannot make a declared reference an orphan.
        let plan = OrphanedReferences.planKeepingDeclared(in: loaded, complete: complete)
        // The reasons come from results files: printed with control characters escaped.
        if let refusal = plan.refusal { throw CommandFailure(Printable.text(Self.message(refusal))) }
        let root = loaded.packageRoot
        let leftovers = LeftoverFiles.find(in: plan.snapshotsFolder)
        func shown(_ path: String) -> String {
            Printable.path(path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path)
        }
        for kept in plan.kept { print("kept \(shown(kept.path)): \(kept.reason)") }
        for orphan in plan.orphans { print(shown(orphan.path)) }
        for leftover in leftovers {
            print("leftover \(shown(plan.snapshotsFolder + "/" + leftover.path)): \(leftover.reason)")
        }
        let count = plan.orphans.count
        let references = "orphaned reference\(count == 1 ? "" : "s")"
        let leftoverText = leftovers.isEmpty ? "" : ", \(leftovers.count) leftover\(leftovers.count == 1 ? "" : "s") of killed processes"
        guard count > 0 || !leftovers.isEmpty else {
            print("no orphaned references (\(loaded.entries.count) checked, \(loaded.declarations.count) declared by the last run)")
            return
        }
        guard delete else {
            print("\(count) \(references)\(leftoverText); remove with --delete")
            throw CommandFailure([], exitCode: 1)
        }
        do {
            try OrphanedReferences.delete(plan.orphans, snapshotsFolder: plan.snapshotsFolder)
        } catch {
            throw CommandFailure(error.description)
        }
        let cleaned = LeftoverFiles.remove(leftovers, from: plan.snapshotsFolder).count
        print("removed \(count) \(references)" + (leftovers.isEmpty ? "" : ", \(cleaned) leftover\(cleaned == 1 ? "" : "s")"))
    }

    /// The refusal in the command's words: `--complete S: …`, a shard as `--shard 2/4`.
    static func message(_ refusal: OrphanedReferences.Refusal) -> String {
        switch refusal {
        case .unknownSuites(let suites):
            return "--complete " + suites.joined(separator: ", ") + ": the last run checked and declared nothing in "
                + refusal.unknownSuiteFolders
        case .partialRun:
            return refusal.description(writingReasons: option) + " with --complete SUITE"
        }
    }

    /// A reason a run was partial as the option that made it: `--shard 2/4`, `--scale`.
    static func option(_ reason: SnapshotRecord.PartialRun.Reason) -> String {
        switch reason {
        case let .shard(index, count): return "--shard \(index)/\(count)"
        case let .option(option): return option
        }
    }

}
