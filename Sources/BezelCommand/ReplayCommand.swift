import ArgumentParser
import BezelFiles
import BezelReplay
import BezelReports
import BezelGraphics
import BezelSafeFiles
import BezelSnapshotResults
import Foundation

/// `bezel replay`: runs a script file against its scene on the virtual clock
/// and writes what happened.
///
/// ```
/// bezel replay Examples/scripts/switch.yaml -o switch-replay
/// ```
///
/// The output folder gets `trace.jsonl`, `trace.txt`, one `NN-name.png` per
/// `snapshot` step (NN the step's number), `run.png` (the window after
/// every step, animated) and `report.html` (the steps, the frames and the
/// trace). Everything is written as the script runs, in bounded memory,
/// into a staging folder beside it that is moved into place at the end (see
/// ``ReplayFolder``). The output folder must be new, empty, or an earlier
/// replay's with nothing else in it (its `.bezel-output` mark lists what it
/// wrote); `-o ""`, `.`, `/`, the home folder and a project's folder are
/// refused (exit 2) before anything runs.
///
/// Exit codes: 0 when every expectation holds; 1 when a step fails (the run
/// stops there, the output is still written, and the message names the step,
/// its `file:line:column`, the expected and the actual value); 2 when the
/// script or its scene has errors (each printed as `file:line:column:
/// message`; nothing is written).
///
/// See also: ``ScriptFile``, ``ScriptRunner``.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a touch script file and write its trace, frames and an HTML report.",
        discussion: """
            Writes only its output folder (-o, default <script name>-replay): a new folder, an empty one, or an \
            earlier replay's folder that holds nothing but what that replay wrote (listed in its .bezel-output \
            mark), which it replaces whole. Anything else is refused with exit status 2 before the script runs: \
            an empty path, ., /, the home folder, the current folder or one above it, a folder holding .git or \
            Package.swift, a link, or a folder with files bezel did not write. While running it writes only a \
            hidden staging folder beside the output (.NAME.tmp-PID-ID), removed if the run fails or is killed.
            """
    )

    @Argument(help: "The script file (YAML).")
    var script: String

    @Option(name: [.short, .customLong("output")], help: "The folder to write (default: <script name>-replay here).")
    var output: String?

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var traitOptions: TraitOptions

    @Flag(help: "Let the scene's image paths lead outside its folder.")
    var allowOutsideImages = false

    @Flag(help: "Print one JSON object with the outcome, instead of a line for people.")
    var json = false

    func run() throws {
        let folder = try themeOptions.resolver().themesDirectory
        let target = output ?? (((script as NSString).lastPathComponent as NSString).deletingPathExtension + "-replay")
        let parsed = try CommandFailure.catchingScene {
            try ScriptFile.load(path: script, themesDirectory: folder, allowImagesOutside: allowOutsideImages)
        }
        let traits = traitOptions.isEmpty ? nil : try traitOptions.single(for: parsed.scene)
        let claimed = try CommandFailure.claiming { try OutputFolder.claim(target, command: ReplayFolder.command) }
        let output = try ReplayFolder(output: claimed, guardedBy: ProcessStagingGuard.shared)
        let result: ScriptResult
        do {
            result = try ScriptRunner.run(parsed, traits: traits, recorder: output)
        } catch {
            output.discard()
            throw error
        }
        try output.finish(result, script: parsed)
        if json { try Self.printJSON(result, target: target) }
        if let failure = result.failure {
            if !json { print("bezel: wrote \(target) (failed at step \(failure.step))") }
            throw CommandFailure([failure], exitCode: 1)
        }
        if !json { print("bezel: wrote \(target) (\(result.stepsRun) steps, every expectation held)") }
    }

    /// ``ReplayReport``.
    private static func printJSON(_ result: ScriptResult, target: String) throws {
        let failure = result.failure.map {
            ReplayReport.Failure(step: $0.step, location: $0.location.description, message: $0.description)
        }
        let report = ReplayReport(output: target, passed: result.passed, stepsRun: result.stepsRun,
                                  snapshots: result.snapshots.map(\.fileName), failure: failure)
        print(try JSONOutput.text(report, .line))
    }
}
