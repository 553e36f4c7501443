import Bezel
import BezelFileFixtures
@testable import BezelFiles
import BezelScenes
import Foundation
import Testing

/// Image paths resolve in the scene's folder and may not leave it unless allowed.
@Suite struct SceneImageTests {
    /// `root/scenes/` holding `play@2x.png` and `bad.png`, beside `root/outside.png`.
    private func folders() throws -> (scenes: String, root: String) {
        let root = try SceneTestSupport.temporaryFolder()
        let scenes = root + "/scenes"
        try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
        let play = SceneTestSupport.examplesFolder + "/play@2x.png"
        try FileManager.default.copyItem(atPath: play, toPath: scenes + "/play@2x.png")
        try FileManager.default.copyItem(atPath: play, toPath: root + "/outside.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: scenes + "/bad.png"))
        return (scenes, root)
    }

    private func imageScene(_ path: String) -> String {
        SceneTestSupport.scene(root: "type: imageView\nimage: '\(path)'")
    }

    @Test func pathsInsideTheFolderLoad() throws {
        let (scenes, _) = try folders()
        #expect(SceneTestSupport.errors(imageScene("play@2x.png"), folder: scenes).isEmpty)
        #expect(SceneTestSupport.errors(imageScene("./sub/../play@2x.png"), folder: scenes).isEmpty)
    }

    @Test func dotDotAbsolutePathsAndSymlinksMayNotEscape() throws {
        let (scenes, root) = try folders()
        try FileManager.default.createSymbolicLink(atPath: scenes + "/link.png", withDestinationPath: root + "/outside.png")
        for path in ["../outside.png", root + "/outside.png", "link.png"] {
            let errors = SceneTestSupport.errors(imageScene(path), folder: scenes)
            #expect(errors.count == 1)
            #expect(errors.first?.location == SourceLocation(file: "t.yaml", line: 4, column: 10))
            #expect(errors.first?.message == "the image '\(path)' is outside the scene's folder")
            // Typed, so that a caller can say how it allows more (the command names its option); no option named here.
            #expect(errors.first?.kind == .imageOutsideFolder)
            #expect(errors.first?.expected?.contains("--") == false)
            #expect(SceneTestSupport.errors(imageScene(path), folder: scenes, allowOutside: true).isEmpty)
        }
    }

    @Test func missingAndCorruptImagesAreErrorsAtTheImageKey() throws {
        let (scenes, _) = try folders()
        let missing = SceneTestSupport.errors(imageScene("nope.png"), folder: scenes)
        #expect(missing.map(\.description) == ["t.yaml:4:10: the image 'nope.png' does not exist; expected a PNG or JPEG file at \(scenes)/nope.png"])
        let corrupt = SceneTestSupport.errors(imageScene("bad.png"), folder: scenes)
        #expect(corrupt.first?.location == SourceLocation(file: "t.yaml", line: 4, column: 10))
        #expect(corrupt.first?.message.hasPrefix("the image 'bad.png' cannot be used: ") == true)
        let bezel = SceneTestSupport.errors(SceneTestSupport.scene(root: "{type: bezelButton, image: nope.png}"), folder: scenes)
        #expect(bezel.first?.location == SourceLocation(file: "t.yaml", line: 3, column: 30))
    }

    @Test func loadResolvesImagesBesideTheSceneFile() throws {
        let (scenes, _) = try folders()
        let path = scenes + "/s.yaml"
        try Data(imageScene("play@2x.png").utf8).write(to: URL(fileURLWithPath: path))
        let scene = try SceneFile.load(path: path)
        #expect((scene.root as? ImageView)?.image?.scale == 2)
        #expect(SceneImages.scale(ofName: "a@3x.png") == 3 && SceneImages.scale(ofName: "a.png") == 1)
    }
}
