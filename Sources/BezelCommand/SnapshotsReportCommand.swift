import ArgumentParser
import BezelGraphics
import BezelFileSnapshots
import BezelReports
import BezelReviewServer
import BezelSafeFiles
import BezelSnapshotResults
import Foundation

/// `bezel snapshots report`: one review page (and CI files) from the last run's results.
struct SnapshotsReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the review page of the last run's snapshot results: failures, new, orphaned.",
        discussion: """
            The page shows failures first (grouped into changes), then new snapshots, then orphaned \
            references, each with reference, actual and diff side by side and slider, blend and toggle \
            views. It copies the images it shows, so the folder works offline and moves as one: references \
            only from the package's Snapshots/ and --snapshots folders, artifacts only from the results \
            folders, never through a link (anything else is shown as a note). \
            Exit status 1 when any check is failing (a mismatch, a missing or recorded reference, an error). \
            It writes only its output folder (-o, default report/ in the first results folder): a new folder, an \
            empty one, or an earlier report's folder holding nothing but what that report wrote (listed in its \
            .bezel-output mark), whose files it replaces; anything else is refused with exit status 2. --junit \
            writes a new file or replaces one that holds JUnit XML, never another file or a link.

            --serve then serves the page on 127.0.0.1 at an address with a random token (printed, and opened \
            unless --no-open); requests without it, or with another Host or Origin, are refused. Its Accept \
            buttons (per snapshot, change group and suite) do what `bezel snapshots accept` does, its Delete \
            what `bezel snapshots prune --delete` does for the orphans the page lists, and the page shows what \
            each did. It serves only the page and the images it wrote. Runs until Ctrl-C (exit status 0).
            """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The folder to write index.html and its images into (default: report/ in the first results folder).",
        valueName: "folder"))
    var output: String?

    @Option(name: .customLong("junit"), help: ArgumentHelp("Also write JUnit XML to this file.", valueName: "file"))
    var junit: String?

    @Flag(name: .customLong("json"), help: "Print a JSON summary on standard output instead of the summary line.")
    var json = false

    @Flag(help: "Serve the page with Accept and Delete buttons on 127.0.0.1 until Ctrl-C.")
    var serve = false

    @Option(help: "With --serve: the port to listen on (default: one the system picks).")
    var port: UInt16?

    @Flag(help: "With --serve: do not open the page in a browser.")
    var noOpen = false

    @OptionGroup var results: SnapshotResultsOptions

    @OptionGroup var snapshotFolders: SnapshotFolderOptions

    func validate() throws {
        if !serve && (port != nil || noOpen) { throw ValidationError("--port and --no-open go with --serve") }
        if serve && json { throw ValidationError("--json prints a summary for programs; --serve serves a page: choose one") }
    }

    func run() throws {
        let loaded = try results.load()
        let folders = try snapshotFolders.referenceFolders(packageRoot: loaded.packageRoot)
        let orphans = OrphanedReferences.planKeepingDeclared(in: loaded).orphans.map(\.path)
        let folder = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? "\(loaded.folders.first ?? ".")/report"
        let written: SnapshotReviewPage.Written
        do {
            written = try SnapshotReviewPage(results: loaded, orphans: orphans, snapshotFolders: folders).writeServable(to: folder)
        } catch {
            throw CommandFailure("cannot write the review page: \(error)")
        }
        let page = written.page
        if let junit {
            let xml = SnapshotJUnitReport.xml(for: loaded)
            let file = URL(fileURLWithPath: junit).standardizedFileURL.path
            let pageFolder = URL(fileURLWithPath: page).deletingLastPathComponent().path
            if file.hasPrefix(pageFolder + "/") {
                // Inside the report's own folder (`-o report --junit report/junit.xml`): noted in its mark, so the next report replaces it.
                try CommandFailure.claiming {
                    let writer = try OutputFolder.claim(pageFolder, command: SnapshotReviewPage.command).openForWriting(clearingEarlierOutput: false)
                    try writer.write(Data(xml.utf8), to: try RelativePath(String(file.dropFirst(pageFolder.count + 1))))
                }
            } else {
                try OutputFile.write(Data(xml.utf8), to: junit, kind: .junit, option: "--junit")
            }
        }
        let summary = SnapshotSummary(results: loaded, orphans: orphans)
        if json {
            FileHandle.standardOutput.write(try summary.jsonData() + Data("\n".utf8))
        } else {
            print(summary.line)
            print("review: \(page)")
        }
        if serve {
            fflush(nil)   // the summary printed, before the server writes its lines
            let actions = ReviewActions(results: loaded, folders: folders, orphans: orphans) { line in
                FileHandle.standardOutput.write(Data((Printable.text(line) + "\n").utf8))
            }
            try serveReview(written, actions: actions)
            return
        }
        if summary.needsReview { throw CommandFailure([], exitCode: 1) }
    }

    /// Serves the page written until Ctrl-C, saying where (and opening it unless `--no-open`).
    private func serveReview(_ written: SnapshotReviewPage.Written, actions: ReviewActions) throws {
        let server = try LocalServing.listening("the review page", port: port) {
            try ReviewServer(written: written, actions: actions, port: port ?? 0)
        }
        let open = !noOpen
        try LocalServing.serve(server, what: "the review page", port: port) { address in
            let lines = "bezel snapshots report: \(address)\n"
                + "bezel snapshots report: Ctrl-C stops it; Accept writes references, Delete removes orphaned references\n"
            FileHandle.standardOutput.write(Data(lines.utf8))
            if open { StudioOutput.openInBrowser(address) }
        }
    }
}
