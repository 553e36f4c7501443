import BezelFileFixtures
import BezelFiles
import BezelReplay
import Foundation

/// Shared helpers for the script tests (reading only; `BezelReplayTests`
/// adds running).
public enum ScriptTestSupport {
    /// `Examples/scripts` in this checkout.
    public static let examplesFolder = SceneTestSupport.repositoryFolder + "/Examples/scripts"
    /// `Examples/scenes` in this checkout.
    public static let scenesFolder = SceneTestSupport.examplesFolder

    /// The example script files, sorted.
    public static func exampleScripts() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// Parses `yaml` as a script in the example scripts' folder, named `s.yaml`.
    public static func parse(_ yaml: String) throws -> Script {
        try ScriptFile.parse(yaml, file: "s.yaml", baseDirectory: examplesFolder)
    }

    /// The errors parsing `yaml` throws (empty when it reads).
    public static func errors(_ yaml: String) -> [FileError] {
        SceneTestSupport.fileErrors { _ = try parse(yaml) }
    }

    /// A small inline scene: a toggle bezel button `b`, a switch `s`, a slider `v` and a text field `f`.
    public static let inlineScene = """
        scene:
          size: {width: 300, height: 200}
          root:
            type: vstack
            alignment: leading
            spacing: 8
            padding: 8
            children:
              - {type: bezelButton, id: b, mode: toggle}
              - {type: switch, id: s}
              - {type: slider, id: v, value: 0.5, width: 200}
              - {type: textField, id: f, placeholder: Name, width: 200}
        """
}
