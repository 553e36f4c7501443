import Bezel
import BezelFiles
import BezelReplay
import BezelGraphics
import Foundation
import FuzzSupport

/// Feeds the bytes, as UTF-8 text (invalid sequences replaced), to
/// `ScriptFile.parse` as a script in a temporary `scripts/` folder beside a
/// `scenes/` folder holding the example scenes at scale 1 (so the examples'
/// `scene: ../scenes/timer.yaml` resolves and runs fast; inline scene
/// mappings work too), with `Themes/` as the themes directory. A script
/// that parses, has at most 20 steps and whose scene is at most 512×512
/// pixels is run with `ScriptRunner.run` (every step, on the virtual clock,
/// capturing a frame after each).
///
/// Findings: any crash, trap, sanitizer report, hang (over `-timeout`) or
/// huge allocation. Thrown errors and failed steps are the expected answer
/// to bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let script = try ScriptFile.parse(text, file: FuzzPaths.scripts + "/fuzz.yaml", baseDirectory: FuzzPaths.scripts,
                                          themesDirectory: FuzzPaths.themes)
        guard script.steps.count <= 20 else { return 0 }   // longer scripts repeat what shorter ones reach
        let scene = script.scene, scale = Double(scene.scale)
        guard scene.size.width * scale <= 512, scene.size.height * scale <= 512 else { return 0 }
        let recording = ScriptRecording()
        let result = try ScriptRunner.run(script, recorder: recording)
        // The run's frames through the animated PNG writer, as `bezel replay` writes run.png.
        let animation = try AnimatedPNG.encode(recording.runFrames, delay: 0.6)
        guard let first = recording.runFrames.first,
              try Image(pngData: animation).premultipliedARGB() == first.premultipliedARGB() else {
            fatalError("run.png's first frame does not decode to the window before the first step")
        }
        say("ran \(result.stepsRun) steps; failure: \(result.failure.map { "\($0)" } ?? "none")")
    } catch {
        return refused(error)
    }
    return 0
}

@main enum FuzzMain {
    static func main() { runFuzzer { fuzz($0, $1) } }
}

/// The folders and files this target reads (see ``RepositoryPaths``).
enum FuzzPaths {
    static let root = RepositoryPaths.root
    static let themes = RepositoryPaths.themes
    /// `<tmp>/bezel-fuzz-script-<pid>/scripts`, made once: its sibling
    /// `scenes/` has `Examples/scenes` with every `scale: 2` line made
    /// `scale: 1` (the examples are 640×480 pixels at 2x, slow to capture
    /// after every step), and the images. Removed at exit.
    static let scripts: String = {
        let top = NSTemporaryDirectory() + "/bezel-fuzz-script-\(getpid())"
        let manager = FileManager.default
        try? manager.createDirectory(atPath: top + "/scripts", withIntermediateDirectories: true)
        try? manager.createDirectory(atPath: top + "/scenes", withIntermediateDirectories: true)
        let examples = root + "/Examples/scenes"
        for name in (try? manager.contentsOfDirectory(atPath: examples)) ?? [] {
            guard let data = manager.contents(atPath: examples + "/" + name) else { continue }
            let copy = name.hasSuffix(".yaml")
                ? Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\nscale: 2\n", with: "\nscale: 1\n").utf8)
                : data
            manager.createFile(atPath: top + "/scenes/" + name, contents: copy)
        }
        atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "/bezel-fuzz-script-\(getpid())") }
        return top + "/scripts"
    }()
}
