import Bezel
import BezelGraphics
import Foundation

/// Where a script's scene comes from: a scene file (its path already
/// resolved against the script's folder) or a scene written inline under
/// the script's `scene:` key.
public enum ScriptSceneSource: Sendable {
    /// A scene file; `location` is the script's `scene:` value, for messages.
    case file(path: String, location: SourceLocation)
    /// A scene mapping inside the script; image paths start at `baseDirectory`.
    case inline(YAMLNode, baseDirectory: String)

    /// Reads the scene afresh (a ``Scene``'s views move into one window, so
    /// each run needs its own); `allowImagesOutside` lets image paths lead
    /// outside the scene's folder.
    ///
    /// - Throws: ``FileErrors`` listing every problem in the scene.
    public func makeScene(themesDirectory: String? = nil, allowImagesOutside: Bool = false) throws -> Scene {
        switch self {
        case let .file(path, location):
            guard FileManager.default.fileExists(atPath: path) else {
                throw FileErrors([FileError(location, "the scene file '\(path)' does not exist",
                                            expected: "a path relative to the script, or an inline scene mapping")])
            }
            return try SceneFile.load(path: path, allowImagesOutside: allowImagesOutside, themesDirectory: themesDirectory)
        case let .inline(node, baseDirectory):
            // Read from the script's own parsed YAML, so errors keep the script's lines.
            return try SceneFile.scene(from: node, baseDirectory: baseDirectory, allowImagesOutside: allowImagesOutside,
                                       themesDirectory: themesDirectory)
        }
    }
}
