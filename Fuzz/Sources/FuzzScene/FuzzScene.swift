import Bezel
import BezelFiles
import BezelGraphics
import BezelScenes
import Foundation
import FuzzSupport

/// Feeds the bytes, as UTF-8 text (invalid sequences replaced), to
/// `SceneFile.parse` with `Examples/scenes` as the base directory (so image
/// paths such as `photo.png` resolve) and `Themes/` as the themes directory.
/// A scene that parses is made into a window, laid out and rendered, at a
/// scale lowered so that the image is at most 128 pixels a side (scenes
/// over 1,280 points a side are not rendered; the drawing code runs the
/// same at any size, and small images keep the fuzzer fast).
///
/// Findings: any crash, trap, sanitizer report, hang (over `-timeout`) or
/// allocation over the RSS limit. Thrown errors (`FileErrors`,
/// `LayoutError`, `GraphicsError`) are the expected answer to bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let scene = try SceneFile.parse(text, file: "fuzz.yaml", baseDirectory: RepositoryPaths.scenes,
                                        allowImagesOutside: false, themesDirectory: RepositoryPaths.themes)
        let window = try scene.makeWindow()
        let scale = min(scene.scale, 128 / max(scene.size.width, scene.size.height))
        guard scale >= 0.1 else { return 0 }
        try window.layout()
        _ = try window.renderImage(scale: scale, background: scene.background)
        say("rendered \(scene.size) at scale \(scale)")
    } catch {
        return refused(error)
    }
    return 0
}

@main enum FuzzMain {
    static func main() { runFuzzer { fuzz($0, $1) } }
}

