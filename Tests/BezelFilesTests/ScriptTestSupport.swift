import BezelGraphics
@testable import BezelReplay
import Foundation
@testable import BezelFiles
import BezelReports

/// Shared helpers for the script tests.
enum ScriptTestSupport {
    /// `Examples/scripts` in this checkout.
    static let examplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/scripts").path
    /// `Examples/scenes` in this checkout.
    static let scenesFolder = SceneTestSupport.examplesFolder

    /// The example script files, sorted.
    static func exampleScripts() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// Parses `yaml` as a script in the example scripts' folder, named `s.yaml`.
    static func parse(_ yaml: String) throws -> Script {
        try ScriptFile.parse(yaml, file: "s.yaml", baseDirectory: examplesFolder)
    }

    /// The errors parsing `yaml` throws (empty when it reads).
    static func errors(_ yaml: String) -> [FileError] {
        do {
            _ = try parse(yaml)
            return []
        } catch let error as FileErrors {
            return error.errors
        } catch {
            return [FileError(SourceLocation(file: "?", line: 0, column: 0), "not a file error: \(error)")]
        }
    }

    /// Parses and runs `yaml`.
    static func run(_ yaml: String) throws -> RecordedRun {
        try run(try parse(yaml))
    }

    /// Runs `script`, keeping everything in memory, and checks after every
    /// step that a window with no view marked as changed renders as before.
    static func run(_ script: Script) throws -> RecordedRun {
        let recording = ScriptRecording()
        let result = try ScriptRunner.run(script, themesDirectory: nil, recorder: recording, checkingFrameReuse: true)
        return RecordedRun(result: result, recording: recording)
    }

    /// A small inline scene: a toggle bezel button `b`, a switch `s`, a slider `v` and a text field `f`.
    static let inlineScene = """
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

/// A script run and everything it recorded.
@dynamicMemberLookup
struct RecordedRun {
    let result: ScriptResult
    let recording: ScriptRecording

    subscript<T>(dynamicMember path: KeyPath<ScriptResult, T>) -> T { result[keyPath: path] }

    var trace: [TraceEntry] { recording.trace }
    var traceText: String { recording.traceText }
    var traceJSONLines: String { (try? recording.traceJSONLines()) ?? "" }
    var snapshotImages: [Image] { recording.snapshots.map(\.image) }
}
