import ArgumentParser
import BezelSnapshotResults
import Foundation

/// `bezel snapshots accept`: copy the actuals of chosen failures over their references.
struct SnapshotsAcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make the last run's actual snapshots the new references: by name, suite, change group, or all.",
        discussion: """
            Only failures of the last run are touched (mismatches, and new snapshots whose reference was \
            missing); a reference that matched, or that changed since the run, is skipped and said so. \
            The references are written together or not at all. Exit status 1 when a chosen snapshot \
            was skipped for any reason but having been accepted already. Names are Suite/name as the report shows \
            them (a bare name works when one suite has it); group ids come from the report.

            What it may write: only reference files <folder>/<Suite>/<name>.png or .txt, where <folder> is \
            the package's Snapshots/ or a --snapshots folder, and Suite and name are single file names (not \
            hidden, no control characters). The reference a results record names must be exactly that file, \
            or the record is skipped: a results file never chooses where to write. Each file is written \
            through a new temporary file in its folder (opened with O_EXCL | O_NOFOLLOW) renamed into place; \
            a linked Snapshots/ or suite folder, a link at the reference, or anything there that is not a \
            regular file is refused. What it copies: the actual the run wrote, a regular file inside the \
            results folder (no link), with the digest the run recorded (a record without one is skipped: run \
            the tests again), decoding as a PNG image or as UTF-8 text like the reference it replaces.
            """
    )

    @Argument(help: ArgumentHelp("Snapshots to accept: Suite/name (or name).", valueName: "name"))
    var names: [String] = []

    @Option(name: .customLong("suite"), help: "Accept every failure of this suite (repeatable).")
    var suites: [String] = []

    @Option(name: .customLong("group"), help: "Accept every failure of this change group (repeatable; ids are in the report).")
    var groups: [String] = []

    @Flag(name: .customLong("all"), help: "Accept every failure and every new snapshot.")
    var all = false

    @Flag(name: .customLong("dry-run"), help: "Say what would change, change nothing.")
    var dryRun = false

    @OptionGroup var results: SnapshotResultsOptions

    @OptionGroup var snapshotFolders: SnapshotFolderOptions

    func validate() throws {
        if names.isEmpty && suites.isEmpty && groups.isEmpty && !all {
            throw ValidationError("name what to accept: NAME..., --suite, --group or --all")
        }
    }

    func run() throws {
        let loaded = try results.load()
        let folders = try snapshotFolders.referenceFolders(packageRoot: loaded.packageRoot)
        let selectors = (all ? [ReferenceAcceptance.Selector.all] : []) + names.map { .name($0) }
            + suites.map { .suite($0) } + groups.map { .group($0) }
        let plan: ReferenceAcceptance.Plan
        do {
            plan = try ReferenceAcceptance.plan(selectors, in: loaded, folders: folders)
        } catch {
            throw CommandFailure(error.description)
        }
        for skip in plan.skipped { print(skip.description) }
        if dryRun {
            for change in plan.changes { print("would have \(change.description)") }
            return
        }
        do {
            for change in try ReferenceAcceptance.apply(plan) { print(change.description) }
        } catch {
            throw CommandFailure(error.description)
        }
        let count = plan.changes.count
        print("\(count) reference\(count == 1 ? "" : "s") written\(plan.skipped.isEmpty ? "" : ", \(plan.skipped.count) skipped")")
        // Skipped because already accepted is done; skipped for any other reason needs a look.
        if plan.skipped.contains(where: { !$0.isAlreadyAccepted }) { throw CommandFailure([], exitCode: 1) }
    }
}
