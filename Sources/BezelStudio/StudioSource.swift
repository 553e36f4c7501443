import BezelFiles
import BezelReplay

/// Where a studio's scene and script come from, so that they can be read
/// again: when a file changes on disk (edit and see), and when the page
/// shows the scene in another theme. The command line makes one from the
/// files it was given.
public struct StudioSource {
    /// The theme names the page offers.
    public var themes: [String]
    /// Reads the scene file again, in the named theme (nil: the scene's own).
    public var scene: (_ theme: String?) throws -> SceneDocument
    /// Reads the script file's steps again (nil when the studio started from a scene).
    public var steps: (() throws -> [ScriptAction])?

    /// A source reading the scene with `scene` and, for a script, its steps with `steps`.
    ///
    /// - Parameters:
    ///   - themes: The theme names the page offers.
    ///   - scene: Reads the scene in a theme (nil: the scene's own).
    ///   - steps: Reads the script's steps, or nil for a studio started from a scene.
    public init(themes: [String], scene: @escaping (_ theme: String?) throws -> SceneDocument, steps: (() throws -> [ScriptAction])? = nil) {
        self.themes = themes
        self.scene = scene
        self.steps = steps
    }
}
