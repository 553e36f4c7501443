import ArgumentParser
import BezelFiles
import BezelFileSnapshots
import BezelSnapshotResults
import BezelSnapshots
import Foundation

/// `bezel snapshots verify` and `bezel snapshots record`: scene and script
/// files as snapshot tests, with no Swift.
struct SnapshotsVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check the snapshots of scene and script files against their references.",
        discussion: """
            A scene is rendered in each theme and scale its snapshots: key lists (default: its own), and \
            each view of its state matrices in every combination, each against \
            Snapshots/<scene>/<name>.png. A script's snapshot steps are compared with \
            Snapshots/<script>.script/<name>.png and its whole trace with the golden \
            Snapshots/<script>.script/trace.txt. Missing references are recorded unless CI=true \
            (BEZEL_SNAPSHOT_RECORD=all|failed|missing|never, as for the Swift assertions). The results \
            go to .artifacts/snapshots for bezel snapshots report and accept. Exit status 2 when a file \
            could not be read as a scene or script (it, or a theme it names, is too large, not UTF-8, not \
            YAML, or holds a wrong value; each is printed at file:line:column and the other files are still \
            checked), else 1 when any check is failing: a mismatch, a missing or recorded reference, or an error.

            Texts that do not show whole (cut with "…", clipped, past the window, drawn with missing-glyph boxes) \
            are checked in every image: --text-findings warn (the default; BEZEL_TEXT_FINDINGS=off|warn|fail sets \
            it too) prints a warning line for each, at the place declaring the view, and writes them on the \
            snapshot's results record; fail makes each such snapshot an error that is neither compared nor \
            recorded; off does not look. A scene's own snapshots: textFindings: key outranks the option. \
            Accessibility findings (unlabelled, small touch targets, shared labels, off screen, and each text's \
            contrast measured on the rendered pixels, which costs one more render per image) follow \
            --accessibility-findings, BEZEL_ACCESSIBILITY_FINDINGS and a scene's snapshots: accessibilityFindings: \
            the same way.

            What it may write: references only as Snapshots/<suite>/<name>.png or trace.txt inside the package (the \
            record mode decides which), never through a link (a linked Snapshots/ or suite folder is an error); \
            artifacts and one results file of its own under .artifacts/snapshots (or $BEZEL_SNAPSHOT_ARTIFACTS). \
            What it may delete: its own earlier artifacts of the snapshots it checks, results files whose writing \
            process is gone, and temporary files a killed writer left.
            """
    )

    @OptionGroup var files: FileSnapshotCommandOptions

    func run() throws {
        try files.run(record: nil)
    }
}

/// `bezel snapshots record`: `verify` writing every reference (mode `all`).
struct SnapshotsRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the references of scene and script files' snapshots (verify with BEZEL_SNAPSHOT_RECORD=all).",
        discussion: """
            Every reference and golden trace is written again; review the change with git diff or bezel snapshots report.

            What it may write: references only as Snapshots/<suite>/<name>.png or trace.txt inside the package (the \
            record mode decides which), never through a link (a linked Snapshots/ or suite folder is an error); \
            artifacts and one results file of its own under .artifacts/snapshots (or $BEZEL_SNAPSHOT_ARTIFACTS). \
            What it may delete: its own earlier artifacts of the snapshots it checks, results files whose writing \
            process is gone, and temporary files a killed writer left.
            """
    )

    @OptionGroup var files: FileSnapshotCommandOptions

    func run() throws {
        try files.run(record: .all)
    }
}

/// The arguments `verify` and `record` share, and the run itself.
struct FileSnapshotCommandOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Scene and script files, or folders to search for them (default: the package folder).",
                                 valueName: "path"))
    var paths: [String] = []

    @Option(name: .customLong("theme"), help: ArgumentHelp(
        "Render every scene in this theme (a name or a .yaml file) instead of those it lists; repeatable.", valueName: "theme"))
    var themes: [String] = []

    @Option(name: .customLong("scale"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "Render every scene at this scale (1, 2 or 3) instead of those it lists; repeatable.", valueName: "scale"))
    var scales: [Int] = []

    @Option(name: .customLong("shard"), help: ArgumentHelp(
        "Check only part i of n (for CI jobs); a file's part depends only on its path.", valueName: "i/n"))
    var shard: String?

    @Option(name: .customLong("jobs"), parsing: .unconditional, help: ArgumentHelp("Files checked at once (default: the machine's cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .customLong("text-findings"), help: ArgumentHelp(
        "What a snapshot does with text that does not show whole: off, warn or fail (default: $BEZEL_TEXT_FINDINGS, else warn).",
        valueName: "policy"))
    var textFindings: String?

    @Option(name: .customLong("accessibility-findings"), help: ArgumentHelp(
        "What a snapshot does with its accessibility findings (unlabelled, small touch targets, shared labels, off screen, low text contrast on the rendered pixels): off, warn or fail (default: $BEZEL_ACCESSIBILITY_FINDINGS, else warn).",
        valueName: "policy"))
    var accessibilityFindings: String?

    @OptionGroup var themeOptions: ThemeOptions

    @Option(name: .customLong("package-path"), help: ArgumentHelp(
        "The project folder holding Snapshots/ (default: the nearest folder above the current one with a Package.swift, else the current one).",
        valueName: "folder"))
    var packagePath: String?

    func run(record: RecordMode?) throws {
        let root = try SnapshotResultsOptions.packageRoot(option: packagePath)
        let resolver = try themeOptions.resolver()
        if let bad = scales.first(where: { !(1...3).contains($0) }) { throw CommandFailure("--scale: \(bad) is not 1, 2 or 3") }
        if let jobs, !(1...256).contains(jobs) { throw CommandFailure("--jobs: \(jobs) is not 1…256") }
        let shard = try shard.map { text in
            do { return try SnapshotShard(parsing: text) } catch { throw CommandFailure("--shard: \(error)") }
        }
        let overrides = try themes.map { reference in
            (reference: reference, theme: try CommandFailure.catching { try resolver.theme(reference, at: ThemeOptions.themeOption) })
        }
        let policy = try textFindings.map { text in
            guard let policy = TextFindingPolicy(parsing: text) else {
                throw CommandFailure("--text-findings: \"\(text)\" is not off, warn or fail")
            }
            return policy
        }
        let accessibilityPolicy = try accessibilityFindings.map { text in
            guard let policy = FindingPolicy(parsing: text) else {
                throw CommandFailure("--accessibility-findings: \"\(text)\" is not off, warn or fail")
            }
            return policy
        }
        let configuration = SnapshotConfiguration(textFindings: policy, accessibilityFindings: accessibilityPolicy)
        // The mode and policy are checked before any work, so a bad BEZEL_SNAPSHOT_RECORD or BEZEL_TEXT_FINDINGS stops the run at once.
        let mode = try CommandFailure.rethrowing { try RecordMode.resolve(explicit: record, configuration: configuration) }
        _ = try CommandFailure.rethrowing { try configuration.textFindingPolicy() }
        _ = try CommandFailure.rethrowing { try configuration.accessibilityFindingPolicy() }
        var sources = try CommandFailure.rethrowing { try SnapshotSources.find(paths.isEmpty ? [root] : paths, packageRoot: root) }
        let found = sources.count
        if let shard { sources = sources.filter { shard.contains($0.relativePath) } }
        let options = FileSnapshotOptions(packageRoot: root, themes: resolver, themeOverrides: overrides, scaleOverrides: scales,
                                          record: mode, configuration: configuration, partial: partial(root: root, shard: shard))
        let outcomes = FileSnapshotRun.check(sources, options: options,
                                             jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        // The checks' outcomes stand without the results file; the user is told it is incomplete.
        if let problem = options.results.firstFailure {
            FileHandle.standardError.write(Data("warning: snapshot results not written: \(problem)\n".utf8))
        }
        let summary = FileSnapshotSummary(outcomes: outcomes, recording: mode == .all)
        for line in summary.problemLines { print(line) }
        for line in summary.textFindingLines { print(line) }
        if let shard { print("bezel: shard \(shard): \(sources.count) of \(found) files") }
        print(summary.line)
        if summary.hasUnreadableFiles { throw CommandFailure([], exitCode: 2) }
        if summary.needsReview { throw CommandFailure([], exitCode: 1) }
    }
}

extension FileSnapshotCommandOptions {
    /// How this run checks less than everything, for `prune` (nil: it checks
    /// every file of the package in every theme and scale the files list).
    func partial(root: String, shard: SnapshotShard?) -> SnapshotRecord.PartialRun? {
        var options: [String] = []
        if !themes.isEmpty { options.append("--theme") }
        if !scales.isEmpty { options.append("--scale") }
        let whole = URL(fileURLWithPath: root).standardizedFileURL.path
        if !paths.isEmpty, !paths.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == whole }) {
            options.append("paths")
        }
        guard shard != nil || !options.isEmpty else { return nil }
        return SnapshotRecord.PartialRun(shardIndex: shard?.index, shardCount: shard?.count, options: options)
    }
}

extension CommandFailure {
    /// Runs `body`; anything it throws becomes a failure with status 2 and its description.
    static func rethrowing<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as CommandFailure { throw error } catch {
            throw CommandFailure(String(describing: error))
        }
    }
}
