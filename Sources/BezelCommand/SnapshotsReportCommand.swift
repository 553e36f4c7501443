import ArgumentParser
import BezelGraphics
import BezelFileSnapshots
import BezelReports
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

    @OptionGroup var results: SnapshotResultsOptions

    @OptionGroup var snapshotFolders: SnapshotFolderOptions

    func run() throws {
        let loaded = try results.load()
        let folders = try snapshotFolders.referenceFolders(packageRoot: loaded.packageRoot)
        let orphans = OrphanedReferences.planKeepingDeclared(in: loaded).orphans.map(\.path)
        let folder = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? "\(loaded.folders.first ?? ".")/report"
        let page: String
        do {
            page = try SnapshotReviewPage(results: loaded, orphans: orphans, snapshotFolders: folders).write(to: folder)
        } catch {
            throw CommandFailure("cannot write the review page: \(error)")
        }
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
            FileHandle.standardOutput.write(summary.jsonData() + Data("\n".utf8))
        } else {
            print(summary.line)
            print("review: \(page)")
        }
        if summary.needsReview { throw CommandFailure([], exitCode: 1) }
    }
}
