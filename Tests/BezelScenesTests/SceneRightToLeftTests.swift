import Bezel
import BezelFileFixtures
@testable import BezelFiles
import BezelGraphics
import BezelScenes
import Foundation
import Testing

/// A whole screen under a right-to-left language: the example timer
/// screen, built from its scene file, is the mirror image of its
/// left-to-right self except for the glyphs of its text. With
/// `BEZEL_SCENE_RENDERS` set, the right-to-left render is written there
/// (`timer-ar@2x.png`) for a person to look at.
@Suite struct SceneRightToLeftTests {
    /// `view`'s frame in window coordinates.
    private func windowFrame(_ view: View) -> Rect {
        let origin = view.convert(.zero, to: nil)
        return Rect(origin: origin, size: view.bounds.size)
    }

    @Test func theTimerScreenMirrorsUnderArabic() throws {
        let scene = try SceneFile.load(path: SceneTestSupport.examplesFolder + "/timer.yaml")
        let window = try scene.makeWindow()
        let ids = ["start", "stop", "alarm", "seconds", "remaining"]
        let ltrImage = try window.captureFrame()
        var ltr: [String: Rect] = [:]
        for id in ids { ltr[id] = windowFrame(try #require(window.view(withIdentifier: id))) }

        window.traitOverrides = Traits(language: "ar")
        let rtlImage = try window.captureFrame()   // lays the window out again first
        if let folder = ProcessInfo.processInfo.environment["BEZEL_SCENE_RENDERS"] {
            try rtlImage.writePNG(to: folder + "/timer-ar@2x.png")
        }
        let width = scene.size.width
        for id in ids {
            let view = try #require(window.view(withIdentifier: id))
            #expect(view.effectiveLayoutDirection == .rightToLeft)
            let before = try #require(ltr[id]), after = windowFrame(view)
            #expect(abs(after.minX - (width - before.maxX)) < 0.5 && after.minY == before.minY && after.size == before.size,
                    "\(id): \(before) → \(after)")
        }
        // Start is now at the right, Stop at its left; the alarm switch at the left.
        let start = windowFrame(try #require(window.view(withIdentifier: "start")))
        let stop = windowFrame(try #require(window.view(withIdentifier: "stop")))
        #expect(start.minX > stop.maxX)
        let alarm = try #require(window.view(withIdentifier: "alarm", as: Switch.self))
        #expect(windowFrame(alarm).maxX < width / 2)
        // The switch (on: knob at the left) and the slider (its minimum at the
        // right) are drawn as the mirror of their left-to-right pixels.
        let slider = try #require(window.view(withIdentifier: "seconds", as: Slider.self))
        #expect(slider.thumbCenterX > slider.bounds.midX)   // 10 of 1...60: near the right end
        for view in [alarm as View, slider] {
            let r = windowFrame(view)
            let scale = scene.scale
            var differing = 0, total = 0
            for y in Int(r.minY * scale)..<Int(r.maxY * scale) {
                for x in Int(r.minX * scale)..<Int(r.maxX * scale) {
                    let mirrored = Int(width * scale) - 1 - x
                    guard let a = rtlImage.pixel(x: x, y: y), let b = ltrImage.pixel(x: mirrored, y: y) else { continue }
                    total += 1
                    if abs(a.red - b.red) > 0.05 || abs(a.green - b.green) > 0.05 || abs(a.blue - b.blue) > 0.05 {
                        differing += 1
                    }
                }
            }
            #expect(total > 0 && differing * 50 < total, "\(view.identifier ?? "?"): \(differing) of \(total) pixels")
        }
    }
}
