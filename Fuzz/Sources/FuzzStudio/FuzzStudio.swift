import BezelFiles
import BezelReplay
import BezelStudio
import Foundation
import FuzzSupport

/// Feeds the bytes to a `StudioController`, as the studio's page would over
/// its socket: split at each newline into at most ``FuzzStudio/maximumMessages``
/// messages, each given to `handle` in turn (every reply written as the
/// socket writes it), after `everything()` as a page that just connected;
/// then, when steps were recorded, the script Save writes is read back and
/// replayed (`ScriptRunner.run`, as `bezel replay` does), and its trace must
/// be the live session's, line for line: the studio's promise.
///
/// The session is of `Examples/scenes/timer.yaml` at scale 1 (a frame goes
/// out as a PNG after most steps, and the drawing code runs the same at any
/// scale), made afresh for each input: a session's steps are run again from
/// the first on every rewrite (a lifted finger, an undo), so steps kept
/// across inputs would slow every later one, and each input runs the same
/// way alone (what reproducing a finding needs). The scene's document is
/// read once (reading it was 80% of an empty input's 18 ms), with
/// `keptForTheProcess`.
///
/// Findings: any crash, trap, sanitizer report, leak, hang (over `-timeout`)
/// or allocation over the RSS limit; a saved script that does not read, or
/// replays to another trace (a trap naming both). Error replies are the
/// expected answer to bad messages and to steps that cannot act.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let messages = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: FuzzStudio.maximumMessages, omittingEmptySubsequences: true)
        .prefix(FuzzStudio.maximumMessages)
    do {
        let controller = StudioController(session: try StudioSession(scene: FuzzStudio.scene))
        controller.save = { session in "saved \(session.scriptText(scene: "../scenes/timer.yaml").utf8.count) bytes" }
        var replies = try controller.everything()
        for message in messages {
            let answer = controller.handle(Data(message))
            replies += answer
            say("\(String(decoding: message.prefix(120), as: UTF8.self)) -> "
                + answer.map { $0.json.map { String($0.prefix(120)) } ?? "frame" }.joined(separator: " "))
        }
        // Every reply as the socket writes it (a frame is binary: no text).
        for reply in replies { _ = reply.json }
        say("\(controller.session.steps.count) steps")
        try replayMatches(controller.session)
    } catch {
        return refused(error)
    }
    return 0
}

/// Reads back the script `session` saves and replays it; traps when it does
/// not read or its trace is not the live one.
func replayMatches(_ session: StudioSession) throws {
    guard !session.steps.isEmpty else { return }   // nothing to save (Save refuses)
    let text = session.scriptText(scene: "../scenes/timer.yaml")
    let script: Script
    do {
        script = try ScriptFile.parse(text, file: FuzzStudio.scripts + "/recorded.yaml", baseDirectory: FuzzStudio.scripts,
                                      themesDirectory: RepositoryPaths.themes)
    } catch {
        fatalError("the saved script does not read: \(error)\n\(text)")
    }
    let recording = ScriptRecording()
    _ = try ScriptRunner.run(script, recorder: recording)
    let live = try session.trace.traceText
    guard recording.traceText == live else {
        fatalError("the saved script replays to another trace\n--- script\n\(text)\n--- live\n\(live)\n--- replayed\n\(recording.traceText)")
    }
}

@main enum FuzzMain {
    static func main() { runFuzzer { fuzz($0, $1) } }
}

/// The scene every input's session starts from, and where its script is read back.
enum FuzzStudio {
    /// The most messages read from one input (the rest are ignored): the
    /// steps are run again on every rewrite, so a long input costs its
    /// length squared.
    static let maximumMessages = 64

    /// `Examples/scenes/timer.yaml` at scale 1; a fuzzer that cannot read it exits at once.
    static let scene: SceneDocument = keptForTheProcess {
        do {
            var scene = try SceneDocument.load(path: RepositoryPaths.scenes + "/timer.yaml", themesDirectory: RepositoryPaths.themes)
            scene.scale = 1
            return scene
        } catch {
            FileHandle.standardError.write(Data("FuzzStudio: cannot read the timer scene: \(error)\n".utf8))
            exit(2)
        }
    }

    /// `<tmp>/bezel-fuzz-studio-<pid>/scripts`, made once, beside a `scenes/`
    /// holding the timer scene at scale 1 (the session's), so the saved
    /// script's `scene: ../scenes/timer.yaml` is the session's scene. Removed at exit.
    static let scripts: String = {
        let top = NSTemporaryDirectory() + "/bezel-fuzz-studio-\(getpid())"
        let manager = FileManager.default
        try? manager.createDirectory(atPath: top + "/scripts", withIntermediateDirectories: true)
        try? manager.createDirectory(atPath: top + "/scenes", withIntermediateDirectories: true)
        let text = manager.contents(atPath: RepositoryPaths.scenes + "/timer.yaml").map { String(decoding: $0, as: UTF8.self) } ?? ""
        _ = manager.createFile(atPath: top + "/scenes/timer.yaml",
                               contents: Data(text.replacingOccurrences(of: "\nscale: 2\n", with: "\nscale: 1\n").utf8))
        atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "/bezel-fuzz-studio-\(getpid())") }
        return top + "/scripts"
    }()
}
