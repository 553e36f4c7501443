import BezelFileFixtures
import BezelScriptFixtures
import BezelFiles
import BezelGraphics
@testable import BezelReplay
import BezelReports
import BezelScenes

/// Running scripts in the tests, keeping everything in memory.
extension ScriptTestSupport {
    /// Parses and runs `yaml`.
    static func run(_ yaml: String) throws -> RecordedRun {
        try run(try parse(yaml))
    }

    /// Runs `script`, keeping everything in memory, and checks after every
    /// step that a window with no view marked as changed renders as before.
    static func run(_ script: Script) throws -> RecordedRun {
        let recording = ScriptRecording()
        let result = try ScriptRunner.run(script, recorder: recording, checkingFrameReuse: true)
        return RecordedRun(result: result, recording: recording)
    }
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
