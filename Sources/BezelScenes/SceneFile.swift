import Bezel
import BezelFiles
import BezelGraphics

/// Reads a scene file and builds it, in one call: ``SceneDocument``'s
/// reading (every problem at its `file:line:column`, together) followed by
/// ``SceneBuilder``.
///
/// ```swift
/// let scene = try SceneFile.load(path: "Examples/scenes/timer.yaml")
/// let window = try scene.makeWindow()
/// ```
///
/// The file's format is described at ``SceneDocument``.
public enum SceneFile {
    /// Reads the scene at `path` and builds it with `theme`, or with the
    /// theme the file names. Image paths are relative to the file's folder.
    ///
    /// - Parameters:
    ///   - allowImagesOutside: let image paths lead outside the scene's folder.
    ///   - theme: a theme to use instead of the one the file names.
    ///   - themesDirectory: where theme names are looked up (see ``ThemeResolver``); it must exist.
    /// - Throws: ``FileErrors`` listing every problem in the file.
    public static func load(path: String, allowImagesOutside: Bool = false, theme: Theme? = nil,
                            themesDirectory: String? = nil) throws -> Scene {
        let document = try SceneDocument.load(path: path, allowImagesOutside: allowImagesOutside, themesDirectory: themesDirectory)
        return SceneBuilder.scene(from: document, theme: theme)
    }

    /// Reads scene text and builds it; `file` names it in errors,
    /// `baseDirectory` is where image paths (and theme files) start. The
    /// other parameters are as for ``load(path:allowImagesOutside:theme:themesDirectory:)``.
    ///
    /// - Throws: ``FileErrors`` listing every problem in the text.
    public static func parse(_ text: String, file: String, baseDirectory: String, allowImagesOutside: Bool = false,
                             theme: Theme? = nil, themesDirectory: String? = nil) throws -> Scene {
        let document = try SceneDocument.parse(text, file: file, baseDirectory: baseDirectory,
                                               allowImagesOutside: allowImagesOutside, themesDirectory: themesDirectory)
        return SceneBuilder.scene(from: document, theme: theme)
    }
}
