@testable import BezelSafeFiles
import Foundation
import Testing

/// The race of issue 37: anyone who may write the output folder's parent can
/// exchange the folder with a link to another folder (`renameat2` with
/// `RENAME_EXCHANGE`) between bezel's steps. In every case the other
/// folder's files stay as they were, and bezel either writes inside the
/// real folder or fails with a sentence.
@Suite struct OutputFolderRaceTests {
    /// A victim folder that looks like an earlier output of the same command
    /// (its mark lists its files), so that only the descriptors protect it.
    final class Layout: @unchecked Sendable {
        let sandbox: SandboxFolder
        let victim: SandboxFolder
        let files = ["report.html", "trace.txt", "trace.jsonl", "run.png", "01-frame.png", "index.html"]
        var out: String { "\(sandbox.path)/out" }
        var link: String { "\(sandbox.path)/link" }

        init(command: String) throws {
            sandbox = try SandboxFolder()
            victim = try SandboxFolder()
            for file in files { try victim.file(file, "victim's \(file)") }
            try victim.file(OutputMark.fileName, "bezel-output 1 \(command)\n" + files.joined(separator: "\n") + "\n")
            try sandbox.link("link", to: victim.path)
        }

        /// The victim's files and their texts, as they must stay.
        func victimState() throws -> [String: String] {
            var state: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: victim.path) {
                state[name] = victim.text(name) ?? "?"
            }
            return state
        }

        /// Exchanges `out` and `link` (0, or the errno).
        func exchange() -> Int32 {
            Renaming.rename(AT_FDCWD, out, AT_FDCWD, link, .exchange)
        }
    }

    @Test func exchangedBeforeTheReplaceMoveFailsAndRemovesNothingOfTheOtherFolder() throws {
        let layout = try Layout(command: "bezel replay")
        let (output, staging, before) = try secondReplayStaged(in: layout)
        output.place.onStep { step in if step == .beforeMove { #expect(layout.exchange() == 0) } }
        let error = #expect(throws: SafeFileError.self) { try output.replace(with: staging) }
        #expect(error?.reason.contains("moved or replaced while bezel ran") == true)
        #expect(try layout.victimState() == before)
        // The real folder (now at `link`) still holds the first output; no staging folder is left.
        #expect(layout.sandbox.text("link/trace.txt") == "first")
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: layout.sandbox.path)) == ["out", "link"])
    }

    @Test func exchangedAfterTheMoveRemovesOnlyThroughTheOldFoldersDescriptor() throws {
        let layout = try Layout(command: "bezel replay")
        let (output, staging, before) = try secondReplayStaged(in: layout)
        let stagingPath = staging.path
        output.place.onStep { step in
            // The earlier output now has the staging name: put the link there instead.
            if step == .afterMove { #expect(Renaming.rename(AT_FDCWD, stagingPath, AT_FDCWD, layout.link, .exchange) == 0) }
        }
        do { try output.replace(with: staging) } catch {
            #expect(error.reason.contains("moved or replaced"))
        }
        #expect(try layout.victimState() == before)
    }

    @Test func exchangedBetweenClaimAndWritingWritesOnlyInTheRealFolder() throws {
        let layout = try Layout(command: "bezel preview")
        let first = try OutputFolder.claim(layout.out, command: "bezel preview").openForWriting(clearingEarlierOutput: true)
        try first.write(Data("first".utf8), to: RelativePath("index.html"))
        let before = try layout.victimState()
        let output = try OutputFolder.claim(layout.out, command: "bezel preview")
        #expect(layout.exchange() == 0)   // `out` is now the link; the real folder is at `link`
        let writer = try output.openForWriting(clearingEarlierOutput: true)
        try writer.write(Data("second".utf8), to: RelativePath("index.html"))
        try writer.write(Data("png".utf8), to: RelativePath("dark/tiles/a.png"))
        #expect(try layout.victimState() == before)
        #expect(layout.sandbox.text("link/index.html") == "second")
        #expect(layout.sandbox.text("link/dark/tiles/a.png") == "png")
    }

    @Test func exchangedInALoopWhileReplayingAndPreviewingTouchesNothingElse() throws {
        let runs = Int(ProcessInfo.processInfo.environment["BEZEL_RACE_RUNS"] ?? "") ?? 60
        for command in ["bezel replay", "bezel preview"] {
            let layout = try Layout(command: command)
            let before = try layout.victimState()
            let stop = PthreadLocked(false)
            let exchanges = PthreadLocked(0)
            let swapper = Thread {
                while !stop.withLock({ $0 }) {
                    if layout.exchange() == 0 { exchanges.withLock { $0 += 1 } }
                }
            }
            swapper.start()
            var succeeded = 0, refused = 0
            for run in 0..<runs {
                do {
                    if command == "bezel replay" {
                        try replay(into: layout.out, text: "run \(run)")
                    } else {
                        let writer = try OutputFolder.claim(layout.out, command: command).openForWriting(clearingEarlierOutput: true)
                        try writer.write(Data("run \(run)".utf8), to: RelativePath("index.html"))
                        try writer.write(Data("png".utf8), to: RelativePath("dark/tiles/a.png"))
                    }
                    succeeded += 1
                } catch {
                    #expect(!"\(error)".contains("Domain="), "\(error)")
                    refused += 1
                }
            }
            stop.withLock { $0 = true }
            while !swapper.isFinished { usleep(1_000) }
            #expect(try layout.victimState() == before, "\(command): \(succeeded) written, \(refused) refused")
            #expect(exchanges.withLock { $0 } > 0)
            // Whatever bezel wrote is in the real folder, whichever name it has now.
            for name in ["out", "link"] where !layout.sandbox.isLink(name) && layout.sandbox.exists(name) {
                let listed = try FileManager.default.contentsOfDirectory(atPath: "\(layout.sandbox.path)/\(name)")
                #expect(listed.isEmpty || listed.contains(OutputMark.fileName))
            }
        }
    }

    /// A first replay into `out`, then a second claimed and staged (not yet
    /// moved into place), and the victim's state before the race.
    private func secondReplayStaged(in layout: Layout) throws -> (OutputFolder, OutputStaging, [String: String]) {
        try replay(into: layout.out, text: "first")
        let before = try layout.victimState()
        let output = try OutputFolder.claim(layout.out, command: "bezel replay")
        let staging = try output.stage()
        try staging.folder.write(Data("second".utf8), to: RelativePath("trace.txt"))
        return (output, staging, before)
    }

    /// A replay's output written as `bezel replay` writes it: staged, then moved into place.
    private func replay(into path: String, text: String) throws {
        let output = try OutputFolder.claim(path, command: "bezel replay")
        let staging = try output.stage()
        do {
            for file in ["report.html", "trace.txt", "trace.jsonl", "run.png"] {
                try staging.folder.write(Data(text.utf8), to: RelativePath(file))
            }
        } catch {
            staging.discard()
            throw error
        }
        try output.replace(with: staging)
    }
}
