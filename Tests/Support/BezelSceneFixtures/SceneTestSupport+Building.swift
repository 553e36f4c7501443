import BezelFileFixtures
import BezelFiles
import BezelScenes

extension SceneTestSupport {
    /// Reads `yaml` as a scene in `folder` (the examples' folder by default) and builds it.
    public static func parse(_ yaml: String, folder: String = examplesFolder, allowOutside: Bool = false) throws -> Scene {
        try SceneFile.parse(yaml, file: "t.yaml", baseDirectory: folder, allowImagesOutside: allowOutside)
    }
}
