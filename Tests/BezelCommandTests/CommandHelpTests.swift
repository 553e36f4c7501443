import Foundation
import Testing

/// Every command that writes or deletes says in its `--help` exactly what it
/// may touch (the table in `Sources/BezelFiles/BezelFiles.docc/InputLimitsAndErrors.md` says the same).
@Suite struct CommandHelpTests {
    @Test(arguments: [
        (["replay"], "Writes only its output folder"),
        (["preview"], "Writes only its output folder"),
        (["snapshots", "report"], "It writes only its output folder"),
        (["init"], "Writes only new files"),
        (["snapshots", "verify"], "What it may write: references only"),
        (["snapshots", "record"], "What it may write: references only"),
        (["snapshots", "accept"], "What it may write: only reference files"),
        (["snapshots", "prune"], "It may delete only regular files"),
        (["render"], "replacing only a file of the same kind"),
    ])
    func writingCommandsSayWhatTheyMayTouch(command: [String], sentence: String) throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let help = try FontIsolationTests.run(bezel, command + ["--help"], environment: nil)
        #expect(help.status == 0)
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains(sentence), "\(command): \(help.stdout)")
    }
}
