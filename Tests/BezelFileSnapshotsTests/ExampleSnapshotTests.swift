import BezelFileFixtures
import BezelFileSnapshots
import BezelFiles
import BezelSnapshotResults
import BezelSnapshots
import Foundation
import Testing

/// The examples in `Examples/` are snapshot tests written as files: every
/// scene in its themes, scales and states and every script's frames and
/// golden trace match the references committed in `Snapshots/`.
@Suite struct ExampleSnapshotTests {
    static let root = SceneTestSupport.repositoryFolder

    @Test func everyExampleMatchesItsReferences() throws {
        let sources = try SnapshotSources.find([Self.root + "/Examples"], packageRoot: Self.root)
        #expect(sources.filter { $0.kind == .scene }.count == SceneTestSupport.exampleScenes().count)
        #expect(sources.contains { $0.kind == .script && $0.suite == "timer-alarm.script" })
        // The same record mode as the assertions (a missing reference is recorded and fails),
        // and the same results file, so `bezel snapshots report` after `swift test` shows these too.
        let options = FileSnapshotOptions(packageRoot: Self.root, themes: try ThemeResolver(themesDirectory: Self.root + "/Themes"),
                                          results: .testProcess)
        let outcomes = FileSnapshotRun.check(sources, options: options)
        let summary = FileSnapshotSummary(outcomes: outcomes, recording: false)
        #expect(summary.problemLines.isEmpty, "\(summary.problemLines.joined(separator: "\n"))")
        #expect(summary.counts.matched == outcomes.flatMap(\.checks).count)
        // Themes × scales × states of the scenes' snapshots: keys, one frame per snapshot step, a trace per script.
        let timer = try #require(outcomes.first { $0.source.suite == "timer" })
        #expect(timer.checks.count == 30, "10 images, and an accessibility text and image for each")
        #expect(timer.checks.map(\.name).contains("start.enabled=false.highlighted=true.theme=dark@2x"))
        #expect(timer.checks.map(\.name).contains("start.enabled=false.highlighted=true.theme=dark.accessibility@2x"))
        #expect(timer.checks.map(\.name).contains("scene.theme=default.accessibility"))
        let walk = try #require(outcomes.first { $0.source.suite == "timer-voiceover.script" })
        #expect(walk.checks.map(\.name) == ["time-is-up", "time-is-up.accessibility", "time-is-up.accessibility", "trace"],
                "the frame, what a screen reader finds then as text and as an image, and the trace with what it said")
        let alarm = try #require(outcomes.first { $0.source.suite == "timer-alarm.script" })
        #expect(alarm.checks.map(\.name) == ["running", "time-is-up", "stopped", "trace"])
    }
}
