import Bezel
import BezelFileFixtures
@testable import BezelFiles
import BezelScenes
import Foundation
import Testing

/// A window made from a scene is freed when the last reference to it goes,
/// whatever the scene's actions, screens and timers hold: long runs that
/// build many windows (fuzzing, snapshot suites) keep their memory flat.
@Suite struct SceneLifetimeTests {
    static let scenes: [String] = {
        let folder = SceneTestSupport.examplesFolder
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test(arguments: scenes)
    func aSceneWindowIsFreedWhenReleased(name: String) throws {
        let folder = SceneTestSupport.examplesFolder
        let themes = SceneTestSupport.repositoryFolder + "/Themes"
        weak var window: Window?
        weak var clock: VirtualClock?
        weak var someView: View?
        do {
            let scene = try SceneFile.load(path: folder + "/" + name, themesDirectory: themes)
            let made = try scene.makeWindow()
            _ = try made.captureFrame()
            made.clock.advance(by: 1)
            window = made
            clock = made.clock
            someView = made.subviews.first
        }
        #expect(window == nil, "\(name): the window outlived its last reference")
        #expect(clock == nil, "\(name): the clock outlived its window")
        #expect(someView == nil, "\(name): a view outlived its window")
    }
}
