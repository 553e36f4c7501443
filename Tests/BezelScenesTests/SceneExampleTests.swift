import Bezel
import BezelFileFixtures
@testable import BezelFiles
import BezelGraphics
import BezelScenes
import Foundation
import Testing

@Suite struct SceneExampleTests {
    @Test func theExamplesAreThere() {
        #expect(SceneTestSupport.exampleScenes() == ["bezel-button-ja.yaml", "bezel-button-modes.yaml", "colour-theme.yaml",
                                                     "link-label.yaml", "memory-warning.yaml", "scrolling-photo.yaml",
                                                     "timer-ar.yaml", "timer.yaml"])
    }

    /// Every example loads and renders at its scale (to PNG and PDF); the
    /// PNGs go to `$BEZEL_SCENE_RENDERS` when set, for a person to look at.
    @Test(arguments: SceneTestSupport.exampleScenes())
    func everyExampleLoadsAndRenders(name: String) throws {
        let scene = try SceneFile.load(path: SceneTestSupport.examplesFolder + "/" + name)
        let window = try scene.makeWindow()
        let image = try window.renderImage(scale: scene.scale)
        #expect(image.pixelWidth == Int(scene.size.width * scene.scale))
        #expect(image.pixelHeight == Int(scene.size.height * scene.scale))
        _ = try window.renderDocument(format: .pdf)
        if let folder = ProcessInfo.processInfo.environment["BEZEL_SCENE_RENDERS"] {
            try image.writePNG(to: folder + "/" + name.replacingOccurrences(of: ".yaml", with: "@2x.png"))
        }
    }

    @Test func theTimerScreenHasItsControlsInState() throws {
        let scene = try SceneFile.load(path: SceneTestSupport.examplesFolder + "/timer.yaml")
        let window = try scene.makeWindow()
        #expect(window.view(withIdentifier: "start", as: Button.self)?.isEnabled == true)
        #expect(window.view(withIdentifier: "stop", as: Button.self)?.isEnabled == false)
        #expect(window.view(withIdentifier: "alarm", as: Switch.self)?.isOn == true)
        #expect(window.view(withIdentifier: "seconds", as: Slider.self)?.value == 10)
        #expect(window.view(withIdentifier: "remaining", as: Label.self)?.text == "00:10")
    }

    @Test func theScrollingPhotoIsScrolledAndItsImageLoaded() throws {
        let scene = try SceneFile.load(path: SceneTestSupport.examplesFolder + "/scrolling-photo.yaml")
        let window = try scene.makeWindow()
        #expect(window.view(withIdentifier: "scroll", as: ScrollView.self)?.contentOffset == Point(x: 0, y: 40))
        let photo = try #require(window.view(withIdentifier: "photo", as: ImageView.self)?.image)
        #expect(photo.pixelWidth == 240 && photo.pixelHeight == 360)
    }
}
