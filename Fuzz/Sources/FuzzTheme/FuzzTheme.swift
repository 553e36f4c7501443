import Bezel
import BezelFiles
import BezelGraphics
import BezelScenes
import Foundation
import FuzzSupport

/// Feeds the bytes, as UTF-8 text (invalid sequences replaced), to
/// `ThemeFile.parse` as a file in `Themes/` (so `extends: dark` finds the
/// shipped themes). A theme that parses is written back with
/// `ThemeFile.yaml` and read again, and must come back equal; then a small
/// fixed scene (every common control) is made with it and rendered at 1x.
///
/// Findings: any crash, trap, sanitizer report, hang or huge allocation,
/// and a theme that does not survive its own writer (the trap says
/// "round trip"). Thrown errors are the expected answer to bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let theme: Theme
    do {
        theme = try ThemeFile.parse(text, file: FuzzPaths.themes + "/fuzz.yaml", themesDirectory: FuzzPaths.themes)
    } catch {
        return refused(error)
    }
    let written = ThemeFile.yaml(theme)
    let reread: Theme
    do {
        reread = try ThemeFile.parse(written, file: FuzzPaths.themes + "/fuzz-reread.yaml", themesDirectory: FuzzPaths.themes)
    } catch {
        fatalError("round trip: ThemeFile.yaml wrote a theme ThemeFile.parse refuses: \(error)\n--- written:\n\(written)")
    }
    guard reread == theme else {
        fatalError("round trip: the theme read back from ThemeFile.yaml differs\n--- written:\n\(written)")
    }
    do {
        let scene = try SceneFile.parse(FuzzPaths.controlsScene, file: "controls.yaml", baseDirectory: FuzzPaths.scenes,
                                        allowImagesOutside: false, theme: theme)
        // Half scale: the same drawing code for a quarter of the pixels, so the fuzzer runs faster.
        _ = try scene.makeWindow().renderImage(scale: 0.5, background: scene.background)
        say("rendered the controls with theme '\(theme.name)'")
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
    static let scenes = RepositoryPaths.scenes
    static let themes = RepositoryPaths.themes
    /// One of each control a theme styles, small.
    static let controlsScene = """
        size: {width: 200, height: 260}
        scale: 1
        root:
          type: vstack
          spacing: 4
          padding: 4
          children:
            - {type: label, text: Label}
            - {type: button, title: Button}
            - {type: button, title: Off, enabled: false}
            - {type: switch, "on": true}
            - {type: slider, value: 3, min: 0, max: 10}
            - {type: textField, text: Text}
            - {type: progressView, value: 0.5}
            - {type: segmentedControl, segments: [One, Two], selected: 1}
            - {type: bezelButton, mode: toggle, image: play@2x.png}
        """
}
